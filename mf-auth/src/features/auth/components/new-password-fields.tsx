import { FormPasswordField } from '@benchlink/domain-ui';
import { useFormContext } from 'react-hook-form';

interface NewPasswordFieldsProps {
  /** The password and its repetition; the schema's match rule sits on the second. */
  names: readonly [string, string];
  labels: readonly [string, string];
}

/** A new password and its repetition, as sign-up and the reset link both ask for them. */
export function NewPasswordFields({
  names: [password, repeat],
  labels: [passwordLabel, repeatLabel],
}: NewPasswordFieldsProps) {
  const { getValues, trigger } = useFormContext();
  return (
    <>
      <FormPasswordField
        name={password}
        label={passwordLabel}
        autoComplete="new-password"
        required
        // The match rule sits on the repeated field: re-check it when the first password changes.
        onChange={() => {
          if (getValues(repeat)) void trigger(repeat);
        }}
      />
      <FormPasswordField name={repeat} label={repeatLabel} autoComplete="new-password" required />
    </>
  );
}
