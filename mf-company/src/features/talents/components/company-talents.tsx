import {
  myTalentsQueryOptions,
  partnerGroupsQueryOptions,
  talentPublicityQueryOptions,
  useDeleteTalent,
} from '@benchlink/api-client';
import { TALENT_PAGE_SIZE } from '@benchlink/contracts/list-query';
import { paths } from '@benchlink/contracts/paths';
import { type Talent, type TalentPublicity } from '@benchlink/contracts/talents';
import {
  AddIcon,
  CardList,
  ConfirmDeleteDialog,
  DeleteIcon,
  EditIcon,
  EmptyState,
  ErrorAlert,
  IconButton,
  PageHeader,
  Pager,
  PeopleIcon,
  Button,
  SettingsIcon,
  SkeletonList,
  TalentCard,
  VisibilityChip,
  countWithNoun,
  useSnackbar,
} from '@benchlink/design-system';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { MutedChipRow } from '../../../components/card-parts';
import { useTalentNames } from '../hooks/use-talent-names';
import { TalentVisibilityDialog } from './talent-visibility-dialog';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Count = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const TalentsPager = styled(Pager)`
  margin-top: ${({ theme }) => theme.space(6)};
`;

/** The page number from the query string: a whole number from 1, else 1. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** How the bench is shared ('Your bench is Private, shared with 2 partner groups'), and 'Change visibility'. */
function SharingToolbar({
  publicity,
  canChange,
  onChange,
}: {
  publicity: TalentPublicity | undefined;
  canChange: boolean;
  onChange: () => void;
}) {
  return (
    <Toolbar>
      <MutedChipRow>
        {publicity && (
          <>
            <span>Your bench is</span>
            <VisibilityChip isPublic={publicity.public} />
            {!publicity.public && (
              <span>
                {publicity.partnerGroupIds.length === 0
                  ? 'and shared with no one'
                  : `shared with ${countWithNoun(publicity.partnerGroupIds.length, 'partner group')}`}
              </span>
            )}
          </>
        )}
      </MutedChipRow>
      <Button
        variant="secondary"
        size="small"
        startIcon={<SettingsIcon size={16} />}
        disabled={!canChange}
        onClick={onChange}
      >
        Change visibility
      </Button>
    </Toolbar>
  );
}

/** 'Company talents': the own bench page by page, how it is shared, and edit/delete per talent. */
export function CompanyTalents() {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const talents = useQuery(myTalentsQueryOptions({ offset: page - 1, pageSize: TALENT_PAGE_SIZE }));
  const publicity = useQuery(talentPublicityQueryOptions());
  const partnerGroups = useQuery(partnerGroupsQueryOptions());
  const { toCard } = useTalentNames();
  const deleteTalent = useDeleteTalent();
  const [isVisibilityOpen, setIsVisibilityOpen] = useState(false);
  const [toDelete, setToDelete] = useState<Talent | null>(null);

  const goToPage = (next: number) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next <= 1) params.delete('page');
      else params.set('page', String(next));
      return params;
    });

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteTalent.mutate(toDelete.id, {
      onSuccess: () => {
        snackbar.showSuccess('Talent deleted');
        setToDelete(null);
        // The last talent of a later page is gone: step back to a page that still has some.
        if (talents.data && talents.data.content.length === 1 && page > 1) goToPage(page - 1);
      },
      onError: (error) => snackbar.showError(error.message),
    });
  };

  const canChangeVisibility = publicity.isSuccess && partnerGroups.isSuccess;

  return (
    <>
      <PageHeader
        title="Company talents"
        primaryAction={{
          label: 'Add new talent',
          icon: <AddIcon size={18} />,
          onClick: () => navigate(paths.addTalent.href()),
        }}
      />
      <SharingToolbar
        publicity={publicity.data}
        canChange={canChangeVisibility}
        onChange={() => setIsVisibilityOpen(true)}
      />
      {talents.isPending ? (
        <SkeletonList rows={3} label="Loading talents" />
      ) : talents.isError ? (
        <ErrorAlert
          title="Could not load company talents"
          message={talents.error.message}
          onRetry={() => void talents.refetch()}
        />
      ) : talents.data.totalElements === 0 ? (
        <EmptyState
          icon={<PeopleIcon />}
          title="No talents yet"
          description="Add the people between assignments to share your bench with partner companies."
          action={<Button onClick={() => navigate(paths.addTalent.href())}>Add new talent</Button>}
        />
      ) : (
        <>
          <Count>{countWithNoun(talents.data.totalElements, 'Talent')}</Count>
          <CardList aria-label="Talents">
            {talents.data.content.map((talent) => {
              const card = toCard(talent);
              const name = `${card.seniority} ${card.role}`;
              return (
                <li key={talent.id}>
                  <TalentCard
                    {...card}
                    companyName={undefined}
                    actions={
                      <>
                        <IconButton label={`Edit ${name}`} onClick={() => navigate(paths.editTalent.href(talent.id))}>
                          <EditIcon />
                        </IconButton>
                        <IconButton label={`Delete ${name}`} variant="danger" onClick={() => setToDelete(talent)}>
                          <DeleteIcon />
                        </IconButton>
                      </>
                    }
                    footer={
                      <Button variant="text" size="small" onClick={() => navigate(paths.talent.href(talent.id))}>
                        View talent
                      </Button>
                    }
                  />
                </li>
              );
            })}
          </CardList>
          <TalentsPager page={page} totalPages={talents.data.totalPages} onPageChange={goToPage} />
        </>
      )}
      {isVisibilityOpen && publicity.data && partnerGroups.data && (
        <TalentVisibilityDialog
          isOpen
          onClose={() => setIsVisibilityOpen(false)}
          publicity={publicity.data}
          partnerGroups={partnerGroups.data}
        />
      )}
      <ConfirmDeleteDialog
        isOpen={toDelete !== null}
        message="Are you sure you want to delete this talent"
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        isLoading={deleteTalent.isPending}
      />
    </>
  );
}
