import { paths } from '@benchlink/contracts/paths';
import { absoluteUrl, type RenderedMail, renderMail } from './render';

/** Sent on "forgot password": the link opens the sign-in page's set-new-password form. */
export function resetPasswordMail(input: {
  publicUrl: string;
  firstName: string;
  token: string;
  validMinutes: number;
}): RenderedMail {
  const link = absoluteUrl(input.publicUrl, paths.home.href({ action: 'forgottenPassword', token: input.token }));
  return renderMail('Reset your Benchlink password', [
    `Hello ${input.firstName},`,
    'Someone (hopefully you) asked to reset the password of your Benchlink account. Choose a new one here:',
    { href: link, label: 'Choose a new password' },
    `The link works once and expires in ${input.validMinutes} minutes. If you did not ask for this, you can ignore this e-mail; your password stays unchanged.`,
  ]);
}
