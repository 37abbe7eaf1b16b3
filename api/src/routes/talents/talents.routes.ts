import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { browseTalentsQuerySchema } from '@benchlink/contracts/applications';
import { pagedSchema } from '@benchlink/contracts/common';
import {
  myTalentsQuerySchema,
  partialTalentSchema,
  talentIdParamSchema,
  talentInputSchema,
  talentPublicityInputSchema,
  talentPublicitySchema,
  talentSchema,
} from '@benchlink/contracts/talents';
import { actorOf, recordAudit } from '../../lib/audit';
import { apiTags, jsonResponse, routeDoc } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { requireCompany, requireSession } from '../../middleware/session';
import { eq } from 'drizzle-orm';
import { applications } from '../../db/schema/applications';
import { cvKeysWhere, deleteCvFiles } from '../applications/applications.service';
import * as browseService from '../marketplace/browse.service';
import * as talentsService from './talents.service';

const OWNED_ERRORS =
  '404 when the talent is missing or not readable by the caller; 403 when readable but another company’s.';
const REFERENCE_ERRORS =
  'Role, seniority, work mode, location and skill ids must exist (404); skills must be assignable (400).';

/** /api/companies/talents: one talent, read by whoever it is shared with, changed by its company. */
export const talentRoutes = new Hono<AppEnv>()
  .get(
    '/',
    routeDoc({
      tag: apiTags.browse,
      summary: 'Other companies’ shared talents, a page at a time',
      description:
        'Active talents of other companies whose bench is public or shared with the caller through a partner group. ' +
        '`skills` and `workModes` (repeated or comma-separated ids) match any of their ids; `rate` must lie within the ' +
        'talent’s range, so talents without a rate are left out. Cheapest first unless sorted otherwise.',
      responses: { 200: jsonResponse('A page of talents', pagedSchema(talentSchema)) },
    }),
    requireCompany,
    validate('query', browseTalentsQuerySchema),
    async (c) => c.json(await browseService.browseTalents(c.var.db, c.var.companyId, c.req.valid('query')), 200),
  )
  .post(
    '/',
    routeDoc({
      tag: apiTags.talents,
      summary: 'Add a talent to the caller’s bench',
      description: REFERENCE_ERRORS,
      responses: { 201: jsonResponse('The new talent', talentSchema) },
      errors: [400, 404],
    }),
    requireCompany,
    validate('json', talentInputSchema),
    async (c) =>
      c.json(
        await talentsService.createTalent(
          c.var.db,
          { companyId: c.var.companyId, isAdmin: c.var.user.isAdmin },
          c.req.valid('json'),
        ),
        201,
      ),
  )
  .get(
    '/:id',
    routeDoc({
      tag: apiTags.talents,
      summary: 'One talent',
      description:
        'Readable by its own company and the admin; by other companies while it is active and its bench is public or ' +
        'shared with them, and whenever it has applied to one of their positions (from a private bench too). Anyone else ' +
        'gets 404. While the reader reviews it as an applicant and has accepted none of its applications, `companyId` and ' +
        '`companyName` are left out (blind review).',
      responses: { 200: jsonResponse('The talent', talentSchema) },
      errors: [404],
    }),
    requireSession,
    validate('param', talentIdParamSchema),
    async (c) => c.json(await talentsService.getTalent(c.var.db, c.var.user, c.req.valid('param').id), 200),
  )
  .put(
    '/:id',
    routeDoc({
      tag: apiTags.talents,
      summary: 'Replace one of the caller’s talents',
      description: `The body is the full new state. ${REFERENCE_ERRORS} ${OWNED_ERRORS}`,
      responses: { 200: jsonResponse('The updated talent', talentSchema) },
      errors: [400, 403, 404],
    }),
    requireCompany,
    validate('param', talentIdParamSchema),
    validate('json', talentInputSchema),
    async (c) =>
      c.json(
        await talentsService.updateTalent(c.var.db, c.var.user, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
  )
  .delete(
    '/:id',
    routeDoc({
      tag: apiTags.talents,
      summary: 'Remove a talent from the caller’s bench',
      description: `With its applications and their CV files. ${OWNED_ERRORS}`,
      responses: { 204: { description: 'Deleted' } },
      errors: [403, 404],
    }),
    requireCompany,
    validate('param', talentIdParamSchema),
    async (c) => {
      const id = c.req.valid('param').id;
      // The CVs are listed in the transaction that deletes their applications, so none added meanwhile is left behind;
      // the files go once it has committed.
      const cvKeys = await c.var.db.transaction(async (tx) => {
        const keys = await cvKeysWhere(tx, eq(applications.talentId, id));
        await talentsService.deleteTalent(tx, c.var.user, id);
        return keys;
      });
      await deleteCvFiles(c.var.storage, cvKeys);
      return c.body(null, 204);
    },
  );

/** /api/companies/my-talents: the caller's own bench and how it is shared. */
export const myTalentRoutes = new Hono<AppEnv>()
  .get(
    '/',
    routeDoc({
      tag: apiTags.talents,
      summary: 'The caller’s bench, a page at a time',
      description: 'Every talent of the caller’s company, active or not; newest first unless sorted otherwise.',
      responses: { 200: jsonResponse('A page of talents', pagedSchema(talentSchema)) },
    }),
    requireCompany,
    validate('query', myTalentsQuerySchema),
    async (c) =>
      c.json(
        await talentsService.listMyTalents(
          c.var.db,
          { companyId: c.var.companyId, isAdmin: c.var.user.isAdmin },
          c.req.valid('query'),
        ),
        200,
      ),
  )
  .get(
    '/partial',
    routeDoc({
      tag: apiTags.talents,
      summary: 'The caller’s talents, for pickers',
      description: 'Every talent of the caller’s bench, active or not: its role and seniority; newest first.',
      responses: { 200: jsonResponse('The talents', z.array(partialTalentSchema)) },
    }),
    requireCompany,
    async (c) => c.json(await talentsService.listPartialTalents(c.var.db, c.var.companyId), 200),
  )
  .get(
    '/publicity',
    routeDoc({
      tag: apiTags.talents,
      summary: 'How the caller’s bench is shared',
      description: 'Public (the default), or shared with the chosen partner groups only.',
      responses: { 200: jsonResponse('The bench’s sharing', talentPublicitySchema) },
    }),
    requireCompany,
    async (c) => c.json(await talentsService.getPublicity(c.var.db, c.var.companyId), 200),
  )
  .put(
    '/publicity',
    routeDoc({
      tag: apiTags.talents,
      summary: 'Set how the caller’s bench is shared',
      description:
        'Public clears the groups; private needs at least one partner group, each the caller’s own (404 for an unknown ' +
        'group, 403 for another company’s). Talents that applied to a company’s positions stay readable by it either way.',
      responses: { 200: jsonResponse('The bench’s new sharing', talentPublicitySchema) },
      errors: [403, 404],
    }),
    requireCompany,
    validate('json', talentPublicityInputSchema),
    async (c) => {
      const publicity = await talentsService.setPublicity(c.var.db, c.var.companyId, c.req.valid('json'));
      await recordAudit(c.var.db, {
        ...actorOf(c),
        action: 'bench.sharing-changed',
        target: { type: 'company', id: c.var.companyId },
        detail: { public: publicity.public, partnerGroupIds: publicity.partnerGroupIds.join(',') },
      });
      return c.json(publicity, 200);
    },
  );
