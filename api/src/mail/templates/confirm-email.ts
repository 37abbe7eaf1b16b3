import { absoluteUrl, type RenderedMail, renderMail } from './render';

/** Sent at sign-up and on "resend": the link confirms the account's e-mail address. */
export function confirmEmailMail(input: {
  publicUrl: string;
  firstName: string;
  token: string;
  validHours: number;
  /** A path on this origin the sign-in page goes on to once the account is confirmed (an invitation, say). */
  returnTo?: string;
}): RenderedMail {
  const query = new URLSearchParams({ token: input.token, ...(input.returnTo ? { returnTo: input.returnTo } : {}) });
  const link = absoluteUrl(input.publicUrl, `/api/auth/register/confirm?${query.toString()}`);
  return renderMail('Confirm your Benchlink account', [
    `Hello ${input.firstName},`,
    'Please confirm your e-mail address to activate your Benchlink account:',
    { href: link, label: 'Confirm my e-mail address' },
    `The link works once and expires in ${input.validHours} hours. If you did not sign up for Benchlink, you can ignore this e-mail.`,
  ]);
}
