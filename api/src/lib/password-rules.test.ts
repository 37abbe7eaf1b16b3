import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { PASSWORD_CONTAINS_NAME_MESSAGE, PASSWORD_TOO_COMMON_MESSAGE } from '@benchlink/contracts/auth';
import { COMMON_PASSWORDS_REFUSED, newPasswordProblem } from './password-rules';

const jane = { username: 'jane.doe', email: 'jane.smith@example.com' };
const problemOf = (password: string, account = jane) => newPasswordProblem(password, account);

describe('the rules of a new password', () => {
  it('accepts a password that is neither common nor the account’s name', async () => {
    await expect(problemOf('correct horse')).resolves.toBeUndefined();
    await expect(problemOf('benchlink-demo')).resolves.toBeUndefined();
  });

  it('refuses the list’s 10,000 most common passwords, whatever their case, and no further ones', async () => {
    const list = dictionary['passwords-common'];
    const commonLongEnough = list.slice(0, COMMON_PASSWORDS_REFUSED).filter((password) => password.length >= 6);
    expect(commonLongEnough.length).toBeGreaterThan(8000);
    for (const password of ['password', 'qwerty123', 'iloveyou', commonLongEnough.at(-1)!]) {
      await expect(problemOf(password), password).resolves.toBe(PASSWORD_TOO_COMMON_MESSAGE);
    }
    // Compared without case (the list is in lower case) and in NFKC, as the hash compares.
    await expect(problemOf('PassWord1')).resolves.toBe(PASSWORD_TOO_COMMON_MESSAGE);
    await expect(problemOf('\uff51\uff57\uff45\uff52\uff54\uff59')).resolves.toBe(PASSWORD_TOO_COMMON_MESSAGE);
    const beyond = list.slice(COMMON_PASSWORDS_REFUSED).find((password) => password.length >= 6)!;
    await expect(problemOf(beyond), beyond).resolves.toBeUndefined();
  });

  it('refuses a password containing the username or the e-mail’s local part, whatever the case', async () => {
    for (const password of ['jane.doe!', 'my JANE.DOE secret', 'Jane.Smith2026', 'xxjane.smithxx']) {
      await expect(problemOf(password), password).resolves.toBe(PASSWORD_CONTAINS_NAME_MESSAGE);
    }
    // The domain is not the account's name.
    await expect(problemOf('example.com rocks')).resolves.toBeUndefined();
  });

  it('looks for names of 3 characters or more only, as shorter ones are in too many passwords', async () => {
    const short = { username: 'bob', email: 'jo@example.com' };
    await expect(problemOf('enjoy the bobsled', short)).resolves.toBe(PASSWORD_CONTAINS_NAME_MESSAGE);
    await expect(problemOf('enjoy the journey', short)).resolves.toBeUndefined();
  });

  it('names the containment before the list, as it tells the user what to change', async () => {
    await expect(problemOf('password', { username: 'password', email: 'x@example.com' })).resolves.toBe(
      PASSWORD_CONTAINS_NAME_MESSAGE,
    );
  });
});
