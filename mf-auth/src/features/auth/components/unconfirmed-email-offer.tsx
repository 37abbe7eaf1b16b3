import { emailQuerySchema } from '@benchlink/contracts/auth';
import { Button, TextField } from '@benchlink/design-system';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useResendWithCooldown } from '../hooks/use-resend-with-cooldown';
import { ResendCooldownText } from './resend-cooldown-text';
import { LinkButton } from './text-link';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const FullWidth = styled.div`
  align-self: stretch;
`;

const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.error};
`;

/**
 * The way out of 'Please confirm your email before signing in.': re-send the confirmation e-mail from the sign-in
 * form, with the 90-second cooldown. When the user signed in with their e-mail it is used as is; with a username
 * the page does not know the address, so it asks for it. A form of its own would nest in the sign-in form, so the
 * address field submits through its button.
 */
export function UnconfirmedEmailOffer({ usernameOrEmail }: { usernameOrEmail: string }) {
  const known = emailQuerySchema.safeParse({ email: usernameOrEmail });
  const { send, isPending, isRunning, secondsLeft, cooldownSeconds, outcome, error } = useResendWithCooldown();
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();

  const sendToTyped = (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = emailQuerySchema.safeParse({ email: typed });
    if (!parsed.success) {
      setFieldError(`E-mail ${parsed.error.issues[0]?.message ?? 'must be a valid email'}`);
      return;
    }
    setFieldError(undefined);
    send(parsed.data.email);
  };

  return (
    <Stack>
      {known.success ? (
        <span>
          Did not receive the confirmation e-mail?{' '}
          <LinkButton type="button" onClick={() => send(known.data.email)} disabled={isRunning || isPending}>
            Resend confirmation e-mail
          </LinkButton>
        </span>
      ) : (
        <>
          <span>Enter the e-mail of your account to receive a new confirmation link.</span>
          <FullWidth>
            <TextField
              label="E-mail of your account"
              type="email"
              autoComplete="email"
              value={typed}
              error={fieldError}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') sendToTyped(event);
              }}
            />
          </FullWidth>
          <Button
            type="button"
            variant="secondary"
            size="small"
            onClick={() => sendToTyped()}
            isLoading={isPending}
            disabled={isRunning}
          >
            Resend confirmation e-mail
          </Button>
        </>
      )}
      {error && <ErrorText role="alert">{error}</ErrorText>}
      {isRunning && (
        <span>
          <ResendCooldownText outcome={outcome} secondsLeft={secondsLeft} cooldownSeconds={cooldownSeconds} />
        </span>
      )}
    </Stack>
  );
}
