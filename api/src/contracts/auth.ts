import { z } from 'zod';
import { emailSchema, lengthMessages, REQUIRED_MESSAGE } from './common';

export const NAME_MIN = 3;
export const NAME_MAX = 40;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 100;
export const PASSWORDS_DO_NOT_MATCH = 'passwords do not match';
/** Seconds between two confirmation (or company verification) e-mails. */
export const RESEND_COOLDOWN_SECONDS = 90;
/** The sign-in refusal of an account whose e-mail is not confirmed yet (the spec's words); the form offers a resend on it. */
export const UNCONFIRMED_EMAIL_MESSAGE = 'Please confirm your email before signing in.';
/** The administrator's username: that account approves companies, so nobody else may register it. */
export const ADMIN_USERNAME = 'admin';
export const RESERVED_USERNAMES = [ADMIN_USERNAME] as const;

const boundedName = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .min(NAME_MIN, lengthMessages.min(NAME_MIN))
  .max(NAME_MAX, lengthMessages.max(NAME_MAX));

export const passwordSchema = z
  .string({ error: REQUIRED_MESSAGE })
  .min(1, REQUIRED_MESSAGE)
  .min(PASSWORD_MIN, lengthMessages.min(PASSWORD_MIN))
  .max(PASSWORD_MAX, lengthMessages.max(PASSWORD_MAX));

/** POST /api/auth/register */
export const registerInputSchema = z
  .object({
    username: boundedName,
    firstName: boundedName,
    lastName: boundedName,
    email: emailSchema,
    password: passwordSchema,
    repeatedPassword: z.string({ error: REQUIRED_MESSAGE }).min(1, REQUIRED_MESSAGE),
  })
  .refine((input) => input.password === input.repeatedPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['repeatedPassword'],
  });
export type RegisterInput = z.input<typeof registerInputSchema>;

/** POST /api/auth/login */
export const loginInputSchema = z.object({
  usernameOrEmail: z.string({ error: REQUIRED_MESSAGE }).trim().min(1, REQUIRED_MESSAGE).max(320),
  password: z.string({ error: REQUIRED_MESSAGE }).min(1, REQUIRED_MESSAGE).max(PASSWORD_MAX),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** Query of GET /api/auth/password-recovery and GET /api/auth/register/resend-confirmation */
export const emailQuerySchema = z.object({ email: emailSchema });
export type EmailQuery = z.input<typeof emailQuerySchema>;

const resetTokenSchema = z.string({ error: REQUIRED_MESSAGE }).min(1, REQUIRED_MESSAGE).max(200);

/** Query of GET /api/auth/password-reset/check: the token of a mailed reset link. */
export const passwordResetTokenQuerySchema = z.object({ token: resetTokenSchema });
export type PasswordResetTokenQuery = z.infer<typeof passwordResetTokenQuerySchema>;

/** POST /api/auth/set-new-password */
export const setNewPasswordInputSchema = z
  .object({
    token: resetTokenSchema,
    newPassword: passwordSchema,
    repeatPassword: z.string({ error: REQUIRED_MESSAGE }).min(1, REQUIRED_MESSAGE),
  })
  .refine((input) => input.newPassword === input.repeatPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['repeatPassword'],
  });
export type SetNewPasswordInput = z.infer<typeof setNewPasswordInputSchema>;

/** GET /api/user: the signed-in user. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  companyId: z.number().int().optional(),
  isAdmin: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/auth/providers: which third-party sign-in is configured. */
export const authProvidersSchema = z.object({ oidc: z.boolean(), oidcLabel: z.string().optional() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;
