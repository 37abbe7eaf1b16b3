import { useConfirmEmailChange, useSession } from '@benchlink/api-client';
import { paths } from '@benchlink/contracts/paths';
import { Alert, Spinner } from '@benchlink/design-system';
import { ButtonLink } from '@benchlink/domain-ui';
import { useEffect, useRef } from 'react';
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
const Address = styled.strong`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

/**
 * `/confirm-email-change?token=…`, the link mailed to a new address: confirms it once on arrival, signed in or not,
 * and says which address the account has now, or why the link no longer works.
 */
export function ConfirmEmailChange() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { user } = useSession();
  const confirm = useConfirmEmailChange({ meta: { ignoreUnauthorized: true } });
  // React's StrictMode runs an effect twice on mount: the link is posted once.
  const posted = useRef<string>(undefined);
  const { mutate } = confirm;
  useEffect(() => {
    if (!token || posted.current === token) return;
    posted.current = token;
    mutate(token);
  }, [token, mutate]);

  const wayOn = user
    ? { to: paths.account.href(), label: 'Open your account settings' }
    : { to: authLinks.signIn(), label: 'Go to sign in' };
  const failure = !token ? INCOMPLETE_EMAIL_LINK_MESSAGE : confirm.isError ? confirm.error.message : null;

  return (
    <AuthLayout>
      <AuthCard title="E-mail change">
        <Body aria-busy={confirm.isPending}>
          {confirm.isSuccess && (
            <Alert severity="success" title="E-mail changed">
              Your account’s e-mail address is now <Address>{confirm.data.email}</Address>. Sign in with it from now on.
            </Alert>
          )}
          {failure !== null && (
            <Alert severity="error" title="The e-mail was not changed">
              {failure}
            </Alert>
          )}
          {!confirm.isSuccess && failure === null && (
            <PendingLine role="status">
              <Spinner size={20} label={null} />
              Confirming your new e-mail address…
            </PendingLine>
          )}
          {(confirm.isSuccess || failure !== null) && (
            <ActionRow>
              <ButtonLink to={wayOn.to} $variant={confirm.isSuccess ? 'primary' : 'secondary'}>
                {wayOn.label}
              </ButtonLink>
            </ActionRow>
          )}
        </Body>
      </AuthCard>
    </AuthLayout>
  );
}
