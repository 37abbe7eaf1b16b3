import { networkError, toApiError } from '@benchlink/api-client/core';

/** Fraction of the body sent so far, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/** Sends a multipart body with XMLHttpRequest: fetch cannot report upload progress. */
export function sendFormWithProgress(
  path: string,
  body: FormData,
  onProgress?: UploadProgress,
  method: 'POST' | 'PUT' = 'POST',
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(networkError(new Error('Network error')));
    request.onabort = () => reject(networkError(new Error('The upload was aborted')));
    request.onload = () => {
      const headers = { 'content-type': request.getResponseHeader('content-type') ?? '' };
      const response = new Response(request.status === 204 ? null : request.responseText, {
        status: request.status,
        statusText: request.statusText,
        headers,
      });
      if (response.ok) {
        onProgress?.(1);
        resolve(headers['content-type'].includes('application/json') ? response.json() : response.text());
      } else {
        toApiError(response).then(reject, reject);
      }
    };
    request.send(body);
  });
}
