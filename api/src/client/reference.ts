import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Skill } from '../contracts';
import { api, unwrap } from './api-client';
import { referenceKeys } from './query-keys';

/** Reference lists change only with a deploy (the API lets browsers cache them for an hour). */
const REFERENCE_STALE_MS = 60 * 60 * 1000;

/** Every skill, flat with `parentId` (a tree) and `assignable`. */
export const skillsQueryOptions = queryOptions({
  queryKey: referenceKeys.list('skills'),
  queryFn: () => unwrap(api.api.skills.$get()),
  staleTime: REFERENCE_STALE_MS,
});

/** Business domains, for the company form and profile. */
export const domainsQueryOptions = queryOptions({
  queryKey: referenceKeys.list('domains'),
  queryFn: () => unwrap(api.api.domains.$get()),
  staleTime: REFERENCE_STALE_MS,
});

/** Company types, for the company form and profile. */
export const companyTypesQueryOptions = queryOptions({
  queryKey: referenceKeys.list('company-types'),
  queryFn: () => unwrap(api.api['company-types'].$get()),
  staleTime: REFERENCE_STALE_MS,
});

/**
 * The names of the given skill ids, in the given order; ids not (yet) known are left out.
 * @example const names = useSkillNames(company.skills); // ['React', 'TypeScript']
 */
export function useSkillNames(ids: ReadonlyArray<number>): { names: string[]; isLoading: boolean } {
  const { data, isLoading } = useQuery(skillsQueryOptions);
  const names = useMemo(() => skillNames(data ?? [], ids), [data, ids]);
  return { names, isLoading };
}

/** Maps skill ids to names using a loaded skill list. */
export function skillNames(skills: ReadonlyArray<Skill>, ids: ReadonlyArray<number>): string[] {
  const byId = new Map(skills.map((skill) => [skill.id, skill.name]));
  return ids.map((id) => byId.get(id)).filter((name): name is string => name !== undefined);
}
