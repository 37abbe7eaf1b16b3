import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { filterIdParamSchema, filterInputSchema, filterUpdateSchema } from '../../contracts';
import { validate } from '../../lib/validate';
import { requireCompany } from '../../middleware/session';
import * as filtersService from './filters.service';

/** /api/companies/filters: the caller's saved filters. */
export const filterRoutes = new Hono<AppEnv>()
  .get('/', requireCompany, (c) => c.json(filtersService.listFilters(c.var.db, c.var.companyId), 200))
  .post('/', requireCompany, validate('json', filterInputSchema), (c) =>
    c.json(filtersService.createFilter(c.var.db, c.var.companyId, c.req.valid('json')), 201),
  )
  .put('/:id', requireCompany, validate('param', filterIdParamSchema), validate('json', filterUpdateSchema), (c) =>
    c.json(filtersService.updateFilter(c.var.db, c.var.companyId, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .delete('/:id', requireCompany, validate('param', filterIdParamSchema), (c) => {
    filtersService.deleteFilter(c.var.db, c.var.companyId, c.req.valid('param').id);
    return c.body(null, 204);
  });
