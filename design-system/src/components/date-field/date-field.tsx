import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate } from '../../formatters/formatters';
import { Field, controlStyles, describedBy } from '../field/field';

const Input = styled.input<{ $hasError: boolean }>`
  ${controlStyles}
  &::-webkit-calendar-picker-indicator {
    cursor: pointer;
    opacity: 0.7;
  }
`;

export interface DateFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'size'
> {
  label?: ReactNode;
  error?: string;
  required?: boolean;
  helperText?: ReactNode;
  /** YYYY-MM-DD, or undefined for no date. */
  value: string | null | undefined;
  /** Receives YYYY-MM-DD, or undefined when emptied. */
  onChange: (value: string | undefined) => void;
  minDate?: Date | string;
  maxDate?: Date | string;
  className?: string;
}

/** Native date input: emptying gives no value; supports minimum and maximum dates. */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { label, error, required, helperText, value, onChange, minDate, maxDate, id, className, ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <Field id={inputId} label={label} required={required} error={error} helperText={helperText} className={className}>
      <Input
        ref={ref}
        id={inputId}
        type="date"
        value={formatDate(value ?? undefined)}
        min={minDate ? formatDate(minDate) : undefined}
        max={maxDate ? formatDate(maxDate) : undefined}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, Boolean(helperText), Boolean(error))}
        $hasError={Boolean(error)}
        {...rest}
      />
    </Field>
  );
});
