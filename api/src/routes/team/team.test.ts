import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '@benchlink/contracts/auth';
import { type PendingInvitation, TEAM_MESSAGES, type Team } from '@benchlink/contracts/team';
import { AWAITING_APPROVAL_INVITE_MESSAGE } from '@benchlink/contracts/messages';
import { notifications } from '../../db/schema/notifications';
import { auditLog } from '../../db/schema/security';
import { companyInvitations, users } from '../../db/schema/users';
import { queuedLinks, registration, sendJson, signIn, tokenOf } from '../../test/auth';
import { mailTo, send, signInAdmin, userWithCompany } from '../../test/companies';
import { createProject } from '../../test/projects';
import { createSignedInUser } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { INVITATION_TTL_MS } from './team.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

type ErrorBody = { message: string[]; field?: string[] };
const messagesOf = async (response: Response) => ((await response.json()) as ErrorBody).message;

let addressCounter = 0;
const newAddress = (name = 'colleague') => {
  addressCounter += 1;
  return `${name}${addressCounter}@example.com`;
};

const invite = (cookie: string, email: string) => send(t, 'POST', '/api/companies/team/invitations', cookie, { email });
const teamOf = async (cookie: string) => {
  const response = await send(t, 'GET', '/api/companies/team', cookie);
  expect(response.status).toBe(200);
  return (await response.json()) as Team;
};
const readInvitation = (token: string) => t.app.request(`/api/invitations?token=${encodeURIComponent(token)}`);
const accept = (cookie: string | undefined, token: string) =>
  send(t, 'POST', '/api/invitations/accept', cookie, { token });
const remove = (cookie: string, userId: number) => send(t, 'DELETE', `/api/companies/team/members/${userId}`, cookie);
const makeOwner = (cookie: string, userId: number) =>
  send(t, 'POST', `/api/companies/team/members/${userId}/owner`, cookie);
const me = async (cookie: string) => (await (await send(t, 'GET', '/api/user', cookie)).json()) as User;

/** Invites `email` as the owner and returns the mailed link's token. */
async function invitedToken(cookie: string, email: string) {
  const response = await invite(cookie, email);
  expect(response.status, await response.clone().text()).toBe(201);
  const [link] = await queuedLinks(t, email);
  return tokenOf(link);
}

/** A company (its owner) with one member who joined through an invitation. */
async function companyWithMember() {
  const owner = await userWithCompany(t, { approved: true });
  const member = await createSignedInUser(t);
  const token = await invitedToken(owner.cookie, member.user.email);
  expect((await accept(member.cookie, token)).status).toBe(200);
  return { owner, member };
}

describe('POST /api/companies/team/invitations', () => {
  it('mails a single-use link for 7 days to the address and stores only its hash', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const email = newAddress();
    const response = await invite(owner.cookie, email.toUpperCase());
    expect(response.status).toBe(201);
    const invitation = (await response.json()) as PendingInvitation;
    expect(invitation).toMatchObject({ email, invitedBy: 'Test User' });
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)).toBe(7 * 86_400_000);

    const [mail] = await mailTo(t, email);
    expect(mail!.subject).toBe(`Join ${owner.company.name} on Benchlink`);
    expect(mail!.text).toContain(`Test User invited you to join ${owner.company.name}`);
    const [link] = await queuedLinks(t, email);
    expect(link).toMatch(new RegExp(`^${t.config.publicUrl}/invitation\\?token=[\\w-]{43}$`));
    const token = tokenOf(link);
    const [row] = await t.db.select().from(companyInvitations).where(eq(companyInvitations.id, invitation.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('lets any member invite, not only owners', async () => {
    const { member } = await companyWithMember();
    expect((await invite(member.cookie, newAddress())).status).toBe(201);
  });

  it('replaces the pending invitation of the same address: only the newest link works', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const email = newAddress();
    const first = await invitedToken(owner.cookie, email);
    const second = await invitedToken(owner.cookie, email);
    expect(first).not.toBe(second);
    expect(await messagesOf(await readInvitation(first))).toEqual([TEAM_MESSAGES.invitationInvalid]);
    expect((await readInvitation(second)).status).toBe(200);
    expect((await teamOf(owner.cookie)).invitations.map((pending) => pending.email)).toEqual([email]);
  });

  it('refuses the address of a member of the company (409, on the e-mail field), whatever its case', async () => {
    const { owner, member } = await companyWithMember();
    for (const email of [member.user.email, owner.user.email.toUpperCase()]) {
      const response = await invite(owner.cookie, email);
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ message: [TEAM_MESSAGES.alreadyMember], field: ['email'] });
    }
    expect(await mailTo(t, member.user.email)).toHaveLength(1);
  });

  it('refuses a company the administrator has not approved yet (403) and mails nothing', async () => {
    const owner = await userWithCompany(t);
    const email = newAddress('early');
    const refused = await invite(owner.cookie, email);
    expect(refused.status).toBe(403);
    expect(await messagesOf(refused)).toEqual([AWAITING_APPROVAL_INVITE_MESSAGE]);
    expect(await mailTo(t, email)).toEqual([]);
    expect((await teamOf(owner.cookie)).invitations).toEqual([]);
  });

  it('invites a member of another company (who must leave it to join)', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const elsewhere = await userWithCompany(t, { approved: true });
    expect((await invite(owner.cookie, elsewhere.user.email)).status).toBe(201);
  });

  it('validates the address', async () => {
    const owner = await userWithCompany(t);
    for (const email of ['', 'not-an-address', 'x'.repeat(320) + '@example.com']) {
      const response = await invite(owner.cookie, email);
      expect(response.status).toBe(400);
      expect(new Set(((await response.json()) as ErrorBody).field)).toEqual(new Set(['email']));
    }
  });

  it('needs a company', async () => {
    expect((await send(t, 'POST', '/api/companies/team/invitations', undefined, { email: newAddress() })).status).toBe(
      401,
    );
    const { cookie } = await createSignedInUser(t);
    expect((await invite(cookie, newAddress())).status).toBe(403);
  });

  it('allows 30 invitations an hour per user; the next is 429 and mails nothing', async () => {
    const limited = await createTestApp({ rateLimits: 'on' });
    try {
      const owner = await userWithCompany(limited, { approved: true });
      const post = (email: string) => send(limited, 'POST', '/api/companies/team/invitations', owner.cookie, { email });
      for (let index = 0; index < 30; index += 1) expect((await post(`limit${index}@example.com`)).status).toBe(201);
      const refused = await post('limit-over@example.com');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await mailTo(limited, 'limit-over@example.com')).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/companies/team', () => {
  it('lists the members, owners first, with their role, and the pending invitations newest first', async () => {
    const { owner, member } = await companyWithMember();
    await t.db.update(users).set({ lastName: 'Aaronson' }).where(eq(users.id, member.user.id));
    const older = newAddress('older');
    const newer = newAddress('newer');
    await invitedToken(owner.cookie, older);
    await invitedToken(member.cookie, newer);
    const team = await teamOf(member.cookie);
    expect(team.members).toEqual([
      {
        id: owner.user.id,
        username: owner.user.username,
        firstName: 'Test',
        lastName: 'User',
        email: owner.user.email,
        role: 'OWNER',
      },
      {
        id: member.user.id,
        username: member.user.username,
        firstName: 'Test',
        lastName: 'Aaronson',
        email: member.user.email,
        role: 'MEMBER',
      },
    ]);
    expect(team.invitations.map((invitation) => invitation.email)).toEqual([newer, older]);
  });

  it('leaves out used and expired invitations', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const expired = newAddress('expired');
    await invitedToken(owner.cookie, expired);
    await t.db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.email, expired));
    expect((await teamOf(owner.cookie)).invitations).toEqual([]);
  });

  it('shows each company only its own people', async () => {
    const a = await companyWithMember();
    const b = await userWithCompany(t, { approved: true });
    await invitedToken(a.owner.cookie, newAddress('secret'));
    const team = await teamOf(b.cookie);
    expect(team.members.map((member) => member.id)).toEqual([b.user.id]);
    expect(team.invitations).toEqual([]);
  });

  it('needs a company: anonymous 401, no company or the admin 403', async () => {
    expect((await send(t, 'GET', '/api/companies/team')).status).toBe(401);
    expect((await send(t, 'GET', '/api/companies/team', (await createSignedInUser(t)).cookie)).status).toBe(403);
    expect((await send(t, 'GET', '/api/companies/team', (await signInAdmin(t)).cookie)).status).toBe(403);
  });
});

describe('DELETE /api/companies/team/invitations/:id', () => {
  it('revokes a pending invitation of any member’s company: its link stops working', async () => {
    const { owner, member } = await companyWithMember();
    const email = newAddress();
    const token = await invitedToken(owner.cookie, email);
    const [pending] = (await teamOf(owner.cookie)).invitations;
    expect((await send(t, 'DELETE', `/api/companies/team/invitations/${pending!.id}`, member.cookie)).status).toBe(204);
    expect(await messagesOf(await readInvitation(token))).toEqual([TEAM_MESSAGES.invitationInvalid]);
    expect((await teamOf(owner.cookie)).invitations).toEqual([]);
    expect((await send(t, 'DELETE', `/api/companies/team/invitations/${pending!.id}`, owner.cookie)).status).toBe(404);
  });

  it('answers 404 for another company’s invitation and leaves it usable', async () => {
    const a = await userWithCompany(t, { approved: true });
    const b = await userWithCompany(t, { approved: true });
    const token = await invitedToken(a.cookie, newAddress());
    const [pending] = (await teamOf(a.cookie)).invitations;
    const response = await send(t, 'DELETE', `/api/companies/team/invitations/${pending!.id}`, b.cookie);
    expect(response.status).toBe(404);
    expect(await messagesOf(response)).toEqual([TEAM_MESSAGES.invitationNotFound]);
    expect((await readInvitation(token)).status).toBe(200);
  });

  it('refuses a malformed id', async () => {
    const owner = await userWithCompany(t);
    expect((await send(t, 'DELETE', '/api/companies/team/invitations/abc', owner.cookie)).status).toBe(400);
  });
});

describe('GET /api/invitations', () => {
  it('tells anyone with the link the company, the address and until when it works', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const email = newAddress();
    const token = await invitedToken(owner.cookie, email);
    const response = await readInvitation(token);
    expect(response.status).toBe(200);
    const invitation = await response.json();
    expect(invitation).toMatchObject({
      companyId: owner.company.id,
      companyName: owner.company.name,
      email,
      invitedBy: 'Test User',
    });
  });

  it('works for 7 days and then says it has expired', async () => {
    const owner = await userWithCompany(t, { approved: true });
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    vi.setSystemTime(start);
    const token = await invitedToken(owner.cookie, newAddress());
    vi.setSystemTime(start + INVITATION_TTL_MS - 1000);
    expect((await readInvitation(token)).status).toBe(200);
    vi.setSystemTime(start + INVITATION_TTL_MS);
    const expired = await readInvitation(token);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ message: [TEAM_MESSAGES.invitationExpired], field: ['token'] });
  });

  it('refuses an unknown or missing token', async () => {
    expect(await messagesOf(await readInvitation('not-a-token'))).toEqual([TEAM_MESSAGES.invitationInvalid]);
    expect((await t.app.request('/api/invitations')).status).toBe(400);
  });
});

describe('POST /api/invitations/accept', () => {
  it('makes a signed-in user without a company a member, once', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const colleague = await createSignedInUser(t);
    const token = await invitedToken(owner.cookie, colleague.user.email);
    const response = await accept(colleague.cookie, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: colleague.user.id,
      companyId: owner.company.id,
      companyRole: 'MEMBER',
    });
    // The same session now acts for the company.
    expect(await me(colleague.cookie)).toMatchObject({ companyId: owner.company.id, companyRole: 'MEMBER' });
    const team = await teamOf(colleague.cookie);
    expect(team.members.map((member) => [member.id, member.role])).toEqual([
      [owner.user.id, 'OWNER'],
      [colleague.user.id, 'MEMBER'],
    ]);
    expect(team.invitations).toEqual([]);

    const [row] = await t.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.companyId, owner.company.id));
    expect(row).toMatchObject({ acceptedBy: colleague.user.id });
    // Single use: nobody else joins with the same link.
    const other = await createSignedInUser(t);
    const again = await accept(other.cookie, token);
    expect(again.status).toBe(400);
    expect(await messagesOf(again)).toEqual([TEAM_MESSAGES.invitationInvalid]);
    expect((await me(other.cookie)).companyId).toBeUndefined();
  });

  it('accepts only an account whose confirmed e-mail is the invited address (403 otherwise), whatever its case', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const email = newAddress('bound');
    const token = await invitedToken(owner.cookie, email);
    const someone = await createSignedInUser(t);
    const unconfirmed = await createSignedInUser(t, { email: email.toUpperCase(), emailConfirmedAt: null });
    for (const cookie of [someone.cookie, unconfirmed.cookie]) {
      const refused = await accept(cookie, token);
      expect(refused.status).toBe(403);
      expect(await messagesOf(refused)).toEqual([TEAM_MESSAGES.forAnotherAddress]);
      expect((await me(cookie)).companyId).toBeUndefined();
    }
    // The link stays usable for its addressee, once their address is confirmed.
    await t.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, unconfirmed.user.id));
    expect((await accept(unconfirmed.cookie, token)).status).toBe(200);
    expect((await me(unconfirmed.cookie)).companyId).toBe(owner.company.id);
  });

  it('lets a new member act for the company: its projects are theirs', async () => {
    const { owner, member } = await companyWithMember();
    const project = await createProject(t, owner.cookie);
    const list = await send(t, 'GET', `/api/companies/${owner.company.id}/projects`, member.cookie);
    expect(((await list.json()) as { content: Array<{ id: number }> }).content.map((p) => p.id)).toContain(project.id);
    const posted = await createProject(t, member.cookie, { name: 'Posted by a member' });
    const read = await send(t, 'GET', `/api/projects/${posted.id}`, owner.cookie);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ companyId: owner.company.id, name: 'Posted by a member' });
    expect((await send(t, 'DELETE', `/api/projects/${project.id}`, member.cookie)).status).toBe(204);
  });

  it('refuses a user who already has a company, and keeps the link usable', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const elsewhere = await userWithCompany(t, { approved: true });
    const token = await invitedToken(owner.cookie, elsewhere.user.email);
    const refused = await accept(elsewhere.cookie, token);
    expect(refused.status).toBe(409);
    expect(await messagesOf(refused)).toEqual([TEAM_MESSAGES.alreadyInCompany]);
    expect((await me(elsewhere.cookie)).companyId).toBe(elsewhere.company.id);

    // A member of the company who is not the invited address is told the link is not theirs.
    const ownMember = await accept(owner.cookie, token);
    expect(ownMember.status).toBe(403);
    expect(await messagesOf(ownMember)).toEqual([TEAM_MESSAGES.forAnotherAddress]);
    expect((await readInvitation(token)).status).toBe(200);
  });

  it('refuses the administrator (403), an expired link (400) and a visitor (401)', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const token = await invitedToken(owner.cookie, newAddress());
    const admin = await signInAdmin(t);
    const refused = await accept(admin.cookie, token);
    expect(refused.status).toBe(403);
    expect(await messagesOf(refused)).toEqual([TEAM_MESSAGES.adminCannotJoin]);
    expect((await accept(undefined, token)).status).toBe(401);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + INVITATION_TTL_MS + 1000);
    const late = await createSignedInUser(t);
    const expired = await accept(late.cookie, token);
    expect(expired.status).toBe(400);
    expect(await messagesOf(expired)).toEqual([TEAM_MESSAGES.invitationExpired]);
    vi.useRealTimers();
    expect((await me(late.cookie)).companyId).toBeUndefined();
  });

  it('brings a colleague who signs up from the invitation back to it after confirming the e-mail', async () => {
    const owner = await userWithCompany(t, { approved: true });
    const email = newAddress('signup');
    const invitationToken = await invitedToken(owner.cookie, email);
    const returnTo = `/invitation?token=${invitationToken}`;
    const registered = await sendJson(
      t,
      'POST',
      '/api/auth/register',
      registration({ username: `signup${addressCounter}`, email, returnTo }),
    );
    expect(registered.status).toBe(201);
    const confirmLink = (await queuedLinks(t, email)).find((link) => link.includes('/api/auth/register/confirm'));
    expect(new URL(confirmLink!).searchParams.get('returnTo')).toBe(returnTo);
    const confirmed = await t.app.request(new URL(confirmLink!).pathname + new URL(confirmLink!).search);
    expect(confirmed.status).toBe(302);
    const location = new URL(confirmed.headers.get('location')!);
    expect(location.searchParams.get('confirmEmail')).toBe('true');
    expect(location.searchParams.get('returnTo')).toBe(returnTo);

    const cookie = await signIn(t, email);
    expect((await accept(cookie, invitationToken)).status).toBe(200);
  });

  it('carries no return path but one on this origin into the confirmation link', async () => {
    const email = newAddress('elsewhere');
    const registered = await sendJson(
      t,
      'POST',
      '/api/auth/register',
      registration({ username: `elsewhere${addressCounter}`, email, returnTo: '//evil.example/phish' }),
    );
    expect(registered.status).toBe(201);
    const [link] = await queuedLinks(t, email);
    expect(new URL(link!).searchParams.has('returnTo')).toBe(false);
    const confirmed = await t.app.request(`${new URL(link!).pathname}${new URL(link!).search}&returnTo=//evil.example`);
    expect(new URL(confirmed.headers.get('location')!).searchParams.has('returnTo')).toBe(false);
  });
});

describe('DELETE /api/companies/team/members/:userId', () => {
  it('lets an owner remove a member, whose next request has no company and who stays signed in', async () => {
    const { owner, member } = await companyWithMember();
    expect((await remove(owner.cookie, member.user.id)).status).toBe(204);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row).toMatchObject({ companyId: null, companyRole: null });
    const after = await send(t, 'GET', '/api/user', member.cookie);
    expect(after.status).toBe(200);
    expect(await after.json()).not.toHaveProperty('companyId');
    expect((await send(t, 'GET', '/api/companies/team', member.cookie)).status).toBe(403);
    expect((await send(t, 'GET', `/api/companies/${owner.company.id}/projects`, member.cookie)).status).toBe(200);
    expect((await teamOf(owner.cookie)).members.map((m) => m.id)).toEqual([owner.user.id]);
  });

  it('refuses a member who tries to remove another member or the owner (403)', async () => {
    const { owner, member } = await companyWithMember();
    const second = await createSignedInUser(t);
    expect((await accept(second.cookie, await invitedToken(owner.cookie, second.user.email))).status).toBe(200);
    for (const target of [second.user.id, owner.user.id]) {
      const refused = await remove(member.cookie, target);
      expect(refused.status).toBe(403);
      expect(await messagesOf(refused)).toEqual([TEAM_MESSAGES.ownerOnly]);
    }
    expect((await teamOf(owner.cookie)).members).toHaveLength(3);
  });

  it('lets any member leave with their own id', async () => {
    const { owner, member } = await companyWithMember();
    expect((await remove(member.cookie, member.user.id)).status).toBe(204);
    expect((await me(member.cookie)).companyId).toBeUndefined();
    expect((await teamOf(owner.cookie)).members.map((m) => m.id)).toEqual([owner.user.id]);
  });

  it('keeps the last owner: they cannot leave (409) until another member is owner', async () => {
    const { owner, member } = await companyWithMember();
    const refused = await remove(owner.cookie, owner.user.id);
    expect(refused.status).toBe(409);
    expect(await messagesOf(refused)).toEqual([TEAM_MESSAGES.lastOwnerLeaves]);
    expect((await me(owner.cookie)).companyRole).toBe('OWNER');

    expect((await makeOwner(owner.cookie, member.user.id)).status).toBe(200);
    expect((await remove(owner.cookie, owner.user.id)).status).toBe(204);
    expect((await me(owner.cookie)).companyId).toBeUndefined();
    // Now the member is the last owner.
    expect((await remove(member.cookie, member.user.id)).status).toBe(409);
  });

  it('lets an owner remove another owner, never the company’s last one', async () => {
    const { owner, member } = await companyWithMember();
    expect((await makeOwner(owner.cookie, member.user.id)).status).toBe(200);
    expect((await remove(member.cookie, owner.user.id)).status).toBe(204);
    const team = await teamOf(member.cookie);
    expect(team.members.map((m) => [m.id, m.role])).toEqual([[member.user.id, 'OWNER']]);
  });

  it('answers 404 for anyone outside the company, and changes nothing there', async () => {
    const a = await companyWithMember();
    const b = await userWithCompany(t, { approved: true });
    for (const target of [a.member.user.id, a.owner.user.id, 999_999]) {
      const refused = await remove(b.cookie, target);
      expect(refused.status).toBe(404);
      expect(await messagesOf(refused)).toEqual([TEAM_MESSAGES.memberNotFound]);
    }
    expect((await teamOf(a.owner.cookie)).members).toHaveLength(2);
  });

  it('needs a company', async () => {
    const { member } = await companyWithMember();
    expect((await send(t, 'DELETE', `/api/companies/team/members/${member.user.id}`)).status).toBe(401);
    const loner = await createSignedInUser(t);
    expect((await remove(loner.cookie, member.user.id)).status).toBe(403);
  });

  it('revokes the invitations the member sent, and only theirs: their links stop working', async () => {
    const { owner, member } = await companyWithMember();
    const fromMember = await invitedToken(member.cookie, newAddress('from-member'));
    const fromOwner = await invitedToken(owner.cookie, newAddress('from-owner'));
    const elsewhere = await userWithCompany(t, { approved: true });
    const otherCompany = await invitedToken(elsewhere.cookie, newAddress('other-company'));
    expect((await remove(owner.cookie, member.user.id)).status).toBe(204);
    expect(await messagesOf(await readInvitation(fromMember))).toEqual([TEAM_MESSAGES.invitationInvalid]);
    expect((await readInvitation(fromOwner)).status).toBe(200);
    expect((await readInvitation(otherCompany)).status).toBe(200);
    expect((await teamOf(owner.cookie)).invitations.map((pending) => pending.invitedBy)).toEqual(['Test User']);
    const [removal] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'team.member-removed'), eq(auditLog.targetId, member.user.id)));
    expect(JSON.parse(removal!.detail!)).toMatchObject({ invitationsRevoked: 1 });
  });

  it('revokes a leaving member’s invitations too', async () => {
    const { member } = await companyWithMember();
    const token = await invitedToken(member.cookie, newAddress('left-behind'));
    expect((await remove(member.cookie, member.user.id)).status).toBe(204);
    expect(await messagesOf(await readInvitation(token))).toEqual([TEAM_MESSAGES.invitationInvalid]);
  });

  it('empties the bell of a removed or leaving member, and of nobody else', async () => {
    for (const leaves of [false, true]) {
      const { owner, member } = await companyWithMember();
      const partner = await userWithCompany(t, { approved: true });
      const group = await send(t, 'POST', '/api/companies/partners', partner.cookie, {
        name: 'Friends',
        companyIds: [owner.company.id],
      });
      expect(group.status).toBe(201);
      const bellOf = (userId: number) => t.db.select().from(notifications).where(eq(notifications.userId, userId));
      expect(await bellOf(member.user.id)).toHaveLength(1);
      const remover = leaves ? member : owner;
      expect((await remove(remover.cookie, member.user.id)).status).toBe(204);
      expect(await bellOf(member.user.id)).toEqual([]);
      expect(await bellOf(owner.user.id)).toHaveLength(1);
      const page = await send(t, 'GET', '/api/notifications', member.cookie);
      expect(await page.json()).toMatchObject({ totalElements: 0, unread: 0 });
    }
  });

  it('lets someone who left join another company through an invitation', async () => {
    const { member } = await companyWithMember();
    expect((await remove(member.cookie, member.user.id)).status).toBe(204);
    const other = await userWithCompany(t, { approved: true });
    expect((await accept(member.cookie, await invitedToken(other.cookie, member.user.email))).status).toBe(200);
    expect(await me(member.cookie)).toMatchObject({ companyId: other.company.id, companyRole: 'MEMBER' });
  });
});

describe('POST /api/companies/team/members/:userId/owner', () => {
  it('makes a member an owner; their next request reads the new role', async () => {
    const { owner, member } = await companyWithMember();
    const response = await makeOwner(owner.cookie, member.user.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: member.user.id, role: 'OWNER' });
    expect((await me(member.cookie)).companyRole).toBe('OWNER');
    // Now an owner, the former member manages members too; making an owner again changes nothing.
    expect((await makeOwner(member.cookie, owner.user.id)).status).toBe(200);
    expect((await teamOf(owner.cookie)).members.every((m) => m.role === 'OWNER')).toBe(true);
  });

  it('refuses members (403) and anyone outside the company (404)', async () => {
    const { owner, member } = await companyWithMember();
    const refused = await makeOwner(member.cookie, member.user.id);
    expect(refused.status).toBe(403);
    const b = await userWithCompany(t, { approved: true });
    expect((await makeOwner(b.cookie, member.user.id)).status).toBe(404);
    expect((await makeOwner(owner.cookie, b.user.id)).status).toBe(404);
    expect((await me(member.cookie)).companyRole).toBe('MEMBER');
    expect((await me(b.cookie)).companyId).toBe(b.company.id);
  });
});

describe('the audit trail', () => {
  it('records every change of a team with who made it', async () => {
    const { owner, member } = await companyWithMember();
    const email = newAddress('audited');
    await invitedToken(owner.cookie, email);
    const [pending] = (await teamOf(owner.cookie)).invitations;
    await send(t, 'DELETE', `/api/companies/team/invitations/${pending!.id}`, owner.cookie);
    await makeOwner(owner.cookie, member.user.id);
    await remove(member.cookie, owner.user.id);
    expect((await remove(member.cookie, member.user.id)).status).toBe(409);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, owner.company.id)))
      .orderBy(asc(auditLog.id));
    expect(rows.map((row) => [row.action, row.userId])).toEqual([
      ['team.member-invited', owner.user.id],
      ['team.member-joined', member.user.id],
      ['team.member-invited', owner.user.id],
      ['team.invitation-revoked', owner.user.id],
      ['team.owner-added', owner.user.id],
      ['team.member-removed', member.user.id],
    ]);
    expect(JSON.parse(rows[3]!.detail!)).toEqual({ email });
  });
});
