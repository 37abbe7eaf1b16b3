import type { ApiErrorBody } from '@benchlink/contracts/errors';

/**
 * A failed API call: `message` is the main (first) message, `fields` the per-field messages.
 * Check with `isApiError`, never `instanceof`: each federated bundle may hold its own copy of this class.
 */
export class ApiError extends Error {
  readonly isApiError = true;
  constructor(
    readonly status: number,
    message: string,
    readonly body?: ApiErrorBody,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Field → message, from the body's `fields` map or its paired `message`/`field` lists. */
  get fields(): Record<string, string> {
    if (this.body?.fields) return this.body.fields;
    const fields: Record<string, string> = {};
    this.body?.field?.forEach((name, index) => {
      const message = this.body?.message[index];
      if (name && message && !(name in fields)) fields[name] = message;
    });
    return fields;
  }

  /** All messages of the body, or the main one. */
  get messages(): string[] {
    return this.body?.message.length ? this.body.message : [this.message];
  }

  get retryAfter(): number | undefined {
    return this.body?.retryAfter;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && (error as { isApiError?: unknown }).isApiError === true;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && Array.isArray((value as ApiErrorBody).message);
}

/**
 * What a failure without the product's error body says (a 502 from a proxy, an HTML error page, a cut-off answer):
 * the raw status text ('Bad Gateway') means nothing to a user, so it is never shown (docs/product.md, Errors).
 */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong';

/** Turns a non-success response into an ApiError, following the product's error catalogue. */
export async function toApiError(response: Response): Promise<ApiError> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      const body: unknown = await response.json();
      if (isErrorBody(body)) return new ApiError(response.status, body.message[0] ?? GENERIC_ERROR_MESSAGE, body);
    } catch {
      // Not JSON after all: no message of ours to show.
    }
  }
  return new ApiError(response.status, GENERIC_ERROR_MESSAGE);
}

/** A network failure: the failure's message, or 'Unknown error'. */
export function networkError(error: unknown): ApiError {
  const message = error instanceof Error && error.message ? error.message : 'Unknown error';
  return new ApiError(0, message);
}
