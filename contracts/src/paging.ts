import { z } from 'zod';
import { ASCENDING_MESSAGE, type PageSizeLimits, sortKeyMessage } from './list-query';

export type ListQueryOptions<Sort extends string> = {
  /** The sort keys the list accepts, in the order the error message names them. */
  sortKeys: readonly [Sort, ...Sort[]];
  defaultSort: NoInfer<Sort>;
  /** Direction when the caller sends no `ascending`. */
  defaultAscending: boolean;
  pageSize: PageSizeLimits;
};

/**
 * The query string of a paged list: `offset` (zero-based page index, the product's page minus 1), `pageSize`,
 * `sort` (one of the list's keys) and `ascending` ('true' or 'false'). Lists with filters `.extend()` it.
 * @example
 * const projectListQuerySchema = listQuerySchema({
 *   sortKeys: ['datePosted', 'startDate', 'isPartnerOnly'],
 *   defaultSort: 'datePosted',
 *   defaultAscending: false,
 *   pageSize: { default: 5, max: 50 },
 * });
 * type ProjectListQuery = z.output<typeof projectListQuerySchema>; // { offset: number; pageSize: number; sort: ...; ascending: boolean }
 */
export function listQuerySchema<const Sort extends string>(options: ListQueryOptions<Sort>) {
  const { sortKeys, defaultSort, defaultAscending, pageSize } = options;
  return z.object({
    offset: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must not be negative')
      .default(0)
      .describe('Zero-based page index: the page number minus 1'),
    pageSize: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(pageSize.max, `must be at most ${pageSize.max}`)
      .default(pageSize.default)
      .describe('Rows per page'),
    sort: z
      .enum(sortKeys, { error: sortKeyMessage(sortKeys) })
      .default(defaultSort)
      .describe('Sort key; the id breaks ties'),
    ascending: z
      .enum(['true', 'false'], { error: ASCENDING_MESSAGE })
      .default(defaultAscending ? 'true' : 'false')
      .transform((value) => value === 'true')
      .describe('Sort direction'),
  });
}
