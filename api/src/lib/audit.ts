// The audit trail: one row per event an administrator may need to trace. Written beside the change it records (in the
// same transaction where there is one), read by the admin a page at a time.
import { and, eq, getTableColumns, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { AuditAction, AuditEntry, AuditQuery } from '@benchlink/contracts/audit';
import type { Paged } from '@benchlink/contracts/common';
import type { Db, Tx } from '../db/client';
import { companies } from '../db/schema/companies';
import { auditLog } from '../db/schema/security';
import { users } from '../db/schema/users';
import { paginate } from './pagination';
import { clientIp } from './sessions';

export type AuditEvent = {
  action: AuditAction;
  /** The acting user, when known (a failed sign-in names only the attempted account, in `detail`). */
  user?: { id: number; username: string; companyId: number | null } | null;
  ip?: string;
  target?: { type: string; id: number };
  /** A few plain facts; never a password, token or other secret. */
  detail?: Record<string, string | number | boolean | null>;
  /**
   * Set for events that may repeat fast (a refused call: a script retrying, a page polling): what makes a repeat the
   * same event besides its action, its user (or address) and its minute, e.g. the method and path. The repeats of
   * one minute are one row whose `count` grows.
   */
  sameAs?: string;
};

/** The key of a counted event: its action, who (the user, or the address when nobody is signed in), what, the minute. */
const repeatKeyOf = (event: AuditEvent & { sameAs: string }, at: Date) =>
  [
    event.action,
    event.user ? `user:${event.user.id}` : `address:${event.ip ?? ''}`,
    event.sameAs,
    Math.floor(at.getTime() / 60_000),
  ].join('|');

/** Appends one event (or counts a repeat); pass the open transaction when the event belongs to a change. */
export async function recordAudit(db: Db | Tx, event: AuditEvent, at = new Date()) {
  const row = {
    at,
    action: event.action,
    userId: event.user?.id ?? null,
    username: event.user?.username ?? null,
    companyId: event.user?.companyId ?? null,
    ip: event.ip ?? null,
    targetType: event.target?.type ?? null,
    targetId: event.target?.id ?? null,
    detail: event.detail ? JSON.stringify(event.detail) : null,
  };
  if (event.sameAs === undefined) {
    await db.insert(auditLog).values(row);
    return;
  }
  // One statement on both engines: the first of the minute inserts, each repeat adds one to its count.
  await db
    .insert(auditLog)
    .values({ ...row, repeatKey: repeatKeyOf({ ...event, sameAs: event.sameAs }, at) })
    .onConflictDoUpdate({ target: auditLog.repeatKey, set: { count: sql`${auditLog.count} + 1` } });
}

/** Who acted: the signed-in user (if any) and the client address. */
export type Actor = Pick<AuditEvent, 'user' | 'ip'>;

/** The acting user and address of a request, for `recordAudit`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's context, whatever its path and input
export const actorOf = <E extends AppEnv>(c: Context<E, any, any>): Actor => ({ user: c.var.user, ip: clientIp(c) });

/** A user or company target's username or name today (the inner `from` hides the outer join of `companies`). */
const targetName = sql<string | null>`case ${auditLog.targetType}
  when 'user' then (select ${users.username} from ${users} where ${users.id} = ${auditLog.targetId})
  when 'company' then (select ${companies.name} from ${companies} where ${companies.id} = ${auditLog.targetId})
  end`;

type AuditRow = typeof auditLog.$inferSelect & { companyName: string | null; targetName: string | null };

function toEntry(row: AuditRow): AuditEntry {
  const { targetName } = row;
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action as AuditAction,
    ...(row.userId === null ? {} : { userId: row.userId }),
    ...(row.username === null ? {} : { username: row.username }),
    ...(row.companyId === null ? {} : { companyId: row.companyId }),
    ...(row.companyName === null ? {} : { companyName: row.companyName }),
    ...(row.ip === null ? {} : { ip: row.ip }),
    ...(row.targetType === null || row.targetId === null
      ? {}
      : { target: { type: row.targetType, id: row.targetId, ...(targetName === null ? {} : { name: targetName }) } }),
    ...(row.detail === null ? {} : { detail: JSON.parse(row.detail) as AuditEntry['detail'] }),
    count: row.count,
  };
}

/** `text` as a LIKE pattern that matches it literally anywhere (both engines read the escape character). */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The trail, newest first, a page at a time; filtered by action, by the acting user's company name and by time. */
export async function listAudit(db: Db, query: AuditQuery): Promise<Paged<AuditEntry>> {
  const filters: Array<SQL | undefined> = [
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.company ? sql`lower(${companies.name}) like ${containing(query.company)} escape '\\'` : undefined,
    query.from ? gte(auditLog.at, new Date(query.from)) : undefined,
    query.before ? lt(auditLog.at, new Date(query.before)) : undefined,
  ];
  const rows = db
    .select({
      ...getTableColumns(auditLog),
      companyName: companies.name,
      targetName: targetName.as('target_name'),
    })
    .from(auditLog)
    .leftJoin(companies, eq(companies.id, auditLog.companyId))
    .where(and(...filters))
    .$dynamic();
  const page = await paginate(db, rows, query, { sortColumns: { newest: auditLog.id }, tieBreaker: auditLog.id });
  return { ...page, content: page.content.map(toEntry) };
}
