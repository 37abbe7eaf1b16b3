import { useSession } from '@benchlink/api-client';
import { paths, RETURN_TO_PARAM } from '@benchlink/contracts/paths';
import { Alert, Button, RefreshIcon, Spinner } from '@benchlink/design-system';
import { ButtonLink } from '@benchlink/domain-ui';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useAvailabilityLink } from '../hooks/use-availability-link';
import { confirmedText } from '../utils/availability-texts';
import { AvailabilityFrame } from './availability-frame';

const CONFIRM_AVAILABILITY_TITLE = 'Confirm availability';

/** The ways on take the whole width of a phone, as the page's buttons do. */
const WayOn = styled(ButtonLink)`
  @media (max-width: 480px) {
    width: 100%;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

const Pending = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};

  @media (max-width: 480px) {
    flex-direction: column;
    > * {
      width: 100%;
    }
  }
`;

/** The bench, or for a visitor sign-in on the way to it. */
function BenchLink({ isSignedIn, variant }: { isSignedIn: boolean; variant: 'primary' | 'secondary' }) {
  const bench = paths.companyTalents.href();
  return isSignedIn ? (
    <WayOn to={bench} $variant={variant}>
      Open your bench
    </WayOn>
  ) : (
    <WayOn to={paths.home.href({ [RETURN_TO_PARAM]: bench })} $variant={variant}>
      Sign in to open your bench
    </WayOn>
  );
}

/**
 * `/confirm-availability?token=…`, the one-click link of the weekly availability reminder: confirms the talent once
 * on arrival, without signing in, and says for whom, or why the link no longer works.
 */
export function ConfirmAvailability() {
  const [searchParams] = useSearchParams();
  const { user } = useSession();
  const { state, retry } = useAvailabilityLink(searchParams.get('token')?.trim() || null);

  return (
    <AvailabilityFrame title={CONFIRM_AVAILABILITY_TITLE}>
      <Body aria-busy={state.status === 'pending'}>
        {state.status === 'pending' && (
          <Pending role="status">
            <Spinner size={20} label={null} />
            Confirming the talent’s availability…
          </Pending>
        )}
        {state.status === 'confirmed' && (
          <>
            <Alert severity="success">{confirmedText(state.confirmation.reference)}</Alert>
            <Actions>
              <WayOn to={paths.companyTalents.href()}>Open your bench</WayOn>
            </Actions>
          </>
        )}
        {state.status === 'failed' && (
          <>
            <Alert severity="error">{state.message}</Alert>
            <Note>You can still confirm the talent’s availability on your bench.</Note>
            <Actions>
              {state.canRetry && (
                <Button startIcon={<RefreshIcon size={16} />} onClick={retry}>
                  Try again
                </Button>
              )}
              <BenchLink isSignedIn={Boolean(user)} variant={state.canRetry ? 'secondary' : 'primary'} />
            </Actions>
          </>
        )}
      </Body>
    </AvailabilityFrame>
  );
}
