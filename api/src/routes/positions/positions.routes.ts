import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { browsePositionsQuerySchema, positionIdParamSchema, positionInputSchema, positionStatusQuerySchema, positionUpdateSchema } from '../../contracts';
import { validate } from '../../lib/validate';
import { requireCompany, requireSession } from '../../middleware/session';
import { eq } from 'drizzle-orm';
import { positions } from '../../db/schema';
import { cvKeysWhere, deleteCvFiles } from '../applications/applications.service';
import * as browseService from '../marketplace/browse.service';
import * as positionsService from './positions.service';

/** /api/positions */
export const positionRoutes = new Hono<AppEnv>()
  .get('/', requireCompany, validate('query', browsePositionsQuerySchema), async (c) =>
    c.json(await browseService.browsePositions(c.var.db, c.var.companyId, c.req.valid('query')), 200),
  )
  .post('/', requireCompany, validate('json', positionInputSchema), (c) =>
    c.json(positionsService.createPosition(c.var.db, c.var.user, c.req.valid('json')), 201),
  )
  .get('/:id', requireSession, validate('param', positionIdParamSchema), (c) =>
    c.json(positionsService.getPosition(c.var.db, c.var.user, c.req.valid('param').id), 200),
  )
  .put('/:id', requireCompany, validate('param', positionIdParamSchema), validate('json', positionUpdateSchema), (c) =>
    c.json(positionsService.updatePosition(c.var.db, c.var.user, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .put('/:id/status', requireCompany, validate('param', positionIdParamSchema), validate('query', positionStatusQuerySchema), (c) =>
    c.json(positionsService.changePositionStatus(c.var.db, c.var.user, c.req.valid('param').id, c.req.valid('query')), 200),
  )
  .delete('/:id', requireCompany, validate('param', positionIdParamSchema), async (c) => {
    const id = c.req.valid('param').id;
    const cvKeys = cvKeysWhere(c.var.db, eq(positions.id, id));
    positionsService.deletePosition(c.var.db, c.var.user, id);
    await deleteCvFiles(c.var.storage, cvKeys);
    return c.body(null, 204);
  });

/** /api/companies/positions/partial: the caller's positions, for pickers. */
export const companyPositionRoutes = new Hono<AppEnv>().get('/positions/partial', requireCompany, (c) =>
  c.json(positionsService.listPartialPositions(c.var.db, c.var.companyId), 200),
);

/** /api/responsibilities: the fixed list a position's responsibilities come from (public reference data). */
export const responsibilityRoutes = new Hono<AppEnv>().get('/', (c) => c.json([...positionsService.responsibilities], 200));
