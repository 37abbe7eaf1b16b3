// Rate limits and sign-in throttling. The counting is rate-limiter-flexible's, on its Drizzle store: the counters are
// rows of `rate_limits` in our own database, so every server process on it counts together and a restart forgets
// nothing. This module holds the policy: which limits exist, their sizes, and the growing delays of sign-in.
import { RateLimiterDrizzle, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/security';
import { tooManyRequests } from './errors';

/** A limit on one kind of write: so many per window, per signed-in user and per address. */
export type WriteLimit = { perUser?: number; perAddress: number; windowSeconds: number };

const HOUR = 3600;

/** The write limits; the README's "Limits" table lists them. */
export const WRITE_LIMITS = {
  signUp: { perAddress: 10, windowSeconds: HOUR },
  apply: { perUser: 60, perAddress: 120, windowSeconds: HOUR },
  cvUpload: { perUser: 30, perAddress: 60, windowSeconds: HOUR },
  imageUpload: { perUser: 30, perAddress: 60, windowSeconds: HOUR },
  /** One-click links of the availability reminder: no session, so only per address. */
  availabilityLink: { perAddress: 120, windowSeconds: HOUR },
  /** Invitations to join a company: each mails someone outside the product. */
  invitation: { perUser: 30, perAddress: 60, windowSeconds: HOUR },
  /** Changes of the signed-in user's e-mail (each mails the new address) and password (each checks the current one). */
  accountChange: { perUser: 10, perAddress: 30, windowSeconds: HOUR },
} as const satisfies Record<string, WriteLimit>;
export type WriteLimitName = keyof typeof WRITE_LIMITS;

/** Sign-in: failures a (account, address) pair gets before each further one costs a wait, and the waits. */
export const SIGN_IN = {
  freeFailuresPerPair: 5,
  /** The first wait; each further failure doubles it, up to `maxDelaySeconds`. */
  firstDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  /** A pair's failures are forgotten a day after its first one (the store keeps that expiry), or at its next successful sign-in. */
  pairMemorySeconds: 24 * HOUR,
  /** Failures from one address, whatever the account, before the address waits `addressBlockSeconds`. */
  failuresPerAddress: 50,
  addressWindowSeconds: 15 * 60,
  addressBlockSeconds: 15 * 60,
} as const;

const minutesText = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};
export const tooManyFailuresMessage = (seconds: number) =>
  `Too many failed sign-in attempts. Try again in ${minutesText(seconds)}.`;
export const tooManyRequestsMessage = (seconds: number) => `Too many requests. Try again in ${minutesText(seconds)}.`;

/** The wait after the `failures`-th failure of a pair: none while free, then 30 s, 1 min, 2 min, … up to 15 min. */
export function signInDelaySeconds(failures: number): number {
  const beyond = failures - SIGN_IN.freeFailuresPerPair;
  if (beyond < 0) return 0;
  return Math.min(SIGN_IN.maxDelaySeconds, SIGN_IN.firstDelaySeconds * 2 ** Math.min(beyond, 20));
}

/** A limiter's key is blocked (`block` stores one point over its size) until `msBeforeNext` has passed. */
const isBlocked = (res: RateLimiterRes | null, points: number) =>
  res !== null && res.consumedPoints > points && res.msBeforeNext > 0;
const secondsLeft = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

function limiter(db: Db, keyPrefix: string, points: number, duration: number, cleansTable = false) {
  // The store's own sweep deletes every expired row of the table, whatever its limiter: one sweeper per database.
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix,
    points,
    duration,
    clearExpiredByTimeout: cleansTable,
  });
}

function createLimiters(db: Db) {
  const writes = Object.fromEntries(
    Object.entries(WRITE_LIMITS).map(([name, limit]: [string, WriteLimit]) => [
      name,
      {
        perUser:
          limit.perUser === undefined ? undefined : limiter(db, `${name}:user`, limit.perUser, limit.windowSeconds),
        perAddress: limiter(db, `${name}:address`, limit.perAddress, limit.windowSeconds),
      },
    ]),
  ) as Record<WriteLimitName, { perUser?: RateLimiterDrizzle; perAddress: RateLimiterDrizzle }>;
  return {
    writes,
    pairFailures: limiter(db, 'sign-in:pair', Number.MAX_SAFE_INTEGER, SIGN_IN.pairMemorySeconds, true),
    pairWait: limiter(db, 'sign-in:pair-wait', 1, SIGN_IN.maxDelaySeconds),
    addressFailures: limiter(db, 'sign-in:address', SIGN_IN.failuresPerAddress, SIGN_IN.addressWindowSeconds),
  };
}

/** One set of limiters per database: every app on the same database shares its counters anyway. */
const limitersByDb = new WeakMap<Db, ReturnType<typeof createLimiters>>();
function limitersOf(db: Db) {
  let limiters = limitersByDb.get(db);
  if (!limiters) {
    limiters = createLimiters(db);
    limitersByDb.set(db, limiters);
  }
  return limiters;
}

/** Counts one write against its limits; throws 429 (with the seconds to wait) once a limit is used up. */
export async function consumeWriteLimit(db: Db, name: WriteLimitName, who: { userId?: number; address: string }) {
  const { perUser, perAddress } = limitersOf(db).writes[name];
  const attempts: Array<Promise<RateLimiterRes>> = [perAddress.consume(who.address)];
  if (perUser && who.userId !== undefined) attempts.push(perUser.consume(String(who.userId)));
  const results = await Promise.allSettled(attempts);
  const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  if (refused.length === 0) return;
  const error = refused.find((reason) => reason instanceof Error);
  if (error) throw error;
  const wait = Math.max(...refused.map((reason) => secondsLeft(reason as RateLimiterRes)));
  throw tooManyRequests(tooManyRequestsMessage(wait), wait);
}

/** Who is signing in: the account the identifier names (or the identifier itself) and the address it comes from. */
export type SignInAttempt = { account: string; address: string };
const pairKey = (attempt: SignInAttempt) => `${attempt.account}|${attempt.address}`;

/** Throws 429 while the pair or the address has to wait; the right password waits too, or guessing would go on. */
export async function assertSignInAllowed(db: Db, attempt: SignInAttempt) {
  const { pairWait, addressFailures } = limitersOf(db);
  const [pair, address] = await Promise.all([pairWait.get(pairKey(attempt)), addressFailures.get(attempt.address)]);
  const waits = [
    isBlocked(pair, 1) && pair ? secondsLeft(pair) : 0,
    isBlocked(address, SIGN_IN.failuresPerAddress) && address ? secondsLeft(address) : 0,
  ];
  const wait = Math.max(...waits);
  if (wait > 0) throw tooManyRequests(tooManyFailuresMessage(wait), wait);
}

/** Counts a wrong password for the pair and the address, and starts the wait each has earned. */
export async function recordSignInFailure(db: Db, attempt: SignInAttempt) {
  const { pairFailures, pairWait, addressFailures } = limitersOf(db);
  const [pair, address] = await Promise.all([
    pairFailures.penalty(pairKey(attempt)),
    addressFailures.penalty(attempt.address),
  ]);
  const delay = signInDelaySeconds(pair.consumedPoints);
  if (delay > 0) await pairWait.block(pairKey(attempt), delay);
  if (address.consumedPoints >= SIGN_IN.failuresPerAddress)
    await addressFailures.block(attempt.address, SIGN_IN.addressBlockSeconds);
}

/** A successful sign-in forgets the pair's failures; the address keeps its count (it may be guessing elsewhere). */
export async function recordSignInSuccess(db: Db, attempt: SignInAttempt) {
  const { pairFailures, pairWait } = limitersOf(db);
  await Promise.all([pairFailures.delete(pairKey(attempt)), pairWait.delete(pairKey(attempt))]);
}
