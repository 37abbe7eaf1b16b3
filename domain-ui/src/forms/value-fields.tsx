import {
  CheckboxGroup,
  DateField,
  MonthsPicker,
  NumberField,
  NumberSelect,
  Select,
  YearsField,
  type CheckboxGroupProps,
  type DateFieldProps,
  type MonthsPickerProps,
  type NumberFieldProps,
  type NumberSelectProps,
  type SelectOption,
  type SelectProps,
  type YearsFieldProps,
} from '@benchlink/design-system';
import { useField } from './use-field';

/** What a bound value input takes instead of value, onChange, onBlur and error: the field's name. */
type ValueBound<Props, Value> = Omit<
  Props,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onValueChange' | 'onBlur' | 'error'
> & {
  name: string;
  /** Runs after the form took the new value (to re-check or clear a field that depends on this one). */
  onChange?: (value: Value) => void;
  /** Shown while the field has no message of its own (a rule on the group the field belongs to). */
  error?: string;
};

/** A field that may be emptied, and what the form holds then. */
type Emptiable<Value> = {
  /** The form's value for "nothing entered" (`null`, `0`…); undefined by default. */
  emptyValue?: Value;
};

/** The field `name` for an input taking `value` and `onChange(value)`: empty input gives `emptyValue`. */
function useValueField<Value>(
  name: string,
  emptyValue: Value | undefined,
  onChange: ((value: Value | undefined) => void) | undefined,
  error?: string,
) {
  const { field, message } = useField<Value | null | undefined>(name);
  return {
    name: field.name,
    ref: field.ref,
    onBlur: field.onBlur,
    value: field.value,
    error: message ?? error,
    onChange: (value: Value | undefined) => {
      const next = value ?? emptyValue;
      field.onChange(next);
      onChange?.(next);
    },
  };
}

export type FormNumberFieldProps = ValueBound<NumberFieldProps, number | null | undefined> & Emptiable<number | null>;

/** `NumberField` (whole numbers) bound to the form's field `name`. */
export function FormNumberField({ name, emptyValue, onChange, error, ...rest }: FormNumberFieldProps) {
  const bound = useValueField<number | null>(name, emptyValue, onChange, error);
  return <NumberField {...rest} {...bound} />;
}

export type FormNumberSelectProps = ValueBound<NumberSelectProps, number | null | undefined> & Emptiable<number | null>;

/** `NumberSelect` (a pick list over a number range) bound to the form's field `name`. */
export function FormNumberSelect({ name, emptyValue, onChange, error, ...rest }: FormNumberSelectProps) {
  const bound = useValueField<number | null>(name, emptyValue, onChange, error);
  return <NumberSelect {...rest} {...bound} />;
}

export type FormYearsFieldProps = ValueBound<YearsFieldProps, number | null | undefined> & Emptiable<number | null>;

/** `YearsField` (the years of a years-and-months value) bound to the form's field `name`. */
export function FormYearsField({ name, emptyValue, onChange, error, ...rest }: FormYearsFieldProps) {
  const bound = useValueField<number | null>(name, emptyValue, onChange, error);
  return <YearsField {...rest} {...bound} />;
}

export type FormMonthsPickerProps = ValueBound<MonthsPickerProps, number | null | undefined> & Emptiable<number | null>;

/** `MonthsPicker` (months 0 to 11) bound to the form's field `name`. */
export function FormMonthsPicker({ name, emptyValue, onChange, error, ...rest }: FormMonthsPickerProps) {
  const bound = useValueField<number | null>(name, emptyValue, onChange, error);
  return <MonthsPicker {...rest} {...bound} />;
}

export type FormDateFieldProps = ValueBound<DateFieldProps, string | null | undefined> & Emptiable<string | null>;

/** `DateField` (YYYY-MM-DD) bound to the form's field `name`. */
export function FormDateField({ name, emptyValue, onChange, error, ...rest }: FormDateFieldProps) {
  const bound = useValueField<string | null>(name, emptyValue, onChange, error);
  return <DateField {...rest} {...bound} />;
}

export type FormSelectProps<V extends string | number = string | number> = ValueBound<
  Omit<SelectProps, 'options'>,
  V | undefined
> & {
  options: ReadonlyArray<SelectOption<V>>;
};

/** What a required select shows while nothing is chosen yet; it cannot be chosen back. */
export const CHOOSE_OPTION_LABEL = 'Choose…';

/**
 * `Select` bound to the form's field `name`, which holds the chosen option's own value (a number for numeric
 * options), or undefined for the empty choice of an optional select. A required select whose value is none of its
 * options (a new record's `undefined` or `0`) starts on 'Choose…' instead of quietly picking the first option, so the
 * form asks for the choice (docs/product.md, Shared inputs).
 */
export function FormSelect<V extends string | number>({ name, options, onChange, error, ...rest }: FormSelectProps<V>) {
  const { value, onChange: setValue, ...bound } = useValueField<V>(name, undefined, onChange, error);
  const chosen =
    value === undefined || value === null
      ? undefined
      : options.find((option) => String(option.value) === String(value));
  const shown: ReadonlyArray<SelectOption> =
    rest.required && !chosen ? [{ value: '', label: CHOOSE_OPTION_LABEL, disabled: true }, ...options] : options;
  return (
    <Select
      {...rest}
      {...bound}
      options={shown}
      value={chosen ? String(chosen.value) : ''}
      // The chosen option's own value: a number for numeric options.
      onValueChange={(raw) => setValue(options.find((option) => String(option.value) === raw)?.value)}
    />
  );
}

export type FormCheckboxGroupProps<V extends string | number> = ValueBound<CheckboxGroupProps<V>, V[]>;

/** `CheckboxGroup` bound to the form's array field `name`. */
export function FormCheckboxGroup<V extends string | number>({
  name,
  onChange,
  error,
  ...rest
}: FormCheckboxGroupProps<V>) {
  const { field, message } = useField<V[] | undefined>(name);
  return (
    <CheckboxGroup<V>
      {...rest}
      value={field.value ?? []}
      onChange={(next) => {
        field.onChange(next);
        onChange?.(next);
      }}
      error={message ?? error}
    />
  );
}
