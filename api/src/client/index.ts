export { ApiError, isApiError, toApiError } from './api-error';
export { api, apiFetch, apiFetchResponse, ignoreUnauthorized, onUnauthorized, unwrap } from './api-client';
export { companyKeys, referenceKeys, sessionKeys } from './query-keys';
export { createQueryClient } from './query-client';
export { applyServerErrors } from './form-errors';
export { sessionQueryOptions, useRefreshSession, useSession, type Session } from './session';
export { companyQueryOptions } from './companies';
export { companyTypesQueryOptions, domainsQueryOptions, skillNames, skillsQueryOptions, useSkillNames } from './reference';
