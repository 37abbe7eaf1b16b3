import { partnerGroupsQueryOptions, projectQueryOptions } from '@benchlink/api-client';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ProjectFormScreen } from '../features/projects/components/project-form';

/** `/company/project/create` and `/project/:projectId/edit`: the project form with the company's partner groups. */
export default function ProjectFormPage() {
  const { projectId } = useParams();
  const id = projectId ? Number(projectId) : undefined;
  const projectQuery = useQuery({ ...projectQueryOptions(id ?? 0), enabled: id !== undefined, staleTime: 0 });
  const groupsQuery = useQuery(partnerGroupsQueryOptions());
  return (
    <ProjectFormScreen
      key={projectId ?? 'new'}
      projectQuery={
        id === undefined
          ? undefined
          : { data: projectQuery.data, error: projectQuery.error, refetch: () => void projectQuery.refetch() }
      }
      partnerGroups={groupsQuery.data}
      partnerGroupsError={groupsQuery.error}
      onRetryPartnerGroups={() => void groupsQuery.refetch()}
    />
  );
}
