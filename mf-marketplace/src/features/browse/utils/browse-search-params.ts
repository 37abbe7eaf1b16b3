/**
 * Browse filters ↔ query string. Every filter, the sort and the page live in the URL, so a reload, the back button
 * and a shared link show the same results: `?skills=1,2&workModes=3&rate=40&partnersOnly=true&sort=rate&ascending=true&page=2`.
 * Defaults are left out of the URL.
 */

export const BROWSE_PAGE_SIZE = 10;

export const positionSortKeys = ['datePosted', 'rate', 'startDate', 'isPartnerOnly'] as const;
export type PositionSort = (typeof positionSortKeys)[number];
export const talentSortKeys = ['rate', 'experience'] as const;
export type TalentSort = (typeof talentSortKeys)[number];

/** What both browse pages filter by. */
export interface BaseFilters<Sort extends string> {
  skills: number[];
  workModes: number[];
  /** Whole euros. */
  rate?: number;
  sort: Sort;
  ascending: boolean;
  /** 1-based, as the URL shows it. */
  page: number;
}

export interface PositionFilters extends BaseFilters<PositionSort> {
  partnersOnly: boolean;
  /** The saved filter whose skills were applied; shown as chosen in its select. */
  filterId?: number;
}

export interface TalentFilters extends BaseFilters<TalentSort> {
  /** One of the company's own positions whose skills and work modes pre-fill the filters. */
  positionId?: number;
}

export const positionDefaults = { sort: 'datePosted', ascending: false } as const;
export const talentDefaults = { sort: 'rate', ascending: true } as const;

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

function readSort<Sort extends string>(params: URLSearchParams, keys: readonly Sort[], fallback: Sort): Sort {
  const raw = params.get('sort');
  return keys.find((key) => key === raw) ?? fallback;
}

function readAscending(params: URLSearchParams, fallback: boolean): boolean {
  const raw = params.get('ascending');
  return raw === 'true' ? true : raw === 'false' ? false : fallback;
}

function readBase<Sort extends string>(
  params: URLSearchParams,
  keys: readonly Sort[],
  defaults: { sort: Sort; ascending: boolean },
): BaseFilters<Sort> {
  return {
    skills: readIdList(params, 'skills'),
    workModes: readIdList(params, 'workModes'),
    rate: readWhole(params, 'rate', 0),
    sort: readSort(params, keys, defaults.sort),
    ascending: readAscending(params, defaults.ascending),
    page: readWhole(params, 'page', 1) ?? 1,
  };
}

function writeBase<Sort extends string>(
  filters: BaseFilters<Sort>,
  defaults: { sort: Sort; ascending: boolean },
): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.skills.length > 0) params.set('skills', filters.skills.join(','));
  if (filters.workModes.length > 0) params.set('workModes', filters.workModes.join(','));
  if (filters.rate !== undefined) params.set('rate', String(filters.rate));
  if (filters.sort !== defaults.sort) params.set('sort', filters.sort);
  if (filters.ascending !== defaults.ascending) params.set('ascending', String(filters.ascending));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function readPositionFilters(params: URLSearchParams): PositionFilters {
  const filterId = readWhole(params, 'filter', 1);
  return {
    ...readBase(params, positionSortKeys, positionDefaults),
    partnersOnly: params.get('partnersOnly') === 'true',
    ...(filterId !== undefined ? { filterId } : {}),
  };
}

export function writePositionFilters(filters: PositionFilters): URLSearchParams {
  const params = writeBase(filters, positionDefaults);
  if (filters.partnersOnly) params.set('partnersOnly', 'true');
  if (filters.filterId !== undefined) params.set('filter', String(filters.filterId));
  return params;
}

export function readTalentFilters(params: URLSearchParams): TalentFilters {
  const positionId = readWhole(params, 'positionId', 1);
  return { ...readBase(params, talentSortKeys, talentDefaults), ...(positionId !== undefined ? { positionId } : {}) };
}

export function writeTalentFilters(filters: TalentFilters): URLSearchParams {
  const params = writeBase(filters, talentDefaults);
  if (filters.positionId !== undefined) params.set('positionId', String(filters.positionId));
  return params;
}

/** The query string of one page of a browse list, as the API reads it (offset = page − 1; empty filters left out). */
function toBaseQuery<Sort extends string>(filters: BaseFilters<Sort>) {
  return {
    offset: String(filters.page - 1),
    pageSize: String(BROWSE_PAGE_SIZE),
    sort: filters.sort,
    ascending: filters.ascending ? ('true' as const) : ('false' as const),
    ...(filters.skills.length > 0 ? { skills: filters.skills.join(',') } : {}),
    ...(filters.workModes.length > 0 ? { workModes: filters.workModes.join(',') } : {}),
    ...(filters.rate !== undefined ? { rate: String(filters.rate) } : {}),
  };
}

/** GET /api/positions query of the given filters. */
export function toPositionsQuery(filters: PositionFilters) {
  return { ...toBaseQuery(filters), ...(filters.partnersOnly ? { isPartnerOnly: 'true' as const } : {}) };
}

/** GET /api/companies/talents query of the given filters. */
export function toTalentsQuery(filters: TalentFilters) {
  return toBaseQuery(filters);
}
