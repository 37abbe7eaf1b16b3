import { AVAILABILITY_STALE_DAYS } from '@benchlink/contracts/availability';

/** A confirmation that got no answer from the server. */
export const UNREACHABLE_MESSAGE = 'Benchlink could not be reached. Check your connection and try again.';

/**
 * 'Availability confirmed for BE-042. Other companies see this talent as available for the next 14 days.'; a
 * reference that ends a sentence itself ('Anna K.') gets no second full stop.
 */
export function confirmedText(reference: string) {
  const sentence = /[.!?]$/.test(reference) ? reference : `${reference}.`;
  return `Availability confirmed for ${sentence} Other companies see this talent as available for the next ${AVAILABILITY_STALE_DAYS} days.`;
}
