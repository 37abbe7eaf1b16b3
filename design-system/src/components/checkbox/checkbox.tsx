import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { FieldGroup } from '../field/field';

/** A choice's label row (Checkbox, RadioList): the control, then its text; greyed out when disabled. */
export const ChoiceRow = styled.label<{ $isDisabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  min-height: 36px;
  cursor: ${({ $isDisabled }) => ($isDisabled ? 'not-allowed' : 'pointer')};
  color: ${({ theme, $isDisabled }) => ($isDisabled ? theme.colors.textDisabled : theme.colors.text)};
  user-select: none;
`;

/**
 * The 20px control Checkbox and RadioList draw themselves (its mark goes in `::after`): border, hover, focus ring and
 * the disabled look.
 */
export const choiceControlStyles = css`
  appearance: none;
  flex-shrink: 0;
  width: 20px;
  height: 20px;
  margin: 0;
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  display: grid;
  place-content: center;
  cursor: inherit;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focusRing};
  }
  &:disabled {
    opacity: 0.5;
  }
`;

const Box = styled.input`
  ${choiceControlStyles}
  border-radius: ${({ theme }) => theme.radius.sm};
  transition:
    background ${({ theme }) => theme.transition},
    border-color ${({ theme }) => theme.transition};
  &::after {
    content: '';
    width: 10px;
    height: 6px;
    border-left: 2px solid ${({ theme }) => theme.colors.onPrimary};
    border-bottom: 2px solid ${({ theme }) => theme.colors.onPrimary};
    transform: translateY(-1px) rotate(-45deg) scale(0);
    transition: transform ${({ theme }) => theme.transition};
  }
  &:checked {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:checked::after {
    transform: translateY(-1px) rotate(-45deg) scale(1);
  }
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** Checkbox with its label; forwards its ref for `register`. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, disabled, className, ...rest },
  ref,
) {
  return (
    <ChoiceRow $isDisabled={Boolean(disabled)} className={className}>
      <Box ref={ref} type="checkbox" disabled={disabled} {...rest} />
      <span>{label}</span>
    </ChoiceRow>
  );
});

/** The options of a CheckboxGroup or RadioList, in a wrapping row or a column. */
export const ChoiceOptions = styled.div<{ $isRow: boolean }>`
  display: flex;
  flex-direction: ${({ $isRow }) => ($isRow ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme, $isRow }) => ($isRow ? `${theme.space(1)} ${theme.space(6)}` : theme.space(0.5))};
`;

export interface ChoiceOption<V extends string | number> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface CheckboxGroupProps<V extends string | number> {
  label?: ReactNode;
  options: ReadonlyArray<ChoiceOption<V>>;
  value: ReadonlyArray<V>;
  onChange: (value: V[]) => void;
  required?: boolean;
  error?: string;
  helperText?: ReactNode;
  direction?: 'row' | 'column';
  disabled?: boolean;
}

/** Several checkboxes bound to one array value (work modes and the like). */
export function CheckboxGroup<V extends string | number>({
  label,
  options,
  value,
  onChange,
  required,
  error,
  helperText,
  direction = 'row',
  disabled,
}: CheckboxGroupProps<V>) {
  const id = useId();
  const toggle = (optionValue: V, isChecked: boolean) => {
    const next = isChecked ? [...value, optionValue] : value.filter((item) => item !== optionValue);
    // Keep the options' order so the value does not depend on click order.
    onChange(options.map((option) => option.value).filter((item) => next.includes(item)));
  };
  return (
    <FieldGroup id={id} label={label} required={required} error={error} helperText={helperText}>
      <ChoiceOptions $isRow={direction === 'row'}>
        {options.map((option) => (
          <Checkbox
            key={String(option.value)}
            label={option.label}
            checked={value.includes(option.value)}
            disabled={disabled || option.disabled}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
        ))}
      </ChoiceOptions>
    </FieldGroup>
  );
}
