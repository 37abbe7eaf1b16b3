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
  TalentCard,
  useSnackbar,
} from '@benchlink/design-system';
import { TextLink } from '@benchlink/domain-ui';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useTalentNames } from '../hooks/use-talent-names';
import { TalentLoadError } from './talent-load-error';

const Blind = styled.p`
  margin-bottom: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A talent by its id, or the talent an application was sent with. */
export type TalentViewProps = { talentId: number; applicationId?: never } | { applicationId: number; talentId?: never };

/**
 * The read-only talent: for its own company with edit and delete, for others as shared. A company reviewing an
 * application opens it through the application and sees it blind, without the talent's company or id.
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

  const data = talent.data;
  const isOwn = companyId !== undefined && data.companyId === companyId && data.id !== undefined;
  const card = toCard(data);
  const name = `${card.seniority} ${card.role}`;
  const confirmDelete = () =>
    data.id !== undefined &&
    deleteTalent.mutate(data.id, {
      onSuccess: () => {
        snackbar.showSuccess('Talent deleted');
        navigate(paths.companyTalents.href());
      },
      onError: (error) => snackbar.showError(error.message),
    });

  return (
    <>
      <PageHeader title="Talent" secondaryAction={back} />
      {data.companyId === undefined && <Blind>The talent's company is shown once you accept its application.</Blind>}
      <TalentCard
        {...card}
        defaultExpanded
        companyName={
          !isOwn && data.companyId !== undefined && data.companyName ? (
            <TextLink to={paths.company.href(data.companyId)}>{data.companyName}</TextLink>
          ) : undefined
        }
        actions={
          isOwn ? (
            <>
              <IconButton
                label={`Edit ${name}`}
                onClick={() => data.id !== undefined && navigate(paths.editTalent.href(data.id))}
              >
                <EditIcon />
              </IconButton>
              <IconButton label={`Delete ${name}`} variant="danger" onClick={() => setIsDeleting(true)}>
                <DeleteIcon />
              </IconButton>
            </>
          ) : undefined
        }
      />
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
