import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { actorOf } from '../../lib/audit';
import { pagedSchema } from '@benchlink/contracts/common';
import { companyIdParamSchema } from '@benchlink/contracts/companies';
import { positionSchema } from '@benchlink/contracts/positions';
import {
  projectIdParamSchema,
  projectInputSchema,
  projectListQuerySchema,
  projectSchema,
  PROJECT_CROSS_SITE_MESSAGE,
} from '@benchlink/contracts/projects';
import { apiTags, jsonResponse, routeDoc } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { sameOriginOnly } from '../../middleware/csrf';
import { requireCompany, requireSession } from '../../middleware/session';
import { deleteCvFiles } from '../applications/applications.service';
import * as positionsService from '../positions/positions.service';
import * as projectsService from './projects.service';

/**
 * Reactivation is a GET in docs/product.md, so the CSRF check (writes only) does not cover it: a link or image on another
 * site must not be able to reactivate a project with the owner's cookie.
 */
const refuseCrossSite = sameOriginOnly(PROJECT_CROSS_SITE_MESSAGE);

/** Who may read a project (lib/project-access.ts), as the documentation tells it. */
const READERS =
  'Its own company and the admin read it whatever its status; other companies while its company is approved and it is ' +
  'public or shared with them through one of its partner groups, inactive too (an applicant must still find it). ' +
  'Anyone else gets 404.';
const OWNED_ERRORS = '404 when the project is missing or another company’s (one answer: no existence oracle).';
const GROUP_ERRORS = 'Its partner groups must be the caller’s own: 404 for an unknown group or another company’s.';

const reactivateDoc = (summary: string, form: string) =>
  routeDoc({
    tag: apiTags.projects,
    summary,
    description:
      `${form} Grants another 3 weeks to a project that is inactive only because it expired; 400 (field \`projectStatus\`) ` +
      `when it has not expired, has no open position, or is partner-only without groups. ${OWNED_ERRORS} ` +
      'Also 403 when the browser marks the request cross-site (`Sec-Fetch-Site`).',
    responses: { 200: jsonResponse('The reactivated project', projectSchema) },
    errors: [400, 403, 404],
  });

/** /api/projects */
export const projectRoutes = new Hono<AppEnv>()
  .post(
    '/',
    routeDoc({
      tag: apiTags.projects,
      summary: 'Post a project of the caller’s company',
      description:
        `A partner-only project is shared with the listed partner groups; a public one keeps none. ${GROUP_ERRORS} ` +
        'It starts without positions (so inactive) and expires 3 weeks from now unless activity pushes the date. ' +
        '`referral` states referral terms: a whole percentage (1–50) or a fixed amount in euros (1–100,000); null or ' +
        'absent for none.',
      responses: { 201: jsonResponse('The new project, with its partner groups', projectSchema) },
      errors: [404],
    }),
    requireCompany,
    validate('json', projectInputSchema),
    async (c) => {
      const project = await projectsService.createProject(
        c.var.db,
        { companyId: c.var.companyId, isAdmin: c.var.user.isAdmin },
        c.req.valid('json'),
        actorOf(c),
      );
      return c.json(project, 201);
    },
  )
  .get(
    '/:id',
    routeDoc({
      tag: apiTags.projects,
      summary: 'One project',
      description: `${READERS} \`partnerGroups\` is shown to its own company and the admin only.`,
      responses: { 200: jsonResponse('The project, with its derived status', projectSchema) },
      errors: [404],
    }),
    requireSession,
    validate('param', projectIdParamSchema),
    async (c) => c.json(await projectsService.getProject(c.var.db, c.var.user, c.req.valid('param').id), 200),
  )
  .put(
    '/:id',
    routeDoc({
      tag: apiTags.projects,
      summary: 'Replace one of the caller’s projects',
      description: `The body is the full new state, partner groups and referral terms included (a body without \`referral\` removes them); saving pushes the expiry to 3 weeks from now. ${GROUP_ERRORS} ${OWNED_ERRORS}`,
      responses: { 200: jsonResponse('The updated project', projectSchema) },
      errors: [404],
    }),
    requireCompany,
    validate('param', projectIdParamSchema),
    validate('json', projectInputSchema),
    async (c) => {
      const project = await projectsService.updateProject(
        c.var.db,
        c.var.user,
        c.req.valid('param').id,
        c.req.valid('json'),
        actorOf(c),
      );
      return c.json(project, 200);
    },
  )
  .delete(
    '/:id',
    routeDoc({
      tag: apiTags.projects,
      summary: 'Delete one of the caller’s projects',
      description: `With its positions, their applications and the applications’ CV files. ${OWNED_ERRORS}`,
      responses: { 204: { description: 'Deleted' } },
      errors: [404],
    }),
    requireCompany,
    validate('param', projectIdParamSchema),
    async (c) => {
      const cvKeys = await projectsService.deleteProject(c.var.db, c.var.user, c.req.valid('param').id);
      await deleteCvFiles(c.var.storage, cvKeys);
      return c.body(null, 204);
    },
  )
  .get(
    '/:id/positions',
    routeDoc({
      tag: apiTags.projects,
      summary: 'The positions of a project',
      description: `Every position of the project, whatever its status, newest first. ${READERS}`,
      responses: { 200: jsonResponse('The positions', z.array(positionSchema)) },
      errors: [404],
    }),
    requireSession,
    validate('param', projectIdParamSchema),
    async (c) =>
      c.json(await positionsService.listProjectPositions(c.var.db, c.var.user, c.req.valid('param').id), 200),
  )
  .get(
    '/:id/reactivate',
    reactivateDoc(
      'Reactivate one of the caller’s expired projects (the product’s GET form)',
      'Does what `POST /api/projects/{id}/reactivate` does. The CSRF check covers writes only, so this form refuses cross-site requests itself.',
    ),
    requireCompany,
    refuseCrossSite,
    validate('param', projectIdParamSchema),
    async (c) => {
      return c.json(await projectsService.reactivateProject(c.var.db, c.var.user, c.req.valid('param').id), 200);
    },
  )
  .post(
    '/:id/reactivate',
    reactivateDoc('Reactivate one of the caller’s expired projects', 'Pushes the expiry to 3 weeks from now.'),
    requireCompany,
    refuseCrossSite,
    validate('param', projectIdParamSchema),
    async (c) => {
      return c.json(await projectsService.reactivateProject(c.var.db, c.var.user, c.req.valid('param').id), 200);
    },
  );

/** /api/companies/{id}/projects: a company's projects as the caller may see them. */
export const companyProjectRoutes = new Hono<AppEnv>().get(
  '/:id/projects',
  routeDoc({
    tag: apiTags.projects,
    summary: 'A company’s projects, a page at a time',
    description:
      'Its own company and the admin see every project, with its partner groups; other companies only the ACTIVE projects ' +
      'they may read (of an approved company, public or shared with them). An unknown company answers an empty page.',
    responses: { 200: jsonResponse('A page of projects', pagedSchema(projectSchema)) },
  }),
  requireSession,
  validate('param', companyIdParamSchema),
  validate('query', projectListQuerySchema),
  async (c) =>
    c.json(
      await projectsService.listCompanyProjects(c.var.db, c.var.user, c.req.valid('param').id, c.req.valid('query')),
      200,
    ),
);
