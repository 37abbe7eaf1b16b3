import { isApiError } from './api-error';

/** The part of react-hook-form's `setError` used here, typed structurally so the client needs no form library. */
type SetFieldError<Name extends string> = (
  name: Name,
  error: { type: string; message: string },
  options: { shouldFocus: boolean },
) => void;

/**
 * Puts a failed call's per-field messages on the form's fields (the first one gets focus) and returns the
 * message to show elsewhere (alert or snackbar), or null when every field message found its field.
 * @example const message = applyServerErrors(error, setError, ['name', 'email']);
 */
export function applyServerErrors<Name extends string>(
  error: unknown,
  setError: SetFieldError<Name>,
  fieldNames: readonly Name[],
): string | null {
  if (!isApiError(error)) return error instanceof Error ? error.message : 'Unknown error';
  const known = new Set<string>(fieldNames);
  const placeable = Object.entries(error.fields).filter(([name]) => known.has(name));
  placeable.forEach(([name, message], index) => {
    setError(name as Name, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return placeable.length > 0 && placeable.length === Object.keys(error.fields).length ? null : error.message;
}
