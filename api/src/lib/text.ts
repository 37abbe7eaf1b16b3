import { badRequest } from './errors';

/** What a text field may not hold: C0 control characters but tab, line feed and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const BAD_TEXT_MESSAGE = 'must not contain control characters or invalid Unicode';

/** A UTF-16 surrogate without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True for text with a control character or a lone surrogate. */
export const isBadText = (value: string) => CONTROL.test(value) || LONE_SURROGATE.test(value);

/**
 * The path (`field.sub`, '' for the value itself) of the first bad text in a parsed value, keys included, or
 * undefined when all of it is clean.
 */
export function findBadText(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isBadText(value) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (isBadText(key)) return at;
    const found = findBadText(item, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The 400 for bad text at `field` ('' for the whole value). */
export const badTextError = (field: string) =>
  field ? badRequest(BAD_TEXT_MESSAGE, field) : badRequest(`The request ${BAD_TEXT_MESSAGE}.`);
