// The e-mail schema, written with zod/mini: the sign-in and sign-up forms use it on the first page a visitor loads, and
// zod/mini carries only the parts a schema uses (zod's full API would weigh on that page about three times as much).
import * as z from 'zod/mini';
import { lengthMessages, REQUIRED_MESSAGE, VALID_EMAIL_MESSAGE } from './messages';

/** E-mail addresses are at most 320 characters, `local@domain.tld` with a TLD of 2+ letters. */
export const EMAIL_MAX = 320;
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** A required e-mail, trimmed and lower-cased. */
export const emailSchema = z
  .string({ error: REQUIRED_MESSAGE })
  .check(
    z.trim(),
    z.minLength(1, REQUIRED_MESSAGE),
    z.maxLength(EMAIL_MAX, lengthMessages.max(EMAIL_MAX)),
    z.regex(EMAIL_PATTERN, VALID_EMAIL_MESSAGE),
    z.toLowerCase(),
  );
