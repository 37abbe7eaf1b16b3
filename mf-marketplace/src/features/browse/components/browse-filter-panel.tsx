import {
  locationsQueryOptions,
  rolesQueryOptions,
  senioritiesQueryOptions,
  skillsQueryOptions,
  workModesQueryOptions,
} from '@benchlink/api-client';
import {
  Button,
  CheckboxGroup,
  ChevronDownIcon,
  ChevronUpIcon,
  NumberField,
  RATE_UNIT,
  Skeleton,
} from '@benchlink/design-system';
import { TreePicker } from '@benchlink/design-system/pickers';
import { useLocationTree } from '@benchlink/domain-ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useId, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Panel = styled.section`
  display: flex;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const FilterFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;

export interface FilterPanelProps {
  onClear: () => void;
  children: ReactNode;
}

/** The filters beside the results: the 'Filters' region with 'Clear filters'. */
export function FilterPanel({ onClear, children }: FilterPanelProps) {
  return (
    <Panel aria-labelledby="browse-filters-heading">
      <Heading>
        <h2 id="browse-filters-heading">Filters</h2>
        <Button variant="text" size="small" onClick={onClear}>
          Clear filters
        </Button>
      </Heading>
      {children}
    </Panel>
  );
}

/** How long the rate waits for the next keystroke before it filters: one request per number, not per digit. */
const RATE_DEBOUNCE_MS = 400;

/** The rate in euros, typed here and sent on a pause; the URL stays the source of truth (back, reload, shared link). */
function RateFilter({ rate, onChange }: { rate: number | undefined; onChange: (rate: number | undefined) => void }) {
  const [draftRate, setDraftRate] = useState(rate);
  // A new rate from the URL (back, a cleared filter) replaces the draft, during render rather than in an effect.
  const [urlRate, setUrlRate] = useState(rate);
  if (rate !== urlRate) {
    setUrlRate(rate);
    setDraftRate(rate);
  }
  const send = useEffectEvent((next: number | undefined) => onChange(next));
  useEffect(() => {
    if (draftRate === rate) return;
    const timer = setTimeout(() => send(draftRate), RATE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draftRate, rate]);
  return (
    <NumberField
      label="Rate"
      value={draftRate}
      onChange={setDraftRate}
      onBlur={() => {
        if (draftRate !== rate) onChange(draftRate);
      }}
      endAdornment={RATE_UNIT}
      helperText="Euros per hour"
      inputMode="numeric"
    />
  );
}

const DisclosureButton = styled(Button)`
  align-self: flex-start;
  margin-left: -${({ theme }) => theme.space(3)};
`;

/**
 * The filters fewer people reach for, folded away so that the panel stays short; open from the start when one of
 * them is set, so that nothing that narrows the list is out of sight.
 */
function MoreFilters({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(activeCount > 0);
  const contentId = useId();
  return (
    <>
      <DisclosureButton
        variant="text"
        size="small"
        aria-expanded={isOpen}
        aria-controls={contentId}
        endIcon={isOpen ? <ChevronUpIcon size={16} /> : <ChevronDownIcon size={16} />}
        onClick={() => setIsOpen((current) => !current)}
      >
        {activeCount > 0 ? `More filters (${activeCount})` : 'More filters'}
      </DisclosureButton>
      <FilterFields id={contentId} hidden={!isOpen}>
        {children}
      </FilterFields>
    </>
  );
}

/** What both browse pages filter by. */
export interface SharedFilterValues {
  skills: number[];
  workModes: number[];
  roles: number[];
  seniorities: number[];
  locations: number[];
  rate?: number;
}

export interface SharedFilterFieldsProps {
  filters: SharedFilterValues;
  onChange: (patch: Partial<SharedFilterValues>, options?: { replace?: boolean }) => void;
  /** What only one page filters by, above the shared fields (own talent or position, saved filter). */
  before?: ReactNode;
  /** What only one page filters by, under the shared fields ('Show Partners only'). */
  after?: ReactNode;
  /** A page's own filters among 'More filters' (start date, available by) and how many of them are set. */
  more?: { fields: ReactNode; activeCount: number };
}

/**
 * The browse filters both pages share: skills (fuzzy tree search), work modes and a rate in euros; under 'More
 * filters', roles (each with the roles under it), seniorities and locations (a country with its cities).
 */
export function SharedFilterFields({ filters, onChange, before, after, more }: SharedFilterFieldsProps) {
  const skillList = useQuery(skillsQueryOptions);
  const workModeList = useQuery(workModesQueryOptions);
  const roleList = useQuery(rolesQueryOptions);
  const seniorityList = useQuery(senioritiesQueryOptions);
  const locationList = useQuery(locationsQueryOptions);
  const skillNodes = useMemo(
    () =>
      (skillList.data ?? []).map((skill) => ({
        id: skill.id,
        name: skill.name,
        parent: skill.parentId,
        assignable: skill.assignable,
      })),
    [skillList.data],
  );
  // Every role can be chosen, a parent role too: it stands for itself and the roles under it.
  const roleNodes = useMemo(
    () =>
      (roleList.data ?? []).map((role) => ({ id: role.id, name: role.name, parent: role.parentId, assignable: true })),
    [roleList.data],
  );
  const locationTree = useLocationTree(locationList.data ?? []);
  const moreCount =
    [filters.roles, filters.seniorities, filters.locations].filter((ids) => ids.length > 0).length +
    (more?.activeCount ?? 0);

  return (
    <>
      {before}
      {skillList.isPending ? (
        <Skeleton variant="rect" height="220px" />
      ) : (
        <TreePicker<number>
          multiple
          label="Skills"
          nodes={skillNodes}
          value={filters.skills}
          onChange={(skills) => onChange({ skills })}
          searchPlaceholder="Search skills"
          error={skillList.isError ? skillList.error.message : undefined}
        />
      )}
      {workModeList.isPending ? (
        <Skeleton variant="rect" height="80px" />
      ) : (
        <CheckboxGroup<number>
          label="Work modes"
          options={(workModeList.data ?? []).map((mode) => ({ value: mode.id, label: mode.name }))}
          value={filters.workModes}
          onChange={(workModes) => onChange({ workModes })}
          error={workModeList.isError ? workModeList.error.message : undefined}
        />
      )}
      <RateFilter rate={filters.rate} onChange={(rate) => onChange({ rate }, { replace: true })} />
      {after}
      <MoreFilters activeCount={moreCount}>
        {roleList.isPending ? (
          <Skeleton variant="rect" height="220px" />
        ) : (
          <TreePicker<number>
            multiple
            label="Roles"
            nodes={roleNodes}
            value={filters.roles}
            onChange={(roles) => onChange({ roles })}
            searchPlaceholder="Search roles"
            helperText="A role includes the roles under it"
            error={roleList.isError ? roleList.error.message : undefined}
          />
        )}
        {seniorityList.isPending ? (
          <Skeleton variant="rect" height="80px" />
        ) : (
          <CheckboxGroup<number>
            label="Seniority"
            options={(seniorityList.data ?? []).map((seniority) => ({ value: seniority.id, label: seniority.label }))}
            value={filters.seniorities}
            onChange={(seniorities) => onChange({ seniorities })}
            error={seniorityList.isError ? seniorityList.error.message : undefined}
          />
        )}
        {locationList.isPending ? (
          <Skeleton variant="rect" height="220px" />
        ) : (
          <TreePicker<number>
            multiple
            label="Locations"
            nodes={locationTree}
            value={filters.locations}
            onChange={(locations) => onChange({ locations })}
            searchPlaceholder="Search locations"
            helperText="A country includes its cities"
            error={locationList.isError ? locationList.error.message : undefined}
          />
        )}
        {more?.fields}
      </MoreFilters>
    </>
  );
}
