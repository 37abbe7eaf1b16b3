/** What `ImageUpload` hands over: a base64 data URL, e.g. `data:image/png;base64,iVBOR…`. */
const DATA_URL_PATTERN = /^data:([^;,]*)(;base64)?,(.*)$/s;

/** Whether a value is a freshly picked file rather than the URL of a stored image. */
export const isDataUrl = (value: string) => value.startsWith('data:');

/** The MIME type of a data URL ('' when it has none). */
export function dataUrlType(dataUrl: string): string {
  return DATA_URL_PATTERN.exec(dataUrl)?.[1] ?? '';
}

/** Size in bytes of the file a base64 data URL holds, without decoding it. */
export function dataUrlByteSize(dataUrl: string): number {
  const payload = DATA_URL_PATTERN.exec(dataUrl)?.[3] ?? '';
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((payload.length * 3) / 4) - padding);
}

/** Turns a base64 data URL back into a file body for a multipart upload. */
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
