import { PasswordField } from '@benchlink/design-system';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

interface NewPasswordFieldsProps<T extends FieldValues> {
  form: Pick<UseFormReturn<T>, 'register' | 'getValues' | 'trigger' | 'getFieldState' | 'formState'>;
  /** The password and its repetition; the schema's match rule sits on the second. */
  names: readonly [Path<T>, Path<T>];
  labels: readonly [string, string];
}

/** A new password and its repetition, as sign-up and the reset link both ask for them. */
export function NewPasswordFields<T extends FieldValues>({ form, names: [password, repeat], labels: [passwordLabel, repeatLabel] }: NewPasswordFieldsProps<T>) {
  const { register, getValues, trigger, getFieldState, formState } = form;
  return (
    <>
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        required
        error={getFieldState(password, formState).error?.message}
        {...register(password, {
          // The match rule sits on the repeated field: re-check it when the first password changes.
          onChange: () => {
            if (getValues(repeat)) void trigger(repeat);
          },
        })}
      />
      <PasswordField
        label={repeatLabel}
        autoComplete="new-password"
        required
        error={getFieldState(repeat, formState).error?.message}
        {...register(repeat)}
      />
    </>
  );
}
