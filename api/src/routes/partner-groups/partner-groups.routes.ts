import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { actorOf } from '../../lib/audit';
import { idSchema } from '@benchlink/contracts/common';
import {
  partnerGroupDeleteQuerySchema,
  partnerGroupInputSchema,
  partnerGroupSchema,
} from '@benchlink/contracts/partner-groups';
import { apiTags, jsonResponse, routeDoc } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { rateLimit } from '../../middleware/rate-limit';
import { requireCompany } from '../../middleware/session';
import * as partnerGroupsService from './partner-groups.service';
import { z } from 'zod';

const groupIdParam = validate('param', z.object({ id: idSchema }));

const OWN_GROUP_ERRORS = '404 when the group is missing or another company’s (one answer: no existence oracle).';
const MEMBER_RULES =
  'The name is unique among the caller’s groups regardless of case (409); every member company must exist (404) and ' +
  'the caller’s own company cannot be one (400). A company not approved yet cannot add members (400). A member ' +
  'company is notified at most once a day by the same owner.';

/** /api/companies/partners: the caller's partner groups. Each change goes to the audit trail with it. */
export const partnerGroupRoutes = new Hono<AppEnv>()
  .get(
    '/',
    routeDoc({
      tag: apiTags.partnerGroups,
      summary: 'The caller’s partner groups',
      description: 'With their member companies; by name, regardless of case.',
      responses: { 200: jsonResponse('The groups', z.array(partnerGroupSchema)) },
    }),
    requireCompany,
    async (c) => c.json(await partnerGroupsService.listPartnerGroups(c.var.db, c.var.companyId), 200),
  )
  .post(
    '/',
    routeDoc({
      tag: apiTags.partnerGroups,
      summary: 'Create a partner group',
      description: `Sharing is one-way: the members see what the caller shares with the group, not the other way round. ${MEMBER_RULES}`,
      responses: { 201: jsonResponse('The new group', partnerGroupSchema) },
      errors: [400, 404, 409],
    }),
    requireCompany,
    rateLimit('partnerGroup'),
    validate('json', partnerGroupInputSchema),
    async (c) => {
      const group = await partnerGroupsService.createPartnerGroup(
        c.var.db,
        c.var.companyId,
        c.req.valid('json'),
        actorOf(c),
      );
      return c.json(group, 201);
    },
  )
  .delete(
    '/',
    routeDoc({
      tag: apiTags.partnerGroups,
      summary: 'Delete one of the caller’s partner groups',
      description:
        'The group is named in the query (`partnerGroupId`), as docs/product.md has it. It leaves every project and bench it was ' +
        `shared with; a partner-only project left without groups becomes inactive. ${OWN_GROUP_ERRORS}`,
      responses: { 204: { description: 'Deleted' } },
      errors: [404],
    }),
    requireCompany,
    rateLimit('partnerGroup'),
    validate('query', partnerGroupDeleteQuerySchema),
    async (c) => {
      const id = c.req.valid('query').partnerGroupId;
      await partnerGroupsService.deletePartnerGroup(c.var.db, c.var.companyId, id, actorOf(c));
      return c.body(null, 204);
    },
  )
  .get(
    '/:id',
    routeDoc({
      tag: apiTags.partnerGroups,
      summary: 'One of the caller’s partner groups',
      description: OWN_GROUP_ERRORS,
      responses: { 200: jsonResponse('The group', partnerGroupSchema) },
      errors: [404],
    }),
    requireCompany,
    groupIdParam,
    async (c) =>
      c.json(await partnerGroupsService.getPartnerGroup(c.var.db, c.var.companyId, c.req.valid('param').id), 200),
  )
  .put(
    '/:id',
    routeDoc({
      tag: apiTags.partnerGroups,
      summary: 'Replace one of the caller’s partner groups',
      description: `The body is the full new state: name and members. ${MEMBER_RULES} ${OWN_GROUP_ERRORS}`,
      responses: { 200: jsonResponse('The updated group', partnerGroupSchema) },
      errors: [400, 404, 409],
    }),
    requireCompany,
    rateLimit('partnerGroup'),
    groupIdParam,
    validate('json', partnerGroupInputSchema),
    async (c) => {
      const group = await partnerGroupsService.updatePartnerGroup(
        c.var.db,
        c.var.companyId,
        c.req.valid('param').id,
        c.req.valid('json'),
        actorOf(c),
      );
      return c.json(group, 200);
    },
  );
