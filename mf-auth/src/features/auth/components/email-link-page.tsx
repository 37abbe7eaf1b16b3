import { useSession } from '@benchlink/api-client';
import { paths } from '@benchlink/contracts/paths';
import { Alert, Spinner } from '@benchlink/design-system';
import { ButtonLink } from '@benchlink/domain-ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { authLinks } from '../utils/auth-links';
import { AuthCard } from './auth-card';
import { AuthLayout } from './auth-layout';
import { ActionRow, PendingLine } from './form-layout';

/** A link without its token: the mail's link was cut short. */
export const INCOMPLETE_EMAIL_LINK_MESSAGE = 'This link is incomplete. Open the link from the e-mail again.';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

/** A long address breaks anywhere rather than leave the alert. */
export const Address = styled.strong`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

/** The call a mailed e-mail link makes with its token, answering the address it concerns. */
type LinkCall = {
  mutate: (token: string) => void;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: { message: string } | null;
  data?: { email: string };
};

type EmailLinkPageProps = {
  call: LinkCall;
  successTitle: string;
  success: (email: string) => ReactNode;
  failureTitle: string;
  pending: string;
};

/**
 * A page a mailed e-mail-change link opens (`?token=…`): posts the token once on arrival, signed in or not, and says
 * what happened or why the link no longer works, with the way on to the account settings or the sign-in.
 */
export function EmailLinkPage({ call, successTitle, success, failureTitle, pending }: EmailLinkPageProps) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { user } = useSession();
  // React's StrictMode runs an effect twice on mount: the link is posted once.
  const posted = useRef<string>(undefined);
  const { mutate } = call;
  useEffect(() => {
    if (!token || posted.current === token) return;
    posted.current = token;
    mutate(token);
  }, [token, mutate]);

  const wayOn = user
    ? { to: paths.account.href(), label: 'Open your account settings' }
    : { to: authLinks.signIn(), label: 'Go to sign in' };
  const failure = !token ? INCOMPLETE_EMAIL_LINK_MESSAGE : call.isError ? (call.error?.message ?? '') : null;

  return (
    <AuthLayout>
      <AuthCard title="E-mail change">
        <Body aria-busy={call.isPending}>
          {call.isSuccess && call.data && (
            <Alert severity="success" title={successTitle}>
              {success(call.data.email)}
            </Alert>
          )}
          {failure !== null && (
            <Alert severity="error" title={failureTitle}>
              {failure}
            </Alert>
          )}
          {!call.isSuccess && failure === null && (
            <PendingLine role="status">
              <Spinner size={20} label={null} />
              {pending}
            </PendingLine>
          )}
          {(call.isSuccess || failure !== null) && (
            <ActionRow>
              <ButtonLink to={wayOn.to} $variant={call.isSuccess ? 'primary' : 'secondary'}>
                {wayOn.label}
              </ButtonLink>
            </ActionRow>
          )}
        </Body>
      </AuthCard>
    </AuthLayout>
  );
}
