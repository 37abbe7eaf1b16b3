/**
 * Query-key factories, general to specific, shared by every app so one can invalidate what another shows.
 * Every list of a resource sits under its `lists()`: one `invalidateQueries({ queryKey: companyKeys.lists() })`
 * refreshes them all, whichever remote shows them.
 */
export const sessionKeys = {
  all: ['session'] as const,
};

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

export const referenceKeys = {
  all: ['reference'] as const,
  lists: () => [...referenceKeys.all, 'list'] as const,
  list: (name: ReferenceListName) => [...referenceKeys.lists(), name] as const,
};

/**
 * Which companies a list holds: the approved ones, every one but the caller's (partner-group picker), or
 * those waiting for the admin's approval.
 */
export type CompanyListScope = 'approved' | 'others' | 'non-approved';

/** A company list's key parameters: its scope plus the query sent with it (page, sort), so one entry is one request. */
export type CompanyListParams = { scope: CompanyListScope } & Readonly<Record<string, unknown>>;

export const companyKeys = {
  all: ['companies'] as const,
  lists: () => [...companyKeys.all, 'list'] as const,
  /** @example companyKeys.list({ scope: 'non-approved' }) // ['companies', 'list', { scope: 'non-approved' }] */
  list: (params: CompanyListParams) => [...companyKeys.lists(), params] as const,
  details: () => [...companyKeys.all, 'detail'] as const,
  detail: (id: number) => [...companyKeys.details(), id] as const,
};

/** A list's key parameters: what is sent to the API (page, sort, filters), so one cache entry is one request. */
export type ListParams = Readonly<Record<string, unknown>>;

/** Builds the general-to-specific key factory of one resource. */
function resourceKeys<const Name extends string>(name: Name) {
  const keys = {
    all: [name] as const,
    lists: () => [...keys.all, 'list'] as const,
    list: (params: ListParams) => [...keys.lists(), params] as const,
    details: () => [...keys.all, 'detail'] as const,
    detail: (id: number) => [...keys.details(), id] as const,
  };
  return keys;
}

/** Partner groups of the caller's company. */
export const partnerGroupKeys = resourceKeys('partner-groups');
/** Projects: a company's project lists (`list({ companyId, ... })`) and single projects. */
export const projectKeys = resourceKeys('projects');
/** Positions: browse lists, a project's positions (`list({ projectId })`), the caller's partial list and single positions. */
export const positionKeys = resourceKeys('positions');
/** Talents: the caller's bench, browse lists, partial list, single talents, and the bench's sharing (`publicity()`). */
export const talentKeys = { ...resourceKeys('talents'), publicity: () => ['talents', 'publicity'] as const };
/** Saved filters of the caller's company. */
export const filterKeys = resourceKeys('filters');
/** The admin's audit trail, a page at a time. */
export const auditKeys = resourceKeys('audit');
/** Applications: sent, received and overview lists, and single applications. */
export const applicationKeys = resourceKeys('applications');
