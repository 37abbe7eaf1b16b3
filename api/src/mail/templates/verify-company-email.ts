import { absoluteUrl, type RenderedMail, renderMail } from './render';

/** Sent to a company's address when it is set or changed: the link proves the company owns it. */
export function verifyCompanyEmailMail(input: {
  publicUrl: string;
  companyName: string;
  companyEmail: string;
  token: string;
  validDays: number;
}): RenderedMail {
  const link = absoluteUrl(input.publicUrl, `/api/companies/confirm-email?token=${encodeURIComponent(input.token)}`);
  return renderMail('Verify your company e-mail address', [
    'Hello,',
    `please confirm that ${input.companyEmail} is the e-mail address of ${input.companyName} on Benchlink by opening this link:`,
    { href: link, label: 'Verify the e-mail address' },
    `The link is valid for ${input.validDays} days. If you did not expect this e-mail, you can ignore it.`,
  ]);
}
