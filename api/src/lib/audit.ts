// The audit trail: one row per event an administrator may need to trace. Written beside the change it records (in the
// same transaction where there is one), read by the admin a page at a time.
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { AuditAction, AuditEntry, AuditQuery } from '@benchlink/contracts/audit';
import type { Paged } from '@benchlink/contracts/common';
import type { Db, Tx } from '../db/client';
import { auditLog } from '../db/schema/security';
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
};

/** Appends one event; pass the open transaction when the event belongs to a change. */
export async function recordAudit(db: Db | Tx, event: AuditEvent, at = new Date()) {
  await db.insert(auditLog).values({
    at,
    action: event.action,
    userId: event.user?.id ?? null,
    username: event.user?.username ?? null,
    companyId: event.user?.companyId ?? null,
    ip: event.ip ?? null,
    targetType: event.target?.type ?? null,
    targetId: event.target?.id ?? null,
    detail: event.detail ? JSON.stringify(event.detail) : null,
  });
}

/** Who acted: the signed-in user (if any) and the client address. */
export type Actor = Pick<AuditEvent, 'user' | 'ip'>;

/** The acting user and address of a request, for `recordAudit`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's context, whatever its path and input
export const actorOf = <E extends AppEnv>(c: Context<E, any, any>): Actor => ({ user: c.var.user, ip: clientIp(c) });

function toEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action as AuditAction,
    ...(row.userId === null ? {} : { userId: row.userId }),
    ...(row.username === null ? {} : { username: row.username }),
    ...(row.companyId === null ? {} : { companyId: row.companyId }),
    ...(row.ip === null ? {} : { ip: row.ip }),
    ...(row.targetType === null || row.targetId === null ? {} : { target: { type: row.targetType, id: row.targetId } }),
    ...(row.detail === null ? {} : { detail: JSON.parse(row.detail) as AuditEntry['detail'] }),
  };
}

/** The trail, newest first, a page at a time. */
export async function listAudit(db: Db, query: AuditQuery): Promise<Paged<AuditEntry>> {
  const page = await paginate(db, db.select().from(auditLog).$dynamic(), query, {
    sortColumns: { newest: auditLog.id },
    tieBreaker: auditLog.id,
  });
  return { ...page, content: page.content.map(toEntry) };
}
