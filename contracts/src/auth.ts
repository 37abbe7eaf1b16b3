// zod/mini, not zod: these schemas validate the forms of the first page a visitor loads (see email.ts).
import * as z from 'zod/mini';
import { EMAIL_MAX, emailSchema } from './email';
import { lengthMessages, REQUIRED_MESSAGE } from './messages';
import { companyRoles } from './enums';

export const NAME_MIN = 3;
export const NAME_MAX = 40;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 100;
export const PASSWORDS_DO_NOT_MATCH = 'passwords do not match';
/**
 * The server's refusals of a new password (sign-up, reset, change; api/src/lib/password-rules.ts): checked only
 * there, as the list of common passwords must not travel with the pages. The forms show them on the field.
 */
export const PASSWORD_TOO_COMMON_MESSAGE = 'This password is too common';
export const PASSWORD_CONTAINS_NAME_MESSAGE = 'The password must not contain your username or e-mail';
/** The longest return path a sign-up carries into its confirmation link. */
export const RETURN_TO_MAX = 2048;
/**
 * Where a confirmation link leads after sign-in, e.g. back to an invitation: a path on this origin (the server drops
 * anything else).
 */
const returnToSchema = z.optional(z.string().check(z.maxLength(RETURN_TO_MAX, lengthMessages.max(RETURN_TO_MAX))));
/** Seconds between two confirmation (or company verification) e-mails. */
export const RESEND_COOLDOWN_SECONDS = 90;
// In messages.ts, schema-free: the sign-in form reads it without loading these schemas (zod) with the page.
export { UNCONFIRMED_EMAIL_MESSAGE } from './messages';
/** The administrator's username: that account approves companies, so nobody else may register it. */
export const ADMIN_USERNAME = 'admin';
export const RESERVED_USERNAMES = [ADMIN_USERNAME] as const;

const requiredText = () => z.string({ error: REQUIRED_MESSAGE }).check(z.minLength(1, REQUIRED_MESSAGE));

/** A first or last name: trimmed, 3 to 40 characters. */
export const boundedName = z
  .string({ error: REQUIRED_MESSAGE })
  .check(
    z.trim(),
    z.minLength(1, REQUIRED_MESSAGE),
    z.minLength(NAME_MIN, lengthMessages.min(NAME_MIN)),
    z.maxLength(NAME_MAX, lengthMessages.max(NAME_MAX)),
  );

/** Characters a username may not hold: controls, invisible formatting (zero-width spaces, direction marks), private-use and unassigned code points, and every space but the plain one. */
const INVISIBLE_OR_CONTROL = /[\p{C}\p{Zl}\p{Zp}\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/u;
export const USERNAME_INVISIBLE_MESSAGE = 'must not contain invisible or control characters';

/** A username: compatibility forms folded (NFKC: 'ａｄｍｉｎ' is 'admin'), then the name rules, then no invisible characters. */
const usernameSchema = z.string({ error: REQUIRED_MESSAGE }).check(
  z.normalize('NFKC'),
  z.trim(),
  z.minLength(1, REQUIRED_MESSAGE),
  z.minLength(NAME_MIN, lengthMessages.min(NAME_MIN)),
  z.maxLength(NAME_MAX, lengthMessages.max(NAME_MAX)),
  z.refine((value) => !INVISIBLE_OR_CONTROL.test(value), USERNAME_INVISIBLE_MESSAGE),
);

export const passwordSchema = z
  .string({ error: REQUIRED_MESSAGE })
  .check(
    z.minLength(1, REQUIRED_MESSAGE),
    z.minLength(PASSWORD_MIN, lengthMessages.min(PASSWORD_MIN)),
    z.maxLength(PASSWORD_MAX, lengthMessages.max(PASSWORD_MAX)),
  );

/** POST /api/auth/register */
export const registerInputSchema = z
  .object({
    username: usernameSchema,
    firstName: boundedName,
    lastName: boundedName,
    email: emailSchema,
    password: passwordSchema,
    repeatedPassword: requiredText(),
    returnTo: returnToSchema,
  })
  .check(
    z.refine((input) => input.password === input.repeatedPassword, {
      message: PASSWORDS_DO_NOT_MATCH,
      path: ['repeatedPassword'],
    }),
  );
export type RegisterInput = z.input<typeof registerInputSchema>;

/** POST /api/auth/login */
export const loginInputSchema = z.object({
  usernameOrEmail: z
    .string({ error: REQUIRED_MESSAGE })
    .check(z.trim(), z.minLength(1, REQUIRED_MESSAGE), z.maxLength(EMAIL_MAX, lengthMessages.max(EMAIL_MAX))),
  password: requiredText().check(z.maxLength(PASSWORD_MAX, lengthMessages.max(PASSWORD_MAX))),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** Query of GET /api/auth/password-recovery */
export const emailQuerySchema = z.object({ email: emailSchema });
export type EmailQuery = z.input<typeof emailQuerySchema>;

/** Query of GET /api/auth/register/resend-confirmation: the new link leads where the sign-up's did (`returnTo`). */
export const resendConfirmationQuerySchema = z.object({ email: emailSchema, returnTo: returnToSchema });
export type ResendConfirmationQuery = z.input<typeof resendConfirmationQuerySchema>;

const RESET_TOKEN_MAX = 200;
const resetTokenSchema = requiredText().check(z.maxLength(RESET_TOKEN_MAX, lengthMessages.max(RESET_TOKEN_MAX)));

/** Query of GET /api/auth/password-reset/check: the token of a mailed reset link. */
export const passwordResetTokenQuerySchema = z.object({ token: resetTokenSchema });
export type PasswordResetTokenQuery = z.infer<typeof passwordResetTokenQuerySchema>;

/** POST /api/auth/set-new-password */
export const setNewPasswordInputSchema = z
  .object({
    token: resetTokenSchema,
    newPassword: passwordSchema,
    repeatPassword: requiredText(),
  })
  .check(
    z.refine((input) => input.newPassword === input.repeatPassword, {
      message: PASSWORDS_DO_NOT_MATCH,
      path: ['repeatPassword'],
    }),
  );
export type SetNewPasswordInput = z.infer<typeof setNewPasswordInputSchema>;

/** GET /api/user: the signed-in user. */
export const userSchema = z.object({
  id: z.int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  companyId: z.optional(z.int()),
  /** With `companyId`: whether the user owns the company or is a member of its team. */
  companyRole: z.optional(z.enum(companyRoles)),
  isAdmin: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/auth/demo-accounts: the accounts `npm run demo` made, with their password; none without the demo. */
export const demoAccountsSchema = z.object({
  password: z.optional(z.string()),
  accounts: z.array(z.object({ username: z.string(), description: z.string() })),
});
export type DemoAccounts = z.infer<typeof demoAccountsSchema>;

/** GET /api/auth/providers: which third-party sign-in is configured. */
export const authProvidersSchema = z.object({ oidc: z.boolean(), oidcLabel: z.optional(z.string()) });
export type AuthProviders = z.infer<typeof authProvidersSchema>;
