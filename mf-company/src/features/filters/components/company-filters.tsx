import {
  companyQueryOptions,
  filtersQueryOptions,
  skillNames,
  skillsQueryOptions,
  useDeleteFilter,
  useSession,
  useToggleFilterAlerts,
} from '@benchlink/api-client';
import type { Filter } from '@benchlink/contracts/filters';
import {
  AddIcon,
  CardList,
  ConfirmDeleteDialog,
  EmptyState,
  ErrorAlert,
  FilterIcon,
  InfoNotice,
  PageHeader,
  SkeletonList,
  useSnackbar,
} from '@benchlink/design-system';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { FilterForm } from './filter-form';
import { FilterItem } from './filter-item';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

/** Which filter the form is open for: a new one, an existing one, or none. */
type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; id: number };

/** 'Company filters': saved skill filters that narrow browsing and drive e-mail alerts; one is edited at a time. */
export function CompanyFilters() {
  const snackbar = useSnackbar();
  const { companyId } = useSession();
  const filters = useQuery(filtersQueryOptions());
  const skills = useQuery(skillsQueryOptions);
  const company = useQuery({ ...companyQueryOptions(companyId ?? 0), enabled: companyId !== undefined });
  const toggle = useToggleFilterAlerts();
  const remove = useDeleteFilter();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [toDelete, setToDelete] = useState<Filter | null>(null);
  const [togglingId, setTogglingId] = useState<number | null>(null);

  const companySkills = company.data?.skills ?? [];
  const isEditing = editing.kind !== 'none';
  const stopEditing = () => setEditing({ kind: 'none' });

  const toggleAlerts = (filter: Filter, isEnabled: boolean) => {
    setTogglingId(filter.id);
    toggle.mutate(
      { id: filter.id, isEnabled },
      {
        onSuccess: () =>
          snackbar.showSuccess(
            isEnabled ? `E-mail alerts on for ${filter.name}` : `E-mail alerts off for ${filter.name}`,
          ),
        onError: (error) => snackbar.showError(error.message),
        onSettled: () => setTogglingId(null),
      },
    );
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        snackbar.showSuccess('Filter deleted');
        setToDelete(null);
      },
      onError: (error) => snackbar.showError(error.message),
    });
  };

  const form = (filter?: Filter) => (
    <FilterForm
      key={filter?.id ?? 'new'}
      filter={filter}
      skills={skills.data ?? []}
      companySkills={companySkills}
      onDone={stopEditing}
    />
  );

  return (
    <>
      <PageHeader
        title="Company filters"
        primaryAction={{
          label: 'Add filter',
          icon: <AddIcon size={18} />,
          onClick: () => setEditing({ kind: 'new' }),
          disabled: isEditing || !skills.data,
        }}
      />
      <Stack>
        <InfoNotice title="How filters work">
          A filter narrows the positions you browse to the skills it lists. While its e-mail alerts are on, you get an
          e-mail whenever a new position matching it is posted.
        </InfoNotice>
        {editing.kind === 'new' && skills.data && form()}
        {filters.isPending || skills.isPending ? (
          <SkeletonList rows={2} label="Loading filters" />
        ) : filters.isError ? (
          <ErrorAlert
            title="Could not load filters"
            message={filters.error.message}
            onRetry={() => void filters.refetch()}
          />
        ) : filters.data.length === 0 ? (
          editing.kind === 'new' ? null : (
            <EmptyState
              icon={<FilterIcon />}
              title="No Filters Available"
              description="Add a filter to narrow the positions you browse and get e-mail alerts for new ones."
            />
          )
        ) : (
          <CardList aria-label="Filters">
            {filters.data.map((filter) => (
              <li key={filter.id}>
                {editing.kind === 'edit' && editing.id === filter.id ? (
                  form(filter)
                ) : (
                  <FilterItem
                    filter={filter}
                    skillNames={skillNames(skills.data ?? [], filter.isDefault ? companySkills : filter.skills)}
                    isLocked={isEditing}
                    isToggling={togglingId === filter.id}
                    onToggleAlerts={(isEnabled) => toggleAlerts(filter, isEnabled)}
                    onEdit={() => setEditing({ kind: 'edit', id: filter.id })}
                    onDelete={() => setToDelete(filter)}
                  />
                )}
              </li>
            ))}
          </CardList>
        )}
      </Stack>
      <ConfirmDeleteDialog
        isOpen={toDelete !== null}
        message="Are you sure you want to delete this filter?"
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        isLoading={remove.isPending}
      />
    </>
  );
}
