// The zod-free half of keyword search: what browser code needs without bundling schemas (decision 004).

/** The most characters of search text a browse list reads (`q`). */
export const SEARCH_TEXT_MAX = 200;
