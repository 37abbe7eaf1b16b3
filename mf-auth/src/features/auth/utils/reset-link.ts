import { isApiError } from '@benchlink/api-client/core';

/**
 * The reason the server refused a mailed reset link (a 400 of its check, `usePasswordResetCheck`), or null while it is
 * unknown or the link is fine. Any other failure leaves the form usable, and the submit reports what is wrong.
 */
export const refusalOf = (error: unknown) => (isApiError(error) && error.status === 400 ? error.message : null);
