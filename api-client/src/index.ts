export { ApiError, isApiError, toApiError } from './api-error';
export { api, apiFetch, apiFetchResponse, unwrap } from './api-client';
export {
  applicationKeys,
  auditKeys,
  companyKeys,
  filterKeys,
  partnerGroupKeys,
  positionKeys,
  projectKeys,
  referenceKeys,
  sessionKeys,
  talentKeys,
  type ListParams,
  type CompanyListParams,
  type CompanyListScope,
  type ReferenceListName,
} from './query-keys';
export { createQueryClient, type QueryClientOptions } from './query-client';
export { applyServerErrors } from './form-errors';
export { adoptSessionRequest, readSession, sessionQueryOptions, useRefreshSession, useSession, type Session } from './session';
export { allOtherCompaniesQueryOptions, companyQueryOptions } from './companies';
export {
  companyTypesQueryOptions,
  domainsQueryOptions,
  locationsQueryOptions,
  positionStatusesQueryOptions,
  responsibilitiesQueryOptions,
  rolesQueryOptions,
  senioritiesQueryOptions,
  skillNames,
  skillsQueryOptions,
  useSkillNames,
  workModesQueryOptions,
} from './reference';
export {
  applyToPosition,
  appliedTalentsByPosition,
  dataUrlToFile,
  myTalentsPartialQueryOptions,
  projectPositionsQueryOptions,
  sentApplicationsQueryOptions,
  useApplyDialogData,
  useApplyOptions,
  useApplyToPositions,
  BLOCKING_APPLICATION_STATES,
  type ApplyChoice,
  type ApplyFormApplication,
  type ApplyOutcome,
  type ApplyPositionChoice,
  type ApplyToPositionInput,
  type UploadProgress,
} from './applications';
