import { z } from 'zod';
import { TALENT_PAGE_SIZE } from './list-query';
import { idSchema } from './common';
import { lengthMessages, REQUIRED_MESSAGE, VALID_DATE_MESSAGE } from './messages';
import { listQuerySchema } from './paging';
import { availabilityStatuses } from './availability';
import { matchSchema } from './match';
import { checkRateRange, skillExperienceSchema, WHOLE_EUROS_MESSAGE, WORK_MODE_REQUIRED_MESSAGE } from './positions';

export const TALENT_YEARS_MAX = 60;
export const TALENT_MONTHS_MAX = 11;
export const TALENT_BIO_MAX = 3000;
/** The owner's own name or reference for a talent ("Anna K.", "BE-042"); no other company ever sees it. */
export const TALENT_REFERENCE_MAX = 80;
export const TALENT_REFERENCE_REQUIRED_MESSAGE = 'Enter a name or reference your company knows this talent by';
/** What a talent created without a reference is called: existing API clients keep working. */
export const defaultTalentReference = (id: number) => `Talent ${id}`;
export const TALENT_SKILL_REQUIRED_MESSAGE = 'Choose at least one skill';
export const TOTAL_EXPERIENCE_REQUIRED_MESSAGE = 'Enter the total experience';
export const TOTAL_EXPERIENCE_ZERO_MESSAGE = 'experience cannot be less than a month';
export const TALENT_YEARS_MESSAGE = `years must be between 0 and ${TALENT_YEARS_MAX}`;
export const TALENT_MONTHS_MESSAGE = `months must be between 0 and ${TALENT_MONTHS_MAX}`;
export const SHARING_GROUP_REQUIRED_MESSAGE = 'Choose at least one partner group, or share publicly';

const wholeEuros = z.number({ error: WHOLE_EUROS_MESSAGE }).int(WHOLE_EUROS_MESSAGE).min(0, 'cannot be negative');

export const totalTimeSchema = z
  .object(
    {
      years: z
        .number({ error: TALENT_YEARS_MESSAGE })
        .int(TALENT_YEARS_MESSAGE)
        .min(0, TALENT_YEARS_MESSAGE)
        .max(TALENT_YEARS_MAX, TALENT_YEARS_MESSAGE),
      months: z
        .number({ error: TALENT_MONTHS_MESSAGE })
        .int(TALENT_MONTHS_MESSAGE)
        .min(0, TALENT_MONTHS_MESSAGE)
        .max(TALENT_MONTHS_MAX, TALENT_MONTHS_MESSAGE),
    },
    { error: TOTAL_EXPERIENCE_REQUIRED_MESSAGE },
  )
  .refine((time) => time.years > 0 || time.months > 0, TOTAL_EXPERIENCE_ZERO_MESSAGE);

/** POST /api/companies/talents and PUT /api/companies/talents/{id}: the whole talent. */
export const talentInputSchema = z
  .object({
    reference: z
      .string({ error: 'must be text' })
      .trim()
      .max(TALENT_REFERENCE_MAX, lengthMessages.max(TALENT_REFERENCE_MAX))
      .nullish()
      // Left out, a new talent is called "Talent {id}" and an edit keeps its reference.
      .transform((value) => (value ? value : undefined)),
    /** From when the talent can start: null or '' clear it (available now); left out, an edit keeps it. */
    availableFrom: z
      .union([z.iso.date({ error: VALID_DATE_MESSAGE }), z.literal(''), z.null()])
      .optional()
      .transform((value) => (value === undefined ? undefined : value || null)),
    active: z.boolean().default(true),
    description: z
      .string()
      .trim()
      .max(TALENT_BIO_MAX, lengthMessages.max(TALENT_BIO_MAX))
      .nullish()
      .transform((value) => value ?? ''),
    workModes: z.array(idSchema, { error: WORK_MODE_REQUIRED_MESSAGE }).min(1, WORK_MODE_REQUIRED_MESSAGE).max(3),
    locations: z.array(idSchema).max(300).default([]),
    experience: z.object(
      {
        patternId: z.number({ error: REQUIRED_MESSAGE }).int().positive(REQUIRED_MESSAGE),
        seniorityId: z.number({ error: REQUIRED_MESSAGE }).int().positive(REQUIRED_MESSAGE),
        totalTime: totalTimeSchema,
        skills: z
          .array(skillExperienceSchema, { error: TALENT_SKILL_REQUIRED_MESSAGE })
          .min(1, TALENT_SKILL_REQUIRED_MESSAGE)
          .max(100),
      },
      { error: REQUIRED_MESSAGE },
    ),
    minRate: wholeEuros.nullish(),
    maxRate: wholeEuros.nullish(),
  })
  .superRefine((talent, context) => checkRateRange(talent.minRate, talent.maxRate, context, 'minRate'))
  .transform((talent) => {
    const seen = new Set<number>();
    return {
      ...talent,
      minRate: talent.minRate ?? undefined,
      maxRate: talent.maxRate ?? undefined,
      workModes: [...new Set(talent.workModes)],
      locations: [...new Set(talent.locations)],
      experience: {
        ...talent.experience,
        // A skill listed twice keeps its first entry.
        skills: talent.experience.skills.filter((skill) => !seen.has(skill.skillId) && seen.add(skill.skillId)),
      },
    };
  });
export type TalentInput = z.input<typeof talentInputSchema>;
export type TalentData = z.output<typeof talentInputSchema>;

/** A talent's stored CV, offered when it applies; only its own company sees it. */
export const talentCvSchema = z.object({ type: z.string(), size: z.number().int(), uploadedAt: z.string() });
export type TalentCv = z.infer<typeof talentCvSchema>;

/**
 * A talent as its readers see it; `companyId`/`companyName` are left out of a blind review (before acceptance).
 * `reference` and `cv` are its own company's only. `availabilityStatus` is read from the server's clock: CONFIRMED
 * within 14 days of the last confirmation, UNCONFIRMED after ("Availability not confirmed"), HIDDEN after 30 (only
 * its owner still lists it). `match` is present when the list was asked for one position (`positionId`).
 */
export const talentSchema = z.object({
  id: z.number().int(),
  reference: z.string().optional(),
  companyId: z.number().int().optional(),
  companyName: z.string().optional(),
  active: z.boolean(),
  availableFrom: z.string().optional(),
  availabilityConfirmedAt: z.string(),
  availabilityStatus: z.enum(availabilityStatuses),
  cv: talentCvSchema.optional(),
  match: matchSchema.optional(),
  description: z.string(),
  workModes: z.array(z.number().int()),
  locations: z.array(z.number().int()),
  experience: z.object({
    patternId: z.number().int(),
    seniorityId: z.number().int(),
    totalTime: z.object({ years: z.number().int(), months: z.number().int() }),
    skills: z.array(skillExperienceSchema),
  }),
  minRate: z.number().int().optional(),
  maxRate: z.number().int().optional(),
  rate: z.object({ min: z.number().int().optional(), max: z.number().int().optional() }),
  role: z.object({ id: z.number().int(), name: z.string() }),
  seniorityLabel: z.string(),
  totalMonths: z.number().int(),
});
export type Talent = z.infer<typeof talentSchema>;

/**
 * GET /api/companies/applications/{id}/talent: the talent an application was sent with. The position's company sees it
 * blind until it accepts the application: without `id`, `companyId` and `companyName`, and with
 * `availabilityConfirmedAt` as the day only (`YYYY-MM-DD`, UTC) beside `availabilityStatus`.
 */
export const applicationTalentSchema = talentSchema.extend({ id: z.number().int().optional() });
export type ApplicationTalent = z.infer<typeof applicationTalentSchema>;

/**
 * An entry of GET /api/companies/my-talents/partial: the caller's talents for pickers, by reference. Asked for one
 * position (`positionId`), best fit first, each with its `match`.
 */
export const partialTalentSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  patternId: z.number().int(),
  seniorityId: z.number().int(),
  active: z.boolean(),
  hasCv: z.boolean(),
  match: matchSchema.optional(),
});
export type PartialTalent = z.infer<typeof partialTalentSchema>;

export const talentIdParamSchema = z.object({ id: idSchema });

export const partialTalentsQuerySchema = z.object({ positionId: idSchema.optional() });

/** POST /api/talents/availability-confirmations: the token of a one-click link from the weekly reminder. */
export const availabilityTokenInputSchema = z.object({
  token: z.string({ error: REQUIRED_MESSAGE }).trim().min(1, REQUIRED_MESSAGE).max(200),
});
/** What a one-click link confirmed. */
export const availabilityConfirmationSchema = z.object({
  talentId: z.number().int(),
  reference: z.string(),
  availabilityConfirmedAt: z.string(),
});
export type AvailabilityConfirmation = z.infer<typeof availabilityConfirmationSchema>;

/** GET /api/companies/my-talents: newest first unless sorted by rate or experience; 10 a page. */
export const myTalentsQuerySchema = listQuerySchema({
  sortKeys: ['newest', 'rate', 'experience', 'reference'],
  defaultSort: 'newest',
  defaultAscending: false,
  pageSize: { default: TALENT_PAGE_SIZE, max: 100 },
});
export type MyTalentsQuery = z.output<typeof myTalentsQuerySchema>;

/** GET|PUT /api/companies/my-talents/publicity: one setting for the whole bench. */
export const talentPublicityInputSchema = z
  .object({
    public: z.boolean({ error: REQUIRED_MESSAGE }),
    partnerGroupIds: z.array(idSchema).max(500).default([]),
  })
  .superRefine((publicity, context) => {
    if (!publicity.public && publicity.partnerGroupIds.length === 0) {
      context.addIssue({ code: 'custom', path: ['partnerGroupIds'], message: SHARING_GROUP_REQUIRED_MESSAGE });
    }
  })
  .transform((publicity) => ({
    public: publicity.public,
    // Public sharing needs no groups: they are cleared so that turning public off later starts from a clean choice.
    partnerGroupIds: publicity.public ? [] : [...new Set(publicity.partnerGroupIds)],
  }));
export type TalentPublicityInput = z.input<typeof talentPublicityInputSchema>;

export const talentPublicitySchema = z.object({ public: z.boolean(), partnerGroupIds: z.array(z.number().int()) });
export type TalentPublicity = z.infer<typeof talentPublicitySchema>;
