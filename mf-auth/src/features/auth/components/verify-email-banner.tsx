import { isApiError } from '@benchlink/api/client';
import { RESEND_COOLDOWN_SECONDS } from '@benchlink/api/contracts';
import { Alert, formatSeconds, useCountdown, visuallyHidden } from '@benchlink/design-system';
import { useState } from 'react';
import styled from 'styled-components';
import { useResendConfirmation } from '../api/resend-confirmation';
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

const Countdown = styled.span`
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.text};
`;

const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.error};
`;

const ScreenReaderOnly = styled.span`
  ${visuallyHidden}
`;

type ResendOutcome = 'resent' | 'cooldown';

export interface VerifyEmailBannerProps {
  email: string;
  onClose?: () => void;
}

/**
 * After registration: asks to confirm the e-mail and offers a resend, then counts down the server's
 * cooldown (spec section 4: 90 seconds between resends) with the Resend link disabled.
 */
export function VerifyEmailBanner({ email, onClose }: VerifyEmailBannerProps) {
  const resend = useResendConfirmation();
  const { secondsLeft, isRunning, start } = useCountdown();
  const [outcome, setOutcome] = useState<ResendOutcome | null>(null);
  const [cooldownSeconds, setCooldownSeconds] = useState(RESEND_COOLDOWN_SECONDS);
  const [error, setError] = useState<string | null>(null);

  const startCooldown = (next: ResendOutcome, seconds: number | undefined) => {
    const wait = seconds && seconds > 0 ? seconds : RESEND_COOLDOWN_SECONDS;
    setOutcome(next);
    setCooldownSeconds(wait);
    start(wait);
  };

  const onResend = () => {
    setError(null);
    resend.mutate(email, {
      onSuccess: (result) => startCooldown('resent', result.retryAfter),
      onError: (failure) => {
        if (isApiError(failure) && failure.status === 429) {
          startCooldown('cooldown', failure.retryAfter);
          return;
        }
        setError(failure.message || 'Unknown error');
      },
    });
  };

  const lead = outcome === 'resent' ? 'Confirmation resent.' : 'A confirmation e-mail was sent recently.';
  return (
    <Alert severity="info" title="Verify your email" onClose={onClose}>
      <Text>
        We sent a confirmation e-mail to <Email>{email}</Email>. Click the link in it before you log in.
      </Text>
      <Text>
        Did not receive it?{' '}
        <LinkButton type="button" onClick={onResend} disabled={isRunning || resend.isPending}>
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
          {/* The ticking clock is hidden from screen readers: they hear the sentence once, not every second. */}
          <span aria-hidden="true">
            {lead} You can resend again in <Countdown>{formatSeconds(secondsLeft)}</Countdown>
          </span>
          <ScreenReaderOnly>
            {lead} You can resend again in {formatSeconds(cooldownSeconds)}.
          </ScreenReaderOnly>
        </Text>
      )}
    </Alert>
  );
}
