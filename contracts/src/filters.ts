import { z } from 'zod';
import { idSchema } from './common';
import { lengthMessages, REQUIRED_MESSAGE } from './messages';

export const FILTER_NAME_MAX = 50;
/** The filter a company created without skills gets: it stands for the company's skills in alerts. */
export const DEFAULT_FILTER_NAME = 'Default';
export const FILTER_SKILL_REQUIRED_MESSAGE = 'Choose at least one skill';
export const DEFAULT_FILTER_LOCKED_MESSAGE = 'The Default filter can only be enabled or disabled';

const nameSchema = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .max(FILTER_NAME_MAX, lengthMessages.max(FILTER_NAME_MAX));
const skillsSchema = z
  .array(idSchema, { error: FILTER_SKILL_REQUIRED_MESSAGE })
  .min(1, FILTER_SKILL_REQUIRED_MESSAGE)
  .max(200)
  .transform((ids) => [...new Set(ids)]);

/** POST /api/companies/filters: a new filter; alerts are on unless said otherwise. */
export const filterInputSchema = z.object({
  name: nameSchema,
  skills: skillsSchema,
  isEnabled: z.boolean().default(true),
});
export type FilterInput = z.input<typeof filterInputSchema>;
export type FilterData = z.output<typeof filterInputSchema>;

/** PUT /api/companies/filters/{id}: what changes; `{isEnabled}` alone toggles alerts. */
/** The fields of an update, each optional: what the edit form validates. */
export const filterUpdateFieldsSchema = z.object({
  name: nameSchema.optional(),
  skills: skillsSchema.optional(),
  isEnabled: z.boolean().optional(),
});

/** An update must change something: `{}` is refused rather than saved as nothing. */
export const filterUpdateSchema = filterUpdateFieldsSchema.refine(
  (update) => update.name !== undefined || update.skills !== undefined || update.isEnabled !== undefined,
  {
    message: 'Send at least one of name, skills and isEnabled.',
  },
);
export type FilterUpdateInput = z.input<typeof filterUpdateSchema>;
export type FilterUpdateData = z.output<typeof filterUpdateSchema>;

/** A saved filter: it narrows browsing and, while enabled, drives e-mail alerts. */
export const filterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  skills: z.array(z.number().int()),
  isEnabled: z.boolean(),
  /** The skill-less 'Default' filter, standing for the company's own skills; only its alerts can be toggled. */
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type Filter = z.infer<typeof filterSchema>;

export const filterIdParamSchema = z.object({ id: idSchema });
