import { isApiError } from '@benchlink/api/client';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's per-field messages on the form's fields (spec: server field errors are shown per field)
 * and returns the message for the snackbar when some of the error could not be placed on a field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: ReadonlyArray<FieldPath<T>>,
): string | null {
  if (!isApiError(error)) return error instanceof Error ? error.message : 'Unknown error';
  const known = new Set<string>(fieldNames);
  let placed = 0;
  for (const [name, message] of Object.entries(error.fields)) {
    if (!known.has(name)) continue;
    setError(name as FieldPath<T>, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed > 0 && placed === Object.keys(error.fields).length ? null : error.message;
}
