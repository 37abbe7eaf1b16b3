import { paths } from '@benchlink/contracts/paths';
import { absoluteUrl, type RenderedMail, renderMail } from './render';

/** Sent to the applying company when the position's owner denies one of its applications, with the reason it gave. */
export function applicationDeniedMail(input: {
  publicUrl: string;
  applicantName: string;
  positionTitle: string;
  projectName: string;
  ownerName: string;
  talentTitle: string | undefined;
  reason: string | undefined;
}): RenderedMail {
  const what = input.talentTitle ? `your application of ${input.talentTitle}` : 'your application';
  return renderMail(`Application denied: ${input.positionTitle}`, [
    `Hello ${input.applicantName},`,
    `${input.ownerName} denied ${what} for the position ${input.positionTitle} in the project ${input.projectName}.`,
    input.reason ? `Their reason: ${input.reason}` : 'They gave no reason.',
    'Other positions may fit your talent better:',
    { href: absoluteUrl(input.publicUrl, paths.browseProjects.href()), label: 'Browse open positions' },
  ]);
}
