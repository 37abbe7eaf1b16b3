import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { applicationIdParamSchema, applyInputSchema, cvUploadQuerySchema, receivedApplicationsQuerySchema, REQUIRED_MESSAGE } from '../../contracts';
import { badRequest } from '../../lib/errors';
import { parseInput, validate } from '../../lib/validate';
import { requireCompany } from '../../middleware/session';
import * as applicationsService from './applications.service';
import { checkCv } from './cv-check';

/** The `file` of a multipart body, checked as a CV; undefined when none was sent. */
async function cvFrom(value: unknown) {
  if (value === undefined || value === '') return undefined;
  if (!(value instanceof Blob)) throw badRequest('must be a file', 'file');
  return checkCv(new Uint8Array(await value.arrayBuffer()));
}

/** The apply body: JSON, or multipart/form-data with the same fields and an optional CV as `file`. */
async function readApplication(request: Context['req']) {
  const type = request.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const { file, ...fields } = await request.parseBody();
    return { data: parseInput(applyInputSchema, fields), cv: await cvFrom(file) };
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw badRequest('The request body must be JSON or a multipart form.');
  }
  return { data: parseInput(applyInputSchema, body), cv: undefined };
}

/** Mounted at /api/companies: applying, and both sides of an application. */
export const applicationRoutes = new Hono<AppEnv>()
  .post('/apply', requireCompany, async (c) => {
    const { data, cv } = await readApplication(c.req);
    return c.json(await applicationsService.apply(c.var.db, c.var.storage, { companyId: c.var.companyId }, data, cv), 201);
  })
  .post('/upload-cv', requireCompany, validate('query', cvUploadQuerySchema), async (c) => {
    const body = await c.req.parseBody();
    const cv = await cvFrom(body.file);
    if (!cv) throw badRequest(REQUIRED_MESSAGE, 'file');
    const id = c.req.valid('query').application_id;
    return c.json(await applicationsService.uploadCv(c.var.db, c.var.storage, { companyId: c.var.companyId }, id, cv), 201);
  })
  .get('/my-applications/overall', requireCompany, (c) =>
    c.json(applicationsService.listSentOverview(c.var.db, { companyId: c.var.companyId }), 200),
  )
  .get('/my-applications', requireCompany, (c) => c.json(applicationsService.listSent(c.var.db, { companyId: c.var.companyId }), 200))
  .get('/applications', requireCompany, validate('query', receivedApplicationsQuerySchema), (c) =>
    c.json(applicationsService.listReceived(c.var.db, { companyId: c.var.companyId }, c.req.valid('query').positionId), 200),
  )
  .put('/applications/accept/:id', requireCompany, validate('param', applicationIdParamSchema), (c) => {
    const application = applicationsService.decide(c.var.db, c.var.config, { companyId: c.var.companyId }, c.req.valid('param').id, 'ACCEPTED');
    c.var.mailer.kick();
    return c.json(application, 200);
  })
  .put('/applications/reject/:id', requireCompany, validate('param', applicationIdParamSchema), (c) =>
    c.json(applicationsService.decide(c.var.db, c.var.config, { companyId: c.var.companyId }, c.req.valid('param').id, 'DENIED'), 200),
  )
  .put('/applications/cancel/:id', requireCompany, validate('param', applicationIdParamSchema), (c) =>
    c.json(applicationsService.cancel(c.var.db, { companyId: c.var.companyId }, c.req.valid('param').id), 200),
  )
  .get('/applications/:id', requireCompany, validate('param', applicationIdParamSchema), (c) =>
    c.json(applicationsService.getApplication(c.var.db, { companyId: c.var.companyId }, c.req.valid('param').id), 200),
  )
  .get('/applications/:id/cv', requireCompany, validate('param', applicationIdParamSchema), async (c) => {
    const cv = await applicationsService.readCv(c.var.db, c.var.storage, { companyId: c.var.companyId }, c.req.valid('param').id);
    c.header('Content-Type', cv.type);
    c.header('Content-Disposition', `attachment; filename="${cv.fileName}"`);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'private, no-store');
    return c.body(cv.bytes as Uint8Array<ArrayBuffer>, 200);
  });
