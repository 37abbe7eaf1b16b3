// The pickers come from their own shared module (`@benchlink/design-system/pickers`, with fuse.js): this file is the
// only one of the toolkit that imports it, so a form without a picker does not load them.
import {
  MultiSelectPicker,
  TreePicker,
  type MultipleTreePickerProps,
  type MultiSelectPickerProps,
  type SingleTreePickerProps,
  type TreeId,
} from '@benchlink/design-system/pickers';
import type { ReactNode } from 'react';
import { useField } from './use-field';

type PickerBound<Props, Value> = Omit<Props, 'value' | 'onChange' | 'error'> & {
  name: string;
  /** Runs after the form took the new value. */
  onChange?: (value: Value) => void;
  /** Shown while the field has no message of its own. */
  error?: string;
};

export type FormMultiSelectPickerProps<Id extends string | number> = PickerBound<MultiSelectPickerProps<Id>, Id[]> & {
  /** The helper text while nothing is chosen (instead of `helperText`), e.g. 'No locations selected'. */
  emptyHelperText?: ReactNode;
};

/** `MultiSelectPicker` (checkbox list with search) bound to the form's array field `name`. */
export function FormMultiSelectPicker<Id extends string | number>({
  name,
  onChange,
  error,
  emptyHelperText,
  helperText,
  ...rest
}: FormMultiSelectPickerProps<Id>) {
  const { field, message } = useField<Id[] | undefined>(name);
  const value = field.value ?? [];
  return (
    <MultiSelectPicker<Id>
      {...rest}
      value={value}
      onChange={(next) => {
        field.onChange(next);
        onChange?.(next);
      }}
      error={message ?? error}
      helperText={value.length === 0 && emptyHelperText !== undefined ? emptyHelperText : helperText}
    />
  );
}

export type FormSingleTreePickerProps<Id extends TreeId> = PickerBound<SingleTreePickerProps<Id>, Id | null> & {
  /** The form's value while no node is chosen (shown as none chosen); undefined by default. */
  emptyValue?: Id;
};
export type FormMultipleTreePickerProps<Id extends TreeId> = PickerBound<MultipleTreePickerProps<Id>, Id[]> & {
  /** The helper text while nothing is chosen (instead of `helperText`), e.g. 'No locations selected'. */
  emptyHelperText?: ReactNode;
};
export type FormTreePickerProps<Id extends TreeId> = FormSingleTreePickerProps<Id> | FormMultipleTreePickerProps<Id>;

const isMultiple = <Id extends TreeId>(props: FormTreePickerProps<Id>): props is FormMultipleTreePickerProps<Id> =>
  props.multiple === true;

/** `TreePicker` (one node, or several with `multiple`) bound to the form's field `name`. */
export function FormTreePicker<Id extends TreeId>(props: FormTreePickerProps<Id>) {
  const { field, message } = useField<Id | Id[] | null | undefined>(props.name);
  if (isMultiple(props)) {
    const { name: _, onChange, error, emptyHelperText, helperText, ...rest } = props;
    const value = (field.value ?? []) as Id[];
    return (
      <TreePicker<Id>
        {...rest}
        value={value}
        onChange={(next: Id[]) => {
          field.onChange(next);
          onChange?.(next);
        }}
        error={message ?? error}
        helperText={value.length === 0 && emptyHelperText !== undefined ? emptyHelperText : helperText}
      />
    );
  }
  const { name: _, onChange, error, emptyValue, ...rest } = props;
  const value = field.value as Id | null | undefined;
  return (
    <TreePicker<Id>
      {...rest}
      value={value === undefined || value === null || value === emptyValue ? null : value}
      onChange={(next: Id | null) => {
        field.onChange(next ?? emptyValue);
        onChange?.(next);
      }}
      error={message ?? error}
    />
  );
}
