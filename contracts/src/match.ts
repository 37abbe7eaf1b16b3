import { z } from 'zod';

/**
 * How well a talent fits a position, 0–100, with the short texts that explain it ("4 of 5 required skills",
 * "rate ranges overlap"). Computed on the server (api/src/lib/match.ts; the formula is in docs/product.md).
 */
export const matchSchema = z.object({
  score: z.number().int().min(0).max(100),
  reasons: z.array(z.string()),
});
export type Match = z.infer<typeof matchSchema>;

/** Freshness of a talent's availability, read from the server's clock at every answer. */
export const availabilityStatuses = ['CONFIRMED', 'UNCONFIRMED', 'HIDDEN'] as const;
export type AvailabilityStatus = (typeof availabilityStatuses)[number];

/** A talent whose availability was last confirmed this many days ago shows "Availability not confirmed" to others… */
export const AVAILABILITY_STALE_DAYS = 14;
/** …and after this many days leaves their browse lists until its company confirms it again. */
export const AVAILABILITY_HIDDEN_DAYS = 30;
export const AVAILABILITY_NOT_CONFIRMED_TEXT = 'Availability not confirmed';
