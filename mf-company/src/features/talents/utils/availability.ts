import { AVAILABILITY_NOT_CONFIRMED_TEXT, type AvailabilityStatus } from '@benchlink/contracts/availability';
import { formatDate, inWordsFromNow } from '@benchlink/design-system';

// The words of a talent's availability as its own company reads them (docs/product.md, Talents).

/** What other companies see on a talent not confirmed for 14 days. */
export const AVAILABILITY_NOT_CONFIRMED = AVAILABILITY_NOT_CONFIRMED_TEXT;
export const AVAILABILITY_HIDDEN = 'Hidden from other companies until you confirm availability';
export const AVAILABLE_NOW = 'Available now';
export const CONFIRM_AVAILABILITY = 'Confirm availability';
export const AVAILABILITY_CONFIRMED_MESSAGE = 'Availability confirmed';

/** Today's calendar date where the reader is, YYYY-MM-DD. */
export const localToday = (now = new Date()) => formatDate(now);

/**
 * From when the talent can start: 'Available from 2030-03-01', or 'Available now' when no date is set or the date has
 * come.
 * @example availabilityText('2030-03-01', '2029-12-01') // 'Available from 2030-03-01'
 */
export function availabilityText(availableFrom: string | undefined, today: string = localToday()): string {
  const date = formatDate(availableFrom);
  return date && date > today ? `Available from ${date}` : AVAILABLE_NOW;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the availability was last confirmed, in words while it is recent ('today', 'yesterday', '3 days ago'), else
 * as its date. Days are counted between local calendar dates, so a confirmation late yesterday reads 'yesterday'.
 * @example confirmedWhen('2030-03-01T09:00:00Z', new Date('2030-03-04T12:00:00Z')) // '3 days ago'
 */
export function confirmedWhen(confirmedAt: string, now = new Date()): string {
  const confirmed = new Date(confirmedAt);
  if (Number.isNaN(confirmed.getTime())) return '';
  const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const days = Math.round((startOfDay(now) - startOfDay(confirmed)) / DAY_MS);
  if (days < 0) return inWordsFromNow(0, 'day');
  return days <= 30 ? inWordsFromNow(-days, 'day') : `on ${formatDate(confirmed)}`;
}

/** How a status reads to the owner, and the tone it is shown in. */
export function availabilityStatusText(
  status: AvailabilityStatus,
  confirmedAt: string,
  now = new Date(),
): { text: string; tone: 'success' | 'warning' | 'error' } {
  switch (status) {
    case 'CONFIRMED':
      return { text: `Availability confirmed ${confirmedWhen(confirmedAt, now)}`.trim(), tone: 'success' };
    case 'UNCONFIRMED':
      return { text: AVAILABILITY_NOT_CONFIRMED, tone: 'warning' };
    case 'HIDDEN':
      return { text: AVAILABILITY_HIDDEN, tone: 'error' };
  }
}
