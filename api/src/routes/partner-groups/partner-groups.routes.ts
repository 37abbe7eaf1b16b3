import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { idSchema, partnerGroupDeleteQuerySchema, partnerGroupInputSchema } from '../../contracts';
import { validate } from '../../lib/validate';
import { requireCompany } from '../../middleware/session';
import * as partnerGroupsService from './partner-groups.service';
import { z } from 'zod';

const groupIdParam = validate('param', z.object({ id: idSchema }));

/** /api/companies/partners: the caller's partner groups. */
export const partnerGroupRoutes = new Hono<AppEnv>()
  .get('/', requireCompany, (c) => c.json(partnerGroupsService.listPartnerGroups(c.var.db, c.var.companyId), 200))
  .post('/', requireCompany, validate('json', partnerGroupInputSchema), (c) =>
    c.json(partnerGroupsService.createPartnerGroup(c.var.db, c.var.companyId, c.req.valid('json')), 201),
  )
  .delete('/', requireCompany, validate('query', partnerGroupDeleteQuerySchema), (c) => {
    partnerGroupsService.deletePartnerGroup(c.var.db, c.var.companyId, c.req.valid('query').partnerGroupId);
    return c.body(null, 204);
  })
  .get('/:id', requireCompany, groupIdParam, (c) =>
    c.json(partnerGroupsService.getPartnerGroup(c.var.db, c.var.companyId, c.req.valid('param').id), 200),
  )
  .put('/:id', requireCompany, groupIdParam, validate('json', partnerGroupInputSchema), (c) =>
    c.json(partnerGroupsService.updatePartnerGroup(c.var.db, c.var.companyId, c.req.valid('param').id, c.req.valid('json')), 200),
  );
