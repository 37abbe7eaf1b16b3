import { partnerGroupsQueryOptions, projectQueryOptions } from '@benchlink/api-client';
import type { Position } from '@benchlink/contracts/positions';
import { PageHeader } from '@benchlink/design-system';
import { ApplyToProjectOnDemand, InvalidAddress, isInvalidAddressError, parseIdParam } from '@benchlink/domain-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ProjectPositions } from '../features/positions/components/project-positions';
import { ProjectView } from '../features/projects/components/project-view';

/**
 * `/project/:projectId`: a project with its positions, managed by its owner and read (with Apply) by others; an id
 * that cannot name a project says the address is wrong, without a Retry.
 */
export default function ProjectPage() {
  const id = parseIdParam(useParams().projectId);
  // The view's own query (one request): a refused id is a wrong address, not a failure to retry.
  const projectQuery = useQuery({ ...projectQueryOptions(id ?? 0), enabled: id !== null });
  const groupsQuery = useQuery(partnerGroupsQueryOptions());
  // Another company applies to an open position: the one place the apply flow hooks in.
  const [applyTo, setApplyTo] = useState<{ positionId: number; isOpen: boolean } | null>(null);
  const handleApply = (position: Position) => setApplyTo({ positionId: position.id, isOpen: true });
  const closeApply = () => setApplyTo((current) => current && { ...current, isOpen: false });
  if (id === null || isInvalidAddressError(projectQuery.error)) {
    return (
      <>
        <PageHeader title="Project" />
        <InvalidAddress />
      </>
    );
  }
  return (
    <>
      <ProjectView
        key={id}
        projectId={id}
        partnerGroups={groupsQuery.data}
        renderPositions={(project, isOwner) => (
          <ProjectPositions projectId={project.id} isOwner={isOwner} onApply={isOwner ? undefined : handleApply} />
        )}
      />
      {applyTo && (
        <ApplyToProjectOnDemand
          projectId={id}
          positionId={applyTo.positionId}
          isOpen={applyTo.isOpen}
          onClose={closeApply}
        />
      )}
    </>
  );
}
