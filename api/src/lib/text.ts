import { badRequest } from './errors';

/** What a text field may not hold: C0 control characters but tab, line feed and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const BAD_TEXT_MESSAGE = 'must not contain control characters or invalid Unicode';

/** A UTF-16 surrogate without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True for text with a control character or a lone surrogate. */
export const isBadText = (value: string) => CONTROL.test(value) || LONE_SURROGATE.test(value);

/** How deep a request's JSON may nest: our contracts go three levels down; a deeper value is refused, not walked. */
export const MAX_NESTING = 32;
export const TOO_DEEP_MESSAGE = `The request body is nested more than ${MAX_NESTING} levels deep.`;

/**
 * The path (`field.sub`, '' for the value itself) of a bad text in a parsed value, keys included, or
 * undefined when all of it is clean. Walks with a list, not recursion, and throws 400 beyond `MAX_NESTING` levels, so
 * that no body can exhaust the stack.
 */
export function findBadText(value: unknown): string | undefined {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  while (pending.length > 0) {
    const item = pending.pop()!;
    if (typeof item.value === 'string') {
      if (isBadText(item.value)) return item.path;
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_NESTING) throw badRequest(TOO_DEEP_MESSAGE);
    for (const [key, child] of Object.entries(item.value)) {
      const path = item.path ? `${item.path}.${key}` : key;
      if (isBadText(key)) return path;
      pending.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return undefined;
}

/** The 400 for bad text at `field` ('' for the whole value). */
export const badTextError = (field: string) =>
  field ? badRequest(BAD_TEXT_MESSAGE, field) : badRequest(`The request ${BAD_TEXT_MESSAGE}.`);
