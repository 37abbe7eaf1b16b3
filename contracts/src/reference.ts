import { z } from 'zod';

export const skillSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  assignable: z.boolean(),
  imageBase64: z.string().optional(),
  imageType: z.string().optional(),
});
export type Skill = z.infer<typeof skillSchema>;

/** A role ("pattern") with the skills it suggests. */
export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  suggestedSkills: z.array(z.number().int()),
});
export type Role = z.infer<typeof roleSchema>;

export const senioritySchema = z.object({ id: z.number().int(), label: z.string(), level: z.number().int() });
export type Seniority = z.infer<typeof senioritySchema>;

/** Work modes, currencies, position statuses, domains and company types share this shape. */
export const namedSchema = z.object({ id: z.number().int(), name: z.string() });
export type Named = z.infer<typeof namedSchema>;
export type WorkMode = Named;

/** A country (no parent) or one of its cities (the country its parent): choosing a country covers its cities. */
export const locationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
});
export type Location = z.infer<typeof locationSchema>;
export type Currency = Named;
export type PositionStatus = Named;
export type Domain = Named;
export type CompanyType = Named;
