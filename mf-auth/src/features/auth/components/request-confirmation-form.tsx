import { resendConfirmation } from '@benchlink/api-client/auth';
import { isApiError } from '@benchlink/api-client/core';
import { emailQuerySchema } from '@benchlink/contracts/auth';
import { Button } from '@benchlink/design-system';
import { Form, FormTextField, useAppForm, useFormSubmit } from '@benchlink/domain-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { useReturnTo } from '../hooks/use-return-to';

// Stacked: the banner is narrower than the card, too narrow for the field and the button side by side.
const Stack = styled.form`
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
  const returnTo = useReturnTo();
  const form = useAppForm({ resolver: zodResolver(emailQuerySchema), defaultValues: { email: '' } });
  const submit = useFormSubmit(
    form,
    async ({ email }) => {
      try {
        await resendConfirmation({ email, returnTo });
      } catch (failure) {
        if (!(isApiError(failure) && failure.status === 429)) throw failure;
      }
    },
    { onSuccess: (_, { email }) => onSent(email), messages: 'inline', guardUnsavedChanges: false },
  );

  return (
    <>
      <Form form={form} submit={submit} as={Stack} submitOnEnter={false} aria-label="Request a new confirmation link">
        <FullWidth>
          <FormTextField
            name="email"
            aria-label="E-mail"
            placeholder="Your e-mail"
            type="email"
            autoComplete="email"
            required
          />
        </FullWidth>
        <Button type="submit" variant="secondary" isLoading={submit.isPending}>
          Send a new link
        </Button>
      </Form>
      {submit.message && <ErrorText role="alert">{submit.message}</ErrorText>}
    </>
  );
}
