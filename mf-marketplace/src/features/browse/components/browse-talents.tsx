import {
  browseTalentsQueryOptions,
  ownPositionsPartialQueryOptions,
  positionQueryOptions,
  rolesQueryOptions,
  senioritiesQueryOptions,
} from '@benchlink/api-client';
import { DateField, ErrorAlert, PageHeader, Select, type SortOption } from '@benchlink/design-system';
import { SORT_DIRECTIONS } from '@benchlink/design-system/listings';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { TalentResultCard } from '../../../components/talent-result-card';
import { useReferenceNames } from '../../../hooks/use-reference-names';
import { useBrowseFilters } from '../hooks/use-browse-filters';
import {
  countActiveFilters,
  isSortOffered,
  readTalentFilters,
  searchTextChange,
  talentDefaults,
  toTalentsQuery,
  writeTalentFilters,
  type TalentFilters,
  type TalentSort,
} from '../utils/browse-search-params';
import { SharedFilterFields } from './browse-filter-panel';
import { BrowseLayout, Results } from './browse-layout';
import { BrowseResults } from './browse-results';
import { SearchBox } from './search-box';

const allSortOptions: ReadonlyArray<SortOption<TalentSort>> = [
  { value: 'match', label: 'Best match' },
  { value: 'relevance', label: 'Relevance' },
  { value: 'rate', label: 'Rate', directions: SORT_DIRECTIONS.rate },
  { value: 'experience', label: 'Experience', directions: SORT_DIRECTIONS.experience },
];

/** The picker of the company's own positions: each talent then shows its fit, and they pre-fill the filters. */
function OwnPositionSelect({
  positionId,
  onChange,
}: {
  positionId: number | undefined;
  onChange: (positionId: number | undefined) => void;
}) {
  const positions = useQuery(ownPositionsPartialQueryOptions());
  const roles = useQuery(rolesQueryOptions);
  const seniorities = useQuery(senioritiesQueryOptions);
  const options = useMemo(() => {
    const roleNames = new Map((roles.data ?? []).map((role) => [role.id, role.name]));
    const seniorityLabels = new Map((seniorities.data ?? []).map((seniority) => [seniority.id, seniority.label]));
    return (positions.data ?? []).map((position) => ({
      value: String(position.id),
      label:
        `${seniorityLabels.get(position.seniorityId) ?? ''} ${roleNames.get(position.patternId) ?? 'Position'} · ${position.projectName}`.trim(),
    }));
  }, [positions.data, roles.data, seniorities.data]);
  return (
    <Select
      label="My position"
      options={options}
      value={positionId === undefined ? '' : String(positionId)}
      disabled={positions.isPending}
      error={positions.isError ? positions.error.message : undefined}
      helperText={
        positions.data?.length === 0
          ? 'You have no positions yet.'
          : 'Shows how well each talent fits, and pre-fills skills and work modes'
      }
      onValueChange={(value) => onChange(value === undefined ? undefined : Number(value))}
    />
  );
}

/**
 * A position chosen without skills or work modes in the URL (`?positionId=`, or just picked) gives them its own
 * (required and optional skills, its work modes), in place, so the URL then carries them like any other filter. Once
 * per position: emptying the filters by hand afterwards leaves them empty, the position still ranks the talents.
 */
function usePrefillFromPosition(
  filters: TalentFilters,
  update: (patch: Partial<TalentFilters>, options?: { replace?: boolean }) => void,
) {
  const { positionId } = filters;
  const [prefilledFor, setPrefilledFor] = useState<number>();
  const isEmpty = filters.skills.length === 0 && filters.workModes.length === 0;
  // A position with filters in the URL counts as pre-filled: it arrived with filters of its own, or they were just
  // filled from it. Without a position, the next one chosen (the same again too) pre-fills anew.
  if (positionId !== prefilledFor && (positionId === undefined || !isEmpty)) setPrefilledFor(positionId);
  const needsPrefill = positionId !== undefined && positionId !== prefilledFor && isEmpty;
  const position = useQuery({ ...positionQueryOptions(positionId ?? 0), enabled: needsPrefill });
  useEffect(() => {
    if (!needsPrefill || !position.data || position.data.id !== positionId) return;
    const skills = [...position.data.requiredSkills.map((skill) => skill.skillId), ...position.data.optionalSkills];
    update({ skills, workModes: position.data.workMode, page: filters.page }, { replace: true });
  }, [needsPrefill, position.data, positionId, update, filters.page]);
  return {
    isPrefilling: needsPrefill && !position.isError,
    error: needsPrefill && position.isError ? position.error.message : undefined,
  };
}

/** `/browse-talents`: the talents other companies share, searched, filtered, sorted and paged through the query string. */
export function BrowseTalents() {
  const { filters, update, replaceAll } = useBrowseFilters(readTalentFilters, writeTalentFilters);
  const prefill = usePrefillFromPosition(filters, update);
  const talents = useQuery({ ...browseTalentsQueryOptions(toTalentsQuery(filters)), enabled: !prefill.isPrefilling });
  const names = useReferenceNames();
  const sortContext = { hasText: filters.q !== undefined, hasMatchTarget: filters.positionId !== undefined };
  const sortOptions = allSortOptions.filter((option) => isSortOffered(option.value, sortContext));

  return (
    <>
      <PageHeader title="Browse Talents">
        <SearchBox
          value={filters.q}
          placeholder="Search roles, skills, bios"
          onSearch={(q) => update(searchTextChange(filters, q, talentDefaults))}
        />
      </PageHeader>
      <BrowseLayout
        activeFilterCount={countActiveFilters(filters)}
        onClear={() =>
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
          })
        }
        filters={
          <SharedFilterFields
            filters={filters}
            onChange={update}
            before={
              <>
                <OwnPositionSelect
                  positionId={filters.positionId}
                  onChange={(positionId) =>
                    update(
                      positionId === undefined
                        ? { positionId }
                        : { positionId, skills: [], workModes: [], sort: 'match' },
                    )
                  }
                />
                {prefill.error && <ErrorAlert title="Failed to load position" message={prefill.error} />}
              </>
            }
            more={{
              activeCount: filters.availableBy ? 1 : 0,
              fields: (
                <DateField
                  label="Available by"
                  value={filters.availableBy}
                  helperText="Talents free to start on or before this day"
                  onChange={(availableBy) => update({ availableBy })}
                />
              ),
            }}
          />
        }
      >
        <Results aria-label="Talents" aria-busy={talents.isFetching || prefill.isPrefilling}>
          <BrowseResults
            query={talents}
            paging={filters}
            onUpdate={update}
            sortOptions={sortOptions}
            noun="talent"
            errorTitle="Failed to load talents"
            loadingLabel="Loading talents"
            renderCard={(talent) => <TalentResultCard talent={talent} names={names} />}
          />
        </Results>
      </BrowseLayout>
    </>
  );
}
