import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { createApp, type AppDeps } from './app';
import type { AppEnv } from './app-env';
import { compressIfAccepted } from './middleware/compression';
import { requestLogger } from './middleware/request-logger';
import { lookUpSession } from './middleware/session';
import { createWebRoutes } from './web/web-routes';

/**
 * The whole product on one origin: the API under `/api` and the built web apps everywhere else. The API is the app
 * the server runs: it answers every `/api` path itself (it has its own catch-all) and hands any other path to the web
 * app. So an API request is routed once: a parent app in front would route it a second time, and merging the API
 * into one with `route()` would wrap each of its handlers, middleware included, in a composition of its own (an app
 * with its own `onError` is merged that way).
 */
export function createServerApp(deps: AppDeps) {
  // Pages and files, with their own headers, compression and access lines.
  const web = new Hono<AppEnv>();
  web.use(compressIfAccepted());
  web.use(
    secureHeaders({
      // The page sets its own policy (see web-routes); the API answers JSON only.
      contentSecurityPolicy: undefined,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: false,
    }),
  );
  web.use(requestId(), requestLogger(deps.logger, deps.config.accessLog));
  web.route(
    '/',
    createWebRoutes(deps.config, deps.logger, {
      findUser: async (token) => (await lookUpSession(deps.db, deps.config, token)).user,
    }),
  );

  const server = createApp(deps);
  server.notFound((c) => web.fetch(c.req.raw, c.env));
  return server;
}
