import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ChoiceOption } from '../checkbox/checkbox';
import { FieldGroup } from '../field/field';

const Options = styled.div<{ $isRow: boolean }>`
  display: flex;
  flex-direction: ${({ $isRow }) => ($isRow ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme, $isRow }) => ($isRow ? `${theme.space(1)} ${theme.space(6)}` : theme.space(0.5))};
`;

const Row = styled.label<{ $isDisabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  min-height: 36px;
  cursor: ${({ $isDisabled }) => ($isDisabled ? 'not-allowed' : 'pointer')};
  color: ${({ theme, $isDisabled }) => ($isDisabled ? theme.colors.textDisabled : theme.colors.text)};
`;

const Radio = styled.input`
  appearance: none;
  flex-shrink: 0;
  width: 20px;
  height: 20px;
  margin: 0;
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  display: grid;
  place-content: center;
  cursor: inherit;
  &::after {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    transform: scale(0);
    transition: transform ${({ theme }) => theme.transition};
  }
  &:checked {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:checked::after {
    transform: scale(1);
  }
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

export interface RadioListProps<V extends string | number> {
  label?: ReactNode;
  options: ReadonlyArray<ChoiceOption<V>>;
  value: V | null | undefined;
  onChange: (value: V) => void;
  name?: string;
  required?: boolean;
  error?: string;
  helperText?: ReactNode;
  direction?: 'row' | 'column';
  disabled?: boolean;
}

/** Radio buttons for one choice (position status and the like); arrow keys move between options. */
export function RadioList<V extends string | number>({
  label,
  options,
  value,
  onChange,
  name,
  required,
  error,
  helperText,
  direction = 'column',
  disabled,
}: RadioListProps<V>) {
  const id = useId();
  const groupName = name ?? id;
  return (
    <FieldGroup id={id} label={label} required={required} error={error} helperText={helperText}>
      <Options $isRow={direction === 'row'} role="radiogroup">
        {options.map((option) => (
          <Row key={String(option.value)} $isDisabled={Boolean(disabled || option.disabled)}>
            <Radio
              type="radio"
              name={groupName}
              value={String(option.value)}
              checked={value === option.value}
              disabled={disabled || option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </Row>
        ))}
      </Options>
    </FieldGroup>
  );
}
