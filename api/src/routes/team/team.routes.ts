import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { userSchema } from '@benchlink/contracts/auth';
import {
  invitationIdParamSchema,
  invitationSchema,
  invitationTokenSchema,
  inviteInputSchema,
  memberIdParamSchema,
  pendingInvitationSchema,
  teamMemberSchema,
  teamSchema,
} from '@benchlink/contracts/team';
import { actorOf } from '../../lib/audit';
import type { SessionUser } from '../../lib/users';
import { type ApiTagDefinition, jsonResponse, routeDoc } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { rateLimit } from '../../middleware/rate-limit';
import { requireCompany, requireSession } from '../../middleware/session';
import * as team from './team.service';

const teamTag: ApiTagDefinition = {
  name: 'Team',
  description:
    'The people of the caller’s company: members with their role (an owner also manages members), invitations by ' +
    'e-mail, and joining a company through an invitation’s link.',
};

const memberParam = validate('param', memberIdParamSchema);

/** The acting user and address, for the audit trail; every route here runs after a session check. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any of these routes' contexts, whatever its path and input
const by = <E extends AppEnv & { Variables: { user: SessionUser } }>(c: Context<E, any, any>): team.TeamActor => ({
  ...actorOf(c),
  user: c.var.user,
});

/** /api/companies/team: the caller's company's members and invitations. Each change goes to the audit trail. */
export const teamRoutes = new Hono<AppEnv>()
  .get(
    '/',
    routeDoc({
      tag: teamTag,
      summary: 'The caller’s team',
      description:
        'Members (owners first, then by name) and the invitations nobody has used yet that have not expired.',
      responses: { 200: jsonResponse('The team', teamSchema) },
    }),
    requireCompany,
    async (c) => c.json(await team.getTeam(c.var.db, c.var.companyId), 200),
  )
  .post(
    '/invitations',
    routeDoc({
      tag: teamTag,
      summary: 'Invite a colleague by e-mail',
      description:
        'Any member may invite. The address gets a link that works once, for 7 days; a pending invitation to the same ' +
        'address is replaced. An address of a member of the company is 409; a company not approved yet is 403.',
      responses: { 201: jsonResponse('The pending invitation', pendingInvitationSchema) },
      errors: [403, 409],
    }),
    requireCompany,
    rateLimit('invitation'),
    validate('json', inviteInputSchema),
    async (c) => {
      const invitation = await team.inviteColleague(
        c.var.db,
        c.var.config,
        c.var.companyId,
        c.req.valid('json').email,
        by(c),
      );
      c.var.mailer.kick();
      return c.json(invitation, 201);
    },
  )
  .delete(
    '/invitations/:id',
    routeDoc({
      tag: teamTag,
      summary: 'Revoke a pending invitation',
      description: 'Any member may revoke; its link stops working. Another company’s invitation is 404.',
      responses: { 204: { description: 'Revoked' } },
      errors: [404],
    }),
    requireCompany,
    validate('param', invitationIdParamSchema),
    async (c) => {
      await team.revokeInvitation(c.var.db, c.var.companyId, c.req.valid('param').id, by(c));
      return c.body(null, 204);
    },
  )
  .delete(
    '/members/:userId',
    routeDoc({
      tag: teamTag,
      summary: 'Remove a member, or leave the company',
      description:
        'The caller’s own id leaves the company (any member); another member’s id removes them (owners only, 403). ' +
        'The company’s last owner can neither leave nor be removed (409). The user keeps their account and sessions ' +
        'and has no company from their next request on; the invitations they sent that nobody used are revoked and ' +
        'their notifications deleted. Someone outside the company is 404.',
      responses: { 204: { description: 'Removed' } },
      errors: [403, 404, 409],
    }),
    requireCompany,
    memberParam,
    async (c) => {
      await team.removeMember(c.var.db, c.var.companyId, c.req.valid('param').userId, by(c));
      return c.body(null, 204);
    },
  )
  .post(
    '/members/:userId/owner',
    routeDoc({
      tag: teamTag,
      summary: 'Make a member an owner',
      description: 'Owners only (403); a company may have several owners. Someone outside the company is 404.',
      responses: { 200: jsonResponse('The member, now an owner', teamMemberSchema) },
      errors: [403, 404],
    }),
    requireCompany,
    memberParam,
    async (c) => c.json(await team.makeOwner(c.var.db, c.var.companyId, c.req.valid('param').userId, by(c)), 200),
  );

/** /api/invitations: an invitation link's page. The token travels in the query or the body, never in the logged path. */
export const invitationRoutes = new Hono<AppEnv>()
  .get(
    '/',
    routeDoc({
      tag: teamTag,
      summary: 'Read an invitation by its link’s token',
      description:
        'Public: the company, the address it was sent to and until when it works. An unknown, used or expired link is ' +
        '400 with the reason.',
      responses: { 200: jsonResponse('The invitation', invitationSchema) },
    }),
    validate('query', invitationTokenSchema),
    async (c) => c.json(await team.findInvitation(c.var.db, c.req.valid('query').token), 200),
  )
  .post(
    '/accept',
    routeDoc({
      tag: teamTag,
      summary: 'Join the invitation’s company',
      description:
        'The signed-in user joins as a member; the link is used up. Only an account whose confirmed e-mail is the ' +
        'invited address (regardless of case) may accept (403 otherwise). A user who already has a company is 409, ' +
        'the administrator 403; an unknown, used or expired link is 400.',
      responses: { 200: jsonResponse('The user, now a member of the company', userSchema) },
      errors: [403, 409],
    }),
    requireSession,
    validate('json', invitationTokenSchema),
    async (c) => c.json(await team.acceptInvitation(c.var.db, c.req.valid('json').token, by(c)), 200),
  );
