import { useSession } from '@benchlink/api-client';
import { paths } from '@benchlink/contracts/paths';
import {
  focusRing,
  IconButton,
  LogoutIcon,
  MenuIcon,
  MoonIcon,
  SettingsIcon,
  SunIcon,
  useThemeStore,
  visuallyHidden,
} from '@benchlink/design-system';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Brand } from './brand';
import { useSignOut } from './use-sign-out';

// The bell and its panel load after the page they sit over: a first visit downloads the page's code first.
const NotificationBell = lazy(() =>
  import('./notification-bell').then((module) => ({ default: module.NotificationBell })),
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

const Menu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: 1;
  min-width: 220px;
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const MenuHeading = styled.div`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)} ${theme.space(3)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space(1)};
  overflow-wrap: anywhere;
`;

const MenuEmail = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const MenuItem = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  ${focusRing}
`;

/**
 * The avatar and name as an account menu (a menu button: Enter, Space or ArrowDown opens it on its first item,
 * Escape closes it and returns focus, a click outside closes it). It shows who is signed in and offers the account
 * settings and Sign out; the arrow keys move between them.
 */
function AccountMenu({ username, fullName, email }: { username: string; fullName: string; email: string }) {
  const [isOpen, setOpen] = useState(false);
  const signOut = useSignOut();
  const navigate = useNavigate();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const firstItemRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    firstItemRef.current?.focus();
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [isOpen]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // The layout's drawer also listens for Escape; this one belongs to the menu.
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
      const next = items.indexOf(document.activeElement as HTMLElement) + (event.key === 'ArrowDown' ? 1 : -1);
      items[(next + items.length) % items.length]?.focus();
    }
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
        <Menu id={menuId} role="menu" aria-label="Account" onKeyDown={onMenuKeyDown}>
          <MenuHeading role="presentation">
            <span>{fullName}</span>
            <MenuEmail>{email}</MenuEmail>
          </MenuHeading>
          <MenuItem
            ref={firstItemRef}
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              navigate(paths.account.href());
            }}
          >
            <SettingsIcon size={18} />
            Account settings
          </MenuItem>
          <MenuItem
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              void signOut();
            }}
          >
            <LogoutIcon size={18} />
            Sign out
          </MenuItem>
        </Menu>
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
