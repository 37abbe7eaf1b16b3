/**
 * Browse filters ↔ query string. Every filter, the search text, the sort and the page live in the URL, so a reload,
 * the back button and a shared link show the same results:
 * `?q=kotlin&skills=1,2&workModes=3&roles=4&seniorities=5&locations=6&rate=40&sort=rate&ascending=true&page=2`.
 * Defaults are left out of the URL.
 */
import { SEARCH_TEXT_MAX } from '@benchlink/contracts/search';

export const BROWSE_PAGE_SIZE = 10;

export const positionSortKeys = ['datePosted', 'rate', 'startDate', 'isPartnerOnly', 'relevance', 'match'] as const;
export type PositionSort = (typeof positionSortKeys)[number];
export const talentSortKeys = ['rate', 'experience', 'relevance', 'match'] as const;
export type TalentSort = (typeof talentSortKeys)[number];

/** The sorts that rank, best first: by the search text (`relevance`) or by fit with the chosen talent or position. */
export type RankedSort = 'relevance' | 'match';

/** Whether a sort ranks best first, so that a direction does not apply to it. */
export const isRankedSort = (sort: string): sort is RankedSort => sort === 'relevance' || sort === 'match';

/** What both browse pages filter by. */
export interface BaseFilters<Sort extends string> {
  /** Keyword search text; none searches nothing. */
  q?: string;
  skills: number[];
  workModes: number[];
  /** Roles, each with the roles under it (the server widens them). */
  roles: number[];
  seniorities: number[];
  locations: number[];
  /** Whole euros. */
  rate?: number;
  sort: Sort;
  ascending: boolean;
  /** 1-based, as the URL shows it. */
  page: number;
}

export interface PositionFilters extends BaseFilters<PositionSort> {
  partnersOnly: boolean;
  /** Only positions whose project states referral terms ('With referral terms'). */
  withReferral: boolean;
  /** The saved filter whose skills were applied; shown as chosen in its select. */
  filterId?: number;
  /** Projects starting on or after this day (YYYY-MM-DD). */
  startDateFrom?: string;
  /** Projects starting on or before this day (YYYY-MM-DD). */
  startDateTo?: string;
  /** One of the company's own talents: each position then shows how well it fits, and 'Best match' ranks by it. */
  talentId?: number;
}

export interface TalentFilters extends BaseFilters<TalentSort> {
  /**
   * One of the company's own positions: its skills and work modes pre-fill the filters, each talent shows how well
   * it fits, and 'Best match' ranks by it.
   */
  positionId?: number;
  /** Talents available on or before this day (YYYY-MM-DD). */
  availableBy?: string;
}

/** A list's sort and direction when nothing else is asked; with a search text the default sort is relevance. */
export interface ListDefaults<Sort extends string> {
  sort: Exclude<Sort, RankedSort>;
  ascending: boolean;
}

export const positionDefaults = { sort: 'datePosted', ascending: false } as const satisfies ListDefaults<PositionSort>;
export const talentDefaults = { sort: 'rate', ascending: true } as const satisfies ListDefaults<TalentSort>;

/** Ids from repeated (`skills=1&skills=2`) or comma-separated (`skills=1,2`) params; junk is dropped. */
export function readIdList(params: URLSearchParams, name: string): number[] {
  const ids = params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}

function readWhole(params: URLSearchParams, name: string, min: number): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= min ? value : undefined;
}

/** A calendar day as YYYY-MM-DD; anything else (including 2030-02-31) is dropped. */
export function readDate(params: URLSearchParams, name: string): string | undefined {
  const raw = params.get(name)?.trim();
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
  const date = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(raw) ? raw : undefined;
}

/** The search text, trimmed and cut to what the API accepts; blank is none. */
export function readSearchText(value: string | null | undefined): string | undefined {
  const text = value?.trim().slice(0, SEARCH_TEXT_MAX).trim();
  return text ? text : undefined;
}

function readAscending(params: URLSearchParams, fallback: boolean): boolean {
  const raw = params.get('ascending');
  return raw === 'true' ? true : raw === 'false' ? false : fallback;
}

/** What decides which sorts a list offers: relevance needs a search text, 'Best match' a talent or a position. */
export interface SortContext {
  hasText: boolean;
  hasMatchTarget: boolean;
}

/** Whether a sort can be offered now. */
export function isSortOffered(sort: string, { hasText, hasMatchTarget }: SortContext): boolean {
  if (sort === 'relevance') return hasText;
  if (sort === 'match') return hasMatchTarget;
  return true;
}

/** The sort a list falls back to: relevance while there is a search text, the list's own default otherwise. */
export function defaultSortOf<Sort extends string>(
  defaults: ListDefaults<Sort>,
  { hasText }: Pick<SortContext, 'hasText'>,
): Sort {
  return hasText ? ('relevance' as Sort) : defaults.sort;
}

/** The asked sort when it is one of the list's and can be offered now, otherwise the default. */
function resolveSort<Sort extends string>(
  raw: string | null | undefined,
  keys: readonly Sort[],
  defaults: ListDefaults<Sort>,
  context: SortContext,
): Sort {
  return keys.find((key) => key === raw && isSortOffered(key, context)) ?? defaultSortOf(defaults, context);
}

function readBase<Sort extends string>(
  params: URLSearchParams,
  keys: readonly Sort[],
  defaults: ListDefaults<Sort>,
  hasMatchTarget: boolean,
): BaseFilters<Sort> {
  const q = readSearchText(params.get('q'));
  const sort = resolveSort(params.get('sort'), keys, defaults, { hasText: q !== undefined, hasMatchTarget });
  return {
    ...(q !== undefined ? { q } : {}),
    skills: readIdList(params, 'skills'),
    workModes: readIdList(params, 'workModes'),
    roles: readIdList(params, 'roles'),
    seniorities: readIdList(params, 'seniorities'),
    locations: readIdList(params, 'locations'),
    rate: readWhole(params, 'rate', 0),
    sort,
    // A ranked sort always puts the best first: a direction in the URL waits for the next sort that has one.
    ascending: isRankedSort(sort) ? defaults.ascending : readAscending(params, defaults.ascending),
    page: readWhole(params, 'page', 1) ?? 1,
  };
}

function writeBase<Sort extends string>(
  filters: BaseFilters<Sort>,
  keys: readonly Sort[],
  defaults: ListDefaults<Sort>,
  hasMatchTarget: boolean,
): URLSearchParams {
  const params = new URLSearchParams();
  const q = readSearchText(filters.q);
  const context = { hasText: q !== undefined, hasMatchTarget };
  const sort = resolveSort(filters.sort, keys, defaults, context);
  if (q !== undefined) params.set('q', q);
  if (filters.skills.length > 0) params.set('skills', filters.skills.join(','));
  if (filters.workModes.length > 0) params.set('workModes', filters.workModes.join(','));
  if (filters.roles.length > 0) params.set('roles', filters.roles.join(','));
  if (filters.seniorities.length > 0) params.set('seniorities', filters.seniorities.join(','));
  if (filters.locations.length > 0) params.set('locations', filters.locations.join(','));
  if (filters.rate !== undefined) params.set('rate', String(filters.rate));
  if (sort !== defaultSortOf(defaults, context)) params.set('sort', sort);
  if (!isRankedSort(sort) && filters.ascending !== defaults.ascending) {
    params.set('ascending', String(filters.ascending));
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * The change a new search text makes: a sort still at its default follows the default of the new text (relevance
 * while there is one), a sort the user picked stays.
 */
export function searchTextChange<Sort extends string>(
  filters: BaseFilters<Sort>,
  q: string | undefined,
  defaults: ListDefaults<Sort>,
): Partial<Pick<BaseFilters<Sort>, 'q' | 'sort'>> {
  const text = readSearchText(q);
  const isDefaultSort = filters.sort === defaultSortOf(defaults, { hasText: filters.q !== undefined });
  return isDefaultSort ? { q: text, sort: defaultSortOf(defaults, { hasText: text !== undefined }) } : { q: text };
}

export function readPositionFilters(params: URLSearchParams): PositionFilters {
  const filterId = readWhole(params, 'filter', 1);
  const talentId = readWhole(params, 'talentId', 1);
  const startDateFrom = readDate(params, 'startDateFrom');
  const startDateTo = readDate(params, 'startDateTo');
  return {
    ...readBase(params, positionSortKeys, positionDefaults, talentId !== undefined),
    partnersOnly: params.get('partnersOnly') === 'true',
    withReferral: params.get('withReferral') === 'true',
    ...(filterId !== undefined ? { filterId } : {}),
    ...(startDateFrom !== undefined ? { startDateFrom } : {}),
    ...(startDateTo !== undefined ? { startDateTo } : {}),
    ...(talentId !== undefined ? { talentId } : {}),
  };
}

export function writePositionFilters(filters: PositionFilters): URLSearchParams {
  const params = writeBase(filters, positionSortKeys, positionDefaults, filters.talentId !== undefined);
  if (filters.partnersOnly) params.set('partnersOnly', 'true');
  if (filters.withReferral) params.set('withReferral', 'true');
  if (filters.filterId !== undefined) params.set('filter', String(filters.filterId));
  if (filters.startDateFrom) params.set('startDateFrom', filters.startDateFrom);
  if (filters.startDateTo) params.set('startDateTo', filters.startDateTo);
  if (filters.talentId !== undefined) params.set('talentId', String(filters.talentId));
  return params;
}

export function readTalentFilters(params: URLSearchParams): TalentFilters {
  const positionId = readWhole(params, 'positionId', 1);
  const availableBy = readDate(params, 'availableBy');
  return {
    ...readBase(params, talentSortKeys, talentDefaults, positionId !== undefined),
    ...(positionId !== undefined ? { positionId } : {}),
    ...(availableBy !== undefined ? { availableBy } : {}),
  };
}

export function writeTalentFilters(filters: TalentFilters): URLSearchParams {
  const params = writeBase(filters, talentSortKeys, talentDefaults, filters.positionId !== undefined);
  if (filters.positionId !== undefined) params.set('positionId', String(filters.positionId));
  if (filters.availableBy) params.set('availableBy', filters.availableBy);
  return params;
}

/** A start-date range whose ends are the wrong way round: its upper end is not sent (the panel says why). */
export const isStartDateRangeReversed = (filters: Pick<PositionFilters, 'startDateFrom' | 'startDateTo'>) =>
  Boolean(filters.startDateFrom && filters.startDateTo && filters.startDateFrom > filters.startDateTo);

/**
 * How many filters are set, for the phones' 'Filters (n)' button: each kind counts once (three skills are one
 * filter); the search text is not counted, it stays in view.
 */
export function countActiveFilters(filters: PositionFilters | TalentFilters): number {
  const base = [
    filters.skills.length > 0,
    filters.workModes.length > 0,
    filters.roles.length > 0,
    filters.seniorities.length > 0,
    filters.locations.length > 0,
    filters.rate !== undefined,
  ];
  const own =
    'partnersOnly' in filters
      ? [
          Boolean(filters.startDateFrom || filters.startDateTo),
          filters.partnersOnly,
          filters.withReferral,
          filters.talentId !== undefined,
        ]
      : [filters.availableBy !== undefined, filters.positionId !== undefined];
  return [...base, ...own].filter(Boolean).length;
}

/** The query string of one page of a browse list, as the API reads it (offset = page − 1; empty filters left out). */
function toBaseQuery<Sort extends string>(filters: BaseFilters<Sort>) {
  return {
    offset: String(filters.page - 1),
    pageSize: String(BROWSE_PAGE_SIZE),
    sort: filters.sort,
    // Relevance and match always put the best first.
    ...(isRankedSort(filters.sort) ? {} : { ascending: filters.ascending ? ('true' as const) : ('false' as const) }),
    ...(filters.q !== undefined ? { q: filters.q } : {}),
    ...(filters.skills.length > 0 ? { skills: filters.skills.join(',') } : {}),
    ...(filters.workModes.length > 0 ? { workModes: filters.workModes.join(',') } : {}),
    ...(filters.roles.length > 0 ? { roles: filters.roles.join(',') } : {}),
    ...(filters.seniorities.length > 0 ? { seniorities: filters.seniorities.join(',') } : {}),
    ...(filters.locations.length > 0 ? { locations: filters.locations.join(',') } : {}),
    ...(filters.rate !== undefined ? { rate: String(filters.rate) } : {}),
  };
}

/** GET /api/positions query of the given filters. */
export function toPositionsQuery(filters: PositionFilters) {
  return {
    ...toBaseQuery(filters),
    ...(filters.partnersOnly ? { isPartnerOnly: 'true' as const } : {}),
    ...(filters.withReferral ? { withReferral: 'true' as const } : {}),
    ...(filters.startDateFrom ? { startDateFrom: filters.startDateFrom } : {}),
    ...(filters.startDateTo && !isStartDateRangeReversed(filters) ? { startDateTo: filters.startDateTo } : {}),
    ...(filters.talentId !== undefined ? { talentId: String(filters.talentId) } : {}),
  };
}

/** GET /api/companies/talents query of the given filters. */
export function toTalentsQuery(filters: TalentFilters) {
  return {
    ...toBaseQuery(filters),
    ...(filters.availableBy ? { availableBy: filters.availableBy } : {}),
    ...(filters.positionId !== undefined ? { positionId: String(filters.positionId) } : {}),
  };
}
