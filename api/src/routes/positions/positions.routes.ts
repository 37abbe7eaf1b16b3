import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { browsedPositionSchema, browsePositionsQuerySchema } from '@benchlink/contracts/applications';
import { pagedSchema } from '@benchlink/contracts/common';
import {
  partialPositionSchema,
  positionIdParamSchema,
  positionInputSchema,
  positionSchema,
  positionStatusQuerySchema,
  positionUpdateSchema,
} from '@benchlink/contracts/positions';
import { jsonAnswer } from '../../lib/json-text';
import { apiTags, jsonResponse, routeDoc } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { requireCompany, requireSession } from '../../middleware/session';
import { deleteCvFiles } from '../applications/applications.service';
import * as browseService from '../marketplace/browse.service';
import * as positionsService from './positions.service';

const OWNED_ERRORS = '404 when the position is missing or another company’s (one answer: no existence oracle).';
const REFERENCE_ERRORS =
  'Role, seniority, work mode, location and skill ids must exist (404); skills must be assignable (400) and ' +
  'responsibilities come from `GET /api/responsibilities` (400).';

/** /api/positions */
export const positionRoutes = new Hono<AppEnv>()
  .get(
    '/',
    routeDoc({
      tag: apiTags.browse,
      summary: 'Other companies’ open positions, a page at a time',
      description:
        'The positions the caller may apply to: Opened, in an unexpired project of another, approved company, public or ' +
        'shared with the caller through a partner group (`isPartnerOnly=true`: shared ones only). `skills` and ' +
        '`workModes` (repeated or comma-separated ids) match any of their ids; `rate` must lie within the position’s range, ' +
        'so positions without a rate are left out; `withReferral=true` keeps those whose project states referral terms. ' +
        'Each comes with its company and the number of applications the caller ' +
        'has sent to it (withdrawn ones not counted).',
      responses: { 200: jsonResponse('A page of positions', pagedSchema(browsedPositionSchema)) },
    }),
    requireCompany,
    validate('query', browsePositionsQuerySchema),
    async (c) =>
      jsonAnswer(c, await browseService.browsePositions(c.var.db, c.var.companyId, c.req.valid('query')), 200),
  )
  .post(
    '/',
    routeDoc({
      tag: apiTags.positions,
      summary: 'Post a position in one of the caller’s projects',
      description:
        'It starts Opened and pushes the project’s expiry to 3 weeks from now. 404 when the project is missing or ' +
        `another company’s (one answer). ${REFERENCE_ERRORS}`,
      responses: { 201: jsonResponse('The new position', positionSchema) },
      errors: [400, 404],
    }),
    requireCompany,
    validate('json', positionInputSchema),
    async (c) => c.json(await positionsService.createPosition(c.var.db, c.var.user, c.req.valid('json')), 201),
  )
  .get(
    '/:id',
    routeDoc({
      tag: apiTags.positions,
      summary: 'One position',
      description:
        'Readable by whoever may read its project (see `GET /api/projects/{id}`), whatever its status; anyone else gets 404. ' +
        'A read by anyone but its own company and the admin counts as a view (`views`).',
      responses: { 200: jsonResponse('The position', positionSchema) },
      errors: [404],
    }),
    requireSession,
    validate('param', positionIdParamSchema),
    async (c) =>
      jsonAnswer(
        c,
        await positionsService.getPosition(c.var.db, c.var.user, c.req.valid('param').id, c.var.viewCounts),
        200,
      ),
  )
  .put(
    '/:id',
    routeDoc({
      tag: apiTags.positions,
      summary: 'Replace one of the caller’s positions',
      description:
        'The body is the full new state, status included (an unknown status is 404). Saved Opened, it pushes its project’s ' +
        'expiry to 3 weeks from now and drops any close reason; saved in another status, it keeps the close reason it had. ' +
        '`projectId` may name another of the caller’s ' +
        `projects (404 as for posting), which moves the position there. ${REFERENCE_ERRORS} ${OWNED_ERRORS}`,
      responses: { 200: jsonResponse('The updated position', positionSchema) },
      errors: [400, 404],
    }),
    requireCompany,
    validate('param', positionIdParamSchema),
    validate('json', positionUpdateSchema),
    async (c) =>
      c.json(
        await positionsService.updatePosition(c.var.db, c.var.user, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
  )
  .put(
    '/:id/status',
    routeDoc({
      tag: apiTags.positions,
      summary: 'Change the status of one of the caller’s positions',
      description:
        'The new `statusId` (404 when unknown) and `customCloseReason` come in the query. Only the status Other keeps a close ' +
        'reason, and needs one; Opened pushes the project’s expiry to 3 weeks from now. ' +
        OWNED_ERRORS,
      responses: { 200: jsonResponse('The position with its new status', positionSchema) },
      errors: [404],
    }),
    requireCompany,
    validate('param', positionIdParamSchema),
    validate('query', positionStatusQuerySchema),
    async (c) =>
      c.json(
        await positionsService.changePositionStatus(
          c.var.db,
          c.var.user,
          c.req.valid('param').id,
          c.req.valid('query'),
        ),
        200,
      ),
  )
  .delete(
    '/:id',
    routeDoc({
      tag: apiTags.positions,
      summary: 'Delete one of the caller’s positions',
      description: `With its applications and their CV files; the project’s expiry is not pushed. ${OWNED_ERRORS}`,
      responses: { 204: { description: 'Deleted' } },
      errors: [404],
    }),
    requireCompany,
    validate('param', positionIdParamSchema),
    async (c) => {
      const cvKeys = await positionsService.deletePosition(c.var.db, c.var.user, c.req.valid('param').id);
      await deleteCvFiles(c.var.storage, cvKeys);
      return c.body(null, 204);
    },
  );

/** /api/companies/positions/partial: the caller's positions, for pickers. */
export const companyPositionRoutes = new Hono<AppEnv>().get(
  '/positions/partial',
  routeDoc({
    tag: apiTags.positions,
    summary: 'The caller’s positions, for pickers',
    description:
      'Every position of the caller’s projects, whatever its status: its role, seniority and project; newest project first.',
    responses: { 200: jsonResponse('The positions', z.array(partialPositionSchema)) },
  }),
  requireCompany,
  async (c) => c.json(await positionsService.listPartialPositions(c.var.db, c.var.companyId), 200),
);

/** /api/responsibilities: the fixed list a position's responsibilities come from (public reference data). */
export const responsibilityRoutes = new Hono<AppEnv>().get(
  '/',
  routeDoc({
    tag: apiTags.reference,
    summary: 'Every responsibility a position may name',
    responses: { 200: jsonResponse('The responsibilities, as text', z.array(z.string())) },
  }),
  (c) => c.json([...positionsService.responsibilities], 200),
);
