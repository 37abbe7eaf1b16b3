import { useAuthProviders } from '@benchlink/api-client/auth';
import { Button, GlobeIcon } from '@benchlink/design-system';
import styled from 'styled-components';
import { authLinks } from '../utils/auth-links';

const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => `${theme.space(5)} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
`;

/** 'Sign in with <provider>', only when the server has a third-party sign-in configured. */
export function ThirdPartySignIn() {
  const { data } = useAuthProviders();
  if (!data?.oidc) return null;
  return (
    <>
      <Divider>or</Divider>
      <Button
        variant="secondary"
        fullWidth
        startIcon={<GlobeIcon size={18} />}
        // A full-page navigation: the provider's sign-in page and its redirects cannot run inside a fetch.
        onClick={() => window.location.assign(authLinks.oauthAuthorize)}
      >
        Sign in with {data.oidcLabel || 'single sign-on'}
      </Button>
    </>
  );
}
