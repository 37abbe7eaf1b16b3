import {
  browsePositionsQueryOptions,
  companyQueryOptions,
  filtersQueryOptions,
  useSession,
} from '@benchlink/api-client';
import { DateField, FieldGroup, PageHeader, Select, Switch, type SortOption } from '@benchlink/design-system';
import { SORT_DIRECTIONS } from '@benchlink/design-system/listings';
import { WITH_REFERRAL_LABEL } from '@benchlink/contracts/referral';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styled from 'styled-components';
import { PositionResultCard } from '../../../components/position-result-card';
import { useApplyToProject } from '../../../hooks/use-apply-to-project';
import { useReferenceNames } from '../../../hooks/use-reference-names';
import { useBrowseFilters } from '../hooks/use-browse-filters';
import {
  countActiveFilters,
  isSortOffered,
  isStartDateRangeReversed,
  positionDefaults,
  readPositionFilters,
  searchTextChange,
  toPositionsQuery,
  writePositionFilters,
  type PositionFilters,
  type PositionSort,
} from '../utils/browse-search-params';
import { SharedFilterFields } from './browse-filter-panel';
import { BrowseLayout, Results } from './browse-layout';
import { BrowseResults } from './browse-results';
import { OwnTalentSelect } from './own-talent-select';
import { SearchBox } from './search-box';

export { NO_LISTINGS_MESSAGE } from './browse-results';

const allSortOptions: ReadonlyArray<SortOption<PositionSort>> = [
  { value: 'match', label: 'Best match' },
  { value: 'relevance', label: 'Relevance' },
  { value: 'rate', label: 'Rate', directions: SORT_DIRECTIONS.rate },
  { value: 'datePosted', label: 'Date posted', directions: SORT_DIRECTIONS.date },
  { value: 'startDate', label: 'Start date', directions: SORT_DIRECTIONS.start },
  { value: 'isPartnerOnly', label: 'Visibility', directions: SORT_DIRECTIONS.visibility },
];

export const START_DATE_RANGE_MESSAGE = 'Pick a day on or after the From date';

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

const DateRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

/** 'Start date': the projects starting within a range of days, either end open. */
function StartDateRange({
  from,
  to,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (patch: Pick<PositionFilters, 'startDateFrom' | 'startDateTo'>) => void;
}) {
  const id = useId();
  const isReversed = isStartDateRangeReversed({ startDateFrom: from, startDateTo: to });
  return (
    <FieldGroup id={id} label="Start date" helperText="When the project starts">
      <DateRow>
        <DateField
          label="From"
          value={from}
          maxDate={to}
          onChange={(startDateFrom) => onChange({ startDateFrom, startDateTo: to })}
        />
        <DateField
          label="To"
          value={to}
          minDate={from}
          error={isReversed ? START_DATE_RANGE_MESSAGE : undefined}
          onChange={(startDateTo) => onChange({ startDateFrom: from, startDateTo })}
        />
      </DateRow>
    </FieldGroup>
  );
}

/** `/browse-projects`: other companies' open positions, searched, filtered, sorted and paged through the query string. */
export function BrowsePositions() {
  const { filters, update, replaceAll } = useBrowseFilters(readPositionFilters, writePositionFilters);
  const positions = useQuery(browsePositionsQueryOptions(toPositionsQuery(filters)));
  const names = useReferenceNames();
  const { openApply, applyDialog } = useApplyToProject();
  const sortContext = { hasText: filters.q !== undefined, hasMatchTarget: filters.talentId !== undefined };
  const sortOptions = allSortOptions.filter((option) => isSortOffered(option.value, sortContext));

  // Clearing keeps what the page is looking for (the search text) and how it is ordered, unless that order needed
  // the talent the filters choose.
  const clear = () =>
    replaceAll({
      ...(filters.q !== undefined ? { q: filters.q } : {}),
      skills: [],
      workModes: [],
      roles: [],
      seniorities: [],
      locations: [],
      sort: filters.sort,
      ascending: filters.ascending,
      page: 1,
      partnersOnly: false,
      withReferral: false,
    });

  return (
    <>
      <PageHeader title="Browse Projects">
        <SearchBox
          value={filters.q}
          placeholder="Search positions, skills, companies"
          onSearch={(q) => update(searchTextChange(filters, q, positionDefaults))}
        />
      </PageHeader>
      <BrowseLayout
        activeFilterCount={countActiveFilters(filters)}
        onClear={clear}
        filters={
          <SharedFilterFields
            filters={filters}
            // A hand-picked skill list is no longer the saved filter's.
            onChange={(patch, options) =>
              update('skills' in patch ? { ...patch, filterId: undefined } : patch, options)
            }
            before={
              <>
                <OwnTalentSelect
                  talentId={filters.talentId}
                  onChange={(talentId) => update(talentId === undefined ? { talentId } : { talentId, sort: 'match' })}
                />
                <SavedFilterSelect
                  filterId={filters.filterId}
                  onApply={(filterId, skills) => update(skills ? { filterId, skills } : { filterId })}
                />
              </>
            }
            after={
              <>
                <Switch
                  label="Show Partners only"
                  checked={filters.partnersOnly}
                  onChange={(event) => update({ partnersOnly: event.target.checked })}
                />
                <Switch
                  label={WITH_REFERRAL_LABEL}
                  checked={filters.withReferral}
                  onChange={(event) => update({ withReferral: event.target.checked })}
                />
              </>
            }
            more={{
              activeCount: filters.startDateFrom || filters.startDateTo ? 1 : 0,
              fields: <StartDateRange from={filters.startDateFrom} to={filters.startDateTo} onChange={update} />,
            }}
          />
        }
      >
        <Results aria-label="Positions" aria-busy={positions.isFetching}>
          <BrowseResults
            query={positions}
            paging={filters}
            onUpdate={update}
            sortOptions={sortOptions}
            noun="position"
            errorTitle="Failed to load positions"
            loadingLabel="Loading positions"
            renderCard={(position) => <PositionResultCard position={position} names={names} onApply={openApply} />}
          />
        </Results>
      </BrowseLayout>
      {applyDialog}
    </>
  );
}
