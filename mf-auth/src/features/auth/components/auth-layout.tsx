import {
  BriefcaseIcon,
  IconButton,
  MoonIcon,
  PeopleIcon,
  SearchIcon,
  SunIcon,
  useThemeStore,
} from '@benchlink/design-system';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const STACK_BELOW = '900px';

/** Spec section 1: the three things the product does, beside every auth form. */
const valuePoints = [
  {
    icon: <BriefcaseIcon />,
    title: 'Share your pipeline',
    text: 'Share potential project opportunities and bench with others.',
  },
  {
    icon: <PeopleIcon />,
    title: 'Earn referral bonuses',
    text: 'Pass on a project you cannot take and earn a referral bonus.',
  },
  {
    icon: <SearchIcon />,
    title: 'Get matching work',
    text: 'Receive work matching the company tech stack and interests.',
  },
];

// One grid so the DOM order (intro, form, value points) stays the reading and focus order on phones, where
// the columns stack, while wide screens show the landing text on the left and the form on the right.
const Root = styled.div`
  position: relative;
  min-height: 100vh;
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  grid-template-rows: 1fr auto auto 1fr;
  grid-template-areas:
    '. form'
    'intro form'
    'points form'
    '. form';
  column-gap: ${({ theme }) => theme.space(12)};
  background: ${({ theme }) => theme.colors.background};

  &::before {
    content: '';
    grid-area: 1 / 1 / -1 / 2;
    background:
      radial-gradient(circle at 15% 10%, ${({ theme }) => theme.colors.primary}2e, transparent 55%),
      radial-gradient(circle at 90% 85%, ${({ theme }) => theme.colors.info}24, transparent 50%),
      ${({ theme }) => theme.colors.primarySoft};
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }

  @media (max-width: ${STACK_BELOW}) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto auto auto;
    grid-template-areas:
      'intro'
      'form'
      'points';
    row-gap: ${({ theme }) => theme.space(6)};
    padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)} ${theme.space(10)}`};

    &::before {
      display: none;
    }
  }
`;

const ThemeToggle = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(4)};
  right: ${({ theme }) => theme.space(4)};
  z-index: 1;
`;

const Intro = styled.header`
  grid-area: intro;
  z-index: 1;
  justify-self: end;
  width: min(100%, 520px);
  padding: 0 ${({ theme }) => theme.space(12)} 0 ${({ theme }) => theme.space(16)};

  @media (max-width: ${STACK_BELOW}) {
    justify-self: center;
    width: min(100%, 460px);
    padding: 0;
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};

  @media (max-width: ${STACK_BELOW}) {
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  box-shadow: ${({ theme }) => theme.shadow.md};

  @media (max-width: ${STACK_BELOW}) {
    width: 36px;
    height: 36px;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const ProductName = styled.h1`
  font-size: ${({ theme }) => theme.font.size.display};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: -0.02em;
  line-height: 1.1;

  @media (max-width: ${STACK_BELOW}) {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

const Tagline = styled.p`
  font-size: 22px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.35;
  letter-spacing: -0.01em;

  @media (max-width: ${STACK_BELOW}) {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Points = styled.ul`
  grid-area: points;
  z-index: 1;
  justify-self: end;
  width: min(100%, 520px);
  margin: ${({ theme }) => theme.space(10)} 0 0;
  padding: 0 ${({ theme }) => theme.space(12)} 0 ${({ theme }) => theme.space(16)};
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};

  @media (max-width: ${STACK_BELOW}) {
    justify-self: center;
    width: min(100%, 460px);
    margin: 0;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(1)} 0;
    gap: ${({ theme }) => theme.space(4)};
  }
`;

const Point = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  align-items: flex-start;
`;

const PointIcon = styled.span`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const PointTitle = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const PointText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FormColumn = styled.div`
  grid-area: form;
  z-index: 1;
  align-self: center;
  justify-self: start;
  width: min(100%, 460px);
  padding: ${({ theme }) => `${theme.space(16)} 0`};

  @media (max-width: ${STACK_BELOW}) {
    justify-self: center;
    padding: 0;
  }
`;

/** Full-page frame of the signed-out screens: landing text beside the form, stacked on phones. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { isDark, toggleTheme } = useThemeStore();
  return (
    <Root>
      <ThemeToggle>
        <IconButton label={isDark ? 'Switch to light theme' : 'Switch to dark theme'} onClick={toggleTheme}>
          {isDark ? <SunIcon /> : <MoonIcon />}
        </IconButton>
      </ThemeToggle>
      <Intro>
        <Brand>
          <Mark aria-hidden="true">B</Mark>
          <ProductName>Benchlink</ProductName>
        </Brand>
        <Tagline>The B2B hiring marketplace where IT service companies share projects and bench talent.</Tagline>
      </Intro>
      <FormColumn>{children}</FormColumn>
      <Points aria-label="Why Benchlink">
        {valuePoints.map((point) => (
          <Point key={point.title}>
            <PointIcon aria-hidden="true">{point.icon}</PointIcon>
            <div>
              <PointTitle>{point.title}</PointTitle>
              <PointText>{point.text}</PointText>
            </div>
          </Point>
        ))}
      </Points>
    </Root>
  );
}
