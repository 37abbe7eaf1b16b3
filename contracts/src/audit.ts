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
  username: z.string().optional(),
  companyId: z.number().int().optional(),
  /** The client address it came from. */
  ip: z.string().optional(),
  target: z.object({ type: z.string(), id: z.number().int() }).optional(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Query of GET /api/admin/audit: newest first, 25 a page by default. */
export const auditQuerySchema = listQuerySchema({
  sortKeys: ['newest'],
  defaultSort: 'newest',
  defaultAscending: false,
  pageSize: { default: 25, max: 100 },
});
export type AuditQuery = z.output<typeof auditQuerySchema>;
