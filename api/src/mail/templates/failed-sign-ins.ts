import { paths } from '@benchlink/contracts/paths';
import { absoluteUrl, type RenderedMail, renderMail } from './render';

/**
 * Sent to an account's owner when wrong passwords for it, from addresses it never signed in from, reach the
 * account's limit: someone may be guessing. Once per episode (lib/rate-limits.ts), never per attempt.
 */
export function failedSignInsMail(input: {
  publicUrl: string;
  firstName: string;
  username: string;
  failures: number;
  windowMinutes: number;
}): RenderedMail {
  return renderMail('Failed sign-in attempts on your Benchlink account', [
    `Hello ${input.firstName},`,
    `there were ${input.failures} failed sign-in attempts on your Benchlink account ${input.username} within ${input.windowMinutes} minutes, from addresses you have not signed in from. Further attempts from those addresses now have to wait.`,
    'You can still sign in from the places you usually sign in from. If this was not you, choose a strong password that you use nowhere else.',
    { href: absoluteUrl(input.publicUrl, paths.home.href()), label: 'Open Benchlink' },
  ]);
}
