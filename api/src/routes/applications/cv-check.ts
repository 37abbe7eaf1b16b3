import * as CFB from 'cfb';
import { fileTypeFromBuffer } from 'file-type';
import { CV_MAX_BYTES, CV_SIZE_MESSAGE, CV_TYPE_MESSAGE, CV_TYPES } from '@benchlink/contracts/applications';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../lib/errors';

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

/** Accepts a PDF or Word document recognised by its content (never by its name); 413 when too large, 415 otherwise. */
export async function checkCv(bytes: Uint8Array, field = 'file'): Promise<CheckedCv> {
  if (bytes.byteLength > CV_MAX_BYTES) throw payloadTooLarge(CV_SIZE_MESSAGE, field);
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext === 'pdf') return { bytes, type: CV_TYPES.pdf, extension: 'pdf' };
  if (detected?.ext === 'docx') return { bytes, type: CV_TYPES.docx, extension: 'docx' };
  if (detected?.ext === 'cfb' && isWordCompoundFile(bytes)) return { bytes, type: CV_TYPES.doc, extension: 'doc' };
  throw unsupportedMediaType(CV_TYPE_MESSAGE, field);
}

/** The `file` of a multipart body, checked as a CV; undefined when none was sent. */
export async function cvFrom(value: unknown): Promise<CheckedCv | undefined> {
  if (value === undefined || value === '') return undefined;
  if (!(value instanceof Blob)) throw badRequest('must be a file', 'file');
  return checkCv(new Uint8Array(await value.arrayBuffer()));
}
