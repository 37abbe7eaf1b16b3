import { partnerGroupsQueryOptions } from '@benchlink/api-client';
import type { Position } from '@benchlink/contracts/positions';
import { ApplyToProjectOnDemand } from '@benchlink/domain-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ProjectPositions } from '../features/positions/components/project-positions';
import { ProjectView } from '../features/projects/components/project-view';

/** `/project/:projectId`: a project with its positions, managed by its owner and read (with Apply) by others. */
export default function ProjectPage() {
  const { projectId } = useParams();
  const groupsQuery = useQuery(partnerGroupsQueryOptions());
  // Another company applies to an open position: the one place the apply flow hooks in.
  const [applyTo, setApplyTo] = useState<{ positionId: number; isOpen: boolean } | null>(null);
  const handleApply = (position: Position) => setApplyTo({ positionId: position.id, isOpen: true });
  const closeApply = () => setApplyTo((current) => current && { ...current, isOpen: false });
  return (
    <>
      <ProjectView
        key={projectId}
        projectId={Number(projectId)}
        partnerGroups={groupsQuery.data}
        renderPositions={(project, isOwner) => (
          <ProjectPositions projectId={project.id} isOwner={isOwner} onApply={isOwner ? undefined : handleApply} />
        )}
      />
      {applyTo && (
        <ApplyToProjectOnDemand
          projectId={Number(projectId)}
          positionId={applyTo.positionId}
          isOpen={applyTo.isOpen}
          onClose={closeApply}
        />
      )}
    </>
  );
}
