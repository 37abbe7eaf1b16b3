import { isApiError, useResendConfirmation } from '@benchlink/api-client';
import { emailQuerySchema } from '@benchlink/contracts';
import { Button, TextField } from '@benchlink/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';

// Stacked: the banner is narrower than the card, too narrow for the field and the button side by side.
const Form = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

const FullWidth = styled.div`
  align-self: stretch;
`;

const ErrorText = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.error};
`;

/**
 * Asks for a new confirmation link when the mailed one has expired: the page does not know the address,
 * so the user types it. A cooldown answer (429) means a link was sent recently, which is just as good.
 */
export function RequestConfirmationForm({ onSent }: { onSent: (email: string) => void }) {
  const resend = useResendConfirmation();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(emailQuerySchema), mode: 'onTouched', defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) => {
    setError(null);
    resend.mutate(email, {
      onSuccess: () => onSent(email),
      onError: (failure) => {
        if (isApiError(failure) && failure.status === 429) onSent(email);
        else setError(failure.message || 'Unknown error');
      },
    });
  });

  return (
    <>
      <Form onSubmit={onSubmit} noValidate aria-label="Request a new confirmation link">
        <FullWidth>
          <TextField
            aria-label="E-mail"
            placeholder="Your e-mail"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
        </FullWidth>
        <Button type="submit" variant="secondary" isLoading={resend.isPending}>
          Send a new link
        </Button>
      </Form>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </>
  );
}
