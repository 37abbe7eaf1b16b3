import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import { sessionCookieName } from '../lib/sessions';
import type { SessionUser } from '../lib/users';
import { remotes } from '@benchlink/federation';
import type { FirstPaintAudience } from '@benchlink/federation';
import { createRemotesManifest, readLocalRoutes, readRemoteEntries, type RemoteEntries } from './remotes-manifest';
import { createShellPage, INLINE_SCRIPT_SOURCES } from './shell-page';

/** Content-hashed file names (`main.0123456789.js`) never change content: cache them for a year. */
const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** A source map is cached like the file it maps: `remoteEntry.js.map` changes with every deploy, `main.<hash>.js.map` never. */
const cacheControlFor = (filePath: string) =>
  HASHED_FILE.test(path.basename(filePath).replace(/\.map$/, '')) ? IMMUTABLE : REVALIDATE;

/** Origins other than our own that the page may load code from (remotes deployed elsewhere). */
function remoteOrigins(entries: RemoteEntries) {
  const origins = new Set<string>();
  for (const url of Object.values(entries)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins].join(' ');
}

function contentSecurityPolicy(entries: RemoteEntries) {
  const others = remoteOrigins(entries);
  const self = `'self'${others ? ` ${others}` : ''}`;
  return [
    `default-src 'self'`,
    // The page's inline scripts (the startup error, the first paint's theme check and code loader), by their hashes.
    `script-src ${self} ${INLINE_SCRIPT_SOURCES}`,
    // styled-components injects its rules in <style> elements at run time.
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${self} data: blob:`,
    `font-src ${self} data:`,
    `connect-src ${self}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `frame-ancestors 'none'`,
    `form-action 'self'`,
  ].join('; ');
}

/**
 * Serves the built web apps on the API's origin: the shell (with SPA fallback), each remote under
 * `/remotes/<name>/` with CORS, the design-system catalogue under `/design-system/`, and `/remotes.json` (each
 * remote's entry and declared pages, from which the shell builds its routes and navigation).
 */
export type WebRoutesOptions = {
  /** The signed-in user of a session cookie's token, if its session is valid (the first paint is chosen by it). */
  findUser?: (token: string) => Promise<SessionUser | null>;
};

/** Who the first paint of a page should be for, from the request's session; `undefined`: nobody's fits it. */
async function firstPaintAudience(
  c: Context<AppEnv>,
  config: Config,
  findUser: WebRoutesOptions['findUser'],
): Promise<FirstPaintAudience | undefined> {
  // A query changes what a page shows (a banner, a filter, another form): only the page as it first shows fits.
  if (new URL(c.req.url).search) return undefined;
  const token = getCookie(c, sessionCookieName(config));
  if (!token) return 'visitor';
  const user = await findUser?.(token);
  if (!user) return undefined;
  if (user.isAdmin) return 'admin';
  return user.companyId === null ? undefined : 'company';
}

export function createWebRoutes(config: Config, logger: Logger, { findUser }: WebRoutesOptions = {}) {
  const web = new Hono<AppEnv>();
  const dist = (folder: string) => path.join(config.webRoot, folder, 'dist');
  const shellDist = dist('shell');
  const shellIndex = path.join(shellDist, 'index.html');

  for (const folder of ['shell', ...Object.values(remotes).map((remote) => remote.folder)]) {
    if (!fs.existsSync(dist(folder))) logger.warn(`No build found at ${dist(folder)}; run npm run build.`);
  }

  const manifest = createRemotesManifest({
    entries: () => readRemoteEntries(config),
    localRoutes: (name) => readLocalRoutes(config.webRoot, name),
    logger,
  });

  // Headers are set here, on the answer, because serveStatic calls its `onFound` only after it has built the
  // response, too late for a header. Every HTML page gets the same policy and is revalidated, however it is reached:
  // `/` and `/index.html` through the static files, deep links through the fallback below, the catalogue and a
  // remote's standalone page from their folders (the other security headers come from the server's
  // `secureHeaders`, for every response alike). A file found keeps its cache rule unless its route set one.
  web.use('*', async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (headers.get('Content-Type')?.startsWith('text/html')) {
      headers.set('Cache-Control', REVALIDATE);
      headers.set('Content-Security-Policy', contentSecurityPolicy(readRemoteEntries(config)));
    } else if (c.res.ok && !headers.has('Cache-Control')) {
      headers.set('Cache-Control', cacheControlFor(c.req.path));
    }
    // A file may be sent brotli- or gzip-encoded or as it is, depending on what the request accepts.
    const vary = headers.get('Vary');
    if (c.res.ok && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? '')) {
      headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
  });

  // Every page address gets the shell's HTML with the remotes manifest inline and the page's code preloaded.
  const shellPage = createShellPage({ indexFile: shellIndex, webRoot: config.webRoot });
  const renderShell = async (c: Context<AppEnv>, pathname = c.req.path) => {
    if (!fs.existsSync(shellIndex)) return c.text('The web app is not built yet: run npm run build.', 503);
    // The first paint depends on the session cookie: a cache must not hand one person's page to another.
    c.header('Vary', 'Cookie');
    return c.html(
      shellPage.render(pathname, await manifest.read(), { audience: await firstPaintAudience(c, config, findUser) }),
    );
  };
  web.get('/', (c) => renderShell(c));
  web.get('/index.html', (c) => renderShell(c, '/'));

  web.get('/remotes.json', async (c) => {
    c.header('Cache-Control', REVALIDATE);
    return c.json(await manifest.read());
  });

  for (const [name, { folder }] of Object.entries(remotes)) {
    const prefix = `/remotes/${name}`;
    web.use(`${prefix}/*`, async (c, next) => {
      c.header('Access-Control-Allow-Origin', '*');
      await next();
    });
    web.get(
      `${prefix}/*`,
      serveStatic({
        root: dist(folder),
        rewriteRequestPath: (p) => p.slice(prefix.length),
        precompressed: true,
      }),
    );
    web.get(`${prefix}/*`, (c) => c.text('Not found', 404));
  }

  web.get(
    '/design-system/*',
    serveStatic({
      root: dist('design-system'),
      rewriteRequestPath: (p) => p.slice('/design-system'.length),
      precompressed: true,
    }),
  );
  web.get('/design-system', (c) => c.redirect('/design-system/'));
  web.get(
    '/design-system/',
    serveStatic({ path: path.join(dist('design-system'), 'index.html'), precompressed: true }),
  );

  web.get('*', serveStatic({ root: shellDist, precompressed: true }));

  // Client-side routes of the shell: any other page address gets the shell's HTML.
  web.get('*', async (c) => (path.extname(c.req.path) ? c.text('Not found', 404) : renderShell(c)));

  return web;
}
