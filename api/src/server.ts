import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { createApp, type AppDeps } from './app';
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
  server.route('/', createWebRoutes(deps.config, deps.logger));
  return server;
}
