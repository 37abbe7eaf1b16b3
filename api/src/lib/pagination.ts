import { count, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Paged } from '@benchlink/contracts/common';
import type { ListQuery } from '@benchlink/contracts/list-query';
import type { Db } from '../db/client';

/** What a sort key orders by: a column, or an expression such as `sql\`lower(${companies.name})\``. */
export type SortExpression = PgColumn | SQL;

export type ListOrder<Sort extends string> = {
  /** The column or expression behind each sort key the list's query contract accepts (several: ordered by each in turn). */
  sortColumns: Record<Sort, SortExpression | readonly SortExpression[]>;
  /** A unique column, normally the id: rows with equal sort values keep one order, so no row shows on two pages. */
  tieBreaker: PgColumn;
  /** Orders applied before the sort key, always ascending (e.g. fresh listings before stale ones). */
  first?: readonly SQL[];
  /**
   * Counts the rows when a cheaper query than counting `query` gives the same number (e.g. the two halves of an
   * OR that one index cannot serve).
   */
  count?: () => Promise<number>;
};

/** The rows a select builder returns. */
type RowOf<Query extends PgSelect> = Query['_']['result'][number];

/**
 * One page of a list, with the totals of the product's paged result. `query` is the list's select, already
 * filtered and joined, made with `.$dynamic()`; this adds the order (sort key, then the tie-breaker, both in
 * the requested direction, rows without a value last), the page bounds, and a count of the same rows.
 * Two statements, whatever the page size.
 * @example
 * const where = and(eq(projects.companyId, companyId), eq(projects.isActive, true));
 * const page = await paginate(
 *   db,
 *   db.select().from(projects).where(where).$dynamic(),
 *   listQuery, // c.req.valid('query') of a route validated with listQuerySchema(...)
 *   { sortColumns: { datePosted: projects.datePosted, startDate: projects.startDate, isPartnerOnly: projects.partnerOnly }, tieBreaker: projects.id },
 * );
 * return { ...page, content: page.content.map(toProject) };
 */
export async function paginate<Query extends PgSelect, Sort extends string>(
  db: Db,
  query: Query,
  list: ListQuery<Sort>,
  order: ListOrder<Sort>,
): Promise<Paged<RowOf<Query>>> {
  // Drizzle's builders change in place: the count is taken from the query before the order and bounds are set.
  const counted = order.count
    ? undefined
    : db
        .select({ total: count() })
        // The generic query's selection is not known here; any subquery can be counted.
        .from(query.as('list_rows') as unknown as ReturnType<PgSelect['as']>);
  const sortColumns = [order.sortColumns[list.sort]].flat();
  const rows: RowOf<Query>[] = await query
    .orderBy(
      ...(order.first ?? []).map((expression) => ordered(expression, true)),
      ...sortColumns.map((column) => ordered(column, list.ascending)),
      ordered(order.tieBreaker, list.ascending),
    )
    .limit(list.pageSize)
    .offset(list.offset * list.pageSize);
  const total = order.count ? await order.count() : ((await counted!)[0]?.total ?? 0);
  return { content: rows, totalPages: Math.ceil(total / list.pageSize), totalElements: total };
}

/**
 * SQLite puts NULLs first when ascending and PostgreSQL last; naming the place keeps one order on both.
 * `nulls last` is standard SQL that both understand, which Drizzle's `asc`/`desc` cannot express.
 */
function ordered(expression: SortExpression, ascending: boolean): SQL {
  return ascending ? sql`${expression} asc nulls last` : sql`${expression} desc nulls last`;
}
