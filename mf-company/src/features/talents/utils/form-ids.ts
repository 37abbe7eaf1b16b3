/**
 * The skills of a talent form, with their coerced ids read back as numbers: the contracts coerce ids
 * (`z.coerce.number()`), so the form's input type holds them as `unknown`; the pickers only ever put numbers there.
 */
export const formSkills = (value: ReadonlyArray<{ skillId: unknown; months: number }> | null | undefined) =>
  (value ?? []) as { skillId: number; months: number }[];
