import { registerInputSchema, type RegisterInput } from '@benchlink/contracts';
import { Alert, Button, submitOnEnter, TextField } from '@benchlink/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors, type RegisterBody, useRegister } from '@benchlink/api-client';
import { FieldRow, FormStack, SubmitRow } from './form-layout';
import { NewPasswordFields } from './new-password-fields';

const FIELDS = ['firstName', 'lastName', 'username', 'email', 'password', 'repeatedPassword'] as const;

const emptyRegistration: RegisterInput = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  repeatedPassword: '',
};

/**
 * The registration fields (spec section 5), validated as the user types with the server's own schema;
 * Register stays disabled while any field shows an error, and the server's field errors land on their fields.
 */
export function SignUpForm({ onRegistered }: { onRegistered: (input: RegisterBody) => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const registration = useRegister({ onSuccess: onRegistered });
  const form = useForm({ resolver: zodResolver(registerInputSchema), mode: 'onChange', defaultValues: emptyRegistration });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const hasErrors = Object.keys(errors).length > 0;

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    registration.mutate(values, { onError: (error) => setFormError(applyServerErrors(error, setError, FIELDS)) });
  });

  return (
    <FormStack onSubmit={onSubmit} onKeyDown={submitOnEnter} noValidate aria-label="Sign up">
      {formError && (
        <Alert severity="error" title="Could not register">
          {formError}
        </Alert>
      )}
      <FieldRow>
        <TextField
          label="First name"
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </FieldRow>
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <NewPasswordFields form={form} names={['password', 'repeatedPassword']} labels={['Password', 'Repeat password']} />
      <SubmitRow>
        <Button type="submit" fullWidth disabled={hasErrors} isLoading={registration.isPending}>
          Register
        </Button>
      </SubmitRow>
    </FormStack>
  );
}
