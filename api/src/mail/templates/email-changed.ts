import { paths } from '@benchlink/contracts/paths';
import { absoluteUrl, type RenderedMail, renderMail } from './render';

/** Sent to the old address once a change of e-mail has taken effect, so that a change nobody asked for is noticed. */
export function emailChangedMail(input: {
  publicUrl: string;
  firstName: string;
  username: string;
  oldEmail: string;
  newEmail: string;
}): RenderedMail {
  return renderMail('Your Benchlink e-mail address was changed', [
    `Hello ${input.firstName},`,
    `the e-mail address of your Benchlink account ${input.username} was changed from ${input.oldEmail} to ${input.newEmail}. Mail about your account goes to the new address from now on.`,
    'If you did not make this change, sign in and change your password at once, or ask the Benchlink administrator for help.',
    { href: absoluteUrl(input.publicUrl, paths.home.href()), label: 'Open Benchlink' },
  ]);
}
