import { confirmAvailabilityByToken, isApiError } from '@benchlink/api-client';
import type { AvailabilityConfirmation } from '@benchlink/contracts/talents';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AVAILABILITY_LINK_INVALID_MESSAGE } from '@benchlink/contracts/availability';
import { UNREACHABLE_MESSAGE } from '../utils/availability-texts';

/** What a one-click link came to: still being confirmed, confirmed, or refused with the message to show. */
export type AvailabilityLinkState =
  | { status: 'pending' }
  | { status: 'confirmed'; confirmation: AvailabilityConfirmation }
  | { status: 'failed'; message: string; canRetry: boolean };

/** One post of a token: its attempt number tells a retry's answer from the previous one. */
type Outcome = { token: string; attempt: number; state: AvailabilityLinkState };

/**
 * The server's refusal as the page shows it. A refused link (4xx) is final; no answer at all, a failure of the server
 * or too many requests (429) may pass, so the page offers to try again.
 */
function failureOf(error: unknown): AvailabilityLinkState {
  if (!isApiError(error) || error.status === 0)
    return { status: 'failed', message: UNREACHABLE_MESSAGE, canRetry: true };
  const isFinal = error.status >= 400 && error.status < 500 && error.status !== 429;
  return { status: 'failed', message: error.message, canRetry: !isFinal };
}

/**
 * Confirms the talent of a reminder link (POST /api/talents/availability-confirmations) once per token, and `retry`
 * posts it again. React's StrictMode runs an effect twice on mount: the ref keeps that to one post, whose answer is
 * shown. Without a token the link is invalid and nothing is sent.
 * @example const { state, retry } = useAvailabilityLink(searchParams.get('token'));
 */
export function useAvailabilityLink(token: string | null) {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>();
  const posted = useRef<{ token: string; attempt: number }>(undefined);

  useEffect(() => {
    if (!token || (posted.current?.token === token && posted.current.attempt === attempt)) return;
    posted.current = { token, attempt };
    confirmAvailabilityByToken(token).then(
      (confirmation) => setOutcome({ token, attempt, state: { status: 'confirmed', confirmation } }),
      (error: unknown) => setOutcome({ token, attempt, state: failureOf(error) }),
    );
  }, [token, attempt]);

  const retry = useCallback(() => setAttempt((current) => current + 1), []);

  let state: AvailabilityLinkState;
  if (!token) state = { status: 'failed', message: AVAILABILITY_LINK_INVALID_MESSAGE, canRetry: false };
  else if (outcome?.token === token && outcome.attempt === attempt) state = outcome.state;
  else state = { status: 'pending' };
  return { state, retry };
}
