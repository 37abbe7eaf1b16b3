import { compress } from 'hono/compress';
import { createMiddleware } from 'hono/factory';

/**
 * `hono/compress`, for requests that accept an encoding only: the others can only get the answer as it is, and
 * `compress` would still rebuild every compressible answer (JSON included) just to add `Vary: Accept-Encoding`.
 * Answers a shared cache may keep set `Vary: Accept-Encoding` themselves (the web files, the reference lists).
 */
export const compressIfAccepted = () => {
  const compressAnswer = compress();
  return createMiddleware((c, next) => (c.req.header('Accept-Encoding') ? compressAnswer(c, next) : next()));
};
