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
