import { paths } from '@benchlink/contracts/paths';
import { absoluteUrl, type RenderedMail, renderMail } from './render';

/** Sent when the administrator refuses a company, with the reason; saving the profile again asks for a new review. */
export function companyRefusedMail(input: { publicUrl: string; companyName: string; reason: string }): RenderedMail {
  return renderMail('Your company was not approved', [
    'Hello,',
    `${input.companyName} was not approved on Benchlink.`,
    `The administrator's reason: ${input.reason}`,
    'Update your company profile and save it: it goes back to the administrator for review.',
    { href: absoluteUrl(input.publicUrl, paths.companyProfile.href()), label: 'Open the company profile' },
  ]);
}
