import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { companyIdParamSchema, projectIdParamSchema, projectInputSchema, projectListQuerySchema, PROJECT_CROSS_SITE_MESSAGE } from '../../contracts';
import { forbidden } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { requireCompany, requireSession } from '../../middleware/session';
import { eq } from 'drizzle-orm';
import { positions } from '../../db/schema';
import { cvKeysWhere, deleteCvFiles } from '../applications/applications.service';
import * as positionsService from '../positions/positions.service';
import * as projectsService from './projects.service';

/**
 * Reactivation is a GET in the spec, so the CSRF check (writes only) does not cover it: a link or image on another
 * site must not be able to reactivate a project with the owner's cookie.
 */
const refuseCrossSite = (secFetchSite: string | undefined) => {
  if (secFetchSite === 'cross-site') throw forbidden(PROJECT_CROSS_SITE_MESSAGE);
};

/** /api/projects */
export const projectRoutes = new Hono<AppEnv>()
  .post('/', requireCompany, validate('json', projectInputSchema), (c) =>
    c.json(projectsService.createProject(c.var.db, { companyId: c.var.companyId, isAdmin: c.var.user.isAdmin }, c.req.valid('json')), 201),
  )
  .get('/:id', requireSession, validate('param', projectIdParamSchema), (c) =>
    c.json(projectsService.getProject(c.var.db, c.var.user, c.req.valid('param').id), 200),
  )
  .put('/:id', requireCompany, validate('param', projectIdParamSchema), validate('json', projectInputSchema), (c) =>
    c.json(projectsService.updateProject(c.var.db, c.var.user, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .delete('/:id', requireCompany, validate('param', projectIdParamSchema), async (c) => {
    const id = c.req.valid('param').id;
    const cvKeys = cvKeysWhere(c.var.db, eq(positions.projectId, id));
    projectsService.deleteProject(c.var.db, c.var.user, id);
    await deleteCvFiles(c.var.storage, cvKeys);
    return c.body(null, 204);
  })
  .get('/:id/positions', requireSession, validate('param', projectIdParamSchema), (c) =>
    c.json(positionsService.listProjectPositions(c.var.db, c.var.user, c.req.valid('param').id), 200),
  )
  .get('/:id/reactivate', requireCompany, validate('param', projectIdParamSchema), (c) => {
    refuseCrossSite(c.req.header('sec-fetch-site'));
    return c.json(projectsService.reactivateProject(c.var.db, c.var.user, c.req.valid('param').id), 200);
  })
  .post('/:id/reactivate', requireCompany, validate('param', projectIdParamSchema), (c) => {
    refuseCrossSite(c.req.header('sec-fetch-site'));
    return c.json(projectsService.reactivateProject(c.var.db, c.var.user, c.req.valid('param').id), 200);
  });

/** /api/companies/{id}/projects: a company's projects as the caller may see them. */
export const companyProjectRoutes = new Hono<AppEnv>().get(
  '/:id/projects',
  requireSession,
  validate('param', companyIdParamSchema),
  validate('query', projectListQuerySchema),
  async (c) =>
    c.json(
      await projectsService.listCompanyProjects(c.var.db, c.var.user, c.req.valid('param').id, c.req.valid('query')),
      200,
    ),
);
