import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** Shared look of text-like controls: 48 px high, rounded, red when invalid. */
export const controlStyles = css<{ $hasError?: boolean }>`
  width: 100%;
  height: ${({ theme }) => theme.size.control};
  padding: 0 ${({ theme }) => theme.space(3.5)};
  border: 1px solid ${({ theme, $hasError }) => ($hasError ? theme.colors.error : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md};
  transition:
    border-color ${({ theme }) => theme.transition},
    box-shadow ${({ theme }) => theme.transition};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 0.85;
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme, $hasError }) => ($hasError ? theme.colors.error : theme.colors.textMuted)};
  }
  &:focus,
  &:focus-visible {
    outline: none;
    border-color: ${({ theme, $hasError }) => ($hasError ? theme.colors.error : theme.colors.primary)};
    box-shadow: 0 0 0 3px ${({ theme, $hasError }) => ($hasError ? `${theme.colors.error}40` : theme.colors.focusRing)};
  }
  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;
`;

const Label = styled.label<{ $hasError: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme, $hasError }) => ($hasError ? theme.colors.error : theme.colors.text)};
`;

const Legend = styled.legend<{ $hasError: boolean }>`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme, $hasError }) => ($hasError ? theme.colors.error : theme.colors.text)};
`;

const Asterisk = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.colors.error};
`;

/** Helper or error line below a field. */
export const FieldMessage = styled.p<{ $isError?: boolean }>`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme, $isError }) => ($isError ? theme.colors.error : theme.colors.textMuted)};
`;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

/** Label text with the required asterisk (docs/product.md, Shared inputs). */
export function LabelText({ label, required }: { label: ReactNode; required?: boolean }) {
  return (
    <>
      {label}
      {required && <Asterisk aria-hidden="true">*</Asterisk>}
    </>
  );
}

/** Placeholder with the required asterisk. */
export function requiredPlaceholder(
  placeholder: string | undefined,
  required: boolean | undefined,
): string | undefined {
  if (!placeholder) return placeholder;
  return required ? `${placeholder} *` : placeholder;
}

/** Words the API spells in lower case inside its fragments that read better in their usual case on screen. */
const usualCase: Record<string, string> = { url: 'URL' };

/**
 * Turns a validation fragment into a sentence about its field. The API and the shared schemas answer in the product's
 * fragments ('is required', 'must be a valid url'); a form shows 'Website is required', 'Website must be a valid
 * URL'. Any other message (a sentence already, such as 'start date cannot be after end date') is shown as it is, and
 * without a plain-text label there is no name to put in front.
 * @example fieldErrorSentence('Website', 'must be a valid url') // 'Website must be a valid URL'
 */
export function fieldErrorSentence(label: ReactNode, message: string | undefined): string | undefined {
  if (!message || typeof label !== 'string' || !label.trim()) return message;
  if (!/^(is|must|cannot|should)\b/.test(message)) return message;
  return `${label.trim()} ${message.replace(/\b[a-z]+\b/g, (word) => usualCase[word] ?? word)}`;
}

/** Ids tying a control to its helper and error texts. */
export function describedBy(id: string, hasHelper: boolean, hasError: boolean): string | undefined {
  const ids = [hasError ? `${id}-error` : null, hasHelper ? `${id}-helper` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export interface FieldProps {
  id: string;
  label?: ReactNode;
  required?: boolean;
  error?: string;
  helperText?: ReactNode;
  /** Extra line under the control, e.g. the text-area counter. */
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** Label, control, helper text and a live error message (a sentence naming the field); errors are announced to screen readers. */
export function Field({ id, label, required, error, helperText, footer, children, className }: FieldProps) {
  return (
    <Root className={className}>
      {label && (
        <Label htmlFor={id} $hasError={Boolean(error)}>
          <LabelText label={label} required={required} />
        </Label>
      )}
      {children}
      <FieldMessage id={`${id}-error`} $isError role="alert" hidden={!error}>
        {fieldErrorSentence(label, error)}
      </FieldMessage>
      {helperText && <FieldMessage id={`${id}-helper`}>{helperText}</FieldMessage>}
      {footer}
    </Root>
  );
}

export interface FieldGroupProps {
  id: string;
  label?: ReactNode;
  required?: boolean;
  error?: string;
  helperText?: ReactNode;
  children: ReactNode;
}

/** Fieldset variant of Field for checkbox groups and radio lists. */
export function FieldGroup({ id, label, required, error, helperText, children }: FieldGroupProps) {
  return (
    <Fieldset
      aria-describedby={describedBy(id, Boolean(helperText), Boolean(error))}
      aria-invalid={error ? true : undefined}
    >
      {label && (
        <Legend $hasError={Boolean(error)}>
          <LabelText label={label} required={required} />
        </Legend>
      )}
      {children}
      <FieldMessage id={`${id}-error`} $isError role="alert" hidden={!error}>
        {fieldErrorSentence(label, error)}
      </FieldMessage>
      {helperText && <FieldMessage id={`${id}-helper`}>{helperText}</FieldMessage>}
    </Fieldset>
  );
}
