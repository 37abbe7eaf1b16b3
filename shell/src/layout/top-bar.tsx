import { useSession } from '@benchlink/api/client';
import { BellIcon, IconButton, MenuIcon, MoonIcon, SunIcon, useThemeStore } from '@benchlink/design-system';
import { useState } from 'react';
import styled from 'styled-components';
import { Brand } from './brand';

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

const Notifications = styled.div`
  position: relative;
`;

const Popover = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  width: 280px;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const UserName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  @media (max-width: 599px) {
    display: none;
  }
`;

const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-transform: uppercase;
`;

/** The bar above every signed-in page: menu (phones), theme switch, notifications and the user. */
export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { user } = useSession();
  const { isDark, toggleTheme } = useThemeStore();
  const [isNotificationsOpen, setNotificationsOpen] = useState(false);

  return (
    <Bar>
      <MenuButton>
        <IconButton label="Open menu" onClick={onOpenMenu}>
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
      <Notifications>
        <IconButton
          label="Notifications"
          aria-expanded={isNotificationsOpen}
          onClick={() => setNotificationsOpen((open) => !open)}
        >
          <BellIcon />
        </IconButton>
        {isNotificationsOpen && (
          <Popover role="status" onMouseLeave={() => setNotificationsOpen(false)}>
            You are all caught up: there are no new notifications.
          </Popover>
        )}
      </Notifications>
      {user && (
        <UserName>
          <Avatar aria-hidden="true">{user.firstName.charAt(0) || user.username.charAt(0)}</Avatar>
          {user.username}
        </UserName>
      )}
    </Bar>
  );
}
