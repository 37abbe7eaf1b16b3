import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, IconButton } from '../components/button/button';
import {
  ArrowUpIcon,
  BellIcon,
  BriefcaseIcon,
  BuildingIcon,
  FilterIcon,
  GridIcon,
  HomeIcon,
  InfoIcon,
  ListIcon,
  MoonIcon,
  SearchIcon,
  SettingsIcon,
  SunIcon,
  UploadIcon,
  UserIcon,
} from '../components/icons/icons';
import { NavAction, NavGroup, NavItem, NavList } from '../components/navigation/navigation';
import { DesignSystemProvider } from '../components/design-system-provider/design-system-provider';
import { useThemeStore } from '../theme/theme-store';
import { ActionsSection } from './sections/actions';
import { DataSection } from './sections/data';
import { DialogsSection } from './sections/dialogs';
import { FeedbackSection } from './sections/feedback';
import { FoundationsSection } from './sections/foundations';
import { InputsSection } from './sections/inputs';
import { PickersSection } from './sections/pickers';
import { PositionCardsSection } from './sections/position-cards';
import { ProfilesSection } from './sections/profiles';
import { TalentCardsSection } from './sections/talent-cards';

const Shell = styled.div`
  display: grid;
  grid-template-columns: 264px minmax(0, 1fr);
  min-height: 100vh;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Sidebar = styled.nav`
  position: sticky;
  top: 0;
  height: 100vh;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(3)}`};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  @media (max-width: 900px) {
    display: none;
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  padding: 0 ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Logo = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: linear-gradient(135deg, #6366f1, #06b6d4);
  color: #ffffff;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Main = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.nav};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  height: 64px;
  padding: 0 ${({ theme }) => theme.space(6)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface}e6;
  backdrop-filter: blur(8px);
  @media (max-width: 600px) {
    padding: 0 ${({ theme }) => theme.space(4)};
  }
`;

const TopTitle = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const TopMeta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  @media (max-width: 600px) {
    display: none;
  }
`;

const Content = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(12)};
  width: 100%;
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(6)} ${theme.space(16)}`};
  @media (max-width: 600px) {
    padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)} ${theme.space(12)}`};
  }
`;

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const IntroTitle = styled.h1`
  font-size: ${({ theme }) => theme.font.size.display};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: -0.02em;
  line-height: 1.2;
`;

const IntroText = styled.p`
  max-width: 720px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const sections = [
  { id: 'foundations', label: 'Foundations', icon: <HomeIcon size={18} /> },
  { id: 'actions', label: 'Buttons and header', icon: <BriefcaseIcon size={18} /> },
  { id: 'feedback', label: 'Feedback', icon: <BellIcon size={18} /> },
  { id: 'dialogs', label: 'Dialogs', icon: <InfoIcon size={18} /> },
  { id: 'inputs', label: 'Inputs', icon: <SettingsIcon size={18} /> },
  { id: 'pickers', label: 'Pickers and uploads', icon: <UploadIcon size={18} /> },
  { id: 'data', label: 'Data display', icon: <ListIcon size={18} /> },
  { id: 'profiles', label: 'Profiles', icon: <BuildingIcon size={18} /> },
  { id: 'position-cards', label: 'Position cards', icon: <BriefcaseIcon size={18} /> },
  { id: 'talent-cards', label: 'Talent cards', icon: <UserIcon size={18} /> },
];

function ThemeToggle() {
  const isDark = useThemeStore((state) => state.isDark);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  return (
    <IconButton
      label={isDark ? 'Switch to light theme' : 'Switch to dark theme'}
      aria-pressed={isDark}
      onClick={toggleTheme}
    >
      {isDark ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}

function CataloguePage() {
  const [active, setActive] = useState('foundations');
  return (
    <Shell>
      <Sidebar aria-label="Catalogue">
        <Brand>
          <Logo aria-hidden="true">BL</Logo>
          Benchlink UI
        </Brand>
        <NavList>
          <NavGroup id="catalogue-components" label="Components" icon={<GridIcon size={16} />}>
            {sections.map((section) => (
              <NavItem
                key={section.id}
                href={`#${section.id}`}
                label={section.label}
                icon={section.icon}
                isActive={active === section.id}
                onClick={() => setActive(section.id)}
              />
            ))}
          </NavGroup>
          <NavGroup id="catalogue-examples" label="Product areas" icon={<SearchIcon size={16} />}>
            <NavItem
              href="#pickers"
              label="Browse Talents"
              icon={<FilterIcon size={18} />}
              onClick={() => setActive('pickers')}
            />
            <NavItem
              href="#data"
              label="Company Applications"
              icon={<ListIcon size={18} />}
              onClick={() => setActive('data')}
            />
          </NavGroup>
        </NavList>
        <NavAction
          label="Back to top"
          icon={<ArrowUpIcon size={18} />}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        />
      </Sidebar>
      <Main>
        <TopBar>
          <TopTitle>
            Design system <TopMeta>· catalogue</TopMeta>
          </TopTitle>
          <ThemeToggle />
        </TopBar>
        <Content>
          <Intro>
            <IntroTitle>Benchlink design system</IntroTitle>
            <IntroText>
              Every shared element and input of the product, in each state. Shared by all apps as a Module Federation
              singleton.
            </IntroText>
          </Intro>
          <FoundationsSection />
          <ActionsSection />
          <FeedbackSection />
          <DialogsSection />
          <InputsSection />
          <PickersSection />
          <DataSection />
          <ProfilesSection />
          <PositionCardsSection />
          <TalentCardsSection />
        </Content>
      </Main>
    </Shell>
  );
}

const ElsewhereRoot = styled.main`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(6)};
`;

function ElsewherePage() {
  const navigate = useNavigate();
  return (
    <ElsewhereRoot>
      <IntroTitle>You left the catalogue</IntroTitle>
      <IntroText>This page exists to demonstrate the unsaved-changes guard.</IntroText>
      <Button onClick={() => navigate('/')}>Back to the catalogue</Button>
    </ElsewhereRoot>
  );
}

// A memory router: the guard needs a data router, and the catalogue's URL should stay put.
const router = createMemoryRouter([
  { path: '/', element: <CataloguePage /> },
  { path: '/elsewhere', element: <ElsewherePage /> },
]);

/** The catalogue app: theme from the store (or ?theme=dark), snackbars, and the router. */
export function CatalogueApp() {
  const setDark = useThemeStore((state) => state.setDark);
  useEffect(() => {
    const requested = new URLSearchParams(window.location.search).get('theme');
    if (requested === 'dark' || requested === 'light') setDark(requested === 'dark');
  }, [setDark]);
  return (
    <DesignSystemProvider>
      <RouterProvider router={router} />
    </DesignSystemProvider>
  );
}
