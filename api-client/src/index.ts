// The whole client but the auth screens' calls (`@benchlink/api-client/auth`). What needs no react-query (the typed
// client, its errors, the session) is the core entry's, named here through that entry so that a page runs one copy of
// it and one session.
export {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  isApiError,
  networkError,
  toApiError,
  api,
  apiFetch,
  unwrap,
  applyServerErrors,
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
} from '@benchlink/api-client/core';
export { createQueryClient, type QueryClientOptions } from './query-client';
export { dataUrlByteSize, dataUrlToBlob, dataUrlToFile, dataUrlType, isDataUrl } from './data-url';

// One query module per resource: its key factory, its query options (key and fetcher together) and its mutation
// hooks. Remotes and the shell use these and never write a key or a fetch of their own.
export type { ListParams } from './queries/resource-keys';
export type { MutationConfig, MutationConfigOf } from './queries/mutation-config';
export { useSignOut } from './queries/session';
export {
  referenceKeys,
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
  type ReferenceListName,
} from './queries/reference';
export {
  companyKeys,
  allOtherCompaniesQueryOptions,
  companyQueryOptions,
  saveCompanyProfile,
  useResendCompanyEmail,
  useSaveCompanyProfile,
  type CompanyListParams,
  type CompanyListScope,
  type ImageChanges,
  type SaveCompanyProfileInput,
  type SaveCompanyProfileResult,
} from './queries/companies';
export {
  decidedCompaniesQueryOptions,
  nonApprovedCompaniesQueryOptions,
  useApproveCompany,
  useRefuseCompany,
  type NonApprovedPage,
} from './queries/admin';
export { auditKeys, auditQueryOptions, type AuditFilters, type AuditPage } from './queries/audit';
export {
  partnerGroupKeys,
  partnerGroupsQueryOptions,
  useDeletePartnerGroup,
  useSavePartnerGroup,
  type SavePartnerGroupInput,
} from './queries/partner-groups';
export {
  projectKeys,
  companyProjectsQueryOptions,
  projectQueryOptions,
  useDeleteProject,
  useReactivateProject,
  useSaveProject,
  type CompanyProjectsParams,
  type SaveProjectInput,
} from './queries/projects';
export {
  positionKeys,
  browsePositionsQueryOptions,
  ownPositionsPartialQueryOptions,
  positionQueryOptions,
  projectPositionsQueryOptions,
  useChangePositionStatus,
  useDeletePosition,
  useSavePosition,
  type BrowsePositionsQuery,
  type PositionStatusChange,
  type SavePositionInput,
} from './queries/positions';
export {
  talentKeys,
  browseTalentsQueryOptions,
  myTalentsPartialQueryOptions,
  myTalentsQueryOptions,
  talentPublicityQueryOptions,
  talentQueryOptions,
  useDeleteTalent,
  useSaveTalent,
  useSetTalentPublicity,
  useConfirmAvailability,
  useUploadTalentCv,
  useDeleteTalentCv,
  confirmAvailabilityByToken,
  talentCvUrl,
  type BrowseTalentsQuery,
  type MyTalentsParams,
  type SaveTalentInput,
} from './queries/talents';
export {
  filterKeys,
  filtersQueryOptions,
  useCreateFilter,
  useDeleteFilter,
  useToggleFilterAlerts,
  useUpdateFilter,
} from './queries/filters';
export {
  applicationKeys,
  applicationTalentQueryOptions,
  receivedApplicationsOverviewQueryOptions,
  waitingForDecision,
  receivedApplicationsQueryOptions,
  sentApplicationsOverviewQueryOptions,
  sentApplicationsQueryOptions,
  useCancelApplication,
  useDecideApplication,
  applyToPosition,
  type ApplicationDecision,
  type ApplyToPositionInput,
} from './queries/applications';
export { type UploadProgress } from './upload';
export {
  teamKeys,
  teamQueryOptions,
  invitationQueryOptions,
  useAcceptInvitation,
  useInviteColleague,
  useLeaveCompany,
  useMakeTeamOwner,
  useRemoveTeamMember,
  useRevokeInvitation,
} from './queries/team';
export {
  useCancelEmailChange,
  useChangePassword,
  useConfirmEmailChange,
  useRequestEmailChange,
  useUpdateName,
} from './queries/account';
export {
  markNotificationsRead,
  notificationKeys,
  notificationsQueryOptions,
  useMarkNotificationsRead,
  NOTIFICATIONS_POLL_MS,
} from './queries/notifications';
