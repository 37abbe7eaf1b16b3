import { paths } from '@benchlink/contracts/paths';
import { absoluteUrl, type RenderedMail, renderMail } from './render';

/** Sent when a member invites a colleague: the link opens the invitation page, where the colleague joins. */
export function companyInvitationMail(input: {
  publicUrl: string;
  companyName: string;
  inviterName: string;
  token: string;
  validDays: number;
}): RenderedMail {
  const link = absoluteUrl(input.publicUrl, paths.invitation.href(input.token));
  return renderMail(`Join ${input.companyName} on Benchlink`, [
    'Hello,',
    `${input.inviterName} invited you to join ${input.companyName} on Benchlink, the marketplace where IT service companies share projects and bench talent.`,
    'Open the invitation to sign in or create an account, and join the team:',
    { href: link, label: 'Open the invitation' },
    `The link works once and expires in ${input.validDays} days. If you did not expect this invitation, you can ignore this e-mail.`,
  ]);
}
