import {
  PasswordField,
  Switch,
  TextArea,
  TextField,
  type PasswordFieldProps,
  type SwitchProps,
  type TextAreaProps,
  type TextFieldProps,
} from '@benchlink/design-system';
import type { ChangeEvent, FocusEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { useFieldMessage } from './use-field';

/** What a bound native input takes instead of value, onChange, onBlur and error: the field's name. */
type NativeBound<Props, Element> = Omit<
  Props,
  'name' | 'value' | 'defaultValue' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'error'
> & {
  name: string;
  /** Runs after the form took the change (to re-check a field that depends on this one). */
  onChange?: (event: ChangeEvent<Element>) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Shown while the field has no message of its own. */
  error?: string;
};

/** `register(name)` of the enclosing form, with `onChange`/`onBlur` run after the form's own, and the field's message. */
function useRegistered<Element>({
  name,
  onChange,
  onBlur,
  error,
}: Pick<NativeBound<object, Element>, 'name' | 'onChange' | 'onBlur' | 'error'>) {
  const { register } = useFormContext();
  const message = useFieldMessage(name);
  return { ...register(name, { onChange, onBlur }), error: message ?? error };
}

export type FormTextFieldProps = NativeBound<TextFieldProps, HTMLInputElement>;

/** `TextField` bound to the form's field `name` through `register`. */
export function FormTextField({ name, onChange, onBlur, error, ...rest }: FormTextFieldProps) {
  const registered = useRegistered({ name, onChange, onBlur, error });
  return <TextField {...rest} {...registered} />;
}

export type FormPasswordFieldProps = NativeBound<PasswordFieldProps, HTMLInputElement>;

/** `PasswordField` (with its show/hide toggle) bound to the form's field `name`. */
export function FormPasswordField({ name, onChange, onBlur, error, ...rest }: FormPasswordFieldProps) {
  const registered = useRegistered({ name, onChange, onBlur, error });
  return <PasswordField {...rest} {...registered} />;
}

export type FormTextAreaProps = NativeBound<TextAreaProps, HTMLTextAreaElement>;

/** `TextArea` (with its character counters) bound to the form's field `name`. */
export function FormTextArea({ name, onChange, onBlur, error, ...rest }: FormTextAreaProps) {
  const registered = useRegistered({ name, onChange, onBlur, error });
  return <TextArea {...rest} {...registered} />;
}

export type FormSwitchProps = Omit<NativeBound<SwitchProps, HTMLInputElement>, 'error'>;

/**
 * `Switch` bound to the form's boolean field `name`. A switch has no message to show, so a server message about it
 * goes to the snackbar.
 */
export function FormSwitch({ name, onChange, onBlur, ...rest }: FormSwitchProps) {
  const { register } = useFormContext();
  return <Switch {...rest} {...register(name, { onChange, onBlur })} />;
}
