import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import { z } from 'zod';
import { validation } from './errors';

/** `field.sub` for a nested issue; undefined for an issue about the whole value. */
function fieldName(path: ReadonlyArray<PropertyKey | { key: PropertyKey }> | undefined): string | undefined {
  if (!path || path.length === 0) return undefined;
  return path.map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.');
}

/**
 * Validates one part of the request with a contract schema (zod or zod/mini); a failure throws so `onError` answers with the
 * product's error shape, one message per failing field. The schema also documents the route: the OpenAPI document
 * (GET /api/openapi.json) reads it from this middleware.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends z.core.$ZodType>(
  target: Target,
  schema: Schema,
) =>
  validator(target, schema, (result) => {
    if (!result.success) {
      throw validation(result.error.map((issue) => ({ field: fieldName(issue.path), message: issue.message })));
    }
  });

/**
 * Parses a value a handler read itself (a multipart form that may also come as JSON) with a contract schema,
 * throwing the same validation error as `validate`.
 */
export function parseInput<Schema extends z.core.$ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = z.safeParse(schema, value);
  if (!result.success) {
    throw validation(result.error.issues.map((issue) => ({ field: fieldName(issue.path), message: issue.message })));
  }
  return result.data;
}
