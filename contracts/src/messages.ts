// Messages the contracts and the apps share. Plain values: importing them pulls in no schema library (a page that
// imports one constant from a module of schemas runs all of that module's schemas, and zod with them).

export const lengthMessages = {
  min: (n: number) => `must be at least ${n} characters`,
  max: (n: number) => `must not exceed ${n} characters`,
};

export const REQUIRED_MESSAGE = 'is required';
export const VALID_EMAIL_MESSAGE = 'must be a valid email';
export const VALID_URL_MESSAGE = 'must be a valid url';
export const VALID_DATE_MESSAGE = 'must be a date (YYYY-MM-DD)';

/** The sign-in refusal of an account whose e-mail is not confirmed yet (the product's words); the form offers a resend on it. */
export const UNCONFIRMED_EMAIL_MESSAGE = 'Please confirm your email before signing in.';

/** The confirmation after applying to a position (the product's words). */
export const APPLICATION_SUBMITTED_MESSAGE = 'Application submitted successfully!';

/** The refusal of an application from a company an administrator has not approved yet. */
export const AWAITING_APPROVAL_MESSAGE =
  'Your company is awaiting approval by an administrator. You can apply once it is approved.';

/**
 * The refusal of an application from a company the administrator refused, with the administrator's reason.
 * @example refusedCompanyMessage('No website') // 'Your company was refused: No website'
 */
export const refusedCompanyMessage = (reason: string) => `Your company was refused: ${reason}`;

/** An invitation's link used by an account whose confirmed e-mail is not the invited address (API 403, its page). */
export const INVITATION_FOR_ANOTHER_ADDRESS_MESSAGE = 'This invitation is for another e-mail address';

/** The refusal of a partner-group member list from a company an administrator has not approved yet. */
export const AWAITING_APPROVAL_PARTNERS_MESSAGE =
  'Your company is awaiting approval by an administrator. You can add partners once it is approved.';

/** The refusal of an invitation by mail from a company an administrator has not approved yet. */
export const AWAITING_APPROVAL_INVITE_MESSAGE =
  'Your company is awaiting approval by an administrator. You can invite colleagues once it is approved.';
