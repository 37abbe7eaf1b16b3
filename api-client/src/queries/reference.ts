import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Skill } from '@benchlink/contracts/reference';
import { api, unwrap } from '@benchlink/api-client/core';

export type ReferenceListName =
  | 'skills'
  | 'patterns'
  | 'seniorities'
  | 'domains'
  | 'company-types'
  | 'locations'
  | 'workmodes'
  | 'position-statuses'
  | 'currencies'
  | 'responsibilities';

/** The fixed lists the forms and views read names from (skills, roles, seniorities, ...), one entry per list. */
export const referenceKeys = {
  all: ['reference'] as const,
  lists: () => [...referenceKeys.all, 'list'] as const,
  list: (name: ReferenceListName) => [...referenceKeys.lists(), name] as const,
};

/** Reference lists change only with a deploy (the API lets browsers cache them for an hour). */
const REFERENCE_STALE_MS = 60 * 60 * 1000;

/** Every skill, flat with `parentId` (a tree) and `assignable`. */
export const skillsQueryOptions = queryOptions({
  queryKey: referenceKeys.list('skills'),
  queryFn: () => unwrap(api.skills.$get()),
  staleTime: REFERENCE_STALE_MS,
});

/** Business domains, for the company form and profile. */
export const domainsQueryOptions = queryOptions({
  queryKey: referenceKeys.list('domains'),
  queryFn: () => unwrap(api.domains.$get()),
  staleTime: REFERENCE_STALE_MS,
});

/** Company types, for the company form and profile. */
export const companyTypesQueryOptions = queryOptions({
  queryKey: referenceKeys.list('company-types'),
  queryFn: () => unwrap(api['company-types'].$get()),
  staleTime: REFERENCE_STALE_MS,
});

/** Roles ("patterns"), a tree with the skills each suggests. */
export const rolesQueryOptions = queryOptions({
  queryKey: referenceKeys.list('patterns'),
  queryFn: () => unwrap(api.patterns.$get()),
  staleTime: REFERENCE_STALE_MS,
});

/** Seniorities, Intern to Engineering Lead. */
export const senioritiesQueryOptions = queryOptions({
  queryKey: referenceKeys.list('seniorities'),
  queryFn: () => unwrap(api.seniorities.$get()),
  staleTime: REFERENCE_STALE_MS,
});

/** Locations (towns), for positions and talents. */
export const locationsQueryOptions = queryOptions({
  queryKey: referenceKeys.list('locations'),
  queryFn: () => unwrap(api.locations.$get()),
  staleTime: REFERENCE_STALE_MS,
});

/** Work modes: Office, Hybrid, Remote. */
export const workModesQueryOptions = queryOptions({
  queryKey: referenceKeys.list('workmodes'),
  queryFn: () => unwrap(api.workmodes.$get()),
  staleTime: REFERENCE_STALE_MS,
});

/** Position statuses: Opened and the ways a position closes. */
export const positionStatusesQueryOptions = queryOptions({
  queryKey: referenceKeys.list('position-statuses'),
  queryFn: () => unwrap(api['position-statuses'].$get()),
  staleTime: REFERENCE_STALE_MS,
});

/** The fixed list of 20 responsibilities a position may name. */
export const responsibilitiesQueryOptions = queryOptions({
  queryKey: referenceKeys.list('responsibilities'),
  queryFn: () => unwrap(api.responsibilities.$get()),
  staleTime: REFERENCE_STALE_MS,
});

/**
 * The names of the given skill ids, by name (the order every view shows skills in, whatever order they were picked
 * or stored in); ids not (yet) known are left out.
 * @example const names = useSkillNames(company.skills); // ['React', 'TypeScript']
 */
export function useSkillNames(ids: ReadonlyArray<number>): { names: string[]; isLoading: boolean } {
  const { data, isLoading } = useQuery(skillsQueryOptions);
  const names = useMemo(() => skillNames(data ?? [], ids), [data, ids]);
  return { names, isLoading };
}

// Made at first use, not when the client loads: a collator loads the browser's collation data (see the design
// system's `compareNames`).
let nameCollator: Intl.Collator | undefined;

/**
 * Maps skill ids to names using a loaded skill list, sorted by name as the design system's pickers list a selection
 * (`compareNames`: case- and accent-insensitive, numbers by value).
 */
export function skillNames(skills: ReadonlyArray<Skill>, ids: ReadonlyArray<number>): string[] {
  const byId = new Map(skills.map((skill) => [skill.id, skill.name]));
  return ids
    .map((id) => byId.get(id))
    .filter((name): name is string => name !== undefined)
    .sort((nameCollator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true })).compare);
}
