import { paths } from '@benchlink/contracts/paths';
import { absoluteUrl, type RenderedMail, renderMail } from './render';

/**
 * Sent at once to a company that chose instant mail when one of its positions receives an application. Like every
 * view before acceptance, it does not name the applying company.
 */
export function applicationReceivedMail(input: {
  publicUrl: string;
  companyName: string;
  positionId: number;
  positionTitle: string;
  projectName: string;
}): RenderedMail {
  return renderMail(`New application: ${input.positionTitle}`, [
    `Hello ${input.companyName},`,
    `A company applied to your position ${input.positionTitle} in the project ${input.projectName}.`,
    'Review it, then accept or deny it:',
    {
      href: absoluteUrl(input.publicUrl, paths.positionApplications.href(input.positionId)),
      label: `Review ${input.positionTitle}`,
    },
    'You receive one mail per application. To get one a day, or none, change "Application mails" in your company profile.',
  ]);
}
