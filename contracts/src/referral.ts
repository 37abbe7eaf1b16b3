// Referral terms: what a project's publisher offers whoever brings the hire. Free of zod, so cards and filters that
// only show terms do not carry the validation library.

/** A share of the contract's value, or a fixed sum in euros. */
export const REFERRAL_KINDS = ['PERCENT', 'FIXED'] as const;
export type ReferralKind = (typeof REFERRAL_KINDS)[number];

export const REFERRAL_KIND_LABELS: Record<ReferralKind, string> = {
  PERCENT: 'Percentage',
  FIXED: 'Fixed amount',
};

export const REFERRAL_PERCENT_MAX = 50;
export const REFERRAL_FIXED_MAX = 100_000;

export interface ReferralTerms {
  kind: ReferralKind;
  /** Whole percent (1–50) or whole euros (1–100,000). */
  value: number;
}

/**
 * How referral terms read on a card.
 * @example referralLabel({ kind: 'PERCENT', value: 5 }) // 'Referral: 5%'
 * @example referralLabel({ kind: 'FIXED', value: 1500 }) // 'Referral: €1,500'
 */
export function referralLabel(terms: ReferralTerms): string {
  return terms.kind === 'PERCENT' ? `Referral: ${terms.value}%` : `Referral: €${terms.value.toLocaleString('en-GB')}`;
}
