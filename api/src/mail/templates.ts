import type { MailMessage } from './outbox';

/** Plain-text mail bodies; every link is absolute, built from PUBLIC_URL. */
export function confirmEmailMail(to: string, firstName: string, link: string, validHours: number): MailMessage {
  return {
    to,
    subject: 'Confirm your Benchlink account',
    text: [
      `Hello ${firstName},`,
      '',
      'Please confirm your e-mail address to activate your Benchlink account:',
      link,
      '',
      `The link works once and expires in ${validHours} hours.`,
      'If you did not sign up for Benchlink, you can ignore this e-mail.',
    ].join('\n'),
  };
}

export function resetPasswordMail(to: string, firstName: string, link: string, validMinutes: number): MailMessage {
  return {
    to,
    subject: 'Reset your Benchlink password',
    text: [
      `Hello ${firstName},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Benchlink account. Choose a new one here:',
      link,
      '',
      `The link works once and expires in ${validMinutes} minutes.`,
      'If you did not ask for this, you can ignore this e-mail; your password stays unchanged.',
    ].join('\n'),
  };
}
