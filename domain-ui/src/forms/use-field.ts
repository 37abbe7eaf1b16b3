import {
  get,
  useController,
  useFormContext,
  useFormState,
  type ControllerRenderProps,
  type FieldValues,
} from 'react-hook-form';
import { useShownFieldName } from './field-names';

/**
 * The message of a field's error as the form shows it: its own, or the one on the list or group as a whole (a
 * `root` message: "at least one skill" on an array whose items have errors of their own).
 * @example fieldMessage(errors.skills) // 'Select at least one skill'
 */
export function fieldMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message, root } = error as { message?: unknown; root?: { message?: unknown } };
  if (typeof message === 'string' && message !== '') return message;
  return typeof root?.message === 'string' && root.message !== '' ? root.message : undefined;
}

/**
 * The message shown for `name` in the enclosing form, for a composite field that sets its values itself or a
 * message that belongs to a group of fields. The name also receives the server's messages for it on a failed save.
 * @example const totalTimeMessage = useFieldMessage('experience.totalTime');
 */
export function useFieldMessage(name: string): string | undefined {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  useShownFieldName(name);
  return fieldMessage(get(errors, name));
}

export interface BoundField<V> {
  /** value, onChange, onBlur, ref and name, for a design-system input that takes a value. */
  field: ControllerRenderProps<FieldValues, string> & { value: V };
  /** The message to show on the field, if any. */
  message: string | undefined;
}

/**
 * Binds a value-based input (a picker, a number) to the enclosing form's field `name`: the one place `useController`
 * is called, so every bound input shows its message and takes the server's the same way.
 * @example const { field, message } = useField<number[]>('skills');
 */
export function useField<V = unknown>(name: string): BoundField<V> {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  useShownFieldName(name);
  return { field: field as BoundField<V>['field'], message: fieldMessage(fieldState.error) };
}
