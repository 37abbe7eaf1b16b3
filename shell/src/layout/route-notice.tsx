import { Alert } from '@benchlink/design-system';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import type { RedirectState } from '../guards/guards';

const Root = styled.div`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

/**
 * Says why a guard sent the user here (e.g. a company member who opened an admin page). The notice lives in the
 * history entry's state, so it goes with the next navigation and does not come back on reload.
 */
export function RouteNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = (location.state as RedirectState | null)?.notice;
  if (!notice) return null;
  const close = () =>
    navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true });
  return (
    <Root>
      <Alert severity="info" onClose={close}>
        {notice}
      </Alert>
    </Root>
  );
}
