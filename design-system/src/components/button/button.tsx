import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../../theme/focus';
import { Spinner } from '../spinner/spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger';
export type ButtonSize = 'medium' | 'small';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isLoading?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  fullWidth?: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    box-shadow: ${({ theme }) => theme.shadow.sm};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  `,
  text: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.error};
    color: ${({ theme }) => (theme.isDark ? '#1a0b0c' : '#ffffff')};
    &:hover:not(:disabled) {
      filter: brightness(0.92);
    }
  `,
};

const Root = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  height: ${({ theme, $size }) => ($size === 'small' ? theme.size.controlSmall : theme.size.control)};
  padding: 0 ${({ theme, $size }) => theme.space($size === 'small' ? 3 : 5)};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.transition},
    box-shadow ${({ theme }) => theme.transition},
    filter ${({ theme }) => theme.transition};
  ${({ $variant }) => variants[$variant]}
  ${focusRing}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
    box-shadow: none;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
  svg {
    flex-shrink: 0;
  }
`;

/** The product's button: 48 px high, four variants, optional icon and loading state. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'medium',
    isLoading = false,
    startIcon,
    endIcon,
    fullWidth = false,
    children,
    disabled,
    type = 'button',
    ...rest
  },
  ref,
) {
  return (
    <Root
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...rest}
    >
      {isLoading ? <Spinner size={16} label={null} /> : startIcon}
      {children}
      {endIcon}
    </Root>
  );
});

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** Accessible name; icons carry no text. */
  label: string;
  variant?: 'default' | 'primary' | 'danger';
  size?: ButtonSize;
}

const IconRoot = styled.button<{ $variant: 'default' | 'primary' | 'danger'; $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ theme, $size }) => ($size === 'small' ? theme.size.controlSmall : '40px')};
  height: ${({ theme, $size }) => ($size === 'small' ? theme.size.controlSmall : '40px')};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme, $variant }) =>
    $variant === 'primary'
      ? theme.colors.primary
      : $variant === 'danger'
        ? theme.colors.error
        : theme.colors.textMuted};
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.transition},
    color ${({ theme }) => theme.transition};
  &:hover:not(:disabled) {
    background: ${({ theme, $variant }) => ($variant === 'danger' ? theme.colors.errorSoft : theme.colors.surfaceMuted)};
    color: ${({ theme, $variant }) => ($variant === 'danger' ? theme.colors.error : theme.colors.text)};
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  ${focusRing}
`;

/** Square icon-only button; `label` becomes its accessible name and tooltip. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, variant = 'default', size = 'medium', type = 'button', title, ...rest },
  ref,
) {
  return (
    <IconRoot
      ref={ref}
      type={type}
      aria-label={label}
      title={title ?? label}
      $variant={variant}
      $size={size}
      {...rest}
    />
  );
});
