import { invitationQueryOptions, useAcceptInvitation, useSession } from '@benchlink/api-client';
import { INVITATION_FOR_ANOTHER_ADDRESS_MESSAGE } from '@benchlink/contracts/messages';
import type { Invitation as InvitationData } from '@benchlink/contracts/team';
import { landingPath, paths } from '@benchlink/contracts/paths';
import { Alert, Button, formatDate, Spinner, useSnackbar } from '@benchlink/design-system';
import { ButtonLink } from '@benchlink/domain-ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { authLinks } from '../utils/auth-links';
import { AuthCard } from './auth-card';
import { AuthLayout } from './auth-layout';
import { ActionRow, PendingLine } from './form-layout';

/** A link without its token: the mail's link was cut short. */
export const INCOMPLETE_LINK_MESSAGE =
  'This invitation link is incomplete. Open the link from the invitation e-mail again.';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** A name or an address in the text: a long address breaks anywhere rather than leave the card. */
const Strong = styled.strong`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

/** What the signed-in (or signed-out) reader can do with a readable invitation. */
function InvitationChoices({ invitation, token }: { invitation: InvitationData; token: string }) {
  const { user, companyId, isAdmin } = useSession();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const join = useAcceptInvitation({
    onSuccess: () => {
      snackbar.showSuccess(`You joined ${invitation.companyName}`);
      navigate(paths.companyProfile.href(), { replace: true });
    },
  });
  const here = paths.invitation.href(token);

  if (!user) {
    return (
      <>
        <Text>
          Sign in, or create an account with your e-mail, to accept. A new account confirms its e-mail first; the
          confirmation link brings you back here.
        </Text>
        <ActionRow>
          <ButtonLink to={authLinks.signIn(here)}>Sign in</ButtonLink>
          <ButtonLink to={authLinks.signUp(here)} $variant="secondary">
            Create an account
          </ButtonLink>
        </ActionRow>
      </>
    );
  }
  if (isAdmin) return <Alert severity="info">The administrator account cannot join a company.</Alert>;
  if (companyId === invitation.companyId) {
    return (
      <>
        <Alert severity="success">You are already a member of {invitation.companyName}.</Alert>
        <ActionRow>
          <ButtonLink to={paths.companyProfile.href()}>Open the company profile</ButtonLink>
        </ActionRow>
      </>
    );
  }
  if (companyId !== undefined) {
    return (
      <>
        <Alert severity="warning" title="You already belong to a company">
          To join {invitation.companyName}, first leave your current company on its Team page.
        </Alert>
        <ActionRow>
          <ButtonLink to={paths.companyTeam.href()} $variant="secondary">
            Open your team
          </ButtonLink>
        </ActionRow>
      </>
    );
  }
  // Only the account of the invited address may join (the server refuses any other, 403): say so before a click.
  if (user.email.toLowerCase() !== invitation.email.toLowerCase()) {
    return (
      <Alert severity="error" title={INVITATION_FOR_ANOTHER_ADDRESS_MESSAGE}>
        You are signed in as {user.email}. To join {invitation.companyName}, sign in with the account of{' '}
        {invitation.email}, or sign out and create one with that address.
      </Alert>
    );
  }
  return (
    <>
      <Text>
        You are signed in as{' '}
        <Strong>
          {user.firstName} {user.lastName}
        </Strong>{' '}
        ({user.email}).
      </Text>
      {join.error && <Alert severity="error">{join.error.message}</Alert>}
      <ActionRow>
        <Button isLoading={join.isPending} onClick={() => join.mutate(token)}>
          Join {invitation.companyName}
        </Button>
      </ActionRow>
    </>
  );
}

/**
 * `/invitation?token=…`, the link of an invitation mail: which company invites and to which address; a visitor signs
 * in or signs up and comes back, a signed-in user without a company joins it. A used, expired or unknown link says so.
 */
export function InvitationScreen() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { user, isAdmin } = useSession();
  const invitationQuery = useQuery({ ...invitationQueryOptions(token), enabled: token !== '' });
  const invitation = invitationQuery.data;
  const wayOut = user ? landingPath({ isAdmin }) : authLinks.signIn();

  if (invitation) {
    return (
      <AuthLayout>
        <AuthCard
          title={`Join ${invitation.companyName}`}
          subtitle={
            <>
              {invitation.invitedBy ?? 'A member'} invited <Strong>{invitation.email}</Strong> to join{' '}
              <Strong>{invitation.companyName}</Strong> on Benchlink. The invitation works until{' '}
              <NoWrap>{formatDate(invitation.expiresAt)}</NoWrap>.
            </>
          }
        >
          <Body>
            <InvitationChoices invitation={invitation} token={token} />
          </Body>
        </AuthCard>
      </AuthLayout>
    );
  }

  const failure = !token ? INCOMPLETE_LINK_MESSAGE : invitationQuery.isError ? invitationQuery.error.message : null;
  return (
    <AuthLayout>
      <AuthCard title="Invitation">
        <Body aria-busy={failure === null}>
          {failure === null ? (
            <PendingLine role="status">
              <Spinner size={20} label={null} />
              Opening the invitation…
            </PendingLine>
          ) : (
            <>
              <Alert severity="error" title="This invitation cannot be used">
                {failure}
              </Alert>
              <ActionRow>
                <ButtonLink to={wayOut} $variant="secondary">
                  {user ? 'Open Benchlink' : 'Go to sign in'}
                </ButtonLink>
              </ActionRow>
            </>
          )}
        </Body>
      </AuthCard>
    </AuthLayout>
  );
}
