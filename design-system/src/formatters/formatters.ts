/** Years-and-months value used for experience and project duration. */
export interface YearsMonths {
  years: number;
  months: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Formats a date as YYYY-MM-DD; empty or invalid input gives ''.
 * @example formatDate('2024-05-01T10:00:00Z') // '2024-05-01'
 */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  // Date-only and ISO strings already carry the calendar day; parsing them would shift it by time zone.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Plural form of a noun for a count: plural whenever the count is not 1.
 * @example pluralize(2, 'Company') // 'Companies'
 */
export function pluralize(count: number, singular: string, plural?: string): string {
  if (count === 1) return singular;
  if (plural) return plural;
  if (/[^aeiou]y$/i.test(singular)) return `${singular.slice(0, -1)}${singular.endsWith('Y') ? 'IES' : 'ies'}`;
  if (/(s|x|z|ch|sh)$/i.test(singular)) return `${singular}${singular === singular.toUpperCase() ? 'ES' : 'es'}`;
  return `${singular}${singular === singular.toUpperCase() && singular.length > 1 ? 'S' : 's'}`;
}

/**
 * Count followed by the right form of the noun.
 * @example countWithNoun(3, 'Position') // '3 Positions'
 */
export function countWithNoun(count: number, singular: string, plural?: string): string {
  return `${count} ${pluralize(count, singular, plural)}`;
}

/**
 * Duration as years and months, each pluralised; zero parts are left out.
 * @example formatDuration({ years: 1, months: 2 }) // '1 year 2 months'
 */
export function formatDuration(value: Partial<YearsMonths> | null | undefined): string {
  const years = Math.max(0, Math.trunc(value?.years ?? 0));
  const months = Math.max(0, Math.trunc(value?.months ?? 0));
  const parts: string[] = [];
  if (years > 0) parts.push(countWithNoun(years, 'year'));
  if (months > 0 || years === 0) parts.push(countWithNoun(months, 'month'));
  return parts.join(' ');
}

/**
 * Seconds as minutes and seconds (the resend countdown).
 * @example formatSeconds(90) // '1:30'
 */
export function formatSeconds(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  return `${Math.floor(safe / 60)}:${pad(safe % 60)}`;
}

/** Length after which `shortenText` cuts (docs/product.md, Constants). */
export const SHORTEN_TEXT_LENGTH = 5;

/**
 * Text longer than the limit cut to the limit plus an ellipsis.
 * @example shortenText('Benchlink') // 'Bench...'
 */
export function shortenText(text: string, maxLength: number = SHORTEN_TEXT_LENGTH): string {
  return text.length > maxLength ? `${text.slice(0, maxLength)}...` : text;
}

/** Counts at or above this show as '15+'. */
export const COUNT_CAP = 15;

/**
 * Caps a badge count.
 * @example formatCount(20) // '15+'
 */
export function formatCount(count: number, cap: number = COUNT_CAP): string {
  return count >= cap ? `${cap}+` : String(count);
}

/**
 * Total months of a years-and-months value (years x 12 + months); missing parts count as 0.
 * @example totalMonths({ years: 2, months: 3 }) // 27
 */
export function totalMonths(value: Partial<YearsMonths> | null | undefined): number {
  return (value?.years ?? 0) * 12 + (value?.months ?? 0);
}

/**
 * Splits a month count into years and months; negatives give zero.
 * @example fromTotalMonths(27) // { years: 2, months: 3 }
 */
export function fromTotalMonths(months: number): YearsMonths {
  const safe = Math.max(0, Math.trunc(months));
  return { years: Math.floor(safe / 12), months: safe % 12 };
}

function toDate(value: Date | string): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  // Date-only strings are read as local calendar days so the day-of-month rule is not shifted.
  const date = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Elapsed years and months between two dates: whole months, minus one when the day of month of the
 * end has not reached the start's; a negative span gives zero.
 * @example elapsedYearsMonths('2020-01-15', '2021-03-14') // { years: 1, months: 1 }
 */
export function elapsedYearsMonths(from: Date | string, to: Date | string = new Date()): YearsMonths {
  const start = toDate(from);
  const end = toDate(to);
  if (!start || !end) return { years: 0, months: 0 };
  let months = (end.getFullYear() - start.getFullYear()) * 12 + (end.getMonth() - start.getMonth());
  if (end.getDate() < start.getDate()) months -= 1;
  return fromTotalMonths(months);
}

// Made at first use, not when the design system loads: a collator loads the browser's collation data, 10 ms in
// Node and 40–80 ms of a page's start-up in Chromium here (docs/performance.md, Lighthouse).
let nameCollator: Intl.Collator | undefined;

/**
 * The one order of named items (skills, tags) on screen: by name, ignoring case and accents, numbers by value. The
 * API client's `skillNames` sorts read views by the same rule.
 * @example ['react', 'Angular'].sort(compareNames) // ['Angular', 'react']
 */
export const compareNames = (a: string, b: string) =>
  (nameCollator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true })).compare(a, b);

// Made at first use, as the collator above.
let relativeTime: Intl.RelativeTimeFormat | undefined;

/**
 * An amount of time relative to now, in words, as every "when" on screen reads ('yesterday', 'in 2 days',
 * '3 minutes ago'): negative is past.
 * @example inWordsFromNow(-1, 'day') // 'yesterday'
 */
export const inWordsFromNow = (amount: number, unit: Intl.RelativeTimeFormatUnit) =>
  (relativeTime ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' })).format(amount, unit);

/** The unit every rate reads in (docs/product.md, Constants: all rates in whole euros per hour). */
export const RATE_UNIT = '€/h';

/**
 * A rate or a rate range in whole euros per hour, as the whole product shows rates; either end of a range may be
 * missing; nothing to show gives undefined.
 * @example formatRate({ min: 40, max: 60 }) // '40–60 €/h'
 */
export function formatRate(rate: number | { min?: number | null; max?: number | null } | null | undefined) {
  const { min = null, max = null } = typeof rate === 'number' ? { min: rate, max: rate } : (rate ?? {});
  if (min === null && max === null) return undefined;
  return `${min !== null && max !== null && min !== max ? `${min}–${max}` : (min ?? max)} ${RATE_UNIT}`;
}

/** A position's rate range in whole euros; either end may be missing. */
export interface PositionRate {
  min?: number | null;
  max?: number | null;
}

export const RATE_NOT_SPECIFIED = 'Rate not specified';

/**
 * A rate range as the cards show it (`formatRate`), or 'Rate not specified'.
 * @example formatPositionRate({ min: 40, max: 60 }) // '40–60 €/h'
 */
export const formatPositionRate = (rate: PositionRate | null | undefined): string =>
  formatRate(rate) ?? RATE_NOT_SPECIFIED;
