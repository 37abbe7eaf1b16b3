import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChoiceOptions, ChoiceRow, choiceControlStyles, type ChoiceOption } from '../checkbox/checkbox';
import { FieldGroup } from '../field/field';

const Radio = styled.input`
  ${choiceControlStyles}
  border-radius: 50%;
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
      <ChoiceOptions $isRow={direction === 'row'} role="radiogroup">
        {options.map((option) => (
          <ChoiceRow key={String(option.value)} $isDisabled={Boolean(disabled || option.disabled)}>
            <Radio
              type="radio"
              name={groupName}
              value={String(option.value)}
              checked={value === option.value}
              disabled={disabled || option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </ChoiceRow>
        ))}
      </ChoiceOptions>
    </FieldGroup>
  );
}
