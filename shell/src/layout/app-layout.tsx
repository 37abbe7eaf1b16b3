import { CloseIcon, IconButton } from '@benchlink/design-system';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { Brand } from './brand';
import { Navigation, type NavigationEntry } from './navigation';
import { TopBar } from './top-bar';

const SIDEBAR_WIDTH = '264px';

const Root = styled.div`
  min-height: 100vh;
  @media (min-width: 900px) {
    display: grid;
    grid-template-columns: ${SIDEBAR_WIDTH} 1fr;
  }
`;

/** Stretches over the page's full height (its background and border), while the sidebar inside stays in view. */
const SidebarColumn = styled.div`
  display: none;
  @media (min-width: 900px) {
    display: block;
    background: ${({ theme }) => theme.colors.surface};
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Sidebar = styled.aside`
  position: sticky;
  top: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  height: 100vh;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(3)};
  overflow-y: auto;
`;

const BrandRow = styled.div`
  padding: 0 ${({ theme }) => theme.space(3)};
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Content = styled.main`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  @media (min-width: 900px) {
    padding: ${({ theme }) => theme.space(8)};
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Drawer = styled.div`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${({ theme }) => theme.zIndex.dialog + 1};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  width: min(300px, 85vw);
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const DrawerHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-left: ${({ theme }) => theme.space(3)};
`;

/** Signed-in page frame: left navigation (a drawer on phones), top bar, and the route's content. */
export function AppLayout({ navigation }: { navigation: readonly NavigationEntry[] }) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!isMenuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [isMenuOpen]);

  return (
    <Root>
      <SidebarColumn>
        <Sidebar>
          <BrandRow>
            <Brand />
          </BrandRow>
          <Navigation entries={navigation} />
        </Sidebar>
      </SidebarColumn>
      {isMenuOpen && (
        <>
          <Backdrop onClick={() => setMenuOpen(false)} />
          <Drawer role="dialog" aria-modal="true" aria-label="Menu">
            <DrawerHeader>
              <Brand />
              <IconButton label="Close menu" onClick={() => setMenuOpen(false)}>
                <CloseIcon />
              </IconButton>
            </DrawerHeader>
            <Navigation entries={navigation} onNavigate={() => setMenuOpen(false)} />
          </Drawer>
        </>
      )}
      <Main>
        <TopBar onOpenMenu={() => setMenuOpen(true)} />
        <Content id="main-content">
          <Outlet />
        </Content>
      </Main>
    </Root>
  );
}
