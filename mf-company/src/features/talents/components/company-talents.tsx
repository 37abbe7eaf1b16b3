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
  PeopleIcon,
  Button,
  SettingsIcon,
  SkeletonList,
  VisibilityChip,
  countWithNoun,
  useSnackbar,
} from '@benchlink/design-system';
import { Pager, SortBar } from '@benchlink/design-system/listings';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { MutedChipRow } from '../../../components/card-parts';
import { BENCH_SORT_OPTIONS, useBenchParams } from '../hooks/use-bench-params';
import { useTalentNames, type TalentCardContent } from '../hooks/use-talent-names';
import { OwnTalentCard } from './own-talent-card';

// The sharing dialog is a form (react-hook-form and the schema behind it, with zod): it loads when first opened, so the
// bench itself arrives without them.
const TalentVisibilityDialog = lazy(() =>
  import('./talent-visibility-dialog').then((module) => ({ default: module.TalentVisibilityDialog })),
);

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Listing = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

const TalentsPager = styled(Pager)`
  margin-top: ${({ theme }) => theme.space(6)};
`;

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

/** A talent of the bench with the owner's actions: edit, delete and view. */
function BenchCard({
  talent,
  content,
  onDelete,
}: {
  talent: Talent;
  content: TalentCardContent;
  onDelete: () => void;
}) {
  const navigate = useNavigate();
  const name = talent.reference ?? `${content.seniority} ${content.role}`;
  return (
    <OwnTalentCard
      talent={talent}
      content={content}
      actions={
        <>
          <IconButton label={`Edit ${name}`} onClick={() => navigate(paths.editTalent.href(talent.id))}>
            <EditIcon />
          </IconButton>
          <IconButton label={`Delete ${name}`} variant="danger" onClick={onDelete}>
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
  );
}

/**
 * 'Company talents': the own bench page by page, sorted through the query string (`?sort=reference&ascending=true`),
 * how it is shared, and per talent its availability to confirm, edit and delete.
 */
export function CompanyTalents() {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const { page, sort, ascending, query, goToPage, sortBy, setAscending } = useBenchParams();
  const talents = useQuery(myTalentsQueryOptions({ ...query, pageSize: TALENT_PAGE_SIZE }));
  const publicity = useQuery(talentPublicityQueryOptions());
  const partnerGroups = useQuery(partnerGroupsQueryOptions());
  const { toCard } = useTalentNames();
  const deleteTalent = useDeleteTalent();
  const [isVisibilityOpen, setIsVisibilityOpen] = useState(false);
  const [toDelete, setToDelete] = useState<Talent | null>(null);

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
        <SkeletonList rows={3} label="Loading talents" shape="talent" />
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
          <Listing>
            <SortBar
              count={talents.data.totalElements}
              noun="Talent"
              sortOptions={BENCH_SORT_OPTIONS}
              sortBy={sort}
              onSortByChange={sortBy}
              isAscending={ascending}
              onAscendingChange={setAscending}
            />
            <CardList aria-label="Talents">
              {talents.data.content.map((talent) => (
                <li key={talent.id}>
                  <BenchCard talent={talent} content={toCard(talent)} onDelete={() => setToDelete(talent)} />
                </li>
              ))}
            </CardList>
          </Listing>
          <TalentsPager page={page} totalPages={talents.data.totalPages} onPageChange={goToPage} />
        </>
      )}
      {isVisibilityOpen && publicity.data && partnerGroups.data && (
        <Suspense fallback={null}>
          <TalentVisibilityDialog
            isOpen
            onClose={() => setIsVisibilityOpen(false)}
            publicity={publicity.data}
            partnerGroups={partnerGroups.data}
          />
        </Suspense>
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
