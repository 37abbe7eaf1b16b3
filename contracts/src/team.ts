import { z } from 'zod';
import { idSchema } from './common';
import { emailSchema } from './email';
import { companyRoles } from './enums';
import { INVITATION_FOR_ANOTHER_ADDRESS_MESSAGE, lengthMessages, REQUIRED_MESSAGE } from './messages';

/** An invitation's link works once, for this many days. */
export const INVITATION_TTL_DAYS = 7;

export const TEAM_MESSAGES = {
  alreadyMember: 'This person is already a member of your company.',
  ownerOnly: 'Only an owner of the company can do this.',
  memberNotFound: 'Member not found',
  invitationNotFound: 'Invitation not found',
  lastOwnerLeaves: 'You are the only owner of the company. Make another member owner before you leave.',
  invitationInvalid: 'This invitation is invalid or has already been used.',
  invitationExpired: 'This invitation has expired. Ask the company for a new one.',
  alreadyInCompany: 'You already belong to a company. Leave it before you join another one.',
  alreadyInThisCompany: 'You are already a member of this company.',
  adminCannotJoin: 'The administrator account cannot join a company.',
  /** Accepting needs an account whose confirmed e-mail is the invited address. */
  forAnotherAddress: INVITATION_FOR_ANOTHER_ADDRESS_MESSAGE,
} as const;

/** One member of the caller's company (GET /api/companies/team). */
export const teamMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(companyRoles),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** An invitation of the caller's company that nobody has used yet and that has not expired. */
export const pendingInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** Who sent it, when the account still exists. */
  invitedBy: z.string().optional(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** GET /api/companies/team: the members (owners first, then by name) and the pending invitations (newest first). */
export const teamSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(pendingInvitationSchema),
});
export type Team = z.infer<typeof teamSchema>;

/** POST /api/companies/team/invitations */
export const inviteInputSchema = z.object({ email: emailSchema });
export type InviteInput = z.input<typeof inviteInputSchema>;

/** DELETE /api/companies/team/invitations/{id} */
export const invitationIdParamSchema = z.object({ id: idSchema });
/** DELETE /api/companies/team/members/{userId}, POST /api/companies/team/members/{userId}/owner */
export const memberIdParamSchema = z.object({ userId: idSchema });

const INVITATION_TOKEN_MAX = 200;
const invitationToken = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .max(INVITATION_TOKEN_MAX, lengthMessages.max(INVITATION_TOKEN_MAX));

/**
 * The token of a mailed invitation link: GET /api/invitations?token= and POST /api/invitations/accept. It travels in
 * the query or the body, never the path, which the access log records.
 */
export const invitationTokenSchema = z.object({ token: invitationToken });
export type InvitationTokenInput = z.input<typeof invitationTokenSchema>;

/** GET /api/invitations?token=: what the invitation page shows before anyone is signed in. */
export const invitationSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  /** The address the invitation was mailed to. */
  email: z.string(),
  /** Who sent it, when the account still exists. */
  invitedBy: z.string().optional(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
