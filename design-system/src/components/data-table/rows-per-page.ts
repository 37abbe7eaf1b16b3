/** The rows a table page offers (docs/product.md, Constants): 5, 10 or 25, 10 by default. */
export const ROWS_PER_PAGE_OPTIONS = [5, 10, 25] as const;
export type RowsPerPage = (typeof ROWS_PER_PAGE_OPTIONS)[number];
export const DEFAULT_ROWS_PER_PAGE: RowsPerPage = 10;
