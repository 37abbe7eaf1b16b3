import { paths } from '@benchlink/contracts/paths';
import { absoluteUrl, type RenderedMail, renderMail } from './render';

/** Sent to the applying company when the position's owner accepts one of its applications. */
export function applicationAcceptedMail(input: {
  publicUrl: string;
  applicantName: string;
  positionTitle: string;
  projectName: string;
  ownerName: string;
  talentTitle: string | undefined;
}): RenderedMail {
  return renderMail(`Application accepted: ${input.positionTitle}`, [
    `Hello ${input.applicantName},`,
    input.talentTitle
      ? `${input.ownerName} accepted your application of ${input.talentTitle} for the position ${input.positionTitle} in the project ${input.projectName}.`
      : `${input.ownerName} accepted your application for the position ${input.positionTitle} in the project ${input.projectName}.`,
    'You can now see who published the position. Follow your applications here:',
    { href: absoluteUrl(input.publicUrl, paths.companyApplications.href()), label: 'Open company applications' },
  ]);
}
