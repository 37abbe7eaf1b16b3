import type { HonoRequest } from 'hono';
import { badRequest, unsupportedMediaType } from './errors';
import { badTextError, findBadText } from './text';

export const NOT_MULTIPART_MESSAGE = 'The request must be a multipart form (multipart/form-data).';
export const MALFORMED_MULTIPART_MESSAGE = 'The multipart form is malformed.';

/**
 * The fields of a multipart/form-data body (Hono parses it): 415 for another content type, 400 for a body that does
 * not parse or a text field holding control characters or lone surrogates. Files come back as `File`s.
 */
export async function readMultipart(request: HonoRequest): Promise<Record<string, string | File>> {
  if (!request.header('content-type')?.toLowerCase().startsWith('multipart/form-data'))
    throw unsupportedMediaType(NOT_MULTIPART_MESSAGE);
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await request.parseBody({ all: true });
  } catch {
    throw badRequest(MALFORMED_MULTIPART_MESSAGE);
  }
  const fields: Record<string, string | File> = {};
  for (const [name, value] of Object.entries(body)) {
    // A field sent twice is ambiguous: which file or value was meant?
    if (Array.isArray(value)) throw badRequest(`send one ${name}, not several`, name);
    fields[name] = value;
  }
  const bad = findBadText(Object.fromEntries(Object.entries(fields).filter(([, value]) => typeof value === 'string')));
  if (bad !== undefined) throw badTextError(bad);
  return fields;
}
