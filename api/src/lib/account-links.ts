// The mailed links that act on an account without a session: a reset link sets its password, an e-mail-change link
// moves it to another address. Whoever proves they hold the account again (a new password, a confirmed address)
// revokes the links someone else may have asked for meanwhile.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { userTokens } from '../db/schema/users';

type Purpose = (typeof userTokens.$inferInsert)['purpose'];

/** A pending change of e-mail: the link to the new address and the one to the old address that cancels it. */
export const EMAIL_CHANGE_LINKS: readonly Purpose[] = ['change-email', 'cancel-email-change'];

/** The links that could take the account: a password reset, or a pending change of e-mail. */
export const TAKEOVER_LINKS: readonly Purpose[] = ['reset-password', ...EMAIL_CHANGE_LINKS];

/** Deletes the account's unused links of these purposes; used ones stay (a used link answers "already used"). */
export async function revokeLinks(db: Db | Tx, userId: number, purposes: readonly Purpose[]) {
  await db
    .delete(userTokens)
    .where(and(eq(userTokens.userId, userId), inArray(userTokens.purpose, [...purposes]), isNull(userTokens.usedAt)));
}
