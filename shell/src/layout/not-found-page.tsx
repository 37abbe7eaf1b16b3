import { useSession } from '@benchlink/api-client';
import { landingPath, paths } from '@benchlink/contracts/paths';
import { Button } from '@benchlink/design-system';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { AppLayout } from './app-layout';
import type { NavigationEntry } from './navigation';
import { PublicLayout } from './public-layout';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(4)}`};
  text-align: center;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** 'Page not found' inside the frame the user is in: with the navigation when signed in, so the way on stays in view. */
export function NotFoundPage({ navigation }: { navigation: readonly NavigationEntry[] }) {
  const session = useSession();
  const navigate = useNavigate();
  const content = (
    <Root aria-labelledby="not-found-title">
      <Title id="not-found-title">Page not found</Title>
      <Description>There is nothing at this address.</Description>
      <Button onClick={() => navigate(session.user ? landingPath(session) : paths.home.path)}>
        {session.user ? 'Go to your start page' : 'Go to sign in'}
      </Button>
    </Root>
  );
  return session.user ? (
    <AppLayout navigation={navigation}>{content}</AppLayout>
  ) : (
    <PublicLayout>{content}</PublicLayout>
  );
}
