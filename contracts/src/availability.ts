// The zod-free half of a talent's availability rules: what browser code shows without bundling schemas (decision 004).

/** A talent whose availability was last confirmed this many days ago shows "Availability not confirmed" to others… */
export const AVAILABILITY_STALE_DAYS = 14;
/** …and after this many days leaves their browse lists until its company confirms it again. */
export const AVAILABILITY_HIDDEN_DAYS = 30;
export const AVAILABILITY_NOT_CONFIRMED_TEXT = 'Availability not confirmed';
/** A reminder link that is unknown or past its 14 days. */
export const AVAILABILITY_LINK_INVALID_MESSAGE = 'This link is invalid or has expired';

/** Freshness of a talent's availability, read from the server's clock at every answer. */
export const availabilityStatuses = ['CONFIRMED', 'UNCONFIRMED', 'HIDDEN'] as const;
export type AvailabilityStatus = (typeof availabilityStatuses)[number];
