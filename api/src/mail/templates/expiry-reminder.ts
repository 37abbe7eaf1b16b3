import { paths } from '@benchlink/contracts/paths';
import { absoluteUrl, type RenderedMail, renderMail } from './render';

/** Sent once per expiry moment, within 48 hours of a project's expiry. */
export function expiryReminderMail(input: {
  publicUrl: string;
  companyName: string;
  projectId: number;
  projectName: string;
  expiresAt: Date;
}): RenderedMail {
  const when = input.expiresAt.toISOString().replace('T', ' ').slice(0, 16);
  return renderMail(`${input.companyName}: "${input.projectName}" expires soon`, [
    `Hello ${input.companyName},`,
    `Your project "${input.projectName}" expires on ${when} UTC. After that, other companies no longer see it.`,
    'Saving the project (or opening a position) keeps it listed for 3 more weeks:',
    { href: absoluteUrl(input.publicUrl, paths.editProject.href(input.projectId)), label: 'Edit the project' },
  ]);
}
