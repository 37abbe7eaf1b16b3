import { resendConfirmation } from '@benchlink/api-client/auth';
import { isApiError } from '@benchlink/api-client/core';
import { RESEND_COOLDOWN_SECONDS } from '@benchlink/contracts/auth';
import { useCountdown } from '@benchlink/design-system';
import { useState } from 'react';
import { useReturnTo } from './use-return-to';

/** 'resent': this page sent it; 'cooldown': the server says one went out recently (429). */
export type ResendOutcome = 'resent' | 'cooldown';

/**
 * Re-sends the confirmation e-mail and counts down the server's cooldown (docs/product.md: 90 seconds between
 * resends). A 429 is not a failure: a link went out recently, so it starts the countdown with the seconds it names.
 */
export function useResendWithCooldown() {
  const [isPending, setPending] = useState(false);
  const returnTo = useReturnTo();
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

  const send = async (email: string) => {
    setError(null);
    setPending(true);
    try {
      const result = await resendConfirmation({ email, returnTo });
      startCooldown('resent', result.retryAfter);
    } catch (failure) {
      if (isApiError(failure) && failure.status === 429) startCooldown('cooldown', failure.retryAfter);
      else setError((failure instanceof Error && failure.message) || 'Unknown error');
    } finally {
      setPending(false);
    }
  };

  return {
    send: (email: string) => void send(email),
    isPending,
    isRunning,
    secondsLeft,
    cooldownSeconds,
    outcome,
    error,
  };
}
