import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { validation } from './errors';

/**
 * Validates one part of the request with a contract schema; a failure throws so `onError`
 * answers with the spec's error shape, one message per failing field.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      throw validation(
        result.error.issues.map((issue) => ({
          field: issue.path.length > 0 ? issue.path.join('.') : undefined,
          message: issue.message,
        })),
      );
    }
  });
