import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { browseTalentsQuerySchema } from '@benchlink/contracts/applications';
import { pagedSchema } from '@benchlink/contracts/common';
import { CV_TYPES } from '@benchlink/contracts/applications';
import { REQUIRED_MESSAGE } from '@benchlink/contracts/messages';
import {
  availabilityConfirmationSchema,
  availabilityTokenInputSchema,
  myTalentsQuerySchema,
  partialTalentSchema,
  partialTalentsQuerySchema,
  talentIdParamSchema,
  talentInputSchema,
  talentPublicityInputSchema,
  talentPublicitySchema,
  talentSchema,
} from '@benchlink/contracts/talents';
import { actorOf, recordAudit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { jsonAnswer } from '../../lib/json-text';
import { readMultipart } from '../../lib/multipart';
import { apiTags, attachmentResponse, fileUpload, jsonResponse, routeDoc } from '../../lib/openapi';
import { rateLimit } from '../../middleware/rate-limit';
import { validate } from '../../lib/validate';
import { requireCompany, requireSession } from '../../middleware/session';
import { eq } from 'drizzle-orm';
import { applications } from '../../db/schema/applications';
import { cvKeysWhere, deleteCvFiles } from '../applications/applications.service';
import { cvFrom } from '../applications/cv-check';
import * as availabilityService from './availability.service';
import * as browseService from '../marketplace/browse.service';
import * as matchService from '../marketplace/match.service';
import * as talentsService from './talents.service';

const OWNED_ERRORS = '404 when the talent is missing or another company’s (one answer: no existence oracle).';
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
        'Active talents of other companies whose bench is public or shared with the caller through a partner group, ' +
        'whose availability was confirmed within 30 days; those not confirmed within 14 days come after the others ' +
        '(`availabilityStatus` UNCONFIRMED). `q` matches words (stemmed, and as prefixes) in the role, skills, ' +
        'seniority and description. `skills`, `workModes`, `roles` (a role and the roles under it), `seniorities` and ' +
        '`locations` (repeated or comma-separated ids) match any of their ids; `availableBy` keeps talents available ' +
        'on or before that date (no date means now); `rate` must lie within the talent’s range, so talents without a ' +
        'rate are left out; `companyId` keeps one company’s. With `positionId` (one of the caller’s positions, else ' +
        '404) each talent carries its `match`; `sort=match` ranks the talents that have one of its skills, best fit ' +
        'first, ties by id. Cheapest first unless sorted otherwise; by relevance when `q` is given. A talent with an ' +
        'application to one of the caller’s positions that is not yet accepted, denied or cancelled is left out ' +
        'until then (blind review).',
      responses: { 200: jsonResponse('A page of talents', pagedSchema(talentSchema)) },
      errors: [400, 404],
    }),
    requireCompany,
    validate('query', browseTalentsQuerySchema),
    async (c) => jsonAnswer(c, await browseService.browseTalents(c.var.db, c.var.companyId, c.req.valid('query')), 200),
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
        'shared with them, except while it has an application to one of their positions not yet accepted, denied or ' +
        'cancelled (blind review: they meet it through the application only); and by a company that accepted one of ' +
        'its applications (from a private bench too). Anyone else gets 404.',
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
      errors: [400, 404],
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
      description: `With its stored CV, its applications and their CV files. ${OWNED_ERRORS}`,
      responses: { 204: { description: 'Deleted' } },
      errors: [404],
    }),
    requireCompany,
    validate('param', talentIdParamSchema),
    async (c) => {
      const id = c.req.valid('param').id;
      // The CVs are listed in the transaction that deletes their applications, so none added meanwhile is left behind;
      // the files go once it has committed.
      const cvKeys = await c.var.db.transaction(async (tx) => {
        const keys = await cvKeysWhere(tx, eq(applications.talentId, id));
        const ownCv = await talentsService.talentCvKeyOf(tx, id);
        await talentsService.deleteTalent(tx, c.var.user, id);
        return ownCv ? [...keys, ownCv] : keys;
      });
      await deleteCvFiles(c.var.storage, cvKeys);
      return c.body(null, 204);
    },
  )
  .post(
    '/:id/confirm-availability',
    routeDoc({
      tag: apiTags.talents,
      summary: 'Confirm that one of the caller’s talents is still available',
      description:
        'Other companies see it as fresh again for 14 days (`availabilityStatus` CONFIRMED). Another company’s ' +
        'talent, or a missing one, is a 404.',
      responses: { 200: jsonResponse('The talent', talentSchema) },
      errors: [404],
    }),
    requireCompany,
    validate('param', talentIdParamSchema),
    async (c) => {
      return c.json(await talentsService.confirmAvailability(c.var.db, c.var.companyId, c.req.valid('param').id), 200);
    },
  )
  .put(
    '/:id/cv',
    routeDoc({
      tag: apiTags.talents,
      summary: 'Store a CV for one of the caller’s talents (multipart field `file`)',
      description:
        'Replaces the previous one. The apply dialog offers it when the talent applies. A PDF or Word document ' +
        '(.pdf, .doc, .docx) recognised by its content, at most 10 MB (413 when larger, 415 for other types and for ' +
        'active content: Word macros, PDF JavaScript or launch actions). ' +
        'Another company’s talent, or a missing one, is a 404.',
      requestBody: fileUpload(['file'], ['file']),
      responses: { 200: jsonResponse('The talent, with its CV', talentSchema) },
      errors: [400, 404, 413, 415],
    }),
    requireCompany,
    rateLimit('cvUpload'),
    validate('param', talentIdParamSchema),
    async (c) => {
      const body = await readMultipart(c.req);
      const cv = await cvFrom(body.file);
      if (!cv) throw badRequest(REQUIRED_MESSAGE, 'file');
      const id = c.req.valid('param').id;
      return c.json(await talentsService.setTalentCv(c.var.db, c.var.storage, c.var.companyId, id, cv), 200);
    },
  )
  .get(
    '/:id/cv',
    routeDoc({
      tag: apiTags.talents,
      summary: 'Download the stored CV of one of the caller’s talents',
      description: 'As `cv-talent-{id}.{pdf|doc|docx}`. 404 for another company’s talent, or when it has no CV.',
      responses: { 200: attachmentResponse('The CV, with its stored type', Object.values(CV_TYPES)) },
      errors: [404],
    }),
    requireCompany,
    validate('param', talentIdParamSchema),
    async (c) => {
      const id = c.req.valid('param').id;
      const cv = await talentsService.readTalentCv(c.var.db, c.var.storage, c.var.companyId, id);
      c.header('Content-Type', cv.type);
      c.header('Content-Disposition', `attachment; filename="cv-talent-${id}.${cv.extension}"`);
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('Cache-Control', 'private, no-store');
      return c.body(cv.bytes as Uint8Array<ArrayBuffer>, 200);
    },
  )
  .delete(
    '/:id/cv',
    routeDoc({
      tag: apiTags.talents,
      summary: 'Remove the stored CV of one of the caller’s talents',
      description: '404 for another company’s talent, or when it has no CV.',
      responses: { 204: { description: 'Removed' } },
      errors: [404],
    }),
    requireCompany,
    validate('param', talentIdParamSchema),
    async (c) => {
      await talentsService.deleteTalentCv(c.var.db, c.var.storage, c.var.companyId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

/** /api/talents/availability-confirmations: the one-click links of the weekly reminder, used without signing in. */
export const availabilityConfirmationRoutes = new Hono<AppEnv>().post(
  '/',
  routeDoc({
    tag: apiTags.talents,
    summary: 'Confirm a talent’s availability with the token of a reminder link',
    description:
      'No session needed: the token is the proof. A link works for 14 days, also more than once; an unknown or ' +
      `expired token is a 400 ("${'This link is invalid or has expired'}").`,
    responses: { 200: jsonResponse('What was confirmed', availabilityConfirmationSchema) },
    errors: [400],
  }),
  rateLimit('availabilityLink'),
  validate('json', availabilityTokenInputSchema),
  async (c) => c.json(await availabilityService.confirmByToken(c.var.db, c.req.valid('json').token), 200),
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
      description:
        'Every talent of the caller’s bench, active or not: its reference, role and seniority, and whether it has a ' +
        'stored CV; newest first. With `positionId` (a position the caller may apply to or its own; else 404), best ' +
        'fit first, each with its `match`.',
      responses: { 200: jsonResponse('The talents', z.array(partialTalentSchema)) },
      errors: [404],
    }),
    requireCompany,
    validate('query', partialTalentsQuerySchema),
    async (c) => {
      const { positionId } = c.req.valid('query');
      return c.json(
        positionId === undefined
          ? await talentsService.listPartialTalents(c.var.db, c.var.companyId)
          : await matchService.rankOwnTalentsFor(c.var.db, c.var.companyId, positionId),
        200,
      );
    },
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
        'group or another company’s). Talents that applied to a company’s positions stay readable by it either way.',
      responses: { 200: jsonResponse('The bench’s new sharing', talentPublicitySchema) },
      errors: [404],
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
