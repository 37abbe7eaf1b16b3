import { z } from 'zod';

/**
 * The product's error object: `message` and `field` are paired by index; `fields` maps a form field to its message.
 * @example { status: 400, error: 'Bad Request', message: ['must be a valid email'], field: ['email'], fields: { email: 'must be a valid email' } }
 */
export const apiErrorBodySchema = z.object({
  timestamp: z.string(),
  status: z.number().int(),
  error: z.string(),
  message: z.array(z.string()),
  field: z.array(z.string()).optional(),
  fields: z.record(z.string(), z.string()).optional(),
  path: z.string(),
  /** Seconds until the call may be repeated (rate limits and cooldowns). */
  retryAfter: z.number().int().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
