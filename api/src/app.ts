import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps, AppEnv } from './app-env';
import { createErrorHandler, errorResponse } from './lib/error-handler';
import { createMailer } from './mail/mailer';
import { csrfProtection } from './middleware/csrf';
import { loadSession } from './middleware/session';
import { createAuthRoutes } from './routes/auth/auth.routes';
import { healthRoutes } from './routes/health/health.routes';
import { referenceRoutes } from './routes/reference/reference.routes';
import { userRoutes } from './routes/user/user.routes';
import { adminRoutes } from './routes/admin/admin.routes';
import { companyRoutes } from './routes/companies/companies.routes';
import { imageRoutes } from './routes/images/images.routes';
import { storageForDataDir } from './storage/storage';

/** Largest request body the API reads (image uploads included). */
const MAX_BODY_BYTES = 12 * 1024 * 1024;

/** Builds the API, mounted under `/api`; the server and the tests use the same factory. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>().basePath('/api');
  const mailer = deps.mailer ?? createMailer(deps);
  const storage = deps.storage ?? storageForDataDir(deps.config.dataDir);

  app.use(requestId());
  app.use(secureHeaders({ crossOriginResourcePolicy: 'same-origin' }));
  app.use(async (c, next) => {
    c.set('db', deps.db);
    c.set('config', deps.config);
    c.set('logger', deps.logger);
    c.set('mailer', mailer);
    c.set('storage', storage);
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => errorResponse(c, 413, [{ message: 'The request body is too large.' }]),
    }),
  );

  app.use(loadSession);
  app.use(csrfProtection);

  const routes = app
    .route('/', healthRoutes)
    .route('/', referenceRoutes)
    .route('/', createAuthRoutes())
    .route('/', userRoutes)
    .route('/', companyRoutes)
    .route('/', imageRoutes)
    .route('/', adminRoutes);

  app.all('*', (c) => errorResponse(c, 404, [{ message: `No API route for ${c.req.method} ${c.req.path}.` }]));
  app.notFound((c) => errorResponse(c, 404, [{ message: `No API route for ${c.req.method} ${c.req.path}.` }]));
  app.onError(createErrorHandler(deps.logger));

  return routes;
}

/** The API's type, for the typed client in `@benchlink/api/client`. */
export type AppType = ReturnType<typeof createApp>;
export type { AppDeps } from './app-env';
