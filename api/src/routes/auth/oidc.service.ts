import { findLookAlike, looksReserved, usernameSkeleton } from '../../lib/usernames';
import { and, eq, sql } from 'drizzle-orm';
import { NAME_MAX, NAME_MIN } from '@benchlink/contracts/auth';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/users';
import type { OidcIdentity } from '../../lib/oidc';

type UserRow = typeof users.$inferSelect;

/** A username from the e-mail's local part, made valid (3-40 characters) and unique. */
async function availableUsername(db: Db | Tx, email: string): Promise<string> {
  let base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, NAME_MAX - 4);
  if (base.length < NAME_MIN) base = `${base}user`.slice(0, NAME_MAX - 4);
  const taken = async (name: string) => {
    if (looksReserved(name) || (await findLookAlike(db, name)) !== undefined) return true;
    const [sameName] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${name.toLowerCase()}`)
      .limit(1);
    return sameName !== undefined;
  };
  if (!(await taken(base))) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}${suffix}`;
    if (!(await taken(candidate))) return candidate;
  }
}

function namesOf(identity: OidcIdentity): { firstName: string; lastName: string } {
  const [first, ...rest] = (identity.name ?? '').split(/\s+/).filter(Boolean);
  const firstName = identity.givenName ?? first ?? identity.email.split('@')[0] ?? 'User';
  const lastName = identity.familyName ?? (rest.join(' ') || '-');
  return { firstName: firstName.slice(0, NAME_MAX), lastName: lastName.slice(0, NAME_MAX) };
}

/**
 * The account for a third-party identity: the one linked to it; else the one with its (verified) e-mail,
 * which gets linked; else a new, confirmed account without a password.
 */
export async function findOrCreateOidcUser(db: Db, identity: OidcIdentity, now = Date.now()): Promise<UserRow> {
  if (!identity.emailVerified) throw new Error('The provider has not verified this e-mail address.');
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select()
      .from(users)
      .where(and(eq(users.oidcIssuer, identity.issuer), eq(users.oidcSubject, identity.subject)))
      .limit(1);
    if (linked) return linked;

    const [byEmail] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${identity.email}`)
      .limit(1);
    if (byEmail) {
      const [updated] = await tx
        .update(users)
        .set({
          oidcIssuer: identity.issuer,
          oidcSubject: identity.subject,
          emailConfirmedAt: byEmail.emailConfirmedAt ?? new Date(now),
          // An unconfirmed account's password was never proven to belong to this address: whoever registered it
          // must not keep access to the owner's account (pre-account takeover), so it is dropped.
          passwordHash: byEmail.emailConfirmedAt ? byEmail.passwordHash : null,
        })
        .where(eq(users.id, byEmail.id))
        .returning();
      return updated!;
    }

    const [created] = await tx
      .insert(users)
      .values({
        ...withSkeleton(await availableUsername(tx, identity.email)),
        ...namesOf(identity),
        email: identity.email,
        passwordHash: null,
        emailConfirmedAt: new Date(now),
        oidcIssuer: identity.issuer,
        oidcSubject: identity.subject,
        createdAt: new Date(now),
      })
      .returning();
    return created!;
  });
}

const withSkeleton = (username: string) => ({ username, usernameSkeleton: usernameSkeleton(username) });
