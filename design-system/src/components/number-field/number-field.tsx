import {
  forwardRef,
  useEffect,
  useId,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { Field, controlStyles, describedBy, requiredPlaceholder } from '../field/field';

const Input = styled.input<{ $hasError: boolean }>`
  ${controlStyles}
`;

/**
 * Parses whole-number text: '' gives undefined (no value), anything else not a whole number gives null (rejected).
 * @example parseWholeNumber('-3', { allowNegative: true }) // -3
 */
export function parseWholeNumber(
  text: string,
  { allowNegative = false }: { allowNegative?: boolean } = {},
): number | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const pattern = allowNegative ? /^-?\d+$/ : /^\d+$/;
  if (!pattern.test(trimmed)) return null;
  const parsed = Number(trimmed);
  return Number.isSafeInteger(parsed) ? parsed : null;
}

/** Text the user may have half-typed: digits, and a lone leading minus when negatives are allowed. */
function isAcceptableDraft(text: string, allowNegative: boolean): boolean {
  return allowNegative ? /^-?\d*$/.test(text) : /^\d*$/.test(text);
}

export interface NumberFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'size'
> {
  label?: ReactNode;
  error?: string;
  required?: boolean;
  helperText?: ReactNode;
  value: number | null | undefined;
  /** Receives the whole number, or undefined when emptied. */
  onChange: (value: number | undefined) => void;
  allowNegative?: boolean;
  endAdornment?: ReactNode;
  className?: string;
}

const Wrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const End = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space(3.5)};
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

/** Whole-number input: rejects non-numbers and (unless allowed) negatives; empty means no value. */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  {
    label,
    error,
    required,
    helperText,
    value,
    onChange,
    allowNegative = false,
    endAdornment,
    id,
    placeholder,
    className,
    ...rest
  },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [draft, setDraft] = useState(value === null || value === undefined ? '' : String(value));

  // Follow outside changes (form reset) without clobbering a half-typed '-'.
  useEffect(() => {
    setDraft((current) => {
      const currentValue = parseWholeNumber(current, { allowNegative });
      const next = value === null || value === undefined ? undefined : value;
      if (currentValue === next || (currentValue === null && next === undefined)) return current;
      return next === undefined ? '' : String(next);
    });
  }, [value, allowNegative]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value.trim();
    if (!isAcceptableDraft(text, allowNegative)) return;
    setDraft(text);
    const parsed = parseWholeNumber(text, { allowNegative });
    onChange(parsed === null ? undefined : parsed);
  };

  return (
    <Field id={inputId} label={label} required={required} error={error} helperText={helperText} className={className}>
      <Wrap>
        <Input
          ref={ref}
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={draft}
          onChange={handleChange}
          placeholder={requiredPlaceholder(placeholder, required)}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, Boolean(helperText), Boolean(error))}
          $hasError={Boolean(error)}
          {...rest}
        />
        {endAdornment && <End aria-hidden="true">{endAdornment}</End>}
      </Wrap>
    </Field>
  );
});
