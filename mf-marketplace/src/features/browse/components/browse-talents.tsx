import {
  browseTalentsQueryOptions,
  ownPositionsPartialQueryOptions,
  positionQueryOptions,
  rolesQueryOptions,
  senioritiesQueryOptions,
} from '@benchlink/api-client';
import { ErrorAlert, PageHeader, Select } from '@benchlink/design-system';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useBrowseFilters } from '../hooks/use-browse-filters';
import { useReferenceNames } from '../hooks/use-reference-names';
import {
  readTalentFilters,
  toTalentsQuery,
  writeTalentFilters,
  type TalentFilters,
  type TalentSort,
} from '../utils/browse-search-params';
import { BrowseFilterPanel } from './browse-filter-panel';
import { BrowseLayout, Results } from './browse-layout';
import { BrowseResults } from './browse-results';
import { TalentResultCard } from './talent-result-card';

const sortOptions: ReadonlyArray<{ value: TalentSort; label: string }> = [
  { value: 'rate', label: 'Rate' },
  { value: 'experience', label: 'Experience' },
];

/** The picker of the company's own positions whose skills and work modes pre-fill the filters. */
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
          : 'Pre-fills skills and work modes from one of your positions'
      }
      onValueChange={(value) => onChange(value === undefined ? undefined : Number(value))}
    />
  );
}

/**
 * `?positionId=` without skills or work modes in the URL takes them from that position (required and optional
 * skills, its work modes), in place, so the URL then carries them like any other filter.
 */
function usePrefillFromPosition(
  filters: TalentFilters,
  update: (patch: Partial<TalentFilters>, options?: { replace?: boolean }) => void,
) {
  const { positionId } = filters;
  const needsPrefill = positionId !== undefined && filters.skills.length === 0 && filters.workModes.length === 0;
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

/** `/browse-talents`: the talents other companies share, filtered, sorted and paged through the query string. */
export function BrowseTalents() {
  const { filters, update, replaceAll } = useBrowseFilters(readTalentFilters, writeTalentFilters);
  const prefill = usePrefillFromPosition(filters, update);
  const talents = useQuery({ ...browseTalentsQueryOptions(toTalentsQuery(filters)), enabled: !prefill.isPrefilling });
  const names = useReferenceNames();

  return (
    <>
      <PageHeader title="Browse Talents" />
      <BrowseLayout>
        <BrowseFilterPanel
          skills={filters.skills}
          workModes={filters.workModes}
          rate={filters.rate}
          // A hand-made change leaves the position behind: its skills and work modes no longer describe the filters.
          onSkillsChange={(skills) => update({ skills, positionId: undefined })}
          onWorkModesChange={(workModes) => update({ workModes, positionId: undefined })}
          onRateChange={(rate) => update({ rate }, { replace: true })}
          onClear={() =>
            replaceAll({ skills: [], workModes: [], sort: filters.sort, ascending: filters.ascending, page: 1 })
          }
          before={
            <>
              <OwnPositionSelect
                positionId={filters.positionId}
                onChange={(positionId) =>
                  update(positionId === undefined ? { positionId } : { positionId, skills: [], workModes: [] })
                }
              />
              {prefill.error && <ErrorAlert title="Failed to load position" message={prefill.error} />}
            </>
          }
        />
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
