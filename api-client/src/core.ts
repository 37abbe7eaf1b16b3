// The client without react-query (`@benchlink/api-client/core`): the typed client, its errors and the session. A
// shared module of its own, so that the sign-in page and the shell's start-up load only this; the main entry
// (`@benchlink/api-client`) names all of it too, through this entry, so a page runs one copy and one session.
export { ApiError, GENERIC_ERROR_MESSAGE, isApiError, networkError, toApiError } from './api-error';
export { api, apiFetch, unwrap } from './api-client';
export { applyServerErrors } from './form-errors';
export {
  adoptSessionRequest,
  expireSession,
  getSession,
  readSession,
  refreshSession,
  resetSession,
  setSession,
  signOut,
  useSession,
  useSessionExpiry,
  type Session,
} from './session';
