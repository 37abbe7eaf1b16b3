import * as CFB from 'cfb';
import { fileTypeFromBuffer } from 'file-type';
import {
  CV_ACTIVE_CONTENT_MESSAGE,
  CV_MAX_BYTES,
  CV_SIZE_MESSAGE,
  CV_TYPE_MESSAGE,
  CV_TYPES,
} from '@benchlink/contracts/applications';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../lib/errors';
import { type ActiveContentVerdict, ooxmlHasMacros, oleHasMacros, pdfHasActiveContent } from './active-content';

export type CheckedCv = { bytes: Uint8Array; type: string; extension: 'pdf' | 'doc' | 'docx' };

/**
 * A legacy .doc is an OLE compound file, a container also used by spreadsheets, slides and Windows installers
 * (.msi): only one holding a `WordDocument` stream is a Word document.
 */
function isWordCompoundFile(bytes: Uint8Array): boolean {
  try {
    const container = CFB.read(Buffer.from(bytes), { type: 'buffer' });
    return CFB.find(container, 'WordDocument') !== null;
  } catch {
    return false;
  }
}

/** Macro-enabled Word documents and templates, which file-type names by their main part's content type. */
const MACRO_ENABLED_WORD = new Set(['docm', 'dotm']);

/** A CV of a known type, unless it carries active content (415) or its container cannot be read through (415). */
function unlessActive(verdict: ActiveContentVerdict, cv: CheckedCv, field: string): CheckedCv {
  if (verdict === 'active') throw unsupportedMediaType(CV_ACTIVE_CONTENT_MESSAGE, field);
  if (verdict === 'unreadable') throw unsupportedMediaType(CV_TYPE_MESSAGE, field);
  return cv;
}

/**
 * Accepts a PDF or Word document recognised by its content (never by its name) and free of active content (macros,
 * PDF JavaScript or launch actions: another company opens it); 413 when too large, 415 otherwise.
 */
export async function checkCv(bytes: Uint8Array, field = 'file'): Promise<CheckedCv> {
  if (bytes.byteLength > CV_MAX_BYTES) throw payloadTooLarge(CV_SIZE_MESSAGE, field);
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext === 'pdf')
    return unlessActive(await pdfHasActiveContent(bytes), { bytes, type: CV_TYPES.pdf, extension: 'pdf' }, field);
  if (detected?.ext === 'docx')
    return unlessActive(await ooxmlHasMacros(bytes), { bytes, type: CV_TYPES.docx, extension: 'docx' }, field);
  if (detected && MACRO_ENABLED_WORD.has(detected.ext)) throw unsupportedMediaType(CV_ACTIVE_CONTENT_MESSAGE, field);
  if (detected?.ext === 'cfb' && isWordCompoundFile(bytes))
    return unlessActive(oleHasMacros(bytes), { bytes, type: CV_TYPES.doc, extension: 'doc' }, field);
  throw unsupportedMediaType(CV_TYPE_MESSAGE, field);
}

/** The `file` of a multipart body, checked as a CV; undefined when none was sent. */
export async function cvFrom(value: unknown): Promise<CheckedCv | undefined> {
  if (value === undefined || value === '') return undefined;
  if (!(value instanceof Blob)) throw badRequest('must be a file', 'file');
  return checkCv(new Uint8Array(await value.arrayBuffer()));
}
