import { z } from 'zod';
import { idSchema } from './common';
import { lengthMessages, REQUIRED_MESSAGE } from './messages';
import { OTHER_STATUS_ID, workModeIds } from './enums';
import { referralTermsSchema } from './projects';

export const HOURS_PER_WEEK_MIN = 1;
export const HOURS_PER_WEEK_MAX = 80;
export const HOURS_PER_WEEK_DEFAULT = 40;
export const MIN_YEARS_EXPERIENCE_MAX = 50;
export const HIRING_PROCESS_MAX = 512;
export const POSITION_DESCRIPTION_MIN = 30;
export const POSITION_DESCRIPTION_MAX = 3000;
export const SKILL_MONTHS_MAX = 600;
export const CLOSE_REASON_MAX = 255;
export const RESPONSIBILITIES_COUNT = 20;
/** Cities or countries one position may name (talents may name up to 300 places of residence). */
export const LOCATIONS_PER_POSITION_MAX = 20;

export const MIN_ABOVE_MAX_RATE_MESSAGE = 'Minimum rate cannot be greater than maximum rate';
export const maxWithoutMinRateMessage = (max: number) =>
  `Maximum rate is set to ${max}, but no minimum rate is defined`;
export const LOCATION_REQUIRED_MESSAGE = 'When office or hybrid is selected, location is required';
export const WORK_MODE_REQUIRED_MESSAGE = 'Choose at least one work mode';
export const REQUIRED_SKILL_MESSAGE = 'Choose at least one required skill';
export const SKILL_BOTH_LISTS_MESSAGE = 'A skill cannot be both required and optional';
export const CLOSE_REASON_REQUIRED_MESSAGE = 'Enter a close reason';
export const greaterThanMessage = (bound: number) => `must be greater than ${bound}`;
export const lessThanMessage = (bound: number) => `must be less than ${bound}`;
export const WHOLE_EUROS_MESSAGE = 'must be a whole amount of euros';

const wholeEuros = z.number({ error: WHOLE_EUROS_MESSAGE }).int(WHOLE_EUROS_MESSAGE).min(0, 'cannot be negative');

/**
 * The rate-range rule of positions and talents: a max needs a min, and the min may not exceed the max. Both
 * messages go on the minimum, at `minPath`.
 */
export function checkRateRange(
  min: number | null | undefined,
  max: number | null | undefined,
  context: z.RefinementCtx,
  minPath: string,
) {
  if (max != null && min == null) {
    context.addIssue({ code: 'custom', path: [minPath], message: maxWithoutMinRateMessage(max) });
  } else if (min != null && max != null && min > max) {
    context.addIssue({ code: 'custom', path: [minPath], message: MIN_ABOVE_MAX_RATE_MESSAGE });
  }
}

/** A rate range in whole euros (see `checkRateRange`). */
export const rateRangeSchema = z
  .object({ min: wholeEuros.nullish(), max: wholeEuros.nullish() })
  .default({})
  .superRefine((rate, context) => checkRateRange(rate.min, rate.max, context, 'min'))
  .transform((rate) => ({ min: rate.min ?? undefined, max: rate.max ?? undefined }));
export type RateRange = z.output<typeof rateRangeSchema>;

export const skillExperienceSchema = z.object({
  skillId: idSchema,
  months: z
    .number({ error: REQUIRED_MESSAGE })
    .int()
    .min(0, greaterThanMessage(-1))
    .max(SKILL_MONTHS_MAX, lessThanMessage(SKILL_MONTHS_MAX + 1)),
});
export type SkillExperience = z.infer<typeof skillExperienceSchema>;

const positionFields = {
  projectId: idSchema,
  patternId: z.number({ error: REQUIRED_MESSAGE }).int().positive(REQUIRED_MESSAGE),
  seniority: z.number({ error: REQUIRED_MESSAGE }).int().positive(REQUIRED_MESSAGE),
  workMode: z.array(idSchema, { error: WORK_MODE_REQUIRED_MESSAGE }).min(1, WORK_MODE_REQUIRED_MESSAGE).max(3),
  rate: rateRangeSchema,
  requiredSkills: z
    .array(skillExperienceSchema, { error: REQUIRED_SKILL_MESSAGE })
    .min(1, REQUIRED_SKILL_MESSAGE)
    .max(100),
  optionalSkills: z.array(idSchema).max(100).default([]),
  minYearsExperience: z
    .number()
    .int()
    .min(0, greaterThanMessage(-1))
    .max(MIN_YEARS_EXPERIENCE_MAX, lessThanMessage(MIN_YEARS_EXPERIENCE_MAX + 1))
    .nullish()
    .transform((value) => value ?? undefined),
  /** Cities or whole countries where office or hybrid work happens. */
  locations: z.array(idSchema).max(LOCATIONS_PER_POSITION_MAX).default([]),
  /** One location, as the first API took it: kept so that its clients still work; merged into `locations`. */
  location: idSchema.nullish().transform((value) => value ?? undefined),
  hoursPerWeek: z
    .number({ error: REQUIRED_MESSAGE })
    .int('must be a whole number')
    .min(HOURS_PER_WEEK_MIN, greaterThanMessage(HOURS_PER_WEEK_MIN - 1))
    .max(HOURS_PER_WEEK_MAX, lessThanMessage(HOURS_PER_WEEK_MAX + 1)),
  responsibilities: z
    .array(z.string().trim().min(1).max(255))
    .max(RESPONSIBILITIES_COUNT * 2)
    .default([]),
  hiringProcess: z
    .string()
    .trim()
    .max(HIRING_PROCESS_MAX, lengthMessages.max(HIRING_PROCESS_MAX))
    .nullish()
    .transform((value) => (value ? value : undefined)),
  description: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(POSITION_DESCRIPTION_MIN, lengthMessages.min(POSITION_DESCRIPTION_MIN))
    .max(POSITION_DESCRIPTION_MAX, lengthMessages.max(POSITION_DESCRIPTION_MAX)),
};

type PositionShape = {
  workMode: number[];
  locations: number[];
  location?: number | undefined;
  requiredSkills: SkillExperience[];
  optionalSkills: number[];
  responsibilities: string[];
};

/** Rules that span fields: location for office or hybrid work, and a skill in one list only. */
function checkPosition(position: PositionShape, context: z.RefinementCtx) {
  const needsLocation = position.workMode.some((id) => id === workModeIds.office || id === workModeIds.hybrid);
  if (needsLocation && position.locations.length === 0 && position.location === undefined) {
    context.addIssue({ code: 'custom', path: ['locations'], message: LOCATION_REQUIRED_MESSAGE });
  }
  const required = new Set(position.requiredSkills.map((skill) => skill.skillId));
  if (position.optionalSkills.some((id) => required.has(id))) {
    context.addIssue({ code: 'custom', path: ['optionalSkills'], message: SKILL_BOTH_LISTS_MESSAGE });
  }
}

/**
 * Normalises what the rules allow to differ: duplicates go, `location` joins `locations` (first), and a remote-only
 * position keeps no location.
 */
function normalisePosition<T extends PositionShape>({ location, ...position }: T): Omit<T, 'location'> {
  const needsLocation = position.workMode.some((id) => id === workModeIds.office || id === workModeIds.hybrid);
  const seenSkills = new Set<number>();
  return {
    ...position,
    workMode: [...new Set(position.workMode)],
    locations: needsLocation
      ? [...new Set([...(location === undefined ? [] : [location]), ...position.locations])]
      : [],
    requiredSkills: position.requiredSkills.filter(
      (skill) => !seenSkills.has(skill.skillId) && seenSkills.add(skill.skillId),
    ),
    optionalSkills: [...new Set(position.optionalSkills)],
    responsibilities: [...new Set(position.responsibilities)],
  };
}

/** POST /api/positions: a new position of one of the caller's projects (it starts Opened). */
export const positionInputSchema = z.object(positionFields).superRefine(checkPosition).transform(normalisePosition);
export type PositionInput = z.input<typeof positionInputSchema>;
export type PositionData = z.output<typeof positionInputSchema>;

/**
 * PUT /api/positions/{id}: the whole position, with its status. A close reason is kept for 'Other' only; saved as
 * 'Other' without one (sent or kept from before), it is refused as in the status dialog.
 */
export const positionUpdateSchema = z
  .object({
    ...positionFields,
    statusId: idSchema,
    customCloseReason: z
      .string()
      .trim()
      .max(CLOSE_REASON_MAX, lengthMessages.max(CLOSE_REASON_MAX))
      .nullish()
      .transform((value) => (value ? value : undefined)),
  })
  .superRefine(checkPosition)
  .transform(normalisePosition);
export type PositionUpdateInput = z.input<typeof positionUpdateSchema>;
export type PositionUpdateData = z.output<typeof positionUpdateSchema>;

/** PUT /api/positions/{id}/status?statusId&customCloseReason */
export const positionStatusQuerySchema = z
  .object({
    statusId: idSchema,
    customCloseReason: z.string().trim().max(CLOSE_REASON_MAX, lengthMessages.max(CLOSE_REASON_MAX)).optional(),
  })
  .superRefine((query, context) => {
    if (query.statusId === OTHER_STATUS_ID && !query.customCloseReason) {
      context.addIssue({ code: 'custom', path: ['customCloseReason'], message: CLOSE_REASON_REQUIRED_MESSAGE });
    }
  })
  .transform((query) => ({
    statusId: query.statusId,
    customCloseReason: query.statusId === OTHER_STATUS_ID ? query.customCloseReason : undefined,
  }));

/** A position as its readers see it. */
export const positionSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  patternId: z.number().int(),
  seniority: z.number().int(),
  workMode: z.array(z.number().int()),
  rate: z.object({ min: z.number().int().optional(), max: z.number().int().optional() }),
  requiredSkills: z.array(skillExperienceSchema),
  optionalSkills: z.array(z.number().int()),
  minYearsExperience: z.number().int().optional(),
  locations: z.array(z.number().int()),
  /** The first of `locations`, for clients of the first API. */
  location: z.number().int().optional(),
  hoursPerWeek: z.number().int(),
  responsibilities: z.array(z.string()),
  hiringProcess: z.string().optional(),
  description: z.string(),
  statusId: z.number().int(),
  status: z.string(),
  customCloseReason: z.string().optional(),
  isActive: z.boolean(),
  project: z.object({
    id: z.number().int(),
    name: z.string(),
    datePosted: z.string(),
    startDate: z.string().optional(),
    partnerOnly: z.boolean(),
    companyId: z.number().int(),
    /** The project's referral terms; absent when it states none. */
    referral: referralTermsSchema.optional(),
  }),
  role: z.object({ id: z.number().int(), name: z.string() }),
  seniorityLabel: z.string(),
  applicationCount: z.number().int(),
  acceptedCount: z.number().int(),
  views: z.number().int(),
});
export type Position = z.infer<typeof positionSchema>;

/** An entry of GET /api/companies/positions/partial: one of the caller's positions, for pickers. */
export const partialPositionSchema = z.object({
  id: z.number().int(),
  patternId: z.number().int(),
  seniorityId: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
});
export type PartialPosition = z.infer<typeof partialPositionSchema>;

export const positionIdParamSchema = z.object({ id: idSchema });

export const RESPONSIBILITY_UNKNOWN_MESSAGE = 'Choose responsibilities from the list';
export const SKILL_NOT_ASSIGNABLE_MESSAGE = 'Choose skills that can be assigned';
