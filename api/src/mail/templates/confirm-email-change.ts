import { paths } from '@benchlink/contracts/paths';
import { absoluteUrl, type RenderedMail, renderMail } from './render';

/** Sent to the new address when a user changes their e-mail: the change takes effect when the link is opened. */
export function confirmEmailChangeMail(input: {
  publicUrl: string;
  firstName: string;
  newEmail: string;
  token: string;
  validHours: number;
}): RenderedMail {
  const link = absoluteUrl(input.publicUrl, paths.confirmEmailChange.href(input.token));
  return renderMail('Confirm your new Benchlink e-mail address', [
    `Hello ${input.firstName},`,
    `please confirm that ${input.newEmail} is the new e-mail address of your Benchlink account. The address changes when you open this link:`,
    { href: link, label: 'Confirm the new address' },
    `The link works once and expires in ${input.validHours} hours. If you did not ask for this, you can ignore this e-mail; your account keeps its current address.`,
  ]);
}
