import type { ApplicationContact } from '@benchlink/contracts/applications';
import { paths } from '@benchlink/contracts/paths';
import { absoluteUrl, type MailBlock, type RenderedMail, renderMail } from './render';

/** Sent to the applying company when the position's owner accepts one of its applications: who to talk to next. */
export function applicationAcceptedMail(input: {
  publicUrl: string;
  applicantName: string;
  positionTitle: string;
  projectName: string;
  ownerName: string;
  talentTitle: string | undefined;
  contact: ApplicationContact | undefined;
}): RenderedMail {
  const contact = input.contact;
  const handOff: MailBlock[] = contact
    ? [
        'Next step: get in touch to agree on the start.',
        contact.name && contact.email
          ? `${contact.name} accepted it: ${contact.email}. ${contact.companyName}: ${contact.companyEmail}.`
          : `${contact.companyName}: ${contact.companyEmail}.`,
      ]
    : [];
  return renderMail(`Application accepted: ${input.positionTitle}`, [
    `Hello ${input.applicantName},`,
    input.talentTitle
      ? `${input.ownerName} accepted your application of ${input.talentTitle} for the position ${input.positionTitle} in the project ${input.projectName}.`
      : `${input.ownerName} accepted your application for the position ${input.positionTitle} in the project ${input.projectName}.`,
    ...handOff,
    'Follow your applications here:',
    {
      href: absoluteUrl(input.publicUrl, `${paths.companyApplications.href()}?view=sent`),
      label: 'Open company applications',
    },
  ]);
}
