import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { auditEntrySchema, auditQuerySchema } from '@benchlink/contracts/audit';
import { pagedSchema } from '@benchlink/contracts/common';
import {
  companyIdParamSchema,
  companySchema,
  decidedCompaniesQuerySchema,
  nonApprovedListQuerySchema,
  refuseCompanyInputSchema,
} from '@benchlink/contracts/companies';
import { actorOf, listAudit } from '../../lib/audit';
import { apiTags, jsonResponse, routeDoc } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { requireAdmin } from '../../middleware/session';
import * as adminService from './admin.service';

/** Mounted at `/api/admin`: the administrator's approval of new companies. */
export const adminRoutes = new Hono<AppEnv>()
  .get(
    '/get-non-approved',
    routeDoc({
      tag: apiTags.admin,
      summary: 'Companies waiting for approval, a page at a time',
      responses: { 200: jsonResponse('A page of companies, with their private fields', pagedSchema(companySchema)) },
    }),
    requireAdmin,
    validate('query', nonApprovedListQuerySchema),
    async (c) => c.json(await adminService.listNonApprovedCompanies(c.var.db, c.req.valid('query')), 200),
  )
  .post(
    '/approve/:id',
    routeDoc({
      tag: apiTags.admin,
      summary: 'Approve a company',
      description: 'The company is told by e-mail; approving it again changes nothing and sends nothing.',
      responses: { 200: jsonResponse('The approved company', companySchema) },
      errors: [404],
    }),
    requireAdmin,
    validate('param', companyIdParamSchema),
    async (c) => {
      const company = await adminService.approveCompany(c.var.db, c.var.config, c.req.valid('param').id, actorOf(c));
      c.var.mailer.kick();
      return c.json(company, 200);
    },
  )
  .post(
    '/refuse/:id',
    routeDoc({
      tag: apiTags.admin,
      summary: 'Refuse a company waiting for approval, with a reason',
      description:
        'It leaves the pending list; its members are told by e-mail and notification and read the reason on its profile ' +
        '(`refusal`). Saving the profile puts it back in the queue. Refusing it again changes nothing and tells nobody; ' +
        'an approved company cannot be refused (400).',
      responses: { 200: jsonResponse('The refused company', companySchema) },
      errors: [400, 404],
    }),
    requireAdmin,
    validate('param', companyIdParamSchema),
    validate('json', refuseCompanyInputSchema),
    async (c) => {
      const company = await adminService.refuseCompany(
        c.var.db,
        c.var.config,
        c.req.valid('param').id,
        c.req.valid('json').reason,
        actorOf(c),
      );
      c.var.mailer.kick();
      return c.json(company, 200);
    },
  )
  .get(
    '/decided-companies',
    routeDoc({
      tag: apiTags.admin,
      summary: 'Approved and refused companies, latest decision first, a page at a time',
      responses: { 200: jsonResponse('A page of companies, with their private fields', pagedSchema(companySchema)) },
    }),
    requireAdmin,
    validate('query', decidedCompaniesQuerySchema),
    async (c) => c.json(await adminService.listDecidedCompanies(c.var.db, c.req.valid('query')), 200),
  )
  .get(
    '/audit',
    routeDoc({
      tag: apiTags.admin,
      summary: 'The audit trail, newest first, a page at a time',
      description:
        'Sign-ins (succeeded and failed), refused calls (every 403), approvals, application decisions and sharing changes: ' +
        'who (username and company name), what (a user or company it was about by name), when and from which address. ' +
        'Never a password or token. A refusal repeated by one user on one path within a minute is one event with its ' +
        '`count`. Filtered by `action`, `company` (a part of its name, in any case) and time (`from`, `before`).',
      responses: { 200: jsonResponse('A page of events', pagedSchema(auditEntrySchema)) },
    }),
    requireAdmin,
    validate('query', auditQuerySchema),
    async (c) => c.json(await listAudit(c.var.db, c.req.valid('query')), 200),
  );
