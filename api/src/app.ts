import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { AppDeps, AppEnv } from './app-env';
import { createErrorHandler, errorResponse } from './lib/error-handler';
import { createMailer } from './mail/mailer';
import { compressIfAccepted } from './middleware/compression';
import { csrfProtection } from './middleware/csrf';
import { refuseBadText, requestBodyLimit } from './middleware/request-shape';
import { requestLogger } from './middleware/request-logger';
import { responseHeaders } from './middleware/response-headers';
import { loadSession } from './middleware/session';
import { adminRoutes } from './routes/admin/admin.routes';
import { createAuthRoutes } from './routes/auth/auth.routes';
import { companyRoutes } from './routes/companies/companies.routes';
import { createDocsRoutes } from './routes/docs/docs.routes';
import { healthRoutes } from './routes/health/health.routes';
import { companyImageRoutes, imageRoutes } from './routes/images/images.routes';
import {
  companyTypeRoutes,
  currencyRoutes,
  domainRoutes,
  locationRoutes,
  positionStatusRoutes,
  roleRoutes,
  seniorityRoutes,
  skillRoutes,
  workModeRoutes,
} from './routes/reference/reference.routes';
import { userRoutes } from './routes/user/user.routes';
import { invitationRoutes, teamRoutes } from './routes/team/team.routes';
import { applicationRoutes } from './routes/applications/applications.routes';
import { filterRoutes } from './routes/filters/filters.routes';
import { notificationRoutes } from './routes/notifications/notifications.routes';
import { partnerGroupRoutes } from './routes/partner-groups/partner-groups.routes';
import { companyPositionRoutes, positionRoutes, responsibilityRoutes } from './routes/positions/positions.routes';
import { companyProjectRoutes, projectRoutes } from './routes/projects/projects.routes';
import { availabilityConfirmationRoutes, myTalentRoutes, talentRoutes } from './routes/talents/talents.routes';
import { createViewCounts } from './routes/positions/view-counts';
import { storageForDataDir } from './storage/storage';

/**
 * Paths whose routes never read the session: the public reference data, health and the API's own documentation.
 * A signed-in browser sends its cookie with each of these calls too; looking the session up there would cost a
 * query per request for nothing. `docs.test.ts` checks that no route under them requires a session.
 */
export const SESSIONLESS_PATHS = [
  '/api/health',
  '/api/skills',
  '/api/patterns',
  '/api/seniorities',
  '/api/domains',
  '/api/company-types',
  '/api/locations',
  '/api/workmodes',
  '/api/position-statuses',
  '/api/currencies',
  '/api/openapi.json',
  '/api/docs',
] as const;

/** Builds the API, mounted under `/api`; the server and the tests use the same factory. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>().basePath('/api');
  const mailer = deps.mailer ?? createMailer(deps);
  const storage = deps.storage ?? storageForDataDir(deps.config.dataDir);
  const lifecycle = deps.lifecycle ?? { draining: false };
  const viewCounts = deps.viewCounts ?? createViewCounts(deps.db, deps.logger);

  app.use(compressIfAccepted());
  app.use(requestId());
  app.use(requestLogger(deps.logger, deps.config.accessLog));
  app.use(responseHeaders);
  app.use((c, next) => {
    c.set('db', deps.db);
    c.set('config', deps.config);
    c.set('mailer', mailer);
    c.set('storage', storage);
    c.set('lifecycle', lifecycle);
    c.set('viewCounts', viewCounts);
    return next();
  });
  // Only requests of these methods have a body any route reads (Node's adapter gives a GET or HEAD none), and asking
  // any request for its body stream makes the adapter build a full Request object for it.
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', requestBodyLimit);

  app.use(loadSession({ skip: SESSIONLESS_PATHS }));
  app.use(csrfProtection);
  app.use(refuseBadText);

  app.route('/', createApiRoutes());
  app.route('/', createDocsRoutes(app, deps.config));

  app.all('*', (c) => errorResponse(c, 404, [{ message: `No API route for ${c.req.method} ${c.req.path}.` }]));
  app.notFound((c) => errorResponse(c, 404, [{ message: `No API route for ${c.req.method} ${c.req.path}.` }]));
  app.onError(createErrorHandler(deps.logger));

  return app;
}

/**
 * Every API route, relative to `/api`: each resource's module at its own prefix. Within a prefix, fixed paths
 * (`/companies/others`) are registered before parameters (`/companies/:id`), which would otherwise answer them.
 * Built per app because some modules hold per-app state (the sign-in failure counters).
 */
function createApiRoutes() {
  return (
    new Hono<AppEnv>()
      .route('/health', healthRoutes)
      .route('/skills', skillRoutes)
      .route('/patterns', roleRoutes)
      .route('/seniorities', seniorityRoutes)
      .route('/domains', domainRoutes)
      .route('/company-types', companyTypeRoutes)
      .route('/locations', locationRoutes)
      .route('/workmodes', workModeRoutes)
      .route('/position-statuses', positionStatusRoutes)
      .route('/currencies', currencyRoutes)
      .route('/auth', createAuthRoutes())
      .route('/user', userRoutes)
      .route('/invitations', invitationRoutes)
      .route('/notifications', notificationRoutes)
      .route('/responsibilities', responsibilityRoutes)
      // Fixed paths under /companies first: `companyRoutes` answers `/companies/:id`.
      .route('/companies/partners', partnerGroupRoutes)
      .route('/companies/talents', talentRoutes)
      .route('/companies/my-talents', myTalentRoutes)
      .route('/talents/availability-confirmations', availabilityConfirmationRoutes)
      .route('/companies/filters', filterRoutes)
      .route('/companies/team', teamRoutes)
      .route('/companies', companyPositionRoutes)
      .route('/companies', applicationRoutes)
      .route('/companies', companyRoutes)
      .route('/companies', companyProjectRoutes)
      .route('/companies', companyImageRoutes)
      .route('/projects', projectRoutes)
      .route('/positions', positionRoutes)
      .route('/admin', adminRoutes)
      // The product's single-picture endpoints are top-level paths of their own (`/upload-image`, `/get-image/:id`, …).
      .route('/', imageRoutes)
  );
}

/**
 * The API's type for the typed client, whose base URL is `/api`: calls read `api.companies[':id'].$get(…)`.
 */
export type AppType = ReturnType<typeof createApiRoutes>;
export type { AppDeps } from './app-env';
