import { isApiError } from '@benchlink/api/client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts a failed call's per-field messages on the form's fields and returns the message for an alert
 * above the form when the failure is not about a shown field (e.g. a wrong password or an expired link).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): string | null {
  if (!isApiError(error)) return error instanceof Error ? error.message : 'Unknown error';
  const fields = error.fields;
  let hasFieldError = false;
  for (const name of fieldNames) {
    const message = fields[name];
    if (message) {
      setError(name, { type: 'server', message }, { shouldFocus: !hasFieldError });
      hasFieldError = true;
    }
  }
  return hasFieldError ? null : error.message;
}
