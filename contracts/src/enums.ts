// The product's fixed states with the words the product shows for them. The apps show these labels and choose
// the look (e.g. a chip's tone) themselves; the design system knows none of them.

/** The states of an application to a position (docs/product.md). */
export const applicationStatuses = ['IN_PROGRESS', 'ACCEPTED', 'DENIED'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** How an application's state reads: Applied, Accepted or Denied. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  IN_PROGRESS: 'Applied',
  ACCEPTED: 'Accepted',
  DENIED: 'Denied',
};

/** Whether the administrator has approved a company; until then its projects stay invisible to others. */
export const companyApprovalStatuses = ['PENDING', 'APPROVED'] as const;
export type CompanyApprovalStatus = (typeof companyApprovalStatuses)[number];

/** Sentence case, as every status chip reads (docs/product.md names the states APPROVED and PENDING). */
export const COMPANY_APPROVAL_LABELS: Record<CompanyApprovalStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
};

/**
 * A company's approval status from its `approved` flag.
 * @example companyApprovalStatus(company.approved) // 'PENDING'
 */
export const companyApprovalStatus = (approved: boolean | undefined): CompanyApprovalStatus =>
  approved ? 'APPROVED' : 'PENDING';

/** Whether a company's e-mail address has been confirmed through the mailed link. */
export const emailVerificationValues = ['PENDING', 'VERIFIED'] as const;
export type EmailVerification = (typeof emailVerificationValues)[number];

export const EMAIL_VERIFICATION_LABELS: Record<EmailVerification, string> = {
  PENDING: 'E-mail pending',
  VERIFIED: 'E-mail verified',
};

/** Reference ids the rules depend on (seed data: position statuses and work modes). */
export const OPENED_STATUS_ID = 1;
/** 'Filled from the platform': what the owner is offered once it accepts an application. */
export const FILLED_FROM_PLATFORM_STATUS_ID = 2;
export const OTHER_STATUS_ID = 5;
export const workModeIds = { office: 1, hybrid: 2, remote: 3 } as const;

/** A member's role in their company: an owner also invites and removes members and hands ownership on. */
export const companyRoles = ['OWNER', 'MEMBER'] as const;
export type CompanyRole = (typeof companyRoles)[number];

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  OWNER: 'Owner',
  MEMBER: 'Member',
};
