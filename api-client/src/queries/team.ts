import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, readSession, setSession, unwrap } from '@benchlink/api-client/core';
import { defineMutation, withConfig, type MutationConfigOf } from './mutation-config';

/** The caller's company's team, and the invitation links' own reads. */
export const teamKeys = {
  all: ['team'] as const,
  team: () => [...teamKeys.all, 'members'] as const,
  invitation: (token: string) => [...teamKeys.all, 'invitation', token] as const,
};

/** The members of the caller's company with their roles, and its pending invitations (GET /api/companies/team). */
export const teamQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.team(),
    queryFn: () => unwrap(api.companies.team.$get()),
  });

const invalidateTeam = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: teamKeys.team() });

/** Mails a colleague a link to join (POST /api/companies/team/invitations). */
export const inviteColleague = (email: string) => unwrap(api.companies.team.invitations.$post({ json: { email } }));

export const inviteColleagueMutation = (queryClient: QueryClient) =>
  defineMutation({ mutationFn: inviteColleague, onSuccess: () => invalidateTeam(queryClient) });

export function useInviteColleague(config: MutationConfigOf<typeof inviteColleague> = {}) {
  return useMutation(withConfig(inviteColleagueMutation(useQueryClient()), config));
}

export const revokeInvitation = (id: number) =>
  unwrap(api.companies.team.invitations[':id'].$delete({ param: { id: String(id) } }));

export const revokeInvitationMutation = (queryClient: QueryClient) =>
  defineMutation({ mutationFn: revokeInvitation, onSuccess: () => invalidateTeam(queryClient) });

/** Withdraws a pending invitation: its link stops working. */
export function useRevokeInvitation(config: MutationConfigOf<typeof revokeInvitation> = {}) {
  return useMutation(withConfig(revokeInvitationMutation(useQueryClient()), config));
}

/** DELETE /api/companies/team/members/{userId}: removes another member (owners), or leaves with one's own id. */
export const removeTeamMember = (userId: number) =>
  unwrap(api.companies.team.members[':userId'].$delete({ param: { userId: String(userId) } }));

export const removeTeamMemberMutation = (queryClient: QueryClient) =>
  defineMutation({ mutationFn: removeTeamMember, onSuccess: () => invalidateTeam(queryClient) });

/** An owner removes another member of the company. */
export function useRemoveTeamMember(config: MutationConfigOf<typeof removeTeamMember> = {}) {
  return useMutation(withConfig(removeTeamMemberMutation(useQueryClient()), config));
}

export const makeTeamOwner = (userId: number) =>
  unwrap(api.companies.team.members[':userId'].owner.$post({ param: { userId: String(userId) } }));

export const makeTeamOwnerMutation = (queryClient: QueryClient) =>
  defineMutation({ mutationFn: makeTeamOwner, onSuccess: () => invalidateTeam(queryClient) });

/** An owner makes another member an owner too. */
export function useMakeTeamOwner(config: MutationConfigOf<typeof makeTeamOwner> = {}) {
  return useMutation(withConfig(makeTeamOwnerMutation(useQueryClient()), config));
}

/**
 * Leaves the company (the caller's own id). Everything cached was read as a member of it: once the server agrees, the
 * new session is read, `onLeft` takes the page away from the company's pages, and only then is the cache replaced by
 * the session without a company, so no company page renders in between.
 * @example const leave = useLeaveCompany({ onLeft: () => navigate(paths.companyProfile.href(), { replace: true }) });
 */
export function useLeaveCompany({ onLeft, onError }: { onLeft?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeamMember,
    onSuccess: async () => {
      await queryClient.cancelQueries();
      const user = await readSession();
      onLeft?.();
      queryClient.clear();
      setSession(user);
    },
    onError,
  });
}

/**
 * What an invitation link's page shows (GET /api/invitations?token=): an unknown, used or expired link answers 400
 * with the reason, which the page shows; it is not retried.
 */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: teamKeys.invitation(token),
    queryFn: () => unwrap(api.invitations.$get({ query: { token } })),
    retry: false,
    meta: { ignoreUnauthorized: true },
  });

/** Joins the invitation's company (POST /api/invitations/accept); answers the user, now a member. */
export const acceptInvitation = (token: string) => unwrap(api.invitations.accept.$post({ json: { token } }));

/** The returned user goes straight into the session, so the company's pages open at once. */
export const acceptInvitationMutation = defineMutation({ mutationFn: acceptInvitation, onSuccess: setSession });

export function useAcceptInvitation(config: MutationConfigOf<typeof acceptInvitation> = {}) {
  return useMutation(withConfig(acceptInvitationMutation, config));
}
