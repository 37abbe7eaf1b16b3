import { partnerGroupsQueryOptions } from '@benchlink/api-client';
import { useQuery } from '@tanstack/react-query';
import { ProjectPositions } from '../features/positions/components/project-positions';
import { CompanyProjects } from '../features/projects/components/company-projects';

/** `/company/projects`: the company's projects, each with its positions and the groups it is shared with. */
export default function ProjectsPage() {
  const groupsQuery = useQuery(partnerGroupsQueryOptions());
  return (
    <CompanyProjects
      partnerGroups={groupsQuery.data}
      renderPositions={(project) => <ProjectPositions projectId={project.id} isOwner />}
    />
  );
}
