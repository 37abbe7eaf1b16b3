import { z } from 'zod';
import { listQuerySchema } from './paging';

/** What the audit trail records. */
export const AUDIT_ACTIONS = [
  'sign-in.succeeded',
  'sign-in.failed',
  'authorization.refused',
  'company.approved',
  'company.refused',
  'application.accepted',
  'application.denied',
  'bench.sharing-changed',
  'project.sharing-changed',
  'partner-group.changed',
  'team.member-invited',
  'team.invitation-revoked',
  'team.member-joined',
  'team.member-removed',
  'team.member-left',
  'team.owner-added',
  'account.email-changed',
  'account.email-change-cancelled',
  'account.password-changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One event of the audit trail (GET /api/admin/audit). */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** When it happened (ISO 8601). */
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  userId: z.number().int().optional(),
  /** The acting user's username at the time. */
  username: z.string().optional(),
  companyId: z.number().int().optional(),
  /** The acting user's company, by its name today (absent once the company is gone). */
  companyName: z.string().optional(),
  /** The client address it came from. */
  ip: z.string().optional(),
  /** What it was about; a user or company is named (its username or name today). */
  target: z.object({ type: z.string(), id: z.number().int(), name: z.string().optional() }).optional(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  /** How many times it happened: a refusal repeated by one user on one path within a minute is one event. */
  count: z.number().int(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_TIME_RANGE_MESSAGE = 'from must be earlier than before';
const instantQuery = z.iso
  .datetime({ offset: true, error: 'must be a date and time (ISO 8601, e.g. 2026-12-07T00:00:00+01:00)' })
  .optional();

/**
 * Query of GET /api/admin/audit: newest first, 25 a page by default; filtered by action, by company (its name, or
 * a part of it, in any case) and by time (`from` inclusive, `before` exclusive: the admin's local days).
 */
export const auditQuerySchema = listQuerySchema({
  sortKeys: ['newest'],
  defaultSort: 'newest',
  defaultAscending: false,
  pageSize: { default: 25, max: 100 },
})
  .extend({
    action: z.enum(AUDIT_ACTIONS, { error: 'must be one of the audit trail’s actions' }).optional(),
    company: z.string().trim().max(100, 'must be at most 100 characters').optional(),
    from: instantQuery.describe('Events at or after this moment'),
    before: instantQuery.describe('Events before this moment'),
  })
  .refine((query) => !query.from || !query.before || Date.parse(query.from) < Date.parse(query.before), {
    path: ['from'],
    message: AUDIT_TIME_RANGE_MESSAGE,
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;
