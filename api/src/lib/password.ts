import { randomBytes, scrypt as scryptCallback, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/**
 * scrypt (memory-hard, built into Node). N = 2^15, r = 8 uses 32 MiB per hash, about 50-100 ms on one core:
 * expensive enough for an attacker with the database, cheap enough for two shared cores.
 * The parameters are stored in each hash, so they can be raised later without invalidating old hashes.
 */
export const PASSWORD_COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
/** scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is just too small for N = 2^15. */
const maxMemory = (cost: number, blockSize: number) => 256 * cost * blockSize;

/** The cost new hashes get: `PASSWORD_COST`, but in the in-process API tests (see `usePasswordCostInTests`). */
let cost = PASSWORD_COST;

/**
 * Lowers the cost of new hashes in the in-process API tests (api/src/test/password-cost.ts). What they check (hash,
 * verify, a refusal, the same work whatever the username) is the same at any cost, and the real cost made about a
 * quarter of their time on two cores: every test app hashes its admin's password, every sign-in verifies one. Servers
 * the tests start as processes, the browser tests and production keep `PASSWORD_COST`; a hash carries its own cost.
 */
export function usePasswordCostInTests(testCost: number) {
  cost = testCost;
}

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_LENGTH, {
    N: cost,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    maxmem: maxMemory(cost, BLOCK_SIZE),
  });
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, saltText, keyText] = stored.split('$');
  if (algorithm !== 'scrypt' || !saltText || !keyText) return false;
  const N = Number(n);
  const blockSize = Number(r);
  const parallelism = Number(p);
  if (![N, blockSize, parallelism].every((value) => Number.isInteger(value) && value > 0)) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64url'), expected.length, {
    N,
    r: blockSize,
    p: parallelism,
    maxmem: maxMemory(N, blockSize),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password, compared against when the account does not exist (or has no password),
 * so a failed sign-in takes the same time whether or not the account exists.
 */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
