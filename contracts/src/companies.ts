import { z } from 'zod';
import { idSchema, MAX_ID, normalizeSpaces, optionalUrlSchema } from './common';
import { emailSchema } from './email';
import { lengthMessages, REQUIRED_MESSAGE } from './messages';
import { emailVerificationValues } from './enums';
import { COMPANY_PAGE_SIZE } from './list-query';
import { listQuerySchema } from './paging';
import { namedSchema } from './reference';

export const COMPANY_NAME_MAX = 100;
export const COMPANY_DESCRIPTION_MAX = 3000;
/** Largest accepted logo or banner upload. */
export const COMPANY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const COMPANY_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;

/** How a company's members hear of an application to one of its positions: a mail each, one a day, or only the bell. */
export const APPLICATION_MAIL_CHOICES = ['INSTANT', 'DAILY_DIGEST', 'OFF'] as const;
export type ApplicationMailChoice = (typeof APPLICATION_MAIL_CHOICES)[number];
export const APPLICATION_MAIL_LABELS: Record<ApplicationMailChoice, string> = {
  INSTANT: 'Instant',
  DAILY_DIGEST: 'Daily digest',
  OFF: 'Off',
};

export const REFUSAL_REASON_MAX = 300;

/** POST /api/admin/refuse/{id}: why the company is refused; its members read it. */
export const refuseCompanyInputSchema = z.object({
  reason: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(REFUSAL_REASON_MAX, lengthMessages.max(REFUSAL_REASON_MAX)),
});
export type RefuseCompanyInput = z.input<typeof refuseCompanyInputSchema>;

/** POST /api/companies and PUT /api/companies: the full new state of the company. */
export const companyInputSchema = z.object({
  name: z
    .string({ error: REQUIRED_MESSAGE })
    .transform(normalizeSpaces)
    .pipe(z.string().min(1, REQUIRED_MESSAGE).max(COMPANY_NAME_MAX, lengthMessages.max(COMPANY_NAME_MAX))),
  email: emailSchema,
  companyTypeId: z.number({ error: REQUIRED_MESSAGE }).int().positive(REQUIRED_MESSAGE),
  domainId: z.number().int().positive().max(MAX_ID, 'must be a valid id').optional(),
  website: optionalUrlSchema,
  linkedIn: optionalUrlSchema,
  description: z
    .string()
    .trim()
    .max(COMPANY_DESCRIPTION_MAX, lengthMessages.max(COMPANY_DESCRIPTION_MAX))
    .optional()
    .transform((value) => (value ? value : undefined)),
  skills: z.array(z.number().int().positive().max(MAX_ID, 'must be a valid id')).max(200).default([]),
  /** Left out: the company's current choice stays (`INSTANT` for a new company). */
  applicationMail: z
    .enum(APPLICATION_MAIL_CHOICES, { error: `must be one of: ${APPLICATION_MAIL_CHOICES.join(', ')}` })
    .optional(),
});
export type CompanyInput = z.input<typeof companyInputSchema>;
export type CompanyData = z.output<typeof companyInputSchema>;

/** A company as other signed-in companies see it. */
export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  companyType: namedSchema,
  domain: namedSchema.optional(),
  website: z.string().optional(),
  linkedIn: z.string().optional(),
  description: z.string().optional(),
  skills: z.array(z.number().int()),
  /** Logo URL with a cache-busting version, absent when none was uploaded. */
  image: z.string().optional(),
  banner: z.string().optional(),
  /** Present only for the company's own members and the admin. */
  emailVerification: z.enum(emailVerificationValues).optional(),
  approved: z.boolean().optional(),
  applicationMail: z.enum(APPLICATION_MAIL_CHOICES).optional(),
  /** Why the administrator refused it, until its profile is saved again (which puts it back in the queue). */
  refusal: z.object({ reason: z.string(), refusedAt: z.string() }).optional(),
  /** When the administrator last approved or refused it (ISO 8601), for the administrator's history. */
  decidedAt: z.string().optional(),
});
export type Company = z.infer<typeof companySchema>;

/** An entry of GET /api/companies and of the partner-group company list. */
export const companySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().optional(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const companyIdParamSchema = z.object({ id: idSchema });

/** Query of GET /api/companies and GET /api/companies/others: by name, A to Z, unless told otherwise. */
export const companyListQuerySchema = listQuerySchema({
  sortKeys: ['name'],
  defaultSort: 'name',
  defaultAscending: true,
  pageSize: COMPANY_PAGE_SIZE,
});
export type CompanyListQuery = z.output<typeof companyListQuerySchema>;

/** Page size of the admin's pending list: the product's table sizes (5, 10, 25), 10 by default. */
export const NON_APPROVED_PAGE_SIZE = { default: 10, max: 100 } as const;

/** Query of GET /api/admin/get-non-approved: oldest registration first, unless told otherwise. */
export const nonApprovedListQuerySchema = listQuerySchema({
  sortKeys: ['createdAt', 'name'],
  defaultSort: 'createdAt',
  defaultAscending: true,
  pageSize: NON_APPROVED_PAGE_SIZE,
});
export type NonApprovedListQuery = z.output<typeof nonApprovedListQuerySchema>;

/** GET /api/admin/decided-companies: approved and refused companies, latest decision first. */
export const decidedCompaniesQuerySchema = listQuerySchema({
  sortKeys: ['decidedAt'],
  defaultSort: 'decidedAt',
  defaultAscending: false,
  pageSize: NON_APPROVED_PAGE_SIZE,
});
export type DecidedCompaniesQuery = z.output<typeof decidedCompaniesQuerySchema>;

/** The two pictures a company can upload. */
export const companyImageKinds = ['image', 'banner'] as const;
export type CompanyImageKind = (typeof companyImageKinds)[number];

export const COMPANY_NAME_TAKEN_MESSAGE = 'A company with this name already exists';
export const ALREADY_HAS_COMPANY_MESSAGE = 'You already have a company';
export const IMAGE_TYPE_MESSAGE = 'Images must be PNG, JPEG, WebP or SVG';
export const IMAGE_SIZE_MESSAGE = 'Images must be at most 5 MB';
export const SVG_SCRIPT_MESSAGE = 'SVG images must not contain scripts';
/** Bounds of an SVG the server checks (see api/README.md, "Uploaded SVG pictures"). */
export const SVG_MAX_ELEMENTS = 2000;
export const SVG_MAX_NESTING = 200;
export const SVG_TOO_COMPLEX_MESSAGE = `SVG images must have at most ${SVG_MAX_ELEMENTS} elements, nested at most ${SVG_MAX_NESTING} deep; save a more detailed picture as PNG or WebP`;

/** Query of POST /api/upload-image and /api/upload-banner (the product's snake_case name). */
export const companyImageUploadQuerySchema = z.object({ company_id: idSchema });

/** Answer of GET /api/companies/resend-email-confirmation: seconds before another resend is allowed. */
export const resendCompanyEmailSchema = z.object({ retryAfter: z.number().int() });
export type ResendCompanyEmail = z.infer<typeof resendCompanyEmailSchema>;
