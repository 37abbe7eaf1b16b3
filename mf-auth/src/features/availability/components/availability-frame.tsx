import { Card, IconButton, MoonIcon, SunIcon, useThemeStore } from '@benchlink/design-system';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.div`
  position: relative;
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => `${theme.space(16)} ${theme.space(4)}`};
  background:
    radial-gradient(circle at 15% 10%, ${({ theme }) => theme.colors.primary}1f, transparent 50%),
    ${({ theme }) => theme.colors.background};

  @media (max-width: 480px) {
    place-items: start center;
    padding-top: ${({ theme }) => theme.space(16)};
  }
`;

const ThemeToggle = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(4)};
  right: ${({ theme }) => theme.space(4)};
`;

const Column = styled.div`
  width: min(100%, 480px);
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const Brand = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.colors.text};
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.font.size.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const Panel = styled(Card)`
  box-shadow: ${({ theme }) => theme.shadow.lg};

  @media (max-width: 480px) {
    padding: ${({ theme }) => theme.space(5)};
  }
`;

const Title = styled.h1`
  margin-bottom: ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.colors.text};
`;

/** A signed-out page of its own (a mailed link's answer): the product's mark, the theme switch and one titled card. */
export function AvailabilityFrame({ title, children }: { title: string; children: ReactNode }) {
  const { isDark, toggleTheme } = useThemeStore();
  const titleId = useId();
  return (
    <Root>
      <ThemeToggle>
        <IconButton label={isDark ? 'Switch to light theme' : 'Switch to dark theme'} onClick={toggleTheme}>
          {isDark ? <SunIcon /> : <MoonIcon />}
        </IconButton>
      </ThemeToggle>
      <Column>
        <Brand>
          <Mark aria-hidden="true">B</Mark>
          Benchlink
        </Brand>
        <Panel padding={8} aria-labelledby={titleId}>
          <Title id={titleId}>{title}</Title>
          {children}
        </Panel>
      </Column>
    </Root>
  );
}
