import { paths } from '@benchlink/contracts/paths';
import { absoluteUrl, type RenderedMail, renderMail } from './render';

/** Sent once, when the administrator approves a company: its projects become visible to others. */
export function companyApprovedMail(input: { publicUrl: string; companyName: string }): RenderedMail {
  return renderMail('Your company has been approved', [
    'Hello,',
    `${input.companyName} has been approved on Benchlink. Your projects are now visible to other companies.`,
    'Your company profile:',
    { href: absoluteUrl(input.publicUrl, paths.companyProfile.href()), label: 'Open the company profile' },
  ]);
}
