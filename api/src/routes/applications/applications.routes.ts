import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import {
  applicationIdParamSchema,
  applicationListItemSchema,
  applicationOverviewSchema,
  applicationSchema,
  applyInputSchema,
  CV_TYPES,
  denyInputSchema,
  cvUploadQuerySchema,
  receivedApplicationsQuerySchema,
  receivedOverviewSchema,
} from '@benchlink/contracts/applications';
import { REQUIRED_MESSAGE } from '@benchlink/contracts/messages';
import { applicationTalentSchema } from '@benchlink/contracts/talents';
import { actorOf } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart';
import {
  apiTags,
  attachmentResponse,
  fileUpload,
  jsonOrMultipartBody,
  jsonResponse,
  routeDoc,
} from '../../lib/openapi';
import { parseInput, validate } from '../../lib/validate';
import { rateLimit } from '../../middleware/rate-limit';
import { requireCompany } from '../../middleware/session';
import * as applicationsService from './applications.service';
import type { Party } from './applications.service';
import { cvFrom } from './cv-check';

/** The apply body: JSON, or multipart/form-data with the same fields and an optional CV as `file`. */
async function readApplication(request: Context['req']) {
  const type = request.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const { file, ...fields } = await readMultipart(request);
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

const CV_RULES =
  'A CV must be a PDF or Word document (.pdf, .doc, .docx), recognised by its content (415), of at most 10 MB (413), ' +
  'without active content: Word macros, PDF JavaScript or launch actions (415).';
const PARTIES =
  'Only the applying company and the company that posted the position are parties: to anyone else the application is ' +
  'missing (404, one answer: no existence oracle).';
const decisionRules = (what: string) =>
  `Only the company that posted the position may decide (403 for the applicant; 404 when missing or for anyone else). ${what} ` +
  'The application must be IN_PROGRESS (400), except that the same decision again answers it unchanged.';

/** The caller as a party to applications: its company, and the member acting (set by `requireCompany`). */
const partyOf = (c: { var: { companyId: number; user: { id: number } | null } }): Party => ({
  companyId: c.var.companyId,
  userId: c.var.user?.id,
});

/** Mounted at /api/companies: applying, and both sides of an application. */
export const applicationRoutes = new Hono<AppEnv>()
  .post(
    '/apply',
    routeDoc({
      tag: apiTags.applications,
      summary: 'Apply to a position',
      description:
        'JSON, or multipart/form-data with the same fields and the CV as `file`. The application carries a talent of the ' +
        'caller’s own bench (404 when unknown or another company’s), a CV, or both (400 for neither). The position ' +
        'must exist and be visible to the caller (404, one answer), be another company’s (400), be Opened and in an unexpired project ' +
        'that has groups when partner-only (400). 409 when the talent already has an application in progress or accepted ' +
        `for the position. ${CV_RULES} The application starts IN_PROGRESS.`,
      requestBody: jsonOrMultipartBody(applyInputSchema, ['file']),
      responses: { 201: jsonResponse('The new application', applicationSchema) },
      errors: [400, 403, 404, 409, 413, 415],
    }),
    requireCompany,
    rateLimit('apply'),
    async (c) => {
      const { data, cv } = await readApplication(c.req);
      const application = await applicationsService.apply(c.var.db, c.var.storage, c.var.config, partyOf(c), data, cv);
      // The position's company may have chosen instant mail.
      c.var.mailer.kick();
      return c.json(application, 201);
    },
  )
  .post(
    '/upload-cv',
    routeDoc({
      tag: apiTags.applications,
      summary: 'Add or replace the CV of one of the caller’s applications (multipart field `file`)',
      description:
        'Only the applying company may (403 for the position’s company; 404 when missing or for anyone else), and only while the ' +
        'application is undecided (400 once accepted, denied or withdrawn); it is IN_PROGRESS afterwards, and a previous CV ' +
        `file is removed. ${CV_RULES}`,
      requestBody: fileUpload(['file'], ['file']),
      responses: { 201: jsonResponse('The application, with its CV', applicationSchema) },
      errors: [400, 403, 404, 413, 415],
    }),
    requireCompany,
    rateLimit('cvUpload'),
    validate('query', cvUploadQuerySchema),
    async (c) => {
      const body = await readMultipart(c.req);
      const cv = await cvFrom(body.file);
      if (!cv) throw badRequest(REQUIRED_MESSAGE, 'file');
      const id = c.req.valid('query').application_id;
      return c.json(await applicationsService.uploadCv(c.var.db, c.var.storage, partyOf(c), id, cv), 201);
    },
  )
  .get(
    '/my-applications/overall',
    routeDoc({
      tag: apiTags.applications,
      summary: 'The caller’s sent applications, one entry per position',
      description:
        'The overall status of a position is ACCEPTED when any of its applications is, else IN_PROGRESS when any is still ' +
        'open, else DENIED. Withdrawn applications are left out; latest change first.',
      responses: { 200: jsonResponse('The positions applied to', z.array(applicationOverviewSchema)) },
    }),
    requireCompany,
    async (c) => c.json(await applicationsService.listSentOverview(c.var.db, partyOf(c)), 200),
  )
  .get(
    '/my-applications',
    routeDoc({
      tag: apiTags.applications,
      summary: 'The caller’s sent applications',
      description:
        'Every application the caller sent but withdrawn ones, with its position and talent summary; latest change first.',
      responses: { 200: jsonResponse('The applications', z.array(applicationListItemSchema)) },
    }),
    requireCompany,
    async (c) => c.json(await applicationsService.listSent(c.var.db, partyOf(c)), 200),
  )
  .get(
    '/applications',
    routeDoc({
      tag: apiTags.applications,
      summary: 'The applications received for the caller’s positions',
      description:
        'In progress, accepted and denied applications to the caller’s positions (to one, with `positionId`: 404 when it is ' +
        'missing or another company’s), newest first. The review is blind: the applying company (`companyId`, ' +
        '`companyName`) is named only once accepted.',
      responses: { 200: jsonResponse('The applications', z.array(applicationListItemSchema)) },
      errors: [404],
    }),
    requireCompany,
    validate('query', receivedApplicationsQuerySchema),
    async (c) =>
      c.json(await applicationsService.listReceived(c.var.db, partyOf(c), c.req.valid('query').positionId), 200),
  )
  .get(
    '/applications/overall',
    routeDoc({
      tag: apiTags.applications,
      summary: 'The caller’s positions that received applications, with counts',
      description:
        'Each position with in progress, accepted and denied counts, the latest application or decision first. ' +
        'Counts only: no applicant is named.',
      responses: { 200: jsonResponse('The positions', z.array(receivedOverviewSchema)) },
    }),
    requireCompany,
    async (c) => c.json(await applicationsService.listReceivedOverview(c.var.db, partyOf(c)), 200),
  )
  .put(
    '/applications/accept/:id',
    routeDoc({
      tag: apiTags.applications,
      summary: 'Accept an application to one of the caller’s positions',
      description: decisionRules(
        'Accepting e-mails the applying company, which is named to the caller from then on; each side then carries the ' +
          'other’s `contact`.',
      ),
      responses: { 200: jsonResponse('The accepted application', applicationSchema) },
      errors: [400, 403, 404],
    }),
    requireCompany,
    validate('param', applicationIdParamSchema),
    async (c) => {
      const application = await applicationsService.decide(
        c.var.db,
        c.var.config,
        partyOf(c),
        c.req.valid('param').id,
        'ACCEPTED',
        actorOf(c),
      );
      c.var.mailer.kick();
      return c.json(application, 200);
    },
  )
  .put(
    '/applications/reject/:id',
    routeDoc({
      tag: apiTags.applications,
      summary: 'Deny an application to one of the caller’s positions',
      description: decisionRules(
        'The body may give a `reason` (at most 300 characters), which the applying company reads as `denyReason`; it is ' +
          'told by e-mail and notification, and stays unnamed to the caller.',
      ),
      responses: { 200: jsonResponse('The denied application', applicationSchema) },
      errors: [400, 403, 404],
    }),
    requireCompany,
    validate('param', applicationIdParamSchema),
    validate('json', denyInputSchema),
    async (c) => {
      const application = await applicationsService.decide(
        c.var.db,
        c.var.config,
        partyOf(c),
        c.req.valid('param').id,
        'DENIED',
        actorOf(c),
        c.req.valid('json').reason,
      );
      c.var.mailer.kick();
      return c.json(application, 200);
    },
  )
  .put(
    '/applications/cancel/:id',
    routeDoc({
      tag: apiTags.applications,
      summary: 'Withdraw one of the caller’s applications',
      description:
        'Only the applying company may (403 for the position’s company; 404 when missing or for anyone else), while the ' +
        'application is undecided (400 once accepted or denied); withdrawing it again answers it unchanged. A withdrawn ' +
        'application leaves both sides’ lists.',
      responses: { 200: jsonResponse('The withdrawn application', applicationSchema) },
      errors: [400, 403, 404],
    }),
    requireCompany,
    validate('param', applicationIdParamSchema),
    async (c) => c.json(await applicationsService.cancel(c.var.db, partyOf(c), c.req.valid('param').id), 200),
  )
  .get(
    '/applications/:id',
    routeDoc({
      tag: apiTags.applications,
      summary: 'One application',
      description: `${PARTIES} The position’s company sees the applying company named only once it accepted the application.`,
      responses: { 200: jsonResponse('The application', applicationSchema) },
      errors: [404],
    }),
    requireCompany,
    validate('param', applicationIdParamSchema),
    async (c) => c.json(await applicationsService.getApplication(c.var.db, partyOf(c), c.req.valid('param').id), 200),
  )
  .get(
    '/applications/:id/talent',
    routeDoc({
      tag: apiTags.applications,
      summary: 'The talent an application was sent with',
      description:
        `${PARTIES} Also 404 when the application carries a CV only. Until it accepts the application, the position’s ` +
        'company sees the talent without `id`, `companyId` and `companyName`, and `availabilityConfirmedAt` as the day ' +
        'only (`YYYY-MM-DD`) (blind review).',
      responses: { 200: jsonResponse('The talent', applicationTalentSchema) },
      errors: [404],
    }),
    requireCompany,
    validate('param', applicationIdParamSchema),
    async (c) =>
      c.json(await applicationsService.getApplicationTalent(c.var.db, partyOf(c), c.req.valid('param').id), 200),
  )
  .get(
    '/applications/:id/cv',
    routeDoc({
      tag: apiTags.applications,
      summary: 'Download the CV of an application',
      description: `${PARTIES} Also 404 when the application has no CV.`,
      responses: {
        200: attachmentResponse(
          'The CV, with its stored type, as `cv-application-{id}.{pdf|doc|docx}`',
          Object.values(CV_TYPES),
        ),
      },
      errors: [404],
    }),
    requireCompany,
    validate('param', applicationIdParamSchema),
    async (c) => {
      const cv = await applicationsService.readCv(c.var.db, c.var.storage, partyOf(c), c.req.valid('param').id);
      c.header('Content-Type', cv.type);
      c.header('Content-Disposition', `attachment; filename="${cv.fileName}"`);
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('Cache-Control', 'private, no-store');
      return c.body(cv.bytes as Uint8Array<ArrayBuffer>, 200);
    },
  );
