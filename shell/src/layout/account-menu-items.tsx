import { paths } from '@benchlink/contracts/paths';
import { focusRing, LogoutIcon, SettingsIcon } from '@benchlink/design-system';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useSignOut } from './use-sign-out';

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

export interface AccountMenuItemsProps {
  id: string;
  fullName: string;
  email: string;
  /** Closes the menu; with `restoreFocus`, the focus goes back to the menu button. */
  onClose: (restoreFocus: boolean) => void;
}

/**
 * The open account menu: who is signed in, 'Account settings' and 'Sign out'. It takes the focus on its first item as
 * it opens; the arrow keys move between the items, Escape closes it and Tab leaves it. Loaded when the menu is first
 * opened: most pages are seen without opening it.
 */
export function AccountMenuItems({ id, fullName, email, onClose }: AccountMenuItemsProps) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const firstItemRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    firstItemRef.current?.focus();
  }, []);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // The layout's drawer also listens for Escape; this one belongs to the menu.
      event.stopPropagation();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
      const next = items.indexOf(document.activeElement as HTMLElement) + (event.key === 'ArrowDown' ? 1 : -1);
      items[(next + items.length) % items.length]?.focus();
    }
  };

  return (
    <Menu id={id} role="menu" aria-label="Account" onKeyDown={onMenuKeyDown}>
      <MenuHeading role="presentation">
        <span>{fullName}</span>
        <MenuEmail>{email}</MenuEmail>
      </MenuHeading>
      <MenuItem
        ref={firstItemRef}
        type="button"
        role="menuitem"
        onClick={() => {
          onClose(false);
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
          onClose(false);
          void signOut();
        }}
      >
        <LogoutIcon size={18} />
        Sign out
      </MenuItem>
    </Menu>
  );
}
