import { isApiError } from '@benchlink/api-client';
import { EmptyState, LinkIcon } from '@benchlink/design-system';

export const INVALID_ADDRESS_TITLE = 'This address is not valid';
export const INVALID_ADDRESS_DESCRIPTION = 'Check the link you followed: part of it is wrong or missing.';

/**
 * The id in a page's address (`/project/:projectId`): a positive whole number written plainly, or null when the
 * address cannot name a record (`/project/abc`, `/project/0`, `/project/1.5`). The API checks the upper bound: an id
 * beyond it answers 400 (`isInvalidAddressError`).
 * @example parseIdParam('42') // 42; parseIdParam('abc') // null
 */
export function parseIdParam(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9][0-9]*$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** A record's load refused for its id itself (400): the address is wrong, and trying again cannot help. */
export function isInvalidAddressError(error: unknown): boolean {
  return isApiError(error) && error.status === 400;
}

/** What a page shows for an address whose id names no record: no Retry, since the link itself is wrong. */
export function InvalidAddress() {
  return <EmptyState icon={<LinkIcon />} title={INVALID_ADDRESS_TITLE} description={INVALID_ADDRESS_DESCRIPTION} />;
}
