import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono, type Schema } from 'hono';
import { generateSpecs } from 'hono-openapi';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import type { Config } from '../../config';
import { notFound } from '../../lib/errors';
import { apiTags, openApiOptions, routeDoc, tagUndescribedOperations } from '../../lib/openapi';
import { validate } from '../../lib/validate';

const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The files of the reference page: swagger-ui's own, served from node_modules (no CDN), and our start script. */
const assetTypes = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'index.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
  'start.js': 'text/javascript; charset=utf-8',
} as const;
type AssetName = keyof typeof assetTypes;
const isAssetName = (file: string): file is AssetName => Object.hasOwn(assetTypes, file);

const DOCUMENT_PATH = '/api/openapi.json';
const DOCS_PATH = '/api/docs';

// The page runs no inline script, so the policy can forbid it; swagger-ui sets inline styles and data: images.
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const docsPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Benchlink API reference</title>
    <link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
    <link rel="stylesheet" href="${DOCS_PATH}/index.css">
    <link rel="icon" type="image/png" href="${DOCS_PATH}/favicon-32x32.png" sizes="32x32">
    <link rel="icon" type="image/png" href="${DOCS_PATH}/favicon-16x16.png" sizes="16x16">
  </head>
  <body>
    <main id="swagger-ui"></main>
    <script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PATH}/start.js"></script>
  </body>
</html>
`;

// validatorUrl: null keeps swagger-ui from sending the document to its online validator.
const startScript = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(DOCUMENT_PATH)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

const assetCache = new Map<AssetName, Uint8Array<ArrayBuffer>>();
function readAsset(name: AssetName): Uint8Array<ArrayBuffer> {
  let bytes = assetCache.get(name);
  if (!bytes) {
    bytes =
      name === 'start.js'
        ? new TextEncoder().encode(startScript)
        : new Uint8Array(fs.readFileSync(path.join(swaggerUiDir, name)));
    assetCache.set(name, bytes);
  }
  return bytes;
}

/**
 * The OpenAPI document of `api` (read from its routes' validators and descriptions, built on the first request)
 * and its reference page. Mounted at `/api`; both are public, like the routes they describe.
 */
export function createDocsRoutes<S extends Schema>(api: Hono<AppEnv, S, '/api'>, config: Config): Hono<AppEnv> {
  let built: Promise<Awaited<ReturnType<typeof generateSpecs>>> | undefined;
  return new Hono<AppEnv>()
    .get(
      '/openapi.json',
      routeDoc({
        tag: apiTags.system,
        summary: 'This OpenAPI 3.1 document',
        responses: { 200: { description: 'The document' } },
      }),
      async (c) => {
        built ??= generateSpecs(api, openApiOptions(config)).then(tagUndescribedOperations);
        c.header('Cache-Control', 'no-cache');
        return c.json(await built, 200);
      },
    )
    .get(
      '/docs',
      routeDoc({
        tag: apiTags.system,
        summary: 'The API reference page (swagger-ui)',
        responses: { 200: { description: 'An HTML page' } },
      }),
      (c) => {
        c.header('Content-Security-Policy', DOCS_CSP);
        return c.html(docsPage, 200);
      },
    )
    .get(
      '/docs/:file',
      routeDoc({
        tag: apiTags.system,
        summary: 'A file of the reference page',
        responses: { 200: { description: 'The file' } },
        errors: [404],
      }),
      validate('param', z.object({ file: z.string() })),
      (c) => {
        const name = c.req.valid('param').file;
        if (!isAssetName(name)) throw notFound('No such file.');
        c.header('Content-Type', assetTypes[name]);
        c.header('Cache-Control', 'public, max-age=86400');
        c.header('X-Content-Type-Options', 'nosniff');
        return c.body(readAsset(name), 200);
      },
    );
}
