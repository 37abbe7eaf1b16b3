import {
  browsePositionsQueryOptions,
  companyQueryOptions,
  filtersQueryOptions,
  useSession,
} from '@benchlink/api-client';
import { PageHeader, Select, Switch } from '@benchlink/design-system';
import { ApplyToProject } from '@benchlink/domain-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useBrowseFilters } from '../hooks/use-browse-filters';
import { useReferenceNames } from '../hooks/use-reference-names';
import {
  readPositionFilters,
  toPositionsQuery,
  writePositionFilters,
  type PositionSort,
} from '../utils/browse-search-params';
import { BrowseFilterPanel } from './browse-filter-panel';
import { BrowseLayout, Results } from './browse-layout';
import { BrowseResults } from './browse-results';
import { PositionResultCard } from './position-result-card';

export { NO_LISTINGS_MESSAGE } from './browse-results';

const sortOptions: ReadonlyArray<{ value: PositionSort; label: string }> = [
  { value: 'rate', label: 'Rate' },
  { value: 'datePosted', label: 'Date posted' },
  { value: 'startDate', label: 'Start date' },
  { value: 'isPartnerOnly', label: 'Visibility' },
];

/** The saved-filter select: picking one applies its skills; 'Default' stands for the company's own skills. */
function SavedFilterSelect({
  filterId,
  onApply,
}: {
  filterId: number | undefined;
  onApply: (filterId: number | undefined, skills?: number[]) => void;
}) {
  const session = useSession();
  const saved = useQuery(filtersQueryOptions());
  const company = useQuery({
    ...companyQueryOptions(session.companyId ?? 0),
    enabled: session.companyId !== undefined,
  });
  return (
    <Select
      label="Saved filter"
      options={(saved.data ?? []).map((filter) => ({ value: String(filter.id), label: filter.name }))}
      value={filterId === undefined ? '' : String(filterId)}
      disabled={saved.isPending}
      error={saved.isError ? saved.error.message : undefined}
      helperText="Applies the filter's skills"
      onValueChange={(value) => {
        const filter = saved.data?.find((item) => String(item.id) === value);
        if (!filter) return onApply(undefined);
        onApply(filter.id, filter.isDefault ? (company.data?.skills ?? []) : filter.skills);
      }}
    />
  );
}

/** `/browse-projects`: other companies' open positions, filtered, sorted and paged through the query string. */
export function BrowsePositions() {
  const { filters, update, replaceAll } = useBrowseFilters(readPositionFilters, writePositionFilters);
  const positions = useQuery(browsePositionsQueryOptions(toPositionsQuery(filters)));
  const names = useReferenceNames();
  const [applying, setApplying] = useState<{ projectId: number; positionId: number; isOpen: boolean } | null>(null);

  const clear = () =>
    replaceAll({
      skills: [],
      workModes: [],
      sort: filters.sort,
      ascending: filters.ascending,
      page: 1,
      partnersOnly: false,
    });

  return (
    <>
      <PageHeader title="Browse Projects" />
      <BrowseLayout>
        <BrowseFilterPanel
          skills={filters.skills}
          workModes={filters.workModes}
          rate={filters.rate}
          onSkillsChange={(skills) => update({ skills, filterId: undefined })}
          onWorkModesChange={(workModes) => update({ workModes })}
          onRateChange={(rate) => update({ rate }, { replace: true })}
          onClear={clear}
          before={
            <SavedFilterSelect
              filterId={filters.filterId}
              onApply={(filterId, skills) => update(skills ? { filterId, skills } : { filterId })}
            />
          }
          after={
            <Switch
              label="Show Partners only"
              checked={filters.partnersOnly}
              onChange={(event) => update({ partnersOnly: event.target.checked })}
            />
          }
        />
        <Results aria-label="Positions" aria-busy={positions.isFetching}>
          <BrowseResults
            query={positions}
            paging={filters}
            onUpdate={update}
            sortOptions={sortOptions}
            noun="position"
            errorTitle="Failed to load positions"
            loadingLabel="Loading positions"
            renderCard={(position) => (
              <PositionResultCard
                position={position}
                names={names}
                onApply={() => setApplying({ projectId: position.projectId, positionId: position.id, isOpen: true })}
              />
            )}
          />
        </Results>
      </BrowseLayout>
      {applying && (
        <ApplyToProject
          projectId={applying.projectId}
          positionId={applying.positionId}
          isOpen={applying.isOpen}
          onClose={() => setApplying({ ...applying, isOpen: false })}
        />
      )}
    </>
  );
}
