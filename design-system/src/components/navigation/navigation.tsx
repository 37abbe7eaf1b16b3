import { useId, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/focus';
import { ChevronDownIcon } from '../icons/icons';
import { useNavStore } from './nav-store';

const GroupButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  ${focusRing}
`;

const GroupLabel = styled.span`
  flex: 1;
  text-align: left;
`;

const Chevron = styled.span<{ $isOpen: boolean }>`
  display: inline-flex;
  transition: transform ${({ theme }) => theme.transition};
  transform: rotate(${({ $isOpen }) => ($isOpen ? '0deg' : '-90deg')});
`;

const GroupList = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  /* display: flex would otherwise override the hidden attribute of a collapsed group. */
  &[hidden] {
    display: none;
  }
`;

export interface NavGroupProps {
  id: string;
  label: string;
  icon?: ReactNode;
  children: ReactNode;
}

/** Collapsible navigation group whose open state is remembered locally. */
export function NavGroup({ id, label, icon, children }: NavGroupProps) {
  const isOpen = useNavStore((state) => state.openGroups[id] ?? true);
  const toggleGroup = useNavStore((state) => state.toggleGroup);
  const listId = useId();
  return (
    <li>
      <GroupButton type="button" aria-expanded={isOpen} aria-controls={listId} onClick={() => toggleGroup(id)}>
        {icon}
        <GroupLabel>{label}</GroupLabel>
        <Chevron $isOpen={isOpen}>
          <ChevronDownIcon size={16} />
        </Chevron>
      </GroupButton>
      <GroupList id={listId} hidden={!isOpen}>
        {children}
      </GroupList>
    </li>
  );
}

const Link = styled.a<{ $isActive: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme, $isActive }) => ($isActive ? theme.colors.primary : theme.colors.text)};
  background: ${({ theme, $isActive }) => ($isActive ? theme.colors.primarySoft : 'transparent')};
  font-weight: ${({ theme, $isActive }) => ($isActive ? theme.font.weight.semibold : theme.font.weight.medium)};
  text-decoration: none;
  transition: background ${({ theme }) => theme.transition};
  &:hover {
    background: ${({ theme, $isActive }) => ($isActive ? theme.colors.primarySoft : theme.colors.surfaceMuted)};
  }
  ${focusRing}
  svg {
    color: ${({ theme, $isActive }) => ($isActive ? theme.colors.primary : theme.colors.textMuted)};
  }
`;

const Badge = styled.span`
  margin-left: auto;
  min-width: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 20px;
  text-align: center;
`;

const BadgeMeaning = styled.span`
  ${visuallyHidden}
`;

export interface NavItemProps {
  href: string;
  label: string;
  icon?: ReactNode;
  isActive?: boolean;
  /** The shell intercepts clicks here for client-side navigation. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** A count shown after the label (e.g. '3', '15+'), and what it counts for screen readers (e.g. 'waiting'). */
  badge?: { text: string; meaning: string };
}

/** Navigation link rendered as a real anchor, so it works with and without a router. */
export function NavItem({ href, label, icon, isActive = false, onClick, badge }: NavItemProps) {
  return (
    <li>
      <Link href={href} onClick={onClick} $isActive={isActive} aria-current={isActive ? 'page' : undefined}>
        {icon}
        <span>{label}</span>
        {badge && (
          <>
            <Badge aria-hidden="true">{badge.text}</Badge>
            <BadgeMeaning>
              , {badge.text} {badge.meaning}
            </BadgeMeaning>
          </>
        )}
      </Link>
    </li>
  );
}

/** Container list for NavGroup/NavItem entries, labelled as the main navigation. */
export const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const ActionButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: left;
  cursor: pointer;
  transition: background ${({ theme }) => theme.transition};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  ${focusRing}
`;

export interface NavActionProps {
  label: string;
  icon?: ReactNode;
  onClick: () => void;
}

/** A navigation entry that runs an action instead of opening a page, such as Sign out. */
export function NavAction({ label, icon, onClick }: NavActionProps) {
  return (
    <ActionButton type="button" onClick={onClick}>
      {icon}
      <span>{label}</span>
    </ActionButton>
  );
}
