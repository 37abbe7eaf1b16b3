// What makes two usernames the same: case, Unicode compatibility forms (NFKC: 'ａｄｍｉｎ' is 'admin'), combining marks
// ('admi\u0307n', an i with a dot above, is 'admin') and look-alike characters (Unicode's confusables: a Cyrillic 'а'
// looks like a Latin 'a'). The confusables data is unhomoglyph's copy of Unicode's confusables.txt, not a table of ours.
import { asc, eq, inArray } from 'drizzle-orm';
import unhomoglyph from 'unhomoglyph';
import { RESERVED_USERNAMES } from '@benchlink/contracts/auth';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema/users';
import { isUniqueViolation } from './db-errors';
import type { Logger } from './logger';

/** Combining marks (accents, a dot above, enclosing circles): a name carrying them looks like the name without. */
const COMBINING_MARKS = /\p{M}/gu;
const withoutMarks = (text: string) => text.normalize('NFD').replace(COMBINING_MARKS, '');

/**
 * The skeleton of Unicode's UTS #39 (section 4) of the lower-cased, NFKC-normalised username without its combining
 * marks: equal skeletons look alike. Not for display: 'm' becomes 'rn', 'é' becomes 'e'. The marks go before the
 * confusables are looked up ('admi\u0307n' and 'ádmin' are 'admin') and again after, as compatibility forms and the
 * confusables data bring some back ('ǅ' is 'dž').
 */
export function usernameSkeleton(username: string): string {
  const folded = withoutMarks(username).normalize('NFKC').toLowerCase().normalize('NFD');
  return withoutMarks(unhomoglyph(folded)).toLowerCase();
}

const reservedSkeletons = new Set(RESERVED_USERNAMES.map(usernameSkeleton));

/** Whether the username looks like a reserved one ('admin', 'аdmin' with a Cyrillic a, 'ａｄｍｉｎ'). */
export const looksReserved = (username: string) => reservedSkeletons.has(usernameSkeleton(username));

/** The account whose username looks like this one, if any. */
export async function findLookAlike(db: Db | Tx, username: string) {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.usernameSkeleton, usernameSkeleton(username)))
    .limit(1);
  return found;
}

/**
 * Gives every account the skeleton `usernameSkeleton` makes today, at start: accounts made before skeletons were
 * stored have none, and a change of the rule (marks folded since issue 46) or of unhomoglyph's confusables data
 * changes the skeletons of older accounts. Recomputed here rather than in a migration, so that both engines share one
 * definition and a dependency update needs no migration; reading every username costs one query and about 5 ms per
 * thousand accounts. When two accounts now look alike, the older keeps the skeleton and the other keeps none (it can
 * still sign in; nobody else can take a name like it, as the older's skeleton is stored) and is logged for the
 * administrator.
 */
export async function refreshUsernameSkeletons(db: Db, logger: Logger) {
  const accounts = await db
    .select({ id: users.id, username: users.username, stored: users.usernameSkeleton })
    .from(users)
    .orderBy(asc(users.id));
  const taken = new Set<string>();
  const stale: { id: number; skeleton: string | null }[] = [];
  for (const account of accounts) {
    let skeleton: string | null = usernameSkeleton(account.username);
    if (taken.has(skeleton)) {
      logger.warn('An older account looks like another one; its username is left without a skeleton', {
        userId: account.id,
      });
      skeleton = null;
    } else {
      taken.add(skeleton);
    }
    if (skeleton !== account.stored) stale.push({ id: account.id, skeleton });
  }
  if (stale.length === 0) return;
  // Cleared first, so that no new skeleton collides with an old one that is about to change.
  for (let start = 0; start < stale.length; start += 500) {
    const ids = stale.slice(start, start + 500).map((account) => account.id);
    await db.update(users).set({ usernameSkeleton: null }).where(inArray(users.id, ids));
  }
  for (const { id, skeleton } of stale) {
    if (skeleton === null) continue;
    try {
      await db.update(users).set({ usernameSkeleton: skeleton }).where(eq(users.id, id));
    } catch (error) {
      // An instance already serving registered a look-alike while this one cleared the old skeleton.
      if (!isUniqueViolation(error)) throw error;
      logger.warn('An older account looks like another one; its username is left without a skeleton', { userId: id });
    }
  }
}
