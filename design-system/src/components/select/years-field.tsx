import { forwardRef, type Ref } from 'react';
import { NumberField, type NumberFieldProps } from '../number-field/number-field';
import { NumberSelect } from './select';

/** The number field's props, those the pick list takes too. */
export interface YearsFieldProps extends Pick<
  NumberFieldProps,
  'label' | 'error' | 'required' | 'helperText' | 'value' | 'onChange' | 'disabled' | 'id' | 'name' | 'placeholder'
> {
  /** With a maximum the field is a pick list 0..maxYears; without, a free whole-number input. */
  maxYears?: number;
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
