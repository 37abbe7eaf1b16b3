import { RESEND_COOLDOWN_SECONDS } from '@benchlink/contracts/auth';

/** Whole seconds before another e-mail may follow one sent at `lastSentAt` (0: it may go now). */
export function resendCooldownSecondsLeft(lastSentAt: Date | undefined, now: number): number {
  if (!lastSentAt) return 0;
  const waitMs = lastSentAt.getTime() + RESEND_COOLDOWN_SECONDS * 1000 - now;
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}
