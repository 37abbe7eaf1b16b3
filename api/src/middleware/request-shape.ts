import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { badRequest } from '../lib/errors';
import { errorResponse } from '../lib/error-handler';
import { badTextError, findBadText } from '../lib/text';

/** Largest JSON (or other non-upload) body the API reads. */
export const MAX_JSON_BYTES = 1024 * 1024;
/** Largest multipart body: a 10 MB CV or two 5 MB pictures, with the form around them. */
export const MAX_UPLOAD_BYTES = 12 * 1024 * 1024;

const isMultipart = (contentType: string | undefined) =>
  contentType?.toLowerCase().startsWith('multipart/form-data') ?? false;
const isJson = (contentType: string | undefined) => /^application\/([a-z0-9.+-]*\+)?json\b/i.test(contentType ?? '');

const tooLarge = (limit: number) =>
  bodyLimit({
    maxSize: limit,
    onError: (c) => errorResponse(c, 413, [{ message: 'The request body is too large.' }]),
  });
const jsonLimit = tooLarge(MAX_JSON_BYTES);
const uploadLimit = tooLarge(MAX_UPLOAD_BYTES);

/** Uploads may be large; everything else is held to 1 MB (413 beyond). */
export const requestBodyLimit: MiddlewareHandler<AppEnv> = (c, next) =>
  (isMultipart(c.req.header('content-type')) ? uploadLimit : jsonLimit)(c, next);

/**
 * Refuses, before any route reads them, request text no field may hold: NUL and the other control characters but
 * tab and line breaks, and lone UTF-16 surrogates (unpaired halves that no encoding can store), in the query string
 * and anywhere in a JSON body, keys included; and a JSON body that does not parse. Multipart fields are checked where
 * they are read (lib/multipart.ts). The parsed JSON is cached by Hono, so the route's validator reads it for free.
 */
export const refuseBadText = createMiddleware<AppEnv>(async (c, next) => {
  const query = findBadText(c.req.queries());
  if (query !== undefined) throw badTextError(query);
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && isJson(c.req.header('content-type'))) {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw badRequest('The request body must be valid JSON.');
    }
    const field = findBadText(body);
    if (field !== undefined) throw badTextError(field);
  }
  await next();
});
