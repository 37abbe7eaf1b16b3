import { Alert } from '@benchlink/design-system';
import styled from 'styled-components';
import { useResendWithCooldown } from '../hooks/use-resend-with-cooldown';
import { ResendCooldownText } from './resend-cooldown-text';
import { LinkButton } from './text-link';

const Text = styled.p`
  & + & {
    margin-top: ${({ theme }) => theme.space(1.5)};
  }
`;

const Email = styled.strong`
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.error};
`;

export interface VerifyEmailBannerProps {
  email: string;
  onClose?: () => void;
}

/**
 * After registration: asks to confirm the e-mail and offers a resend, then counts down the server's
 * cooldown (docs/product.md: 90 seconds between resends) with the Resend link disabled.
 */
export function VerifyEmailBanner({ email, onClose }: VerifyEmailBannerProps) {
  const { send, isPending, isRunning, secondsLeft, cooldownSeconds, outcome, error } = useResendWithCooldown();
  return (
    <Alert severity="info" title="Verify your email" onClose={onClose}>
      <Text>
        We sent a confirmation e-mail to <Email>{email}</Email>. Click the link in it before you sign in.
      </Text>
      <Text>
        Did not receive it?{' '}
        <LinkButton type="button" onClick={() => send(email)} disabled={isRunning || isPending}>
          Resend
        </LinkButton>
        {error && (
          <>
            {' '}
            <ErrorText role="alert">{error}</ErrorText>
          </>
        )}
      </Text>
      {isRunning && (
        <Text>
          <ResendCooldownText outcome={outcome} secondsLeft={secondsLeft} cooldownSeconds={cooldownSeconds} />
        </Text>
      )}
    </Alert>
  );
}
