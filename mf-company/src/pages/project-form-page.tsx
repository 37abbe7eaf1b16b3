import { partnerGroupsQueryOptions, projectQueryOptions, useSession } from '@benchlink/api-client';
import { paths } from '@benchlink/contracts/paths';
import { PageHeader } from '@benchlink/design-system';
import { InvalidAddress, isInvalidAddressError, parseIdParam } from '@benchlink/domain-ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { NotOwnRecord } from '../components/not-own-record';
import { ProjectFormScreen } from '../features/projects/components/project-form';

/**
 * `/company/project/create` and `/project/:projectId/edit`: the project form with the company's partner groups; a
 * malformed id says the address is wrong, another company's project that only its owner edits it.
 */
export default function ProjectFormPage() {
  const { projectId } = useParams();
  const { companyId } = useSession();
  const isEditing = projectId !== undefined;
  const id = isEditing ? parseIdParam(projectId) : null;
  const projectQuery = useQuery({ ...projectQueryOptions(id ?? 0), enabled: id !== null, staleTime: 0 });
  const groupsQuery = useQuery(partnerGroupsQueryOptions());

  if (isEditing && (id === null || isInvalidAddressError(projectQuery.error))) {
    return (
      <>
        <PageHeader title="Edit project" />
        <InvalidAddress />
      </>
    );
  }
  if (projectQuery.data && projectQuery.data.companyId !== companyId) {
    return (
      <>
        <PageHeader title="Edit project" />
        <NotOwnRecord kind="project" view={{ href: paths.project.href(projectQuery.data.id), label: 'View project' }} />
      </>
    );
  }
  return (
    <ProjectFormScreen
      key={projectId ?? 'new'}
      projectQuery={
        id === null
          ? undefined
          : { data: projectQuery.data, error: projectQuery.error, refetch: () => void projectQuery.refetch() }
      }
      partnerGroups={groupsQuery.data}
      partnerGroupsError={groupsQuery.error}
      onRetryPartnerGroups={() => void groupsQuery.refetch()}
    />
  );
}
