import { paths } from '@benchlink/contracts/paths';
import { Button, EmptyState } from '@benchlink/design-system';
import { useNavigate, useRouteError } from 'react-router';
import styled from 'styled-components';

const Root = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(4)};
`;

/** The shell's last line of defence: a crash outside any remote's boundary. */
export function RootErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  if (error) console.error(error);
  return (
    <Root>
      <EmptyState
        title="Something went wrong"
        description="An unexpected error occurred. Reload the page to try again."
        action={<Button onClick={() => navigate(paths.home.path)}>Go to the start page</Button>}
      />
    </Root>
  );
}
