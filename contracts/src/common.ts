import { z } from 'zod';
import { lengthMessages, VALID_URL_MESSAGE } from './messages';

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

/** A plain decimal number, as a path or query id is written: no plus sign, space, hex, exponent or leading zero. */
const DECIMAL_NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/** The largest id: ids are 32-bit integer columns (PostgreSQL's `integer`), so a larger one can name no row. */
export const MAX_ID = 2_147_483_647;

/**
 * A whole-number id: a JSON number, or a plain decimal string (path and query parameters, form fields). Strings
 * such as '0x1', '+1', ' 1' or '1e0', which Number() would read as 1, are refused.
 */
export const idSchema = z.preprocess(
  (value) => (typeof value === 'string' && DECIMAL_NUMBER.test(value) ? Number(value) : value),
  z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .positive('must be a positive number')
    .max(MAX_ID, 'must be a valid id'),
);
