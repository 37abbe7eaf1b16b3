// What a new password must not be, beyond the 6 to 100 characters of the contracts: one of the most common passwords,
// or the account's own name. Checked on the server only, for sign-up, reset and change alike: the list is 10,000
// words, which the pages must not carry.
import { PASSWORD_CONTAINS_NAME_MESSAGE, PASSWORD_TOO_COMMON_MESSAGE } from '@benchlink/contracts/auth';
import { badRequest } from './errors';

/** How many of the list's most common passwords are refused. */
export const COMMON_PASSWORDS_REFUSED = 10_000;

/**
 * The first `COMMON_PASSWORDS_REFUSED` entries of zxcvbn-ts's list of common passwords (lower case, most common
 * first). Loaded at the first new password rather than at start: unpacking the package takes about
 * 100 ms, which every server process and test would otherwise pay.
 */
let commonPasswords: Promise<ReadonlySet<string>> | undefined;
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED)),
  );
  return commonPasswords;
}

/**
 * A name shorter than this is not looked for in the password: nearly every password contains some two-letter
 * sequence, so an e-mail such as 'jo@example.com' would refuse half the passwords people choose. (Usernames have
 * at least 3 characters; e-mail local parts may have 1.)
 */
const NAME_MIN_CHECKED = 3;

/** Compared as the hash compares (NFKC) and case-insensitively: the list is in lower case, and so are the names. */
const fold = (text: string) => text.normalize('NFKC').toLowerCase();

/** Why this new password is refused for this account, or undefined when it is not. */
export async function newPasswordProblem(
  password: string,
  account: { username: string; email: string },
): Promise<string | undefined> {
  const folded = fold(password);
  const localPart = account.email.split('@')[0] ?? '';
  const names = [account.username, localPart].map(fold).filter((name) => name.length >= NAME_MIN_CHECKED);
  if (names.some((name) => folded.includes(name))) return PASSWORD_CONTAINS_NAME_MESSAGE;
  if ((await loadCommonPasswords()).has(folded)) return PASSWORD_TOO_COMMON_MESSAGE;
  return undefined;
}

/** Refuses (400 on `field`, the route's name for the new password) a password `newPasswordProblem` refuses. */
export async function checkNewPassword(
  password: string,
  account: { username: string; email: string },
  field: string,
): Promise<void> {
  const problem = await newPasswordProblem(password, account);
  if (problem) throw badRequest(problem, field);
}
