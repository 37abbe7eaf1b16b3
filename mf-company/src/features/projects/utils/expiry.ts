import { formatDate, pluralize } from '@benchlink/design-system';

// How long a project stays listed, as its owner reads it (docs/product.md, Status and expiry). Read from the clock at
// each render: a page left open shows the count going down, and a cached answer never freezes it.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ProjectExpiry {
  /** The expiry's calendar date, YYYY-MM-DD. */
  date: string;
  /** Whole days left, rounded up (a project expiring in 3 hours has 1 day left); 0 once expired. */
  daysLeft: number;
  isExpired: boolean;
  /** 'Expires in 5 days', 'Expires in 1 day', or 'Expired'. */
  text: string;
}

/**
 * A project's expiry as its owner sees it, at `now`.
 * @example projectExpiry('2030-01-06T12:00:00Z', new Date('2030-01-01T12:00:00Z')).text // 'Expires in 5 days'
 */
export function projectExpiry(expiryDate: string, now: Date = new Date()): ProjectExpiry {
  const left = Date.parse(expiryDate) - now.getTime();
  const isExpired = !(left > 0);
  const daysLeft = isExpired ? 0 : Math.ceil(left / DAY_MS);
  return {
    date: formatDate(expiryDate),
    daysLeft,
    isExpired,
    text: isExpired ? 'Expired' : `Expires in ${daysLeft} ${pluralize(daysLeft, 'day')}`,
  };
}
