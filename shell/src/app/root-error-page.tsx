import { paths } from '@benchlink/api/contracts';
import { Button, EmptyState } from '@benchlink/design-system';
import { useNavigate, useRouteError } from 'react-router';
import styled from 'styled-components';

const Root = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(4)};
`;

/** The shell's last line of defence: an unknown address, or a crash outside any remote's boundary. */
export function RootErrorPage({ isNotFound = false }: { isNotFound?: boolean }) {
  const error = useRouteError();
  const navigate = useNavigate();
  if (error) console.error(error);
  return (
    <Root>
      <EmptyState
        title={isNotFound ? 'Page not found' : 'Something went wrong'}
        description={
          isNotFound ? 'There is nothing at this address.' : 'An unexpected error occurred. Reload the page to try again.'
        }
        action={<Button onClick={() => navigate(paths.home.path)}>Go to the start page</Button>}
      />
    </Root>
  );
}
