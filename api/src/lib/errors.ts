import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type FieldMessage = { field?: string; message: string };

/** A failure meant for the caller: `onError` turns it into the product's error shape. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly issues: FieldMessage[],
    readonly retryAfter?: number,
  ) {
    super(issues[0]?.message ?? 'Error');
  }
}

const single = (status: ContentfulStatusCode, message: string, field?: string) =>
  new AppError(status, [{ message, field }]);

export const badRequest = (message: string, field?: string) => single(400, message, field);
export const validation = (issues: FieldMessage[]) => new AppError(400, issues);
export const unauthorized = (message = 'You need to sign in to do this.') => single(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => single(403, message);
export const notFound = (message = 'Not found.') => single(404, message);
export const conflict = (message: string, field?: string) => single(409, message, field);
export const payloadTooLarge = (message: string, field?: string) => single(413, message, field);
export const unsupportedMediaType = (message: string, field?: string) => single(415, message, field);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, [{ message }], Math.max(1, Math.ceil(retryAfterSeconds)));

export { HTTPException };
