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

/** Turns a non-success response into an ApiError, following the product's error catalogue. */
export async function toApiError(response: Response): Promise<ApiError> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      const body: unknown = await response.json();
      if (isErrorBody(body)) return new ApiError(response.status, body.message[0] ?? response.statusText, body);
    } catch {
      // fall through to the status text
    }
  }
  return new ApiError(response.status, response.statusText || 'Unknown error');
}

/** A network failure: the failure's message, or 'Unknown error'. */
export function networkError(error: unknown): ApiError {
  const message = error instanceof Error && error.message ? error.message : 'Unknown error';
  return new ApiError(0, message);
}
