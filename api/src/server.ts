import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { createApp, type AppDeps } from './app';
import type { AppEnv } from './app-env';
import { requestLogger } from './middleware/request-logger';
import { createWebRoutes } from './web/web-routes';

/** The whole product on one origin: the API under `/api` and the built web apps everywhere else. */
export function createServerApp(deps: AppDeps) {
  const server = new Hono();
  server.use(compress());
  server.use(
    secureHeaders({
      // The page sets its own policy (see web-routes); the API answers JSON only.
      contentSecurityPolicy: undefined,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: false,
    }),
  );
  server.route('/', createApp(deps));
  // The API logs its own requests and answers every /api path itself, so this pair only sees pages and files.
  const web = new Hono<AppEnv>();
  web.use(requestId(), requestLogger(deps.logger, deps.config.accessLog));
  web.route('/', createWebRoutes(deps.config, deps.logger));
  server.route('/', web);
  return server;
}
