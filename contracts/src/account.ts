// The signed-in user's own account: name, e-mail and password. zod/mini like the sign-up rules they reuse (decision
// 004): the account page lives in the same remote as the sign-in page.
import * as z from 'zod/mini';
import { boundedName, PASSWORDS_DO_NOT_MATCH, passwordSchema, PASSWORD_MAX } from './auth';
import { emailSchema } from './email';
import { lengthMessages, REQUIRED_MESSAGE } from './messages';

/** A link to confirm a new e-mail address works once, for this many hours. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

export const ACCOUNT_MESSAGES = {
  wrongCurrentPassword: 'The current password is not correct',
  sameEmail: 'This is already your e-mail address',
  emailChangeSent: 'We sent a confirmation link to the new address. Your e-mail changes when you open it.',
  emailChangeInvalid: 'This link is invalid or has already been used.',
  emailChangeExpired: 'This link has expired. Ask for a new one in your account settings.',
  emailChanged: 'Your e-mail address has been changed.',
  /** The e-mail change asks the current password: none given, or a wrong one (403). */
  currentPasswordMissing: 'Enter your current password',
  wrongPassword: 'Wrong password',
  emailChangeCancelled: 'The change of your e-mail address was cancelled. Your account keeps its address.',
  emailChangeCancelExpired: 'This link has expired, and so has the change of e-mail it was sent for.',
  passwordChanged: 'Your password has been changed. Your other sessions were signed out.',
} as const;

const requiredText = () => z.string({ error: REQUIRED_MESSAGE }).check(z.minLength(1, REQUIRED_MESSAGE));

/** PUT /api/user: the user's name, with the sign-up rules. */
export const updateNameInputSchema = z.object({ firstName: boundedName, lastName: boundedName });
export type UpdateNameInput = z.input<typeof updateNameInputSchema>;

/**
 * POST /api/user/email: the new address, which takes effect once the link mailed to it is opened, and the current
 * password (named as the password change names it), so that a session alone cannot move the account.
 */
export const changeEmailInputSchema = z.object({
  email: emailSchema,
  currentPassword: z
    .string({ error: ACCOUNT_MESSAGES.currentPasswordMissing })
    .check(
      z.minLength(1, ACCOUNT_MESSAGES.currentPasswordMissing),
      z.maxLength(PASSWORD_MAX, lengthMessages.max(PASSWORD_MAX)),
    ),
});
export type ChangeEmailInput = z.input<typeof changeEmailInputSchema>;

const EMAIL_CHANGE_TOKEN_MAX = 200;

/** POST /api/user/email-changes: the token of the link mailed to the new address. */
export const confirmEmailChangeInputSchema = z.object({
  token: requiredText().check(z.maxLength(EMAIL_CHANGE_TOKEN_MAX, lengthMessages.max(EMAIL_CHANGE_TOKEN_MAX))),
});
export type ConfirmEmailChangeInput = z.input<typeof confirmEmailChangeInputSchema>;

/** POST /api/user/email-change-cancellations: the token of the link mailed to the old address. */
export const cancelEmailChangeInputSchema = confirmEmailChangeInputSchema;
export type CancelEmailChangeInput = z.input<typeof cancelEmailChangeInputSchema>;

/** PUT /api/user/password: the current password and the new one twice, named as sign-up names them. */
export const changePasswordInputSchema = z
  .object({
    currentPassword: requiredText().check(z.maxLength(PASSWORD_MAX, lengthMessages.max(PASSWORD_MAX))),
    password: passwordSchema,
    repeatedPassword: requiredText(),
  })
  .check(
    z.refine((input) => input.password === input.repeatedPassword, {
      message: PASSWORDS_DO_NOT_MATCH,
      path: ['repeatedPassword'],
    }),
  );
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;

/** What an account change answers besides the user: a sentence to show. */
export const accountMessageSchema = z.object({ message: z.string() });

/** POST /api/user/email: where the link went. */
export const emailChangeRequestedSchema = z.object({ message: z.string(), email: z.string() });
export type EmailChangeRequested = z.infer<typeof emailChangeRequestedSchema>;

/** POST /api/user/email-changes: the address the account now has. */
export const emailChangedSchema = z.object({ message: z.string(), email: z.string() });
export type EmailChanged = z.infer<typeof emailChangedSchema>;

/** POST /api/user/email-change-cancellations: the address the account did not move to. */
export const emailChangeCancelledSchema = z.object({ message: z.string(), email: z.string() });
export type EmailChangeCancelled = z.infer<typeof emailChangeCancelledSchema>;
