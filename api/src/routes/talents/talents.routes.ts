import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { browseTalentsQuerySchema, myTalentsQuerySchema, talentIdParamSchema, talentInputSchema, talentPublicityInputSchema } from '../../contracts';
import { validate } from '../../lib/validate';
import { requireCompany, requireSession } from '../../middleware/session';
import { eq } from 'drizzle-orm';
import { applications } from '../../db/schema';
import { cvKeysWhere, deleteCvFiles } from '../applications/applications.service';
import * as browseService from '../marketplace/browse.service';
import * as talentsService from './talents.service';

/** /api/companies/talents: one talent, read by whoever it is shared with, changed by its company. */
export const talentRoutes = new Hono<AppEnv>()
  .get('/', requireCompany, validate('query', browseTalentsQuerySchema), async (c) =>
    c.json(await browseService.browseTalents(c.var.db, c.var.companyId, c.req.valid('query')), 200),
  )
  .post('/', requireCompany, validate('json', talentInputSchema), (c) =>
    c.json(talentsService.createTalent(c.var.db, { companyId: c.var.companyId, isAdmin: c.var.user.isAdmin }, c.req.valid('json')), 201),
  )
  .get('/:id', requireSession, validate('param', talentIdParamSchema), (c) =>
    c.json(talentsService.getTalent(c.var.db, c.var.user, c.req.valid('param').id), 200),
  )
  .put('/:id', requireCompany, validate('param', talentIdParamSchema), validate('json', talentInputSchema), (c) =>
    c.json(talentsService.updateTalent(c.var.db, c.var.user, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .delete('/:id', requireCompany, validate('param', talentIdParamSchema), async (c) => {
    const id = c.req.valid('param').id;
    const cvKeys = cvKeysWhere(c.var.db, eq(applications.talentId, id));
    talentsService.deleteTalent(c.var.db, c.var.user, id);
    await deleteCvFiles(c.var.storage, cvKeys);
    return c.body(null, 204);
  });

/** /api/companies/my-talents: the caller's own bench and how it is shared. */
export const myTalentRoutes = new Hono<AppEnv>()
  .get('/', requireCompany, validate('query', myTalentsQuerySchema), async (c) =>
    c.json(await talentsService.listMyTalents(c.var.db, { companyId: c.var.companyId, isAdmin: c.var.user.isAdmin }, c.req.valid('query')), 200),
  )
  .get('/partial', requireCompany, (c) => c.json(talentsService.listPartialTalents(c.var.db, c.var.companyId), 200))
  .get('/publicity', requireCompany, (c) => c.json(talentsService.getPublicity(c.var.db, c.var.companyId), 200))
  .put('/publicity', requireCompany, validate('json', talentPublicityInputSchema), (c) =>
    c.json(talentsService.setPublicity(c.var.db, c.var.companyId, c.req.valid('json')), 200),
  );
