import { z } from 'zod';
import { idSchema } from './common';
import { lengthMessages, REQUIRED_MESSAGE } from './messages';
import { applicationStatuses } from './enums';
import { sortKeyMessage } from './list-query';
import { matchSchema } from './match';
import { SEARCH_TEXT_MAX } from './search';

// The CV rules live in a zod-free module that pages can import without the schemas.
export {
  CV_ACTIVE_CONTENT_MESSAGE,
  CV_EXTENSIONS,
  CV_MAX_BYTES,
  CV_SIZE_MESSAGE,
  CV_TYPE_MESSAGE,
  CV_TYPES,
} from './cv';
import { listQuerySchema } from './paging';
import { positionSchema, WHOLE_EUROS_MESSAGE } from './positions';

/** Every state an application can be in; the lists show the first three (`applicationStatuses`). */
export const applicationStateValues = [
  'IN_PROGRESS',
  'ACCEPTED',
  'DENIED',
  'AWAITING_CV_OR_TALENT',
  'CANCELLED',
] as const;
export type ApplicationState = (typeof applicationStateValues)[number];

export const TALENT_OR_CV_MESSAGE = 'Choose a talent or upload a CV';
export const AVAILABLE_FROM_PAST_MESSAGE = 'The start date cannot be before today';
export const ALREADY_APPLIED_MESSAGE = 'This talent has already applied to this position';
export const ALREADY_ACCEPTED_MESSAGE = 'This talent has already been accepted for this position';
export const OWN_POSITION_MESSAGE = 'You cannot apply to your own position';
export const POSITION_NOT_OPEN_MESSAGE = 'This position is not open for applications';
export const PROJECT_NOT_ACTIVE_MESSAGE = 'This project is not active';

/**
 * The earliest calendar date that is "today" somewhere on Earth (UTC−12): a start date the applicant picked as
 * their today is never refused because the server's clock is already in tomorrow. Read at every call.
 */
export function earliestToday(now = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/** A whole euro amount ≥ 0, also from a form field's text. */
const rateSchema = z.coerce.number({ error: REQUIRED_MESSAGE }).int(WHOLE_EUROS_MESSAGE).min(0, 'cannot be negative');

/** POST /api/companies/apply, as JSON or as multipart/form-data with a `file` (the CV). */
export const applyInputSchema = z.object({
  positionId: idSchema,
  talentId: z
    .union([idSchema, z.literal(''), z.null()])
    .optional()
    .transform((value) => (value ? value : undefined)),
  rate: rateSchema,
  /** Send the talent's stored CV (when no file is uploaded with the application). */
  useTalentCv: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((value) => value === true || value === 'true'),
  availableFrom: z.iso
    .date({ error: 'must be a date (YYYY-MM-DD)' })
    .refine((date) => date >= earliestToday(), AVAILABLE_FROM_PAST_MESSAGE),
});
export type ApplyInput = z.input<typeof applyInputSchema>;
export type ApplyData = z.output<typeof applyInputSchema>;

export const DENY_REASON_MAX = 300;

/** PUT /api/companies/applications/reject/{id}: an optional reason, which the applicant sees. */
export const denyInputSchema = z.object({
  reason: z
    .string({ error: 'must be text' })
    .trim()
    .max(DENY_REASON_MAX, lengthMessages.max(DENY_REASON_MAX))
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type DenyInput = z.input<typeof denyInputSchema>;

/**
 * The other side of an accepted application, for the hand-off: to the applicant, the position's company and the
 * member who accepted; to the position's company, the applicant and the member who applied. A member whose account
 * is gone leaves `name` and `email` null.
 */
export const applicationContactSchema = z.object({
  companyName: z.string(),
  companyEmail: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type ApplicationContact = z.infer<typeof applicationContactSchema>;

/** An application as both parties see it. */
export const applicationSchema = z.object({
  id: z.number().int(),
  positionId: z.number().int(),
  /** The applying talent; left out of the owner's blind review until acceptance, like anything it could be joined on. */
  talentId: z.number().int().optional(),
  /** The applying company; left out of the owner's blind review until acceptance. */
  companyId: z.number().int().optional(),
  companyName: z.string().optional(),
  applicationStatus: z.enum(applicationStateValues),
  applicationDateTime: z.string(),
  lastUpdateDateTime: z.string(),
  availableFrom: z.string(),
  rate: z.number().int(),
  hasCv: z.boolean(),
  /** Why it was denied, when the position's company said. */
  denyReason: z.string().optional(),
  /** Only once accepted: how to reach the other side. */
  contact: applicationContactSchema.optional(),
});
export type Application = z.infer<typeof applicationSchema>;

/** What the lists show of an applied talent. */
export const applicationTalentSummarySchema = z.object({
  /** Left out of the owner's blind review until acceptance. */
  id: z.number().int().optional(),
  /** The applying company's own name or reference for its talent: in its sent lists only, never to the position's. */
  reference: z.string().optional(),
  role: z.object({ id: z.number().int(), name: z.string() }),
  seniorityLabel: z.string(),
  totalMonths: z.number().int(),
  locations: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** An entry of the sent and received lists: the application with its talent summary. */
export const applicationListItemSchema = applicationSchema.extend({
  talent: applicationTalentSummarySchema.optional(),
  position: z.object({ id: z.number().int(), title: z.string(), projectId: z.number().int(), projectName: z.string() }),
});
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;

/** GET /api/companies/my-applications/overall: the caller's applications grouped per position. */
export const applicationOverviewSchema = z.object({
  positionId: z.number().int(),
  positionTitle: z.string(),
  projectId: z.number().int(),
  projectName: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  applicationIds: z.array(z.number().int()),
  talentCount: z.number().int(),
  /** The caller's own names or references for the talents it applied with (the list is the applying company's). */
  talentReferences: z.array(z.string()),
  overallStatus: z.enum(applicationStatuses),
  lastUpdateDateTime: z.string(),
});
export type ApplicationOverview = z.infer<typeof applicationOverviewSchema>;

/**
 * GET /api/companies/applications/overall: each of the caller's positions that received applications, with how many
 * are in progress, accepted and denied; latest activity first.
 */
export const receivedOverviewSchema = z.object({
  positionId: z.number().int(),
  positionTitle: z.string(),
  projectId: z.number().int(),
  projectName: z.string(),
  inProgress: z.number().int(),
  accepted: z.number().int(),
  denied: z.number().int(),
  lastActivityDateTime: z.string(),
});
export type ReceivedOverview = z.infer<typeof receivedOverviewSchema>;

export const applicationIdParamSchema = z.object({ id: idSchema });
export const receivedApplicationsQuerySchema = z.object({ positionId: idSchema.optional() });
export const cvUploadQuerySchema = z.object({ application_id: idSchema });

/** Lists of ids in a query string: repeated (`skills=1&skills=2`) or comma-separated (`skills=1,2`). */
export const idListSchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value, context) => {
    if (value === undefined) return [];
    const parts = (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .filter((part) => part.trim() !== '');
    const digits = parts.map((part) => part.trim());
    const ids = digits.map(Number);
    if (digits.some((part) => !/^[1-9][0-9]{0,15}$/.test(part))) {
      context.addIssue({ code: 'custom', message: 'must be a list of ids' });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });

const optionalRateQuery = z.coerce
  .number({ error: 'must be a number' })
  .int(WHOLE_EUROS_MESSAGE)
  .min(0, 'cannot be negative')
  .optional();

/** Keyword search: words matched with stemming and as prefixes against the listing's text. */
const searchTextSchema = z
  .string({ error: 'must be text' })
  .trim()
  .max(SEARCH_TEXT_MAX, lengthMessages.max(SEARCH_TEXT_MAX))
  .optional()
  .transform((value) => (value ? value : undefined));

const dateQuery = z.iso
  .date({ error: 'must be a date (YYYY-MM-DD)' })
  .optional()
  .describe('A calendar date, YYYY-MM-DD');

export const RELEVANCE_NEEDS_TEXT_MESSAGE = 'sort=relevance needs a search text (q)';
export const MATCH_NEEDS_POSITION_MESSAGE = 'sort=match needs one of your positions (positionId)';
export const MATCH_NEEDS_TALENT_MESSAGE = 'sort=match needs one of your talents (talentId)';
export const DATE_RANGE_MESSAGE = 'startDateFrom cannot be after startDateTo';

/**
 * The sort of a list with keyword search and fit ranking: relevance when `q` is given and no sort is asked,
 * otherwise the list's default. Relevance and match always put the best first (`ascending` does not apply).
 */
function rankedSort<Query extends { sort?: string; q?: string }>(
  query: Query,
  defaultSort: string,
  matchKey: 'positionId' | 'talentId',
  context: z.RefinementCtx,
) {
  const sort = query.sort ?? (query.q ? 'relevance' : defaultSort);
  if (sort === 'relevance' && !query.q)
    context.addIssue({ code: 'custom', path: ['sort'], message: RELEVANCE_NEEDS_TEXT_MESSAGE });
  if (sort === 'match' && (query as Record<string, unknown>)[matchKey] === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['sort'],
      message: matchKey === 'positionId' ? MATCH_NEEDS_POSITION_MESSAGE : MATCH_NEEDS_TALENT_MESSAGE,
    });
  }
  return sort;
}

const POSITION_SORT_KEYS = ['datePosted', 'rate', 'startDate', 'isPartnerOnly', 'relevance', 'match'] as const;

/**
 * GET /api/positions: other companies' open positions, filtered and searched; newest first (by relevance with `q`),
 * 10 a page. With `talentId` (one of the caller's talents) each position carries its `match`, and `sort=match` ranks
 * the positions that share a skill with the talent, best fit first.
 */
export const browsePositionsQuerySchema = listQuerySchema({
  sortKeys: POSITION_SORT_KEYS,
  defaultSort: 'datePosted',
  defaultAscending: false,
  pageSize: { default: 10, max: 100 },
})
  .extend({
    sort: z.enum(POSITION_SORT_KEYS, { error: sortKeyMessage(POSITION_SORT_KEYS) }).optional(),
    q: searchTextSchema,
    skills: idListSchema,
    workModes: idListSchema,
    roles: idListSchema,
    seniorities: idListSchema,
    locations: idListSchema,
    startDateFrom: dateQuery,
    startDateTo: dateQuery,
    rate: optionalRateQuery,
    companyId: idSchema.optional(),
    talentId: idSchema.optional(),
    isPartnerOnly: z
      .enum(['true', 'false'], { error: 'isPartnerOnly must be true or false' })
      .optional()
      .transform((value) => value === 'true'),
    /** Only positions whose project states referral terms ("With referral terms"). */
    withReferral: z
      .enum(['true', 'false'], { error: 'withReferral must be true or false' })
      .optional()
      .transform((value) => value === 'true'),
  })
  .transform((query, context) => {
    if (query.startDateFrom && query.startDateTo && query.startDateFrom > query.startDateTo) {
      context.addIssue({ code: 'custom', path: ['startDateFrom'], message: DATE_RANGE_MESSAGE });
    }
    return {
      ...query,
      sort: rankedSort(query, 'datePosted', 'talentId', context) as (typeof POSITION_SORT_KEYS)[number],
    };
  });
export type BrowsePositionsQuery = z.output<typeof browsePositionsQuerySchema>;

const TALENT_SORT_KEYS = ['rate', 'experience', 'relevance', 'match'] as const;

/**
 * GET /api/companies/talents: other companies' shared talents, filtered and searched; cheapest first (by relevance
 * with `q`), 10 a page. With `positionId` (one of the caller's positions) each talent carries its `match`, and
 * `sort=match` ranks the talents that have one of the position's skills, best fit first.
 */
export const browseTalentsQuerySchema = listQuerySchema({
  sortKeys: TALENT_SORT_KEYS,
  defaultSort: 'rate',
  defaultAscending: true,
  pageSize: { default: 10, max: 100 },
})
  .extend({
    sort: z.enum(TALENT_SORT_KEYS, { error: sortKeyMessage(TALENT_SORT_KEYS) }).optional(),
    q: searchTextSchema,
    skills: idListSchema,
    workModes: idListSchema,
    roles: idListSchema,
    seniorities: idListSchema,
    locations: idListSchema,
    availableBy: dateQuery,
    rate: optionalRateQuery,
    companyId: idSchema.optional(),
    positionId: idSchema.optional(),
  })
  .transform((query, context) => ({
    ...query,
    sort: rankedSort(query, 'rate', 'positionId', context) as (typeof TALENT_SORT_KEYS)[number],
  }));
export type BrowseTalentsQuery = z.output<typeof browseTalentsQuerySchema>;

/** A position in the browse list: who posted it, and how many applications the reader has sent to it. */
export const browsedPositionSchema = positionSchema.extend({
  company: z.object({ id: z.number().int(), name: z.string(), image: z.string().optional() }),
  myApplicationCount: z.number().int(),
  match: matchSchema.optional(),
});
export type BrowsedPosition = z.infer<typeof browsedPositionSchema>;
