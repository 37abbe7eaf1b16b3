import { useSession } from '@benchlink/api-client';
import {
  focusRing,
  IconButton,
  MenuIcon,
  MoonIcon,
  SunIcon,
  useThemeStore,
  visuallyHidden,
} from '@benchlink/design-system';
import { lazy, Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { Brand } from './brand';

// The bell and its panel load after the page they sit over: a first visit downloads the page's code first.
const NotificationBell = lazy(() =>
  import('./notification-bell').then((module) => ({ default: module.NotificationBell })),
);

// The open account menu loads when it is first opened.
const AccountMenuItems = lazy(() =>
  import('./account-menu-items').then((module) => ({ default: module.AccountMenuItems })),
);

/** Holds the bell's place while it loads, so the account menu does not move when it arrives. */
const BellPlace = styled.span`
  display: inline-block;
  width: 40px;
  height: 40px;
`;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.nav};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  height: 64px;
  padding: 0 ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const MenuButton = styled.div`
  @media (min-width: 900px) {
    display: none;
  }
`;

const MobileBrand = styled.div`
  @media (min-width: 900px) {
    display: none;
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

const Account = styled.div`
  position: relative;
`;

const AccountButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  ${focusRing}
`;

const ScreenReaderOnly = styled.span`
  ${visuallyHidden}
`;

/** The name beside the avatar; on phones only the avatar shows, and the name stays the button's accessible name. */
const UserName = styled.span`
  max-width: 180px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  @media (max-width: 599px) {
    ${visuallyHidden}
  }
`;

const Avatar = styled.span`
  display: inline-grid;
  flex-shrink: 0;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-transform: uppercase;
`;

/**
 * The avatar and name as an account menu (a menu button: Enter, Space or ArrowDown opens it on its first item,
 * Escape closes it and returns focus, a click outside closes it). It shows who is signed in and offers the account
 * settings and Sign out (`AccountMenuItems`); the arrow keys move between them.
 */
function AccountMenu({ username, fullName, email }: { username: string; fullName: string; email: string }) {
  const [isOpen, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [isOpen]);

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  };

  return (
    <Account ref={rootRef}>
      <AccountButton
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setOpen((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Avatar aria-hidden="true">{username.charAt(0)}</Avatar>
        <ScreenReaderOnly>Account:</ScreenReaderOnly> <UserName>{username}</UserName>
      </AccountButton>
      {isOpen && (
        <Suspense fallback={null}>
          <AccountMenuItems id={menuId} fullName={fullName} email={email} onClose={close} />
        </Suspense>
      )}
    </Account>
  );
}

export interface TopBarProps {
  onOpenMenu: () => void;
  /** The 'Open menu' button, to which the layout returns focus when the phone menu closes. */
  menuButtonRef?: RefObject<HTMLButtonElement | null>;
  isMenuOpen?: boolean;
}

/** The bar above every signed-in page: menu (phones), theme switch, notifications and the account menu. */
export function TopBar({ onOpenMenu, menuButtonRef, isMenuOpen = false }: TopBarProps) {
  const { user } = useSession();
  const { isDark, toggleTheme } = useThemeStore();

  return (
    <Bar>
      <MenuButton>
        <IconButton ref={menuButtonRef} label="Open menu" aria-expanded={isMenuOpen} onClick={onOpenMenu}>
          <MenuIcon />
        </IconButton>
      </MenuButton>
      <MobileBrand>
        <Brand />
      </MobileBrand>
      <Spacer />
      <IconButton label={isDark ? 'Switch to light theme' : 'Switch to dark theme'} onClick={toggleTheme}>
        {isDark ? <SunIcon /> : <MoonIcon />}
      </IconButton>
      <Suspense fallback={<BellPlace aria-hidden="true" />}>
        <NotificationBell />
      </Suspense>
      {user && (
        <AccountMenu
          username={user.username}
          fullName={`${user.firstName} ${user.lastName}`.trim() || user.username}
          email={user.email}
        />
      )}
    </Bar>
  );
}
