import { z } from 'zod';

/** A page of a list: `content`, `totalPages`, `totalElements`. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
  });
export type Paged<T> = { content: T[]; totalPages: number; totalElements: number };

/** Trims and folds inner whitespace runs to one space. */
export const normalizeSpaces = (value: string) => value.trim().replace(/\s+/g, ' ');

export const lengthMessages = {
  min: (n: number) => `must be at least ${n} characters`,
  max: (n: number) => `must not exceed ${n} characters`,
};

export const REQUIRED_MESSAGE = 'is required';
export const VALID_EMAIL_MESSAGE = 'must be a valid email';
export const VALID_URL_MESSAGE = 'must be a valid url';
/** E-mail addresses are at most 320 characters, `local@domain.tld` with a TLD of 2+ letters. */
export const EMAIL_MAX = 320;
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** A required e-mail, trimmed and lower-cased. */
export const emailSchema = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .max(EMAIL_MAX, lengthMessages.max(EMAIL_MAX))
  .regex(EMAIL_PATTERN, VALID_EMAIL_MESSAGE)
  .transform((value) => value.toLowerCase());

/** An optional http(s) URL; empty text means no value. */
export const optionalUrlSchema = z
  .string()
  .trim()
  .max(2048, lengthMessages.max(2048))
  .refine((value) => value === '' || isHttpUrl(value), VALID_URL_MESSAGE)
  .optional()
  .transform((value) => (value ? value : undefined));

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A whole-number id, also accepted as a numeric string (path and query parameters). */
export const idSchema = z.coerce.number({ error: 'must be a number' }).int('must be a whole number').positive('must be a positive number');
