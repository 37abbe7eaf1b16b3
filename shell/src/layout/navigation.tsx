import { useSession } from '@benchlink/api/client';
import { paths } from '@benchlink/api/contracts';
import {
  BriefcaseIcon,
  BuildingIcon,
  FilterIcon,
  LogoutIcon,
  NavAction,
  NavGroup,
  NavItem,
  NavList,
  PeopleIcon,
  SearchIcon,
  ShieldIcon,
  UserIcon,
} from '@benchlink/design-system';
import type { MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useSignOut } from './use-sign-out';

type Link = { href: string; label: string; icon: ReactNode; isCompanyOnly?: boolean };

const companyLinks: Link[] = [
  { href: paths.companyProfile.path, label: 'Profile', icon: <UserIcon /> },
  { href: paths.companyApplications.path, label: 'Company Applications', icon: <BriefcaseIcon />, isCompanyOnly: true },
  { href: paths.companyProjects.path, label: 'Projects', icon: <BuildingIcon />, isCompanyOnly: true },
  { href: paths.companyFilters.path, label: 'Filters', icon: <FilterIcon />, isCompanyOnly: true },
  { href: paths.companyPartners.path, label: 'Partners', icon: <PeopleIcon />, isCompanyOnly: true },
  { href: paths.companyTalents.path, label: 'Talents', icon: <PeopleIcon />, isCompanyOnly: true },
];

const browseLinks: Link[] = [
  { href: paths.browseProjects.path, label: 'Browse Projects', icon: <SearchIcon />, isCompanyOnly: true },
  { href: paths.browseTalents.path, label: 'Browse Talents', icon: <SearchIcon />, isCompanyOnly: true },
];

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  height: 100%;
`;

const Groups = styled(NavList)`
  flex: 1;
`;

/** The left navigation: collapsible groups (open state remembered by the design system) and sign-out. */
export function Navigation({ onNavigate }: { onNavigate?: () => void }) {
  const { companyId, isAdmin } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const hasCompany = companyId !== undefined;

  const go = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
    onNavigate?.();
  };

  const renderLinks = (links: Link[]) =>
    links
      .filter((link) => hasCompany || !link.isCompanyOnly)
      .map((link) => (
        <NavItem
          key={link.href}
          href={link.href}
          label={link.label}
          icon={link.icon}
          isActive={location.pathname === link.href || location.pathname.startsWith(`${link.href}/`)}
          onClick={go(link.href)}
        />
      ));

  return (
    <Nav aria-label="Main navigation">
      <Groups>
        <NavGroup id="company" label="Company">
          {renderLinks(companyLinks)}
        </NavGroup>
        {hasCompany && (
          <NavGroup id="browse" label="Browse">
            {renderLinks(browseLinks)}
          </NavGroup>
        )}
        {isAdmin && (
          <NavGroup id="admin" label="Admin">
            {renderLinks([{ href: paths.approveCompanies.path, label: 'Approve companies', icon: <ShieldIcon /> }])}
          </NavGroup>
        )}
      </Groups>
      <NavAction label="Sign out" icon={<LogoutIcon />} onClick={() => void signOut()} />
    </Nav>
  );
}
