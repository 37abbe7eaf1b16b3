import { receivedApplicationsOverviewQueryOptions, useSession, waitingForDecision } from '@benchlink/api-client';
import { paths } from '@benchlink/contracts/paths';
import { navGroups, type NavGroupName, type NavIconName } from '@benchlink/federation';
import {
  BriefcaseIcon,
  BuildingIcon,
  CalendarIcon,
  FileIcon,
  FilterIcon,
  formatCount,
  GridIcon,
  HomeIcon,
  LinkIcon,
  ListIcon,
  LogoutIcon,
  MailIcon,
  NavAction,
  NavGroup,
  NavItem,
  NavList,
  PeopleIcon,
  SearchIcon,
  SettingsIcon,
  ShieldIcon,
  TeamIcon,
  UserIcon,
} from '@benchlink/design-system';
import type { ComponentType, MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { canOpen } from '../guards/guards';
import type { NavigationEntry } from './navigation-entries';
import { useSignOut } from './use-sign-out';

// Declared apart, so that building the route table does not load the navigation (nor react-query, which it uses).
export { navigationEntries, type NavigationEntry } from './navigation-entries';

/** The icon names remotes may use, drawn with the design system's icons. */
const icons: Record<NavIconName, ComponentType> = {
  user: UserIcon,
  briefcase: BriefcaseIcon,
  building: BuildingIcon,
  filter: FilterIcon,
  people: PeopleIcon,
  search: SearchIcon,
  shield: ShieldIcon,
  home: HomeIcon,
  calendar: CalendarIcon,
  file: FileIcon,
  list: ListIcon,
  grid: GridIcon,
  mail: MailIcon,
  settings: SettingsIcon,
  link: LinkIcon,
  team: TeamIcon,
};

const groupLabels: Record<NavGroupName, string> = { company: 'Company', browse: 'Browse', admin: 'Admin' };

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  height: 100%;
`;

const Groups = styled(NavList)`
  flex: 1;
`;

/**
 * The left navigation: the remotes' entries the user may open, in collapsible groups (open state remembered by the
 * design system), and sign-out. A group with nothing to show is left out.
 */
export function Navigation({ entries, onNavigate }: { entries: readonly NavigationEntry[]; onNavigate?: () => void }) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();

  const go = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
    onNavigate?.();
  };

  const visible = entries.filter((entry) => canOpen(entry.guard, session));
  // Received applications waiting for the company's decision, beside 'Company Applications'.
  const hasCompany = session.companyId != null;
  const received = useQuery({ ...receivedApplicationsOverviewQueryOptions(), enabled: hasCompany });
  const waiting = hasCompany ? waitingForDecision(received.data) : 0;
  const waitingBadge = waiting > 0 ? { text: formatCount(waiting), meaning: 'waiting' } : undefined;

  return (
    <Nav aria-label="Main navigation">
      <Groups>
        {navGroups.map((group) => {
          const links = visible.filter((entry) => entry.group === group);
          if (links.length === 0) return null;
          return (
            <NavGroup key={group} id={group} label={groupLabels[group]}>
              {links.map(({ href, label, icon }) => {
                const Icon = icons[icon];
                return (
                  <NavItem
                    key={href}
                    href={href}
                    label={label}
                    icon={<Icon />}
                    badge={href === paths.companyApplications.href() ? waitingBadge : undefined}
                    isActive={location.pathname === href || location.pathname.startsWith(`${href}/`)}
                    onClick={go(href)}
                  />
                );
              })}
            </NavGroup>
          );
        })}
      </Groups>
      <NavAction label="Sign out" icon={<LogoutIcon />} onClick={() => void signOut()} />
    </Nav>
  );
}
