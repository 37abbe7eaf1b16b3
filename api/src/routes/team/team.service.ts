import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { User } from '@benchlink/contracts/auth';
import type { CompanyRole } from '@benchlink/contracts/enums';
import {
  INVITATION_TTL_DAYS,
  type Invitation,
  type PendingInvitation,
  TEAM_MESSAGES,
  type Team,
  type TeamMember,
} from '@benchlink/contracts/team';
import { AWAITING_APPROVAL_INVITE_MESSAGE } from '@benchlink/contracts/messages';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { notifications } from '../../db/schema/notifications';
import { companyInvitations, users } from '../../db/schema/users';
import { type Actor, recordAudit } from '../../lib/audit';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/sessions';
import { type SessionUser, toUser } from '../../lib/users';
import { enqueueMail } from '../../mail/outbox';
import { companyInvitationMail } from '../../mail/templates/company-invitation';

/** An invitation's link lasts 7 days (`INVITATION_TTL_DAYS`). */
export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 86_400_000;

/** The acting member, as the session read them on this request. */
export type TeamActor = Actor & { user: SessionUser };

const fullName = (person: { firstName: string | null; lastName: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

/** A user with a company and no stored role counts as a member: the least they may be. */
const roleOf = (role: CompanyRole | null): CompanyRole => role ?? 'MEMBER';

const memberColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.companyRole,
};

/** The caller's company's members, owners first and then by name, and its pending invitations, newest first. */
export async function getTeam(db: Db, companyId: number, now = Date.now()): Promise<Team> {
  const [memberRows, invitationRows] = await Promise.all([
    db
      .select(memberColumns)
      .from(users)
      .where(eq(users.companyId, companyId))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)),
    db
      .select({
        invitation: companyInvitations,
        inviterFirstName: users.firstName,
        inviterLastName: users.lastName,
      })
      .from(companyInvitations)
      .leftJoin(users, eq(users.id, companyInvitations.invitedBy))
      .where(
        and(
          eq(companyInvitations.companyId, companyId),
          isNull(companyInvitations.acceptedAt),
          gt(companyInvitations.expiresAt, new Date(now)),
        ),
      )
      .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id)),
  ]);
  const members: TeamMember[] = memberRows.map((row) => ({ ...row, role: roleOf(row.role) }));
  // A stable sort keeps the name order within each role.
  members.sort((a, b) => Number(b.role === 'OWNER') - Number(a.role === 'OWNER'));
  return {
    members,
    invitations: invitationRows.map((row) =>
      toPendingInvitation(row.invitation, fullName({ firstName: row.inviterFirstName, lastName: row.inviterLastName })),
    ),
  };
}

function toPendingInvitation(row: typeof companyInvitations.$inferSelect, invitedBy: string): PendingInvitation {
  return {
    id: row.id,
    email: row.email,
    ...(invitedBy ? { invitedBy } : {}),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

async function findMember(tx: Tx, companyId: number, userId: number) {
  const [member] = await tx
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .limit(1);
  return member;
}

/** The acting user's role, read in the transaction of the change it allows (a session may be a minute old). */
async function actorRole(tx: Tx, companyId: number, actor: TeamActor): Promise<CompanyRole | null> {
  const me = await findMember(tx, companyId, actor.user.id);
  return me ? roleOf(me.role) : null;
}

async function ownerCount(tx: Tx, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ owners: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.companyRole, 'OWNER')));
  return row?.owners ?? 0;
}

/**
 * Mails a colleague a single-use link to join the company, valid for 7 days. A pending invitation to the same address
 * is replaced (its link stops working); an address of one of the company's members is refused (409). A company the
 * administrator has not approved yet invites nobody (403): its mails would reach people outside the product before
 * anyone checked it.
 */
export async function inviteColleague(
  db: Db,
  config: Config,
  companyId: number,
  email: string,
  actor: TeamActor,
  now = Date.now(),
): Promise<PendingInvitation> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ name: companies.name, approved: companies.approved })
      .from(companies)
      .where(eq(companies.id, companyId))
      .limit(1);
    if (!company?.approved) throw forbidden(AWAITING_APPROVAL_INVITE_MESSAGE);
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), sql`lower(${users.email}) = ${email}`))
      .limit(1);
    if (member) throw conflict(TEAM_MESSAGES.alreadyMember, 'email');
    await tx
      .delete(companyInvitations)
      .where(
        and(
          eq(companyInvitations.companyId, companyId),
          eq(companyInvitations.email, email),
          isNull(companyInvitations.acceptedAt),
        ),
      );
    const token = newToken();
    const [row] = await tx
      .insert(companyInvitations)
      .values({
        companyId,
        email,
        invitedBy: actor.user.id,
        tokenHash: hashToken(token),
        createdAt: new Date(now),
        expiresAt: new Date(now + INVITATION_TTL_MS),
      })
      .returning();
    const inviterName = fullName(actor.user) || actor.user.username;
    await enqueueMail(tx, {
      to: email,
      ...companyInvitationMail({
        publicUrl: config.publicUrl,
        companyName: company.name,
        inviterName,
        token,
        validDays: INVITATION_TTL_DAYS,
      }),
    });
    await recordAudit(
      tx,
      {
        ...actor,
        action: 'team.member-invited',
        target: { type: 'company-invitation', id: row!.id },
        detail: { email },
      },
      new Date(now),
    );
    return toPendingInvitation(row!, inviterName);
  });
}

/** Withdraws a pending invitation of the caller's company: its link stops working. Anything else is 404. */
export async function revokeInvitation(db: Db, companyId: number, id: number, actor: TeamActor) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: companyInvitations.id, email: companyInvitations.email })
      .from(companyInvitations)
      .where(
        and(
          eq(companyInvitations.id, id),
          eq(companyInvitations.companyId, companyId),
          isNull(companyInvitations.acceptedAt),
        ),
      )
      .limit(1);
    if (!row) throw notFound(TEAM_MESSAGES.invitationNotFound);
    await tx.delete(companyInvitations).where(eq(companyInvitations.id, row.id));
    await recordAudit(tx, {
      ...actor,
      action: 'team.invitation-revoked',
      target: { type: 'company-invitation', id: row.id },
      detail: { email: row.email },
    });
  });
}

/**
 * Takes a user out of the caller's company: the user themself (leaving, any member) or another member (owners only).
 * The company keeps at least one owner. The user keeps their account and sessions; from their next request on they
 * have no company. Someone outside the company is 404, whoever asks.
 *
 * Nothing of the company stays with them: the invitations they sent and nobody used are revoked (a link of theirs
 * would let them, or anyone they gave it to, back in), and their bell is emptied (every notification a user gets is
 * about the company they are in, since only a company's members are told anything).
 */
export async function removeMember(
  db: Db,
  companyId: number,
  userId: number,
  actor: TeamActor,
): Promise<{ hasLeft: boolean }> {
  return db.transaction(async (tx) => {
    const target = await findMember(tx, companyId, userId);
    if (!target) throw notFound(TEAM_MESSAGES.memberNotFound);
    const hasLeft = userId === actor.user.id;
    if (!hasLeft && (await actorRole(tx, companyId, actor)) !== 'OWNER') throw forbidden(TEAM_MESSAGES.ownerOnly);
    // Only the last owner themself gets this far with the last owner: anyone else removing an owner is one too.
    if (roleOf(target.role) === 'OWNER' && (await ownerCount(tx, companyId)) <= 1) {
      throw conflict(TEAM_MESSAGES.lastOwnerLeaves);
    }
    await tx
      .update(users)
      .set({ companyId: null, companyRole: null })
      .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
    const revoked = await tx
      .delete(companyInvitations)
      .where(
        and(
          eq(companyInvitations.companyId, companyId),
          eq(companyInvitations.invitedBy, userId),
          isNull(companyInvitations.acceptedAt),
        ),
      )
      .returning({ id: companyInvitations.id });
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await recordAudit(tx, {
      ...actor,
      action: hasLeft ? 'team.member-left' : 'team.member-removed',
      target: { type: 'user', id: userId },
      detail: { username: target.username, invitationsRevoked: revoked.length },
    });
    return { hasLeft };
  });
}

/** Makes a member of the caller's company an owner too (owners only; a company may have several). */
export async function makeOwner(db: Db, companyId: number, userId: number, actor: TeamActor): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    const target = await findMember(tx, companyId, userId);
    if (!target) throw notFound(TEAM_MESSAGES.memberNotFound);
    if ((await actorRole(tx, companyId, actor)) !== 'OWNER') throw forbidden(TEAM_MESSAGES.ownerOnly);
    if (roleOf(target.role) !== 'OWNER') {
      await tx.update(users).set({ companyRole: 'OWNER' }).where(eq(users.id, userId));
      await recordAudit(tx, {
        ...actor,
        action: 'team.owner-added',
        target: { type: 'user', id: userId },
        detail: { username: target.username },
      });
    }
    return { ...target, role: 'OWNER' };
  });
}

/** The invitation behind a link, checked: unknown, used and expired links are 400 with the reason. */
async function usableInvitation(db: Db | Tx, token: string, now: number) {
  const [row] = await db
    .select({
      invitation: companyInvitations,
      companyName: companies.name,
      inviterFirstName: users.firstName,
      inviterLastName: users.lastName,
    })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .leftJoin(users, eq(users.id, companyInvitations.invitedBy))
    .where(eq(companyInvitations.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.invitation.acceptedAt) throw badRequest(TEAM_MESSAGES.invitationInvalid, 'token');
  if (row.invitation.expiresAt.getTime() <= now) throw badRequest(TEAM_MESSAGES.invitationExpired, 'token');
  return row;
}

/** What an invitation link's page shows: the company, the address it went to, who sent it and until when. */
export async function findInvitation(db: Db, token: string, now = Date.now()): Promise<Invitation> {
  const row = await usableInvitation(db, token, now);
  const invitedBy = fullName({ firstName: row.inviterFirstName, lastName: row.inviterLastName });
  return {
    companyId: row.invitation.companyId,
    companyName: row.companyName,
    email: row.invitation.email,
    ...(invitedBy ? { invitedBy } : {}),
    expiresAt: row.invitation.expiresAt.toISOString(),
  };
}

/**
 * The signed-in user joins the invitation's company as a member. The link alone is not the proof: a forwarded or
 * leaked link, or one a removed member kept, would let anyone in. Only an account whose confirmed e-mail is the
 * invited address (regardless of case) may use it (403 otherwise). The link is used up. A user who already has a
 * company, and the administrator, are refused.
 */
export async function acceptInvitation(db: Db, token: string, actor: TeamActor, now = Date.now()): Promise<User> {
  if (actor.user.isAdmin) throw forbidden(TEAM_MESSAGES.adminCannotJoin);
  return db.transaction(async (tx) => {
    const { invitation } = await usableInvitation(tx, token, now);
    const [me] = await tx
      .select({ companyId: users.companyId, email: users.email, emailConfirmedAt: users.emailConfirmedAt })
      .from(users)
      .where(eq(users.id, actor.user.id));
    const isInvitedAddress =
      me !== undefined && me.emailConfirmedAt !== null && me.email.toLowerCase() === invitation.email.toLowerCase();
    if (!isInvitedAddress) throw forbidden(TEAM_MESSAGES.forAnotherAddress);
    if (me.companyId === invitation.companyId) throw conflict(TEAM_MESSAGES.alreadyInThisCompany);
    if (me.companyId !== null) throw conflict(TEAM_MESSAGES.alreadyInCompany);
    await tx
      .update(companyInvitations)
      .set({ acceptedAt: new Date(now), acceptedBy: actor.user.id })
      .where(eq(companyInvitations.id, invitation.id));
    const [joined] = await tx
      .update(users)
      .set({ companyId: invitation.companyId, companyRole: 'MEMBER' })
      .where(and(eq(users.id, actor.user.id), isNull(users.companyId)))
      .returning();
    await recordAudit(
      tx,
      {
        ...actor,
        user: { ...actor.user, companyId: invitation.companyId },
        action: 'team.member-joined',
        target: { type: 'company', id: invitation.companyId },
        detail: { invitationId: invitation.id, email: invitation.email },
      },
      new Date(now),
    );
    return toUser(joined!);
  });
}
