import {
  forwardRef,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import styled from 'styled-components';
import { Field, FieldMessage, controlStyles, describedBy, requiredPlaceholder } from '../field/field';

const Area = styled.textarea<{ $hasError: boolean }>`
  ${controlStyles}
  height: auto;
  min-height: 112px;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(3.5)}`};
  line-height: ${({ theme }) => theme.font.lineHeight};
  resize: vertical;
`;

const Counter = styled(FieldMessage)`
  text-align: right;
`;

export interface TextAreaCounter {
  text: string;
  isError: boolean;
}

/**
 * The counter text of section 5 for a given length: minimum messages first, then the maximum ones.
 * @example textAreaCounter(3, { minLength: 10 }) // { text: 'Enter 7 more characters', isError: true }
 */
export function textAreaCounter(
  length: number,
  { minLength, maxLength }: { minLength?: number; maxLength?: number },
): TextAreaCounter | null {
  if (minLength !== undefined && minLength > 0) {
    if (length === 0) return { text: `Enter at least ${minLength} characters`, isError: true };
    if (length < minLength) return { text: `Enter ${minLength - length} more characters`, isError: true };
  }
  if (maxLength !== undefined) {
    if (length > maxLength)
      return { text: `Character limit exceeded by ${length - maxLength} characters`, isError: true };
    return { text: `${maxLength - length} characters left`, isError: false };
  }
  return null;
}

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'minLength' | 'maxLength'> {
  label?: ReactNode;
  error?: string;
  required?: boolean;
  helperText?: ReactNode;
  /**
   * Shows 'Enter at least N characters' / 'Enter N more characters' while under it: as an error only once the field
   * was left or has an `error` (a save), so an untouched form shows none (docs/product.md, Shared inputs).
   */
  minLength?: number;
  /** Shows 'N characters left' / 'Character limit exceeded by N characters'; typing past it stays possible. */
  maxLength?: number;
  className?: string;
}

function valueLength(value: TextareaHTMLAttributes<HTMLTextAreaElement>['value']): number | undefined {
  if (value === undefined || value === null) return undefined;
  return String(value).length;
}

/** Multi-line input with the product's character counters; works controlled or through `register`. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    error,
    required,
    helperText,
    minLength,
    maxLength,
    id,
    placeholder,
    className,
    onChange,
    onBlur,
    value,
    defaultValue,
    rows = 4,
    ...rest
  },
  forwardedRef,
) {
  const generatedId = useId();
  const areaId = id ?? generatedId;
  const innerRef = useRef<HTMLTextAreaElement | null>(null);
  const [uncontrolledLength, setUncontrolledLength] = useState(() => valueLength(defaultValue) ?? 0);
  const [wasLeft, setWasLeft] = useState(false);
  const length = valueLength(value) ?? uncontrolledLength;

  // react-hook-form writes defaults and reset() values straight into the element, without a change
  // event, so re-read the element after every render; the state only changes when the length does, so this settles.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately runs after every render, see above
  useLayoutEffect(() => {
    if (innerRef.current && value === undefined) setUncontrolledLength(innerRef.current.value.length);
  });

  const setRefs = useCallback(
    (node: HTMLTextAreaElement | null) => {
      innerRef.current = node;
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };

  const handleBlur = (event: FocusEvent<HTMLTextAreaElement>) => {
    setWasLeft(true);
    onBlur?.(event);
  };

  const counter = textAreaCounter(length, { minLength, maxLength });
  // Going over the maximum is the user's own typing and shows at once; a minimum not reached yet is no error
  // until the field is left or saved.
  const isOverMaximum = maxLength !== undefined && length > maxLength;
  const counterIsError = Boolean(counter?.isError) && (wasLeft || Boolean(error) || isOverMaximum);
  const counterId = `${areaId}-counter`;
  const hasError = Boolean(error) || counterIsError;
  const describedIds = [describedBy(areaId, Boolean(helperText), Boolean(error)), counter ? counterId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <Field
      id={areaId}
      label={label}
      required={required}
      error={error}
      helperText={helperText}
      className={className}
      footer={
        counter && (
          <Counter id={counterId} $isError={counterIsError} aria-live="polite">
            {counter.text}
          </Counter>
        )
      }
    >
      <Area
        ref={setRefs}
        id={areaId}
        rows={rows}
        value={value}
        defaultValue={defaultValue}
        placeholder={requiredPlaceholder(placeholder, required)}
        aria-required={required || undefined}
        aria-invalid={hasError || undefined}
        aria-describedby={describedIds || undefined}
        onChange={handleChange}
        onBlur={handleBlur}
        $hasError={hasError}
        {...rest}
      />
    </Field>
  );
});
