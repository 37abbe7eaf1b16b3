// Referral terms: what a project's publisher offers whoever brings the hire (docs/product.md, Referral terms). Free of
// zod, so cards and filters that only show terms do not carry the validation library.

/** A share of the contract's value, or a fixed sum in euros. */
export const REFERRAL_KINDS = ['PERCENT', 'FIXED'] as const;
export type ReferralKind = (typeof REFERRAL_KINDS)[number];

export const REFERRAL_KIND_LABELS: Record<ReferralKind, string> = {
  PERCENT: 'Percentage',
  FIXED: 'Fixed amount',
};

/** The smallest value of either kind: terms of 0 are no terms. */
export const REFERRAL_VALUE_MIN = 1;
export const REFERRAL_PERCENT_MAX = 50;
export const REFERRAL_FIXED_MAX = 100_000;

/** The largest value of each kind. */
export const REFERRAL_MAX: Record<ReferralKind, number> = {
  PERCENT: REFERRAL_PERCENT_MAX,
  FIXED: REFERRAL_FIXED_MAX,
};

// Made at first use: loading a browser's number-format data took about 25 ms of a browse page's start-up, where
// cards without fixed terms never need it.
let wholeNumber: Intl.NumberFormat | undefined;
/** A whole number as referral texts write it: '100,000'. */
export const formatWholeNumber = (value: number): string =>
  (wholeNumber ??= new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 })).format(value);

export const REFERRAL_KIND_MESSAGE = 'Choose a percentage or a fixed amount';
/** The value's message of each kind, for a missing, fractional or out-of-range value alike. */
export const REFERRAL_VALUE_MESSAGES: Record<ReferralKind, string> = {
  PERCENT: `Enter a whole percentage from ${REFERRAL_VALUE_MIN} to ${REFERRAL_PERCENT_MAX}`,
  // A getter, so that only a module that shows or checks this message formats its bound.
  get FIXED() {
    return `Enter a whole amount from ${REFERRAL_VALUE_MIN} to ${formatWholeNumber(REFERRAL_FIXED_MAX)} euros`;
  },
};

/** The browse filter's label, and the form section's title. */
export const WITH_REFERRAL_LABEL = 'With referral terms';
export const REFERRAL_TERMS_TITLE = 'Referral terms';
/** The form's choice for a project without terms. */
export const NO_REFERRAL_LABEL = 'No referral terms';

export interface ReferralTerms {
  kind: ReferralKind;
  /** Whole percent (1–50) or whole euros (1–100,000). */
  value: number;
}

/** The value with its unit, as every referral text shows it: '5%', '1,500 €' (euros follow the amount, as rates do). */
export const referralAmount = (terms: ReferralTerms): string =>
  terms.kind === 'PERCENT' ? `${terms.value}%` : `${formatWholeNumber(terms.value)} €`;

/**
 * How referral terms read on a card.
 * @example referralLabel({ kind: 'PERCENT', value: 5 }) // 'Referral: 5%'
 * @example referralLabel({ kind: 'FIXED', value: 1500 }) // 'Referral: 1,500 €'
 */
export function referralLabel(terms: ReferralTerms): string {
  return `Referral: ${referralAmount(terms)}`;
}

/**
 * How referral terms read on the project page, in words.
 * @example referralDescription({ kind: 'PERCENT', value: 5 }) // '5% of the contract value'
 * @example referralDescription({ kind: 'FIXED', value: 1500 }) // '1,500 € fixed bonus'
 */
export function referralDescription(terms: ReferralTerms): string {
  return terms.kind === 'PERCENT'
    ? `${referralAmount(terms)} of the contract value`
    : `${referralAmount(terms)} fixed bonus`;
}
