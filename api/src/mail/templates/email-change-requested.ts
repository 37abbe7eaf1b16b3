import { paths } from '@benchlink/contracts/paths';
import { absoluteUrl, type RenderedMail, renderMail } from './render';

/**
 * Sent to the account's current address when a change of e-mail is asked, before anything changes: a session in
 * the wrong hands cannot move the account without its owner hearing of it, and the link cancels the change.
 */
export function emailChangeRequestedMail(input: {
  publicUrl: string;
  firstName: string;
  username: string;
  newEmail: string;
  token: string;
  validHours: number;
}): RenderedMail {
  const link = absoluteUrl(input.publicUrl, paths.cancelEmailChange.href(input.token));
  return renderMail('Your Benchlink e-mail address is about to change', [
    `Hello ${input.firstName},`,
    `someone signed in to your Benchlink account ${input.username} asked to change its e-mail address to ${input.newEmail}. The change takes effect when the link mailed to that address is opened.`,
    'If you did not ask for this, cancel the change here, then change your password:',
    { href: link, label: 'Cancel the change' },
    `The link works once, for ${input.validHours} hours. If you did ask for this, you can ignore this e-mail.`,
  ]);
}
