/** A list's key parameters: what is sent to the API (page, sort, filters), so one cache entry is one request. */
export type ListParams = Readonly<Record<string, unknown>>;

/**
 * Builds the general-to-specific key factory of one resource: every list sits under `lists()` and every single item
 * under `details()`, so one `invalidateQueries({ queryKey: projectKeys.lists() })` refreshes every list of the
 * resource, whichever remote shows it.
 * @example resourceKeys('projects').list({ companyId: 7 }) // ['projects', 'list', { companyId: 7 }]
 */
export function resourceKeys<const Name extends string>(name: Name) {
  const keys = {
    all: [name] as const,
    lists: () => [...keys.all, 'list'] as const,
    list: (params: ListParams) => [...keys.lists(), params] as const,
    details: () => [...keys.all, 'detail'] as const,
    detail: (id: number) => [...keys.details(), id] as const,
  };
  return keys;
}
