import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from '../button/button';
import { Field, controlStyles, describedBy, requiredPlaceholder } from '../field/field';
import { EyeIcon, EyeOffIcon } from '../icons/icons';

const Input = styled.input<{ $hasError: boolean; $hasStart: boolean; $hasEnd: boolean }>`
  ${controlStyles}
  padding-left: ${({ theme, $hasStart }) => ($hasStart ? theme.space(10) : theme.space(3.5))};
  padding-right: ${({ theme, $hasEnd }) => ($hasEnd ? theme.space(12) : theme.space(3.5))};
`;

const Wrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Start = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space(3)};
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

const End = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space(1)};
  display: inline-flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label?: ReactNode;
  error?: string;
  required?: boolean;
  helperText?: ReactNode;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  className?: string;
}

/** Labelled text input; forwards its ref so react-hook-form's `register` works. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    error,
    required,
    helperText,
    startAdornment,
    endAdornment,
    id,
    placeholder,
    className,
    type = 'text',
    ...rest
  },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <Field id={inputId} label={label} required={required} error={error} helperText={helperText} className={className}>
      <Wrap>
        {startAdornment && <Start>{startAdornment}</Start>}
        <Input
          ref={ref}
          id={inputId}
          type={type}
          placeholder={requiredPlaceholder(placeholder, required)}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, Boolean(helperText), Boolean(error))}
          $hasError={Boolean(error)}
          $hasStart={Boolean(startAdornment)}
          $hasEnd={Boolean(endAdornment)}
          {...rest}
        />
        {endAdornment && <End>{endAdornment}</End>}
      </Wrap>
    </Field>
  );
});

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/** Password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(props, ref) {
  const [isVisible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      {...props}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <IconButton
          label={isVisible ? 'Hide password' : 'Show password'}
          aria-pressed={isVisible}
          onClick={() => setVisible((value) => !value)}
        >
          {isVisible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </IconButton>
      }
    />
  );
});
