import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, controlStyles, describedBy } from '../field/field';

export interface SelectOption<V extends string | number = string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** The dash placeholder of optional selects; its empty value means "no value". */
export const EMPTY_OPTION_LABEL = '—';

const Native = styled.select<{ $hasError: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space(10)};
  cursor: pointer;
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%238b93a7' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E");
  background-repeat: no-repeat;
  background-position: right 14px center;
  option {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  label?: ReactNode;
  error?: string;
  required?: boolean;
  helperText?: ReactNode;
  options: ReadonlyArray<SelectOption>;
  /** Text of the empty option of optional selects (defaults to a dash). */
  placeholder?: string;
  /** Convenience: the chosen value, or undefined for the dash placeholder. */
  onValueChange?: (value: string | undefined) => void;
  className?: string;
}

/** Native select: required ones have no empty option; optional ones start with a dash meaning no value. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    error,
    required,
    helperText,
    options,
    placeholder = EMPTY_OPTION_LABEL,
    onValueChange,
    onChange,
    id,
    className,
    ...rest
  },
  ref,
) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <Field id={selectId} label={label} required={required} error={error} helperText={helperText} className={className}>
      <Native
        ref={ref}
        id={selectId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, Boolean(helperText), Boolean(error))}
        $hasError={Boolean(error)}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value === '' ? undefined : event.target.value);
        }}
        {...rest}
      >
        {!required && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Native>
    </Field>
  );
});

/**
 * Parses a number-select value as an integer; '' is "no value" for optional selects, any other failure
 * falls back to the lower bound.
 * @example parseNumberOption('abc', 0) // 0
 */
export function parseNumberOption(raw: string, lowerBound: number, required = false): number | undefined {
  if (raw === '' && !required) return undefined;
  const parsed = Number.parseInt(raw, 10);
  return Number.isNaN(parsed) ? lowerBound : parsed;
}

/** Options min..max inclusive, labelled with the number (or a custom label). */
export function numberRange(
  min: number,
  max: number,
  label: (value: number) => string = String,
): SelectOption<number>[] {
  return Array.from({ length: Math.max(0, max - min + 1) }, (_, index) => ({
    value: min + index,
    label: label(min + index),
  }));
}

export interface NumberSelectProps extends Omit<
  SelectProps,
  'options' | 'value' | 'defaultValue' | 'onChange' | 'onValueChange'
> {
  min: number;
  max: number;
  value: number | null | undefined;
  onChange: (value: number | undefined) => void;
  formatOption?: (value: number) => string;
}

/** Select over a number range; parses integers and falls back to its lower bound. */
export const NumberSelect = forwardRef<HTMLSelectElement, NumberSelectProps>(function NumberSelect(
  { min, max, value, onChange, formatOption, required, ...rest },
  ref,
) {
  return (
    <Select
      ref={ref}
      {...rest}
      required={required}
      options={numberRange(min, max, formatOption)}
      value={value === null || value === undefined ? (required ? String(min) : '') : String(value)}
      onChange={(event) => onChange(parseNumberOption(event.target.value, min, required))}
    />
  );
});

export type MonthsPickerProps = Omit<NumberSelectProps, 'min' | 'max'>;

/** Months 0 to 11 of a years-and-months value. */
export const MonthsPicker = forwardRef<HTMLSelectElement, MonthsPickerProps>(function MonthsPicker(
  { label = 'Months', formatOption = (value) => `${value} ${value === 1 ? 'month' : 'months'}`, ...rest },
  ref,
) {
  return <NumberSelect ref={ref} label={label} formatOption={formatOption} min={0} max={11} {...rest} />;
});
