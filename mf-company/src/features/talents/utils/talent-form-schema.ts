import { TALENT_REFERENCE_REQUIRED_MESSAGE, talentInputSchema } from '@benchlink/contracts/talents';
import { z } from 'zod';

/**
 * The talent form's rules: the API's own (`talentInputSchema`, with its cross-field checks and clean-up) and a name or
 * reference, which the API leaves optional so that older clients keep working ("Talent {id}") but the form asks for.
 * The second part reads the reference with the API's own rule (trimmed, at most 80 characters, empty meaning none)
 * and then requires one; both parts always agree on its value, which the intersection needs. An intersection, not a
 * refinement after the API's schema, so that an empty reference shows together with the other fields' messages.
 */
export const talentFormSchema = z.intersection(
  talentInputSchema,
  z.object({
    reference: talentInputSchema.in.shape.reference.pipe(z.string({ error: TALENT_REFERENCE_REQUIRED_MESSAGE })),
  }),
);

/** The form's values: the API's input. */
export type TalentFormValues = z.input<typeof talentFormSchema>;
/** What a valid form saves: the API's input, with a reference. */
export type TalentFormData = z.output<typeof talentFormSchema>;
