// The zod-free half of the list-query contract: what browser code needs to ask for a page (types, query-string
// values, messages, page sizes) without bundling the schemas that validate it on the server (`paging.ts`).

/** Page size bounds of one list: what a caller gets without asking, and the most it may ask for. */
export type PageSizeLimits = { default: number; max: number };

/** The message of an unknown sort key; it names every accepted key so a caller can fix the request. */
export const sortKeyMessage = (keys: readonly string[]) => `sort must be one of: ${keys.join(', ')}`;
export const ASCENDING_MESSAGE = 'ascending must be true or false';

/** A parsed list query: what `paginate` in `lib/pagination` takes. */
export type ListQuery<Sort extends string = string> = {
  offset: number;
  pageSize: number;
  sort: Sort;
  ascending: boolean;
};

/** The query a client sends for one page; every field may be left out. */
export type ListQueryInput<Sort extends string = string> = {
  offset?: number;
  pageSize?: number;
  sort?: Sort;
  ascending?: boolean;
};

/** Turns a page request into the query-string values the API reads; absent fields are left out, as docs/product.md asks. */
export function toListQueryParams<Sort extends string>(input: ListQueryInput<Sort>) {
  return {
    ...(input.offset !== undefined ? { offset: String(input.offset) } : {}),
    ...(input.pageSize !== undefined ? { pageSize: String(input.pageSize) } : {}),
    ...(input.sort !== undefined ? { sort: input.sort } : {}),
    ...(input.ascending !== undefined ? { ascending: input.ascending ? ('true' as const) : ('false' as const) } : {}),
  };
}

/** Page size of the company lists (GET /api/companies and /api/companies/others); a picker pages through or asks for the max. */
/** Page size of the own bench (`/company/talents`). */
export const TALENT_PAGE_SIZE = 10;

export const COMPANY_PAGE_SIZE = { default: 20, max: 100 } as const satisfies PageSizeLimits;
