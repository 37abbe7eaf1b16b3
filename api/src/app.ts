import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps, AppEnv } from './app-env';
import { createErrorHandler, errorResponse } from './lib/error-handler';
import { loadSession } from './middleware/session';
import { healthRoutes } from './routes/health/health.routes';
import { referenceRoutes } from './routes/reference/reference.routes';

/** Largest request body the API reads (image uploads included). */
const MAX_BODY_BYTES = 12 * 1024 * 1024;

/** Builds the API, mounted under `/api`; the server and the tests use the same factory. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>().basePath('/api');

  app.use(requestId());
  app.use(secureHeaders({ crossOriginResourcePolicy: 'same-origin' }));
  app.use(async (c, next) => {
    c.set('db', deps.db);
    c.set('config', deps.config);
    c.set('logger', deps.logger);
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

  const routes = app.route('/', healthRoutes).route('/', referenceRoutes);

  app.all('*', (c) => errorResponse(c, 404, [{ message: `No API route for ${c.req.method} ${c.req.path}.` }]));
  app.notFound((c) => errorResponse(c, 404, [{ message: `No API route for ${c.req.method} ${c.req.path}.` }]));
  app.onError(createErrorHandler(deps.logger));

  return routes;
}

/** The API's type, for the typed client in `@benchlink/api/client`. */
export type AppType = ReturnType<typeof createApp>;
export type { AppDeps } from './app-env';
