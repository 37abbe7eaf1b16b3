import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_COST, usePasswordCostInTests, verifyPassword } from './password';

/** The N a stored hash carries. */
const costOf = (hash: string) => Number(hash.split('$')[1]);

describe('password hashing', () => {
  afterAll(() => usePasswordCostInTests(2 ** 10));

  it('makes hashes at cost 2^15 unless lowered, with their parameters stored in the hash', async () => {
    expect(PASSWORD_COST).toBe(2 ** 15);
    usePasswordCostInTests(PASSWORD_COST);
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    await expect(verifyPassword('correct horse battery staple', hash)).resolves.toBe(true);
  });

  it('verifies a hash at the cost it was made with, whatever the cost of new hashes', async () => {
    usePasswordCostInTests(2 ** 10);
    const cheap = await hashPassword('s3cret enough');
    expect(costOf(cheap)).toBe(2 ** 10);
    usePasswordCostInTests(PASSWORD_COST);
    await expect(verifyPassword('s3cret enough', cheap)).resolves.toBe(true);
    await expect(verifyPassword('s3cret enougH', cheap)).resolves.toBe(false);
  });

  it('salts every hash, and compares the NFKC form of the password', async () => {
    usePasswordCostInTests(2 ** 10);
    const [one, other] = await Promise.all([hashPassword('ﬁne password'), hashPassword('ﬁne password')]);
    expect(one).not.toBe(other);
    await expect(verifyPassword('fine password', one)).resolves.toBe(true);
  });

  it.each([
    ['another algorithm', 'bcrypt$10$8$1$c2FsdA$a2V5'],
    ['a missing key', 'scrypt$1024$8$1$c2FsdA$'],
    ['a cost that is not a whole number', 'scrypt$1e3x$8$1$c2FsdA$a2V5'],
    ['a zero block size', 'scrypt$1024$0$1$c2FsdA$a2V5'],
    ['an empty string', ''],
  ])('never matches a malformed hash: %s', async (_name, stored) => {
    await expect(verifyPassword('anything', stored)).resolves.toBe(false);
  });
});
