import { lazy, Suspense, useCallback, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import styled, { createGlobalStyle } from 'styled-components';
import { Brand } from './brand';
import { useHeadingFocusOnNavigation } from './heading-focus';
import { Navigation, type NavigationEntry } from './navigation';
import { RouteNotice } from './route-notice';
import { TopBar } from './top-bar';

// The phone menu loads when it is first opened: on a wide screen the navigation is the sidebar.
const PhoneMenu = lazy(() => import('./phone-menu').then((module) => ({ default: module.PhoneMenu })));

const SIDEBAR_WIDTH = '264px';

/** Whatever is scrolled into view (the content after the skip link, a list's first results) clears the sticky top bar. */
const ScrollPadding = createGlobalStyle`
  html {
    scroll-padding-top: 80px;
  }
`;

/** The first tab stop of every signed-in page: hidden until it has keyboard focus. */
const SkipLink = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space(2)};
  left: ${({ theme }) => theme.space(2)};
  z-index: ${({ theme }) => theme.zIndex.dialog + 2};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  &:not(:focus) {
    clip-path: inset(50%);
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    white-space: nowrap;
  }
`;

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
  &:focus {
    outline: none;
  }
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  @media (min-width: 900px) {
    padding: ${({ theme }) => theme.space(8)};
  }
`;

/** The page's main content, where the skip link leads. */
const MAIN_CONTENT_ID = 'main-content';

/**
 * Signed-in page frame: left navigation (a drawer on phones, `PhoneMenu`), top bar, and the route's content
 * (`children`, else the matched child route). Closing the drawer by hand gives focus back to 'Open menu'; moving to
 * another page puts the focus on its heading.
 */
export function AppLayout({ navigation, children }: { navigation: readonly NavigationEntry[]; children?: ReactNode }) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLElement>(null);
  useHeadingFocusOnNavigation(contentRef);

  /** Closing by hand returns focus to the opener; closing because a link was followed leaves it to the new page. */
  const closeMenu = useCallback((restoreFocus: boolean) => {
    setMenuOpen(false);
    if (restoreFocus) requestAnimationFrame(() => openButtonRef.current?.focus());
  }, []);

  // Following a link closes the menu: adjusted during render when the address changes, not in an effect.
  const [menuPathname, setMenuPathname] = useState(location.pathname);
  if (location.pathname !== menuPathname) {
    setMenuPathname(location.pathname);
    setMenuOpen(false);
  }

  // Into the content, without a '#main-content' entry in the history that the router would treat as a navigation.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(MAIN_CONTENT_ID);
    main?.focus();
    main?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <Root>
      <ScrollPadding />
      <SkipLink href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
        Skip to content
      </SkipLink>
      <SidebarColumn>
        <Sidebar>
          <BrandRow>
            <Brand />
          </BrandRow>
          <Navigation entries={navigation} />
        </Sidebar>
      </SidebarColumn>
      {isMenuOpen && (
        <Suspense fallback={null}>
          <PhoneMenu navigation={navigation} onClose={closeMenu} />
        </Suspense>
      )}
      <Main>
        <TopBar onOpenMenu={() => setMenuOpen(true)} menuButtonRef={openButtonRef} isMenuOpen={isMenuOpen} />
        <Content id={MAIN_CONTENT_ID} tabIndex={-1} ref={contentRef}>
          <RouteNotice />
          {children ?? <Outlet />}
        </Content>
      </Main>
    </Root>
  );
}
