// A picked file travels through the forms as a data URL (what the design system's file pickers read), and goes to
// the API as a file in a multipart body: the one place that reads a data URL back.

/** `data:<type>[;base64],<payload>`, e.g. `data:image/png;base64,iVBOR…`. */
const DATA_URL_PATTERN = /^data:([^;,]*)(?:;[^;,]*)*?(;base64)?,(.*)$/s;

/**
 * Whether a value is a freshly picked file rather than the URL of a stored one.
 * @example isDataUrl(company.image ?? '') // false for '/api/companies/4/image?v=2'
 */
export const isDataUrl = (value: string) => value.startsWith('data:');

/**
 * The MIME type of a data URL ('' when it has none).
 * @example dataUrlType('data:image/png;base64,AAAA') // 'image/png'
 */
export function dataUrlType(dataUrl: string): string {
  return DATA_URL_PATTERN.exec(dataUrl)?.[1] ?? '';
}

/**
 * Size in bytes of the file a base64 data URL holds, without decoding it.
 * @example dataUrlByteSize('data:text/plain;base64,aGk=') // 2
 */
export function dataUrlByteSize(dataUrl: string): number {
  const payload = DATA_URL_PATTERN.exec(dataUrl)?.[3] ?? '';
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((payload.length * 3) / 4) - padding);
}

/**
 * A data URL (base64 or percent-encoded) back into a file body for a multipart upload; throws on anything else.
 * @example form.append('image', dataUrlToBlob(dataUrl), 'image.png')
 */
export function dataUrlToBlob(dataUrl: string): Blob {
  const match = DATA_URL_PATTERN.exec(dataUrl);
  if (!match) throw new Error('Not a data URL');
  const [, type = '', isBase64, payload = ''] = match;
  if (!isBase64) return new Blob([decodeURIComponent(payload)], { type });
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}

/**
 * A picked file (as the design system's file picker hands it over) back into a named file, for a multipart body.
 * @example dataUrlToFile({ name: 'cv.pdf', type: 'application/pdf', dataUrl: 'data:application/pdf;base64,JVBERi0=' })
 */
export function dataUrlToFile(file: { name: string; type: string; dataUrl: string }): File {
  const blob = dataUrlToBlob(file.dataUrl);
  return new File([blob], file.name, { type: file.type || blob.type || 'application/octet-stream' });
}
