import { paths } from '@benchlink/contracts/paths';
import { absoluteUrl, type RenderedMail, renderMail } from './render';

/** Sent to the administrator when a company is created, or saved again after a refusal: it waits for a review. */
export function companyAwaitingApprovalMail(input: { publicUrl: string; companyName: string }): RenderedMail {
  return renderMail('A company is awaiting approval', [
    'Hello,',
    `${input.companyName} is waiting for your approval on Benchlink.`,
    'Review it among the companies awaiting approval:',
    { href: absoluteUrl(input.publicUrl, paths.approveCompanies.href()), label: 'Review companies' },
  ]);
}
