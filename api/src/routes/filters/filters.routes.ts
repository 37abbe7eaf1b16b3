import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { filterIdParamSchema, filterInputSchema, filterSchema, filterUpdateSchema } from '@benchlink/contracts/filters';
import { apiTags, jsonResponse, routeDoc } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { requireCompany } from '../../middleware/session';
import * as filtersService from './filters.service';

const NOT_FOUND = 'Another company’s filter is as good as missing (404).';
const SKILL_RULES = 'Skills must exist (404) and be assignable (400).';

/** /api/companies/filters: the caller's saved filters. */
export const filterRoutes = new Hono<AppEnv>()
  .get(
    '/',
    routeDoc({
      tag: apiTags.filters,
      summary: 'The caller’s saved filters',
      description:
        'The Default filter (which stands for the company’s own skills) first, then the others in the order they were saved.',
      responses: { 200: jsonResponse('The filters', z.array(filterSchema)) },
    }),
    requireCompany,
    async (c) => c.json(await filtersService.listFilters(c.var.db, c.var.companyId), 200),
  )
  .post(
    '/',
    routeDoc({
      tag: apiTags.filters,
      summary: 'Save a filter',
      description: `${SKILL_RULES} A filter with skills takes over from the Default one: the Default filter’s alerts are switched off.`,
      responses: { 201: jsonResponse('The new filter', filterSchema) },
      errors: [400, 404],
    }),
    requireCompany,
    validate('json', filterInputSchema),
    async (c) => c.json(await filtersService.createFilter(c.var.db, c.var.companyId, c.req.valid('json')), 201),
  )
  .put(
    '/:id',
    routeDoc({
      tag: apiTags.filters,
      summary: 'Change one of the caller’s filters',
      description:
        'A partial update: what is left out keeps its value, so `{ "isEnabled": … }` alone toggles its alerts. The Default ' +
        'filter can only be enabled or disabled (400 for a name or skills); a new name or skills for another filter switch ' +
        `the Default one’s alerts off. ${SKILL_RULES} ${NOT_FOUND}`,
      responses: { 200: jsonResponse('The updated filter', filterSchema) },
      errors: [400, 404],
    }),
    requireCompany,
    validate('param', filterIdParamSchema),
    validate('json', filterUpdateSchema),
    async (c) =>
      c.json(
        await filtersService.updateFilter(c.var.db, c.var.companyId, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
  )
  .delete(
    '/:id',
    routeDoc({
      tag: apiTags.filters,
      summary: 'Delete one of the caller’s filters',
      description: `The Default filter cannot be deleted (400). ${NOT_FOUND}`,
      responses: { 204: { description: 'Deleted' } },
      errors: [400, 404],
    }),
    requireCompany,
    validate('param', filterIdParamSchema),
    async (c) => {
      await filtersService.deleteFilter(c.var.db, c.var.companyId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
