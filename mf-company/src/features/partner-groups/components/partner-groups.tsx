import {
  allOtherCompaniesQueryOptions,
  companyQueryOptions,
  partnerGroupsQueryOptions,
  useDeletePartnerGroup,
  useSession,
} from '@benchlink/api-client';
import { AWAITING_APPROVAL_PARTNERS_MESSAGE } from '@benchlink/contracts/messages';
import type { PartnerGroup } from '@benchlink/contracts/partner-groups';
import {
  AddIcon,
  Card,
  ConfirmDeleteDialog,
  DeleteIcon,
  EditIcon,
  EmptyState,
  ErrorAlert,
  IconButton,
  InfoNotice,
  PageHeader,
  PeopleIcon,
  SkeletonList,
  countWithNoun,
  formatDate,
  useSnackbar,
} from '@benchlink/design-system';
import { ChipList } from '@benchlink/design-system/listings';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { PartnerGroupForm } from './partner-group-form';

export const DELETE_GROUP_MESSAGE =
  'Are you sure you want to delete this partner group? It will be removed from all projects, and private projects shared only with this group will become inactive.';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 720px;
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
`;

/** 'new' while adding, a group id while editing that group: one group at a time. */
type Editing = 'new' | number | null;

function GroupCard({
  group,
  isLocked,
  canEdit,
  onEdit,
  onDelete,
}: {
  group: PartnerGroup;
  isLocked: boolean;
  /** False while the company awaits approval: a group's members cannot be written until then. */
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card
      title={group.name}
      actions={
        <Actions>
          <IconButton label={`Edit ${group.name}`} onClick={onEdit} disabled={isLocked || !canEdit}>
            <EditIcon size={18} />
          </IconButton>
          <IconButton label={`Delete ${group.name}`} variant="danger" onClick={onDelete} disabled={isLocked}>
            <DeleteIcon size={18} />
          </IconButton>
        </Actions>
      }
    >
      <Meta>
        {countWithNoun(group.companies.length, 'company', 'companies')} · created {formatDate(group.createdAt)}
      </Meta>
      <ChipList
        label={`Companies in ${group.name}`}
        items={group.companies.map((company) => ({ key: company.id, label: company.name }))}
      />
    </Card>
  );
}

/**
 * The partner groups screen: the groups with their companies; add, edit (one at a time) and delete. A company awaiting
 * approval reads why it cannot add partners yet instead of a picker the server would refuse (it may still delete).
 */
export function PartnerGroups() {
  const snackbar = useSnackbar();
  const { companyId } = useSession();
  const companyQuery = useQuery({ ...companyQueryOptions(companyId ?? 0), enabled: companyId !== undefined });
  // `approved` is read by the company's own members; until the read answers, nothing is blocked (the server decides).
  const isAwaitingApproval = companyQuery.data?.approved === false;
  const groupsQuery = useQuery(partnerGroupsQueryOptions());
  const [editing, setEditing] = useState<Editing>(null);
  const companiesQuery = useQuery({ ...allOtherCompaniesQueryOptions(), enabled: editing !== null });
  const [deleting, setDeleting] = useState<PartnerGroup | null>(null);
  const deleteGroup = useDeletePartnerGroup();

  const header = (
    <PageHeader
      title="Partner groups"
      primaryAction={{
        label: 'Add partner group',
        icon: <AddIcon size={18} />,
        onClick: () => setEditing('new'),
        disabled: editing !== null || !groupsQuery.data || isAwaitingApproval,
      }}
    />
  );
  const intro = (
    <Intro>
      Group the companies you work with. A partner-only project or your bench is shared with the groups you choose.
    </Intro>
  );

  if (groupsQuery.isError && !groupsQuery.data) {
    return (
      <>
        {header}
        <ErrorAlert
          title="Could not load partner groups"
          message={groupsQuery.error.message}
          onRetry={() => void groupsQuery.refetch()}
        />
      </>
    );
  }
  if (!groupsQuery.data) {
    return (
      <>
        {header}
        <SkeletonList rows={3} label="Loading partner groups" />
      </>
    );
  }

  const groups = groupsQuery.data;
  const renderForm = (group?: PartnerGroup) => {
    if (companiesQuery.isError && !companiesQuery.data) {
      return (
        <ErrorAlert
          title="Could not load companies"
          message={companiesQuery.error.message}
          onRetry={() => void companiesQuery.refetch()}
        />
      );
    }
    if (isAwaitingApproval) return <InfoNotice>{AWAITING_APPROVAL_PARTNERS_MESSAGE}</InfoNotice>;
    if (!companiesQuery.data) return <SkeletonList rows={2} label="Loading companies" />;
    return <PartnerGroupForm group={group} companies={companiesQuery.data} onDone={() => setEditing(null)} />;
  };

  return (
    <>
      {header}
      {intro}
      <Stack>
        {isAwaitingApproval && <InfoNotice>{AWAITING_APPROVAL_PARTNERS_MESSAGE}</InfoNotice>}
        {editing === 'new' && <Card title="New partner group">{renderForm()}</Card>}
        {groups.length === 0 && editing !== 'new' && (
          <EmptyState
            icon={<PeopleIcon />}
            title="No partner groups"
            description="Create a group to share partner-only projects and your bench with chosen companies."
          />
        )}
        {groups.map((group) =>
          editing === group.id ? (
            <Card key={group.id} title={`Edit ${group.name}`}>
              {renderForm(group)}
            </Card>
          ) : (
            <GroupCard
              key={group.id}
              group={group}
              isLocked={editing !== null}
              canEdit={!isAwaitingApproval}
              onEdit={() => setEditing(group.id)}
              onDelete={() => setDeleting(group)}
            />
          ),
        )}
      </Stack>
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        message={DELETE_GROUP_MESSAGE}
        isLoading={deleteGroup.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          deleteGroup.mutate(deleting.id, {
            onSuccess: () => {
              snackbar.showSuccess('Partner group deleted');
              setDeleting(null);
            },
            onError: (error) => snackbar.showError(error.message),
          });
        }}
      />
    </>
  );
}
