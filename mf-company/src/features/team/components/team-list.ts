import type { TeamMember } from '@benchlink/contracts/team';
import styled from 'styled-components';

// The rows of the team page's two lists (members, pending invitations): who, a muted line, and the row's buttons.

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  padding: ${({ theme }) => `${theme.space(4)} 0`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  &:first-child {
    border-top: 0;
    padding-top: 0;
  }
  &:last-child {
    padding-bottom: 0;
  }
`;

export const Avatar = styled.span`
  display: inline-grid;
  flex-shrink: 0;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Who = styled.div`
  display: flex;
  flex: 1 1 220px;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  min-width: 0;
`;

export const Name = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

/** The row's buttons: beside the person on wide screens, under them (past the avatar) on phones. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;

  @media (max-width: 599px) {
    flex-basis: 100%;
    justify-content: flex-start;
    margin-left: 56px;
  }
`;

/** A member's name as the page writes it; the username when both names are empty. */
export const fullName = (member: Pick<TeamMember, 'firstName' | 'lastName' | 'username'>) =>
  `${member.firstName} ${member.lastName}`.trim() || member.username;
