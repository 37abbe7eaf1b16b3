import { positionQueryOptions, projectQueryOptions, useSession } from '@benchlink/api-client';
import { paths } from '@benchlink/contracts/paths';
import { PageHeader } from '@benchlink/design-system';
import { InvalidAddress, isInvalidAddressError, parseIdParam } from '@benchlink/domain-ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { NotOwnRecord } from '../components/not-own-record';
import { PositionFormScreen } from '../features/positions/components/position-form-screen';

/**
 * `/project/:projectId/position/create` and `/position/:id/edit`: the position form; a malformed id says the address
 * is wrong, and another company's position or project that only its owner edits it.
 */
export default function PositionFormPage() {
  const params = useParams();
  const { companyId } = useSession();
  const isEditing = params.id !== undefined;
  const id = parseIdParam(isEditing ? params.id : params.projectId);
  // The same queries the form screen reads (one request each): who owns the position, or the project it is added to.
  const position = useQuery({ ...positionQueryOptions(id ?? 0), enabled: isEditing && id !== null, staleTime: 0 });
  const project = useQuery({ ...projectQueryOptions(id ?? 0), enabled: !isEditing && id !== null });
  const title = isEditing ? 'Edit position' : 'Create position';
  const owner = isEditing ? position.data?.project : project.data;

  if (id === null || isInvalidAddressError(isEditing ? position.error : project.error)) {
    return (
      <>
        <PageHeader title={title} />
        <InvalidAddress />
      </>
    );
  }
  if (owner && owner.companyId !== companyId) {
    return (
      <>
        <PageHeader title={title} />
        <NotOwnRecord
          kind={isEditing ? 'position' : 'project'}
          view={{ href: paths.project.href(owner.id), label: 'View project' }}
        />
      </>
    );
  }
  return isEditing ? (
    <PositionFormScreen key={`edit-${id}`} positionId={id} />
  ) : (
    <PositionFormScreen key={`new-${id}`} projectId={id} />
  );
}
