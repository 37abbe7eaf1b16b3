import { formatSeconds, visuallyHidden } from '@benchlink/design-system';
import styled from 'styled-components';
import type { ResendOutcome } from '../hooks/use-resend-with-cooldown';

const Countdown = styled.span`
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.text};
`;

const ScreenReaderOnly = styled.span`
  ${visuallyHidden}
`;

export interface ResendCooldownTextProps {
  outcome: ResendOutcome | null;
  secondsLeft: number;
  cooldownSeconds: number;
}

/** 'Confirmation resent. You can resend again in 1:30' (the product's words), ticking down. */
export function ResendCooldownText({ outcome, secondsLeft, cooldownSeconds }: ResendCooldownTextProps) {
  const lead = outcome === 'resent' ? 'Confirmation resent.' : 'A confirmation e-mail was sent recently.';
  return (
    <>
      {/* The ticking clock is hidden from screen readers: they hear the sentence once, not every second. */}
      <span aria-hidden="true">
        {lead} You can resend again in <Countdown>{formatSeconds(secondsLeft)}</Countdown>
      </span>
      <ScreenReaderOnly>
        {lead} You can resend again in {formatSeconds(cooldownSeconds)}.
      </ScreenReaderOnly>
    </>
  );
}
