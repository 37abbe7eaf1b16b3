import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.label<{ $isDisabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 36px;
  cursor: ${({ $isDisabled }) => ($isDisabled ? 'not-allowed' : 'pointer')};
  color: ${({ theme, $isDisabled }) => ($isDisabled ? theme.colors.textDisabled : theme.colors.text)};
  user-select: none;
`;

const Track = styled.input`
  appearance: none;
  position: relative;
  flex-shrink: 0;
  width: 40px;
  height: 24px;
  margin: 0;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.borderStrong};
  cursor: inherit;
  transition: background ${({ theme }) => theme.transition};
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: #ffffff;
    box-shadow: 0 1px 2px rgba(0, 0, 0, 0.3);
    transition: transform ${({ theme }) => theme.transition};
  }
  &:checked {
    background: ${({ theme }) => theme.colors.primary};
  }
  &:checked::after {
    transform: translateX(16px);
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focusRing};
  }
  &:disabled {
    opacity: 0.5;
  }
`;

export interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  label: ReactNode;
}

/** On/off switch (a checkbox with role="switch"); forwards its ref for `register`. */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(
  { label, disabled, className, ...rest },
  ref,
) {
  return (
    <Row $isDisabled={Boolean(disabled)} className={className}>
      <Track ref={ref} type="checkbox" role="switch" disabled={disabled} {...rest} />
      <span>{label}</span>
    </Row>
  );
});
