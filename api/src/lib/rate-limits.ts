// Rate limits and sign-in throttling. The counting is rate-limiter-flexible's, on its Drizzle store: the counters are
// rows of `rate_limits` in our own database, so every server process on it counts together and a restart forgets
// nothing. This module holds the policy: which limits exist, their sizes, and the growing delays of sign-in.
import ipaddr from 'ipaddr.js';
import { RateLimiterDrizzle, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/security';
import { tooManyRequests } from './errors';

/** A limit on one kind of write: so many per window, per signed-in user and per address. */
export type WriteLimit = { perUser?: number; perAddress: number; windowSeconds: number };

const HOUR = 3600;

/**
 * The key an address is counted under. An IPv6 address counts for its /64: one host usually holds the whole /64, so
 * counting each address apart would let it pick a fresh one per attempt. An IPv4-mapped IPv6 address is the IPv4
 * address it maps. Anything unparsable (no socket peer: "unknown") is its own key.
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const { parts } = parsed as ipaddr.IPv6;
  return `${new ipaddr.IPv6([...parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`;
}

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
  /** Partner-group writes (create, replace, delete): each addition may notify every member of the companies added. */
  partnerGroup: { perUser: 60, perAddress: 120, windowSeconds: HOUR },
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
  /** Failures from one address for existing accounts, any of them, before the address waits `addressBlockSeconds`. */
  failuresPerAddress: 50,
  addressWindowSeconds: 15 * 60,
  addressBlockSeconds: 15 * 60,
  /**
   * Failures for one account from all addresses together (its owner's addresses aside) within
   * `accountWindowSeconds` before each further attempt for it waits: 30 s, doubling up to `maxDelaySeconds`.
   */
  freeFailuresPerAccount: 20,
  accountWindowSeconds: 15 * 60,
  /**
   * An episode starts at the first failure that hits the account's limit and lasts this long: the owner is mailed
   * at its start, and its failures beyond the limit (in any window) make the waits grow.
   */
  accountEpisodeSeconds: 24 * HOUR,
  /** An address the account signed in from is its owner's (never held by the account's limit) for this long after. */
  ownerAddressMemorySeconds: 90 * 24 * HOUR,
} as const;

const minutesText = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};
export const tooManyFailuresMessage = (seconds: number) =>
  `Too many failed sign-in attempts. Try again in ${minutesText(seconds)}.`;
export const tooManyRequestsMessage = (seconds: number) => `Too many requests. Try again in ${minutesText(seconds)}.`;

/** The wait after the `failures`-th failure when `free` go without one: 30 s, 1 min, 2 min, … up to 15 min. */
function growingDelaySeconds(failures: number, free: number): number {
  const beyond = failures - free;
  if (beyond < 0) return 0;
  return Math.min(SIGN_IN.maxDelaySeconds, SIGN_IN.firstDelaySeconds * 2 ** Math.min(beyond, 20));
}
/** The wait after the `failures`-th failure of a pair (from its 5th). */
export const signInDelaySeconds = (failures: number) => growingDelaySeconds(failures, SIGN_IN.freeFailuresPerPair);
/** The wait after an account's `beyond`-th failure past its limit in an episode (the first waits 30 s). */
export const accountDelaySeconds = (beyond: number) => growingDelaySeconds(beyond, 1);

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
    accountFailures: limiter(db, 'sign-in:account', Number.MAX_SAFE_INTEGER, SIGN_IN.accountWindowSeconds),
    accountWait: limiter(db, 'sign-in:account-wait', 1, SIGN_IN.maxDelaySeconds),
    /** An account's failures past its limit in the current episode. */
    accountEpisode: limiter(db, 'sign-in:account-episode', Number.MAX_SAFE_INTEGER, SIGN_IN.accountEpisodeSeconds),
    /** (account, address) pairs that signed in: the owner's addresses. */
    ownerAddresses: limiter(db, 'sign-in:owner', Number.MAX_SAFE_INTEGER, SIGN_IN.ownerAddressMemorySeconds),
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
  const attempts: Array<Promise<RateLimiterRes>> = [perAddress.consume(addressKey(who.address))];
  if (perUser && who.userId !== undefined) attempts.push(perUser.consume(String(who.userId)));
  const results = await Promise.allSettled(attempts);
  const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  if (refused.length === 0) return;
  const error = refused.find((reason) => reason instanceof Error);
  if (error) throw error;
  const wait = Math.max(...refused.map((reason) => secondsLeft(reason as RateLimiterRes)));
  throw tooManyRequests(tooManyRequestsMessage(wait), wait);
}

/**
 * Who is signing in: the account the identifier names (`user:<id>` when it is a known username or e-mail, so both
 * count together, else `name:<identifier>`), that account's id when it exists, and the address it comes from.
 */
export type SignInAttempt = { account: string; userId?: number; address: string };
/** The throttle's key of an existing account. */
export const signInAccount = (userId: number) => `user:${userId}`;
const pairKey = (attempt: SignInAttempt) => `${attempt.account}|${addressKey(attempt.address)}`;

/** Whether the account has signed in from this address (its /64 for IPv6): then its own limit never holds it. */
const fromOwner = async (db: Db, attempt: SignInAttempt) =>
  (await limitersOf(db).ownerAddresses.get(pairKey(attempt))) !== null;

/** Throws 429 while the pair, the address or the account has to wait; the right password waits too. */
export async function assertSignInAllowed(db: Db, attempt: SignInAttempt) {
  const { pairWait, addressFailures, accountWait } = limitersOf(db);
  const [pair, address, account, owner] = await Promise.all([
    pairWait.get(pairKey(attempt)),
    addressFailures.get(addressKey(attempt.address)),
    accountWait.get(attempt.account),
    fromOwner(db, attempt),
  ]);
  const waits = [
    isBlocked(pair, 1) && pair ? secondsLeft(pair) : 0,
    isBlocked(address, SIGN_IN.failuresPerAddress) && address ? secondsLeft(address) : 0,
    !owner && isBlocked(account, 1) && account ? secondsLeft(account) : 0,
  ];
  const wait = Math.max(...waits);
  if (wait > 0) throw tooManyRequests(tooManyFailuresMessage(wait), wait);
}

/**
 * Counts a wrong password and starts the waits it has earned: for the pair; for the address only when the account
 * exists (a guessed name is the pair's business alone); for the account unless the address is its owner's.
 * `alertOwner` is true once per episode, when the account's limit is first hit: the caller mails the owner.
 */
export async function recordSignInFailure(db: Db, attempt: SignInAttempt): Promise<{ alertOwner: boolean }> {
  const { pairFailures, pairWait, addressFailures, accountFailures, accountWait, accountEpisode } = limitersOf(db);
  const address = addressKey(attempt.address);
  const owner = await fromOwner(db, attempt);
  const [pair, perAddress, account] = await Promise.all([
    pairFailures.penalty(pairKey(attempt)),
    attempt.userId === undefined ? null : addressFailures.penalty(address),
    owner ? null : accountFailures.penalty(attempt.account),
  ]);
  const delay = signInDelaySeconds(pair.consumedPoints);
  if (delay > 0) await pairWait.block(pairKey(attempt), delay);
  if (perAddress && perAddress.consumedPoints >= SIGN_IN.failuresPerAddress)
    await addressFailures.block(address, SIGN_IN.addressBlockSeconds);
  if (!account || account.consumedPoints < SIGN_IN.freeFailuresPerAccount) return { alertOwner: false };
  // Counted atomically in the store, so racing attempts still make one episode and one mail.
  const episode = await accountEpisode.penalty(attempt.account);
  await accountWait.block(attempt.account, accountDelaySeconds(episode.consumedPoints));
  return { alertOwner: episode.consumedPoints === 1 && attempt.userId !== undefined };
}

/**
 * A successful sign-in forgets the pair's failures and makes the address one of the owner's; the address keeps its
 * count (it may be guessing elsewhere) and the account its wait (others may be guessing it).
 */
export async function recordSignInSuccess(db: Db, attempt: SignInAttempt) {
  const { pairFailures, pairWait, ownerAddresses } = limitersOf(db);
  await Promise.all([
    pairFailures.delete(pairKey(attempt)),
    pairWait.delete(pairKey(attempt)),
    ownerAddresses.set(pairKey(attempt), 1, SIGN_IN.ownerAddressMemorySeconds),
  ]);
}
