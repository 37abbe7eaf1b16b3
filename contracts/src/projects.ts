import { z } from 'zod';
import { idSchema, normalizeSpaces } from './common';
import { lengthMessages, REQUIRED_MESSAGE, VALID_DATE_MESSAGE } from './messages';
import { listQuerySchema } from './paging';
import {
  REFERRAL_FIXED_MAX,
  REFERRAL_KIND_MESSAGE,
  REFERRAL_KINDS,
  REFERRAL_PERCENT_MAX,
  REFERRAL_VALUE_MESSAGES,
  REFERRAL_VALUE_MIN,
} from './referral';

export const PROJECT_NAME_MAX = 255;
export const PROJECT_DESCRIPTION_MIN = 30;
export const PROJECT_DESCRIPTION_MAX = 3000;
export const DURATION_YEARS_MAX = 99;
export const DURATION_MONTHS_MAX = 11;
/** A project stays listed this long after its last activity; reactivation grants the same again. */
export const PROJECT_EXPIRY_DAYS = 21;
export const PROJECT_PAGE_SIZE = 5;

export const START_AFTER_END_MESSAGE = 'start date cannot be after end date';
export const END_BEFORE_START_MESSAGE = 'end date cannot be before start date';
export const DURATION_TOO_SHORT_MESSAGE = 'duration cannot be less than a month';
export const DURATION_YEARS_MESSAGE = `years must be between 0 and ${DURATION_YEARS_MAX}`;
export const DURATION_MONTHS_MESSAGE = `months must be between 0 and ${DURATION_MONTHS_MAX}`;
export const DURATION_REQUIRED_MESSAGE = 'Enter a duration, or both a start and an end date';
export { VALID_DATE_MESSAGE };

/** A calendar date as `YYYY-MM-DD`; empty text or null mean no date. */
export const optionalDateSchema = z
  .union([z.iso.date({ error: VALID_DATE_MESSAGE }), z.literal(''), z.null()])
  .optional()
  .transform((value) => (value ? value : undefined));

export const durationSchema = z.object({
  years: z
    .number({ error: DURATION_YEARS_MESSAGE })
    .int(DURATION_YEARS_MESSAGE)
    .min(0, DURATION_YEARS_MESSAGE)
    .max(DURATION_YEARS_MAX, DURATION_YEARS_MESSAGE),
  months: z
    .number({ error: DURATION_MONTHS_MESSAGE })
    .int(DURATION_MONTHS_MESSAGE)
    .min(0, DURATION_MONTHS_MESSAGE)
    .max(DURATION_MONTHS_MAX, DURATION_MONTHS_MESSAGE),
});
export type Duration = z.infer<typeof durationSchema>;

/**
 * Whole years and months from one calendar date to another: the month count drops by one while the end's
 * day of month has not reached the start's; a negative span is zero. Dates are `YYYY-MM-DD`, read without a time zone.
 * @example elapsedDuration('2026-01-15', '2027-03-14') // { years: 1, months: 1 }
 */
export function elapsedDuration(startDate: string, endDate: string): Duration {
  const [startYear, startMonth, startDay] = startDate.split('-').map(Number) as [number, number, number];
  const [endYear, endMonth, endDay] = endDate.split('-').map(Number) as [number, number, number];
  let months = (endYear - startYear) * 12 + (endMonth - startMonth);
  if (endDay < startDay) months -= 1;
  months = Math.max(0, months);
  return { years: Math.floor(months / 12), months: months % 12 };
}

const referralValueSchema = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(REFERRAL_VALUE_MIN, message).max(max, message);

/** Referral terms a project states: a whole percentage (1–50) or a whole amount of euros (1–100,000). */
export const referralTermsInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('PERCENT'),
      value: referralValueSchema(REFERRAL_PERCENT_MAX, REFERRAL_VALUE_MESSAGES.PERCENT),
    }),
    z.object({
      kind: z.literal('FIXED'),
      value: referralValueSchema(REFERRAL_FIXED_MAX, REFERRAL_VALUE_MESSAGES.FIXED),
    }),
  ],
  { error: REFERRAL_KIND_MESSAGE },
);

/** POST /api/projects and PUT /api/projects/{id}: the whole project. The duration follows the dates when both are given. */
export const projectInputSchema = z
  .object({
    name: z
      .string({ error: REQUIRED_MESSAGE })
      .transform(normalizeSpaces)
      .pipe(z.string().min(1, REQUIRED_MESSAGE).max(PROJECT_NAME_MAX, lengthMessages.max(PROJECT_NAME_MAX))),
    description: z
      .string({ error: REQUIRED_MESSAGE })
      .trim()
      .min(PROJECT_DESCRIPTION_MIN, lengthMessages.min(PROJECT_DESCRIPTION_MIN))
      .max(PROJECT_DESCRIPTION_MAX, lengthMessages.max(PROJECT_DESCRIPTION_MAX)),
    partnerOnly: z.boolean().default(false),
    partnerGroups: z.array(idSchema).max(500).default([]),
    startDate: optionalDateSchema,
    endDate: optionalDateSchema,
    duration: durationSchema.nullish(),
    /** What the publisher offers whoever brings the hire; null or absent: none (an update without it removes them). */
    referral: referralTermsInputSchema.nullish(),
  })
  .superRefine((project, context) => {
    const { startDate, endDate, duration } = project;
    if (startDate && endDate) {
      if (startDate > endDate) {
        context.addIssue({ code: 'custom', path: ['startDate'], message: START_AFTER_END_MESSAGE });
        context.addIssue({ code: 'custom', path: ['endDate'], message: END_BEFORE_START_MESSAGE });
        return;
      }
      const computed = elapsedDuration(startDate, endDate);
      if (computed.years === 0 && computed.months === 0) {
        context.addIssue({ code: 'custom', path: ['duration'], message: DURATION_TOO_SHORT_MESSAGE });
      }
      return;
    }
    if (!duration) {
      context.addIssue({ code: 'custom', path: ['duration'], message: DURATION_REQUIRED_MESSAGE });
    } else if (duration.years === 0 && duration.months === 0) {
      context.addIssue({ code: 'custom', path: ['duration'], message: DURATION_TOO_SHORT_MESSAGE });
    }
  })
  .transform((project) => ({
    ...project,
    // A public project keeps no groups; the duration of a dated project always follows its dates.
    partnerGroups: project.partnerOnly ? [...new Set(project.partnerGroups)] : [],
    duration:
      project.startDate && project.endDate
        ? elapsedDuration(project.startDate, project.endDate)
        : (project.duration as Duration),
    referral: project.referral ?? null,
  }));
export type ProjectInput = z.input<typeof projectInputSchema>;
export type ProjectData = z.output<typeof projectInputSchema>;

export const projectStatusValues = ['ACTIVE', 'INACTIVE'] as const;
export type ProjectStatus = (typeof projectStatusValues)[number];

/** Why a project is inactive, in order of precedence. */
export const inactiveReasonValues = [
  'NO_OPEN_POSITIONS_AND_NO_GROUPS',
  'NO_OPEN_POSITIONS',
  'NO_GROUPS',
  'EXPIRED',
] as const;
export type InactiveReason = (typeof inactiveReasonValues)[number];

/** The product's text for each inactive reason. */
export const inactiveReasonMessages: Record<InactiveReason, string> = {
  NO_OPEN_POSITIONS_AND_NO_GROUPS:
    'Project is inactive because it has no open positions and is private without having any partner groups selected.',
  NO_OPEN_POSITIONS: 'Project is inactive because it has no open positions.',
  NO_GROUPS: 'Project is inactive because it is private without having any partner groups selected.',
  EXPIRED:
    'Project is inactive because it has expired. You can reactivate it for 3 more weeks by clicking the reactivate icon on the top right of the project.',
};

/** Referral terms as the API returns them. */
export const referralTermsSchema = z.object({ kind: z.enum(REFERRAL_KINDS), value: z.number().int() });

/** What a reader learns about a project; `partnerGroups` only for its owner and the admin. */
export const projectSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  name: z.string(),
  description: z.string(),
  partnerOnly: z.boolean(),
  partnerGroups: z.array(z.number().int()).optional(),
  datePosted: z.string(),
  dateUpdated: z.string(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  duration: durationSchema,
  expiryDate: z.string(),
  status: z.enum(projectStatusValues),
  inactiveReason: z.enum(inactiveReasonValues).optional(),
  canReactivate: z.boolean(),
  positionCount: z.number().int(),
  openPositionCount: z.number().int(),
  /** Absent when the project states none. */
  referral: referralTermsSchema.optional(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectIdParamSchema = z.object({ id: idSchema });

export const PROJECT_NOT_EXPIRED_MESSAGE = 'The project has not expired, so it needs no reactivation';
export const PROJECT_REACTIVATE_NO_OPEN_MESSAGE =
  'Open a position first: a project without open positions cannot be reactivated';
export const PROJECT_REACTIVATE_NO_GROUPS_MESSAGE =
  'Choose a partner group first: a private project without groups cannot be reactivated';
export const PROJECT_CROSS_SITE_MESSAGE = 'Reactivation must be requested from Benchlink itself';

/** GET /api/companies/{id}/projects: newest first by default, 5 a page. */
export const projectListQuerySchema = listQuerySchema({
  sortKeys: ['datePosted', 'startDate', 'isPartnerOnly'],
  defaultSort: 'datePosted',
  defaultAscending: false,
  pageSize: { default: PROJECT_PAGE_SIZE, max: 50 },
});
export type ProjectListQuery = z.output<typeof projectListQuerySchema>;
export type ProjectSortKey = ProjectListQuery['sort'];
