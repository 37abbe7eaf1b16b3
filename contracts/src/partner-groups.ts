import { z } from 'zod';
import { idSchema } from './common';
import { lengthMessages, REQUIRED_MESSAGE } from './messages';

export const PARTNER_GROUP_NAME_MAX = 50;
export const PARTNER_GROUP_COMPANIES_MIN_MESSAGE = 'Choose at least one company';
export const PARTNER_GROUP_NAME_TAKEN_MESSAGE = 'A partner group with this name already exists';
export const PARTNER_GROUP_OWN_COMPANY_MESSAGE = 'Your own company cannot be a member of your partner group';

/** POST /api/companies/partners and PUT /api/companies/partners/{id}: the whole group. */
export const partnerGroupInputSchema = z.object({
  name: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(PARTNER_GROUP_NAME_MAX, lengthMessages.max(PARTNER_GROUP_NAME_MAX)),
  companyIds: z
    .array(idSchema, { error: PARTNER_GROUP_COMPANIES_MIN_MESSAGE })
    .min(1, PARTNER_GROUP_COMPANIES_MIN_MESSAGE)
    .max(500)
    .transform((ids) => [...new Set(ids)]),
});
export type PartnerGroupInput = z.input<typeof partnerGroupInputSchema>;
export type PartnerGroupData = z.output<typeof partnerGroupInputSchema>;

/** A partner group of the caller's company: the companies it shares with (one-way). */
export const partnerGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  companies: z.array(z.object({ id: z.number().int(), name: z.string() })),
  createdAt: z.string(),
});
export type PartnerGroup = z.infer<typeof partnerGroupSchema>;

/** DELETE /api/companies/partners?partnerGroupId={id} (the product's query form). */
export const partnerGroupDeleteQuerySchema = z.object({ partnerGroupId: idSchema });
