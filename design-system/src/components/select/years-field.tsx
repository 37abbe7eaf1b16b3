import { forwardRef, type ReactNode, type Ref } from 'react';
import { NumberField } from '../number-field/number-field';
import { NumberSelect } from './select';

export interface YearsFieldProps {
  label?: ReactNode;
  error?: string;
  required?: boolean;
  helperText?: ReactNode;
  value: number | null | undefined;
  onChange: (value: number | undefined) => void;
  /** With a maximum the field is a pick list 0..maxYears; without, a free whole-number input. */
  maxYears?: number;
  disabled?: boolean;
  id?: string;
  name?: string;
  placeholder?: string;
  onBlur?: () => void;
}

/** Years of a years-and-months value: a free number, or a pick list when `maxYears` is given. */
export const YearsField = forwardRef<HTMLInputElement | HTMLSelectElement, YearsFieldProps>(function YearsField(
  { label = 'Years', maxYears, ...rest },
  ref,
) {
  if (maxYears !== undefined) {
    return (
      <NumberSelect
        ref={ref as Ref<HTMLSelectElement>}
        label={label}
        min={0}
        max={maxYears}
        formatOption={(value) => `${value} ${value === 1 ? 'year' : 'years'}`}
        {...rest}
      />
    );
  }
  return <NumberField ref={ref as Ref<HTMLInputElement>} label={label} {...rest} />;
});
