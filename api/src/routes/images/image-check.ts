import { fileTypeFromBuffer } from 'file-type';
import {
  COMPANY_IMAGE_MAX_BYTES,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  SVG_SCRIPT_MESSAGE,
  SVG_TOO_COMPLEX_MESSAGE,
} from '@benchlink/contracts/companies';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../lib/errors';
import { sanitizeSvg } from './svg-sanitizer';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';

/** A picture ready to store: its type read from the content, and the bytes to keep (an SVG's sanitised form). */
export type CheckedImage = { bytes: Uint8Array; type: ImageType };

/** Binary formats recognised by their magic bytes; an animated PNG is still a PNG. */
const BINARY_TYPES: Record<string, ImageType> = {
  'image/png': 'image/png',
  'image/apng': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/webp': 'image/webp',
};

/**
 * Checks an uploaded picture by its content (never its name or declared type). Throws 413 over the size limit,
 * 415 for anything but PNG, JPEG, WebP or a well-formed SVG document, 400 for an SVG that tried to run script or
 * load something from elsewhere, and 413 for an SVG too complex to check quickly. An SVG is stored as DOMPurify's
 * sanitised serialisation.
 */
export async function checkImage(bytes: Uint8Array, field: string): Promise<CheckedImage> {
  if (bytes.byteLength > COMPANY_IMAGE_MAX_BYTES) throw payloadTooLarge(IMAGE_SIZE_MESSAGE, field);
  if (bytes.byteLength === 0) throw unsupportedMediaType(IMAGE_TYPE_MESSAGE, field);
  const detected = await fileTypeFromBuffer(bytes);
  if (detected && BINARY_TYPES[detected.mime]) return { bytes, type: BINARY_TYPES[detected.mime]! };
  // SVG is text, which file-type reports as XML or not at all; anything else binary is refused outright.
  if (detected && detected.mime !== 'application/xml') throw unsupportedMediaType(IMAGE_TYPE_MESSAGE, field);
  const svg = await sanitizeSvg(bytes);
  if (svg.kind === 'not-svg') throw unsupportedMediaType(IMAGE_TYPE_MESSAGE, field);
  if (svg.kind === 'active') throw badRequest(SVG_SCRIPT_MESSAGE, field);
  if (svg.kind === 'too-complex') throw payloadTooLarge(SVG_TOO_COMPLEX_MESSAGE, field);
  return { bytes: svg.bytes, type: 'image/svg+xml' };
}
