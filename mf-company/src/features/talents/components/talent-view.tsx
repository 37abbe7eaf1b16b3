import { applicationTalentQueryOptions, talentQueryOptions, useDeleteTalent, useSession } from '@benchlink/api-client';
import { paths } from '@benchlink/contracts/paths';
import { type ApplicationTalent } from '@benchlink/contracts/talents';
import {
  ArrowLeftIcon,
  ConfirmDeleteDialog,
  DeleteIcon,
  EditIcon,
  IconButton,
  PageHeader,
  SkeletonList,
  useSnackbar,
} from '@benchlink/design-system';
import { TalentCard } from '@benchlink/design-system/listings';
import { TextLink, usePageTitle } from '@benchlink/domain-ui';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useTalentNames } from '../hooks/use-talent-names';
import { OwnTalentCard } from './own-talent-card';
import { SharedAvailability } from './talent-availability';
import { TalentLoadError } from './talent-load-error';

const Blind = styled.p`
  margin-bottom: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Availability = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** What the page is titled by: its own company's reference, or seniority and role, the name others know it by. */
function talentTitle(talent: Pick<ApplicationTalent, 'reference' | 'seniorityLabel' | 'role'>, isOwn: boolean) {
  const role = `${talent.seniorityLabel} ${talent.role.name}`.trim();
  return isOwn && talent.reference ? talent.reference : role;
}

/** A talent by its id, or the talent an application was sent with. */
export type TalentViewProps = { talentId: number; applicationId?: never } | { applicationId: number; talentId?: never };

/**
 * The read-only talent, titled after it: for its own company by its reference, with its availability to confirm, its
 * CV, edit and delete; for others by seniority and role, as shared. A company reviewing an application opens it
 * through the application and sees it blind, without the talent's company or id.
 */
export function TalentView(props: TalentViewProps) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const { companyId } = useSession();
  const byId = useQuery({ ...talentQueryOptions(props.talentId ?? 0), enabled: props.talentId !== undefined });
  const byApplication = useQuery({
    ...applicationTalentQueryOptions(props.applicationId ?? 0),
    enabled: props.applicationId !== undefined,
  });
  const talent: UseQueryResult<ApplicationTalent> = props.applicationId === undefined ? byId : byApplication;
  const { toCard } = useTalentNames();
  const deleteTalent = useDeleteTalent();
  const [isDeleting, setIsDeleting] = useState(false);
  const location = useLocation();
  const isOwn =
    talent.data !== undefined &&
    companyId !== undefined &&
    talent.data.companyId === companyId &&
    talent.data.id !== undefined;
  const title = talent.data ? talentTitle(talent.data, isOwn) : undefined;
  usePageTitle(title);
  // A deep link has no in-app history to go back to: fall back to the bench, or to browsing for another's talent.
  const goBack = () => {
    if (location.key !== 'default') navigate(-1);
    else
      navigate(
        talent.data && talent.data.companyId === companyId ? paths.companyTalents.href() : paths.browseTalents.href(),
      );
  };
  const back = { label: 'Back', icon: <ArrowLeftIcon size={18} />, onClick: goBack };

  if (talent.isPending) {
    return (
      <>
        <PageHeader title="Talent" secondaryAction={back} />
        <SkeletonList rows={1} label="Loading talent" />
      </>
    );
  }
  if (talent.isError) {
    return (
      <>
        <PageHeader title="Talent" secondaryAction={back} />
        <TalentLoadError error={talent.error} onRetry={() => void talent.refetch()} />
      </>
    );
  }

  const shown = talent.data;
  const card = toCard(shown);
  const name = title ?? `${card.seniority} ${card.role}`;
  const ownId = isOwn ? shown.id : undefined;
  const confirmDelete = () =>
    ownId !== undefined &&
    deleteTalent.mutate(ownId, {
      onSuccess: () => {
        snackbar.showSuccess('Talent deleted');
        navigate(paths.companyTalents.href());
      },
      onError: (error) => snackbar.showError(error.message),
    });

  return (
    <>
      <PageHeader title={name} secondaryAction={back} />
      {ownId !== undefined ? (
        <OwnTalentCard
          talent={{ ...shown, id: ownId }}
          content={card}
          defaultExpanded
          titleAs="h2"
          actions={
            <>
              <IconButton label={`Edit ${name}`} onClick={() => navigate(paths.editTalent.href(ownId))}>
                <EditIcon />
              </IconButton>
              <IconButton label={`Delete ${name}`} variant="danger" onClick={() => setIsDeleting(true)}>
                <DeleteIcon />
              </IconButton>
            </>
          }
        />
      ) : (
        <>
          {shown.companyId === undefined && (
            <Blind>The talent's company is shown once you accept its application.</Blind>
          )}
          <Availability>
            <SharedAvailability talent={shown} />
          </Availability>
          <TalentCard
            {...card}
            defaultExpanded
            companyName={
              shown.companyId !== undefined && shown.companyName ? (
                <TextLink to={paths.company.href(shown.companyId)}>{shown.companyName}</TextLink>
              ) : undefined
            }
          />
        </>
      )}
      <ConfirmDeleteDialog
        isOpen={isDeleting}
        message="Are you sure you want to delete this talent"
        onConfirm={confirmDelete}
        onCancel={() => setIsDeleting(false)}
        isLoading={deleteTalent.isPending}
      />
    </>
  );
}
