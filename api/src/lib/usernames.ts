// What makes two usernames the same: case, Unicode compatibility forms (NFKC: 'ａｄｍｉｎ' is 'admin') and look-alike
// characters (Unicode's confusables: a Cyrillic 'а' looks like a Latin 'a'). The confusables data is unhomoglyph's
// copy of Unicode's confusables.txt, not a table of ours.
import { eq, isNull } from 'drizzle-orm';
import unhomoglyph from 'unhomoglyph';
import { RESERVED_USERNAMES } from '@benchlink/contracts/auth';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema/users';
import { isUniqueViolation } from './db-errors';
import type { Logger } from './logger';

/**
 * The skeleton of Unicode's UTS #39 (section 4) of the lower-cased, NFKC-normalised username: equal skeletons look
 * alike. Not for display: 'm' becomes 'rn'.
 */
export function usernameSkeleton(username: string): string {
  const folded = username.normalize('NFKC').toLowerCase().normalize('NFD');
  return unhomoglyph(folded).normalize('NFD').toLowerCase();
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
 * Gives accounts made before skeletons were stored their skeleton, at start. Two older accounts that already look
 * alike keep the first its skeleton; the other keeps none (it can still sign in) and is logged for the administrator.
 */
export async function fillUsernameSkeletons(db: Db, logger: Logger) {
  const missing = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(isNull(users.usernameSkeleton));
  for (const user of missing) {
    const skeleton = usernameSkeleton(user.username);
    try {
      await db.update(users).set({ usernameSkeleton: skeleton }).where(eq(users.id, user.id));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      logger.warn('An older account looks like another one; its username is left without a skeleton', {
        userId: user.id,
      });
    }
  }
}
