import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../app-env';
import type { ApiErrorBody } from '@benchlink/contracts/errors';
import { actorOf, recordAudit } from './audit';
import { AppError, type FieldMessage } from './errors';
import type { Logger } from './logger';

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Builds the product's error body: messages and field names paired by index, plus a field → message map. */
export function errorBody(c: Context, status: number, issues: FieldMessage[], retryAfter?: number): ApiErrorBody {
  const hasFields = issues.some((issue) => issue.field);
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.field && !(issue.field in fields)) fields[issue.field] = issue.message;
  }
  return {
    timestamp: new Date().toISOString(),
    status,
    error: reasonPhrases[status] ?? 'Error',
    message: issues.map((issue) => issue.message),
    ...(hasFields ? { field: issues.map((issue) => issue.field ?? ''), fields } : {}),
    path: c.req.path,
    ...(retryAfter !== undefined ? { retryAfter } : {}),
  };
}

export function errorResponse(c: Context, status: ContentfulStatusCode, issues: FieldMessage[], retryAfter?: number) {
  if (retryAfter !== undefined) c.header('Retry-After', String(retryAfter));
  return c.json(errorBody(c, status, issues, retryAfter), status);
}

/** The only place that turns a thrown error into a response; unknown errors never leak details. */
export const createErrorHandler = (logger: Logger) => async (error: Error, c: Context<AppEnv>) => {
  if (error instanceof AppError) {
    if (error.status === 403) await auditRefusal(c, error.message, logger);
    return errorResponse(c, error.status, error.issues, error.retryAfter);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const message =
      status === 400
        ? 'The request is malformed.'
        : status === 413
          ? 'The request body is too large.'
          : error.message || reasonPhrases[status] || 'Error';
    return errorResponse(c, status, [{ message }]);
  }
  // The request's own logger carries its id; the app's logger is the fallback for a failure before it was set.
  const log = (c.var as Partial<AppEnv['Variables']>).logger ?? logger.child({ requestId: c.var.requestId });
  log.error('Unhandled error', {
    path: c.req.path,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  return errorResponse(c, 500, [{ message: 'Something went wrong on our side. Please try again.' }]);
};

/** Every refused call (403) goes to the audit trail (repeats counted); a failure to record it must not change the answer. */
async function auditRefusal(c: Context<AppEnv>, message: string, logger: Logger) {
  const db = (c.var as Partial<AppEnv['Variables']>).db;
  if (!db) return;
  try {
    await recordAudit(db, {
      ...actorOf(c),
      action: 'authorization.refused',
      detail: { method: c.req.method, path: c.req.path, message },
      // A client retrying (or a page polling) a refused call counts on one row a minute instead of filling the trail.
      sameAs: `${c.req.method} ${c.req.path}`,
    });
  } catch (error) {
    logger.error('Could not record a refused call', { error: error instanceof Error ? error.message : String(error) });
  }
}
