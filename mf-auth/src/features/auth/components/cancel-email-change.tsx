import { useCancelEmailChange, useSession } from '@benchlink/api-client';
import { paths } from '@benchlink/contracts/paths';
import { Alert, Spinner } from '@benchlink/design-system';
import { ButtonLink } from '@benchlink/domain-ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { authLinks } from '../utils/auth-links';
import { AuthCard } from './auth-card';
import { AuthLayout } from './auth-layout';
import { INCOMPLETE_EMAIL_LINK_MESSAGE } from './confirm-email-change';
import { ActionRow, PendingLine } from './form-layout';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

/** A long address breaks anywhere rather than leave the alert. */
const Address = styled.strong`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

/**
 * `/cancel-email-change?token=…`, the link mailed to the current address when a change of e-mail is asked: cancels
 * the pending change once on arrival, signed in or not, and says so, or why the link no longer works.
 */
export function CancelEmailChange() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { user } = useSession();
  const cancel = useCancelEmailChange({ meta: { ignoreUnauthorized: true } });
  // React's StrictMode runs an effect twice on mount: the link is posted once.
  const posted = useRef<string>(undefined);
  const { mutate } = cancel;
  useEffect(() => {
    if (!token || posted.current === token) return;
    posted.current = token;
    mutate(token);
  }, [token, mutate]);

  // Whoever did not ask for the change should change the password next: the account settings hold the form.
  const wayOn = user
    ? { to: paths.account.href(), label: 'Open your account settings' }
    : { to: authLinks.signIn(), label: 'Go to sign in' };
  const failure = !token ? INCOMPLETE_EMAIL_LINK_MESSAGE : cancel.isError ? cancel.error.message : null;

  return (
    <AuthLayout>
      <AuthCard title="E-mail change">
        <Body aria-busy={cancel.isPending}>
          {cancel.isSuccess && (
            <Alert severity="success" title="E-mail change cancelled">
              Your account will not move to <Address>{cancel.data.email}</Address>; it keeps its e-mail address. If you
              did not ask for the change, change your password now.
            </Alert>
          )}
          {failure !== null && (
            <Alert severity="error" title="Nothing was cancelled">
              {failure}
            </Alert>
          )}
          {!cancel.isSuccess && failure === null && (
            <PendingLine role="status">
              <Spinner size={20} label={null} />
              Cancelling the change of e-mail…
            </PendingLine>
          )}
          {(cancel.isSuccess || failure !== null) && (
            <ActionRow>
              <ButtonLink to={wayOn.to} $variant={cancel.isSuccess ? 'primary' : 'secondary'}>
                {wayOn.label}
              </ButtonLink>
            </ActionRow>
          )}
        </Body>
      </AuthCard>
    </AuthLayout>
  );
}
