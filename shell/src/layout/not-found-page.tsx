import { useSession } from '@benchlink/api-client/core';
import { landingPath, paths } from '@benchlink/contracts/paths';
import { Button, Card, IconButton, MoonIcon, SunIcon, useThemeStore } from '@benchlink/design-system';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Brand } from './brand';
import type { NavigationEntry } from './navigation-entries';
import { PublicLayout } from './public-layout';
import { SignedInLayout } from './signed-in-layout';

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

/** A visitor's frame, as the other signed-out pages draw theirs: the product's mark over one card, the theme switch. */
const VisitorFrame = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(6)};
  min-height: 100vh;
  padding: ${({ theme }) => `${theme.space(16)} ${theme.space(4)}`};
  background:
    radial-gradient(circle at 15% 10%, ${({ theme }) => theme.colors.primary}1f, transparent 50%),
    ${({ theme }) => theme.colors.background};
`;

const ThemeToggle = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(4)};
  right: ${({ theme }) => theme.space(4)};
`;

const VisitorCard = styled(Card)`
  width: min(100%, 480px);
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

function VisitorNotFound({ children }: { children: ReactNode }) {
  const { isDark, toggleTheme } = useThemeStore();
  return (
    <VisitorFrame>
      <ThemeToggle>
        <IconButton label={isDark ? 'Switch to light theme' : 'Switch to dark theme'} onClick={toggleTheme}>
          {isDark ? <SunIcon /> : <MoonIcon />}
        </IconButton>
      </ThemeToggle>
      <Brand />
      <VisitorCard padding={0}>{children}</VisitorCard>
    </VisitorFrame>
  );
}

/**
 * 'Page not found' inside the frame the user is in: with the navigation when signed in, so the way on stays in view;
 * for a visitor under the product's mark, which leads to sign-in, as on the other signed-out pages.
 */
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
    <SignedInLayout navigation={navigation}>{content}</SignedInLayout>
  ) : (
    <PublicLayout>
      <VisitorNotFound>{content}</VisitorNotFound>
    </PublicLayout>
  );
}
