// A bench that stays fresh: one-click links that confirm a talent's availability from the weekly reminder mail.
import { and, eq, gt } from 'drizzle-orm';
import type { AvailabilityConfirmation } from '@benchlink/contracts/talents';
import { AVAILABILITY_LINK_INVALID_MESSAGE } from '@benchlink/contracts/availability';
import type { Db, Tx } from '../../db/client';
import { availabilityTokens, talents } from '../../db/schema/bench';
import { badRequest } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/sessions';

/** A link stays valid until the next reminder has been sent and read: two weeks. */
export const AVAILABILITY_LINK_TTL_MS = 14 * 86_400_000;

/**
 * A new one-click link for `talentId`: the mail carries a random token, the table only its SHA-256, so a leaked
 * database confirms nothing. Written in the caller's transaction (the job's, with the mail it goes out in).
 */
export async function issueAvailabilityToken(tx: Tx, talentId: number, now: Date): Promise<string> {
  const token = newToken();
  await tx
    .insert(availabilityTokens)
    .values({ tokenHash: hashToken(token), talentId, expiresAt: new Date(now.getTime() + AVAILABILITY_LINK_TTL_MS) });
  return token;
}

/**
 * Confirms the availability of the link's talent. A link works until it expires, also a second time (a mail client
 * may open it before its reader does); an unknown or expired one is a 400.
 */
export async function confirmByToken(db: Db, token: string): Promise<AvailabilityConfirmation> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [link] = await tx
      .select({ talentId: availabilityTokens.talentId, reference: talents.reference })
      .from(availabilityTokens)
      .innerJoin(talents, eq(talents.id, availabilityTokens.talentId))
      .where(and(eq(availabilityTokens.tokenHash, hashToken(token)), gt(availabilityTokens.expiresAt, now)))
      .limit(1);
    if (!link) throw badRequest(AVAILABILITY_LINK_INVALID_MESSAGE, 'token');
    await tx.update(talents).set({ availabilityConfirmedAt: now }).where(eq(talents.id, link.talentId));
    return { ...link, availabilityConfirmedAt: now.toISOString() };
  });
}
