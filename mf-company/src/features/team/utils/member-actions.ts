import type { CompanyRole } from '@benchlink/contracts/enums';
import type { TeamMember } from '@benchlink/contracts/team';

/** What the viewer may do with one row of the members list. */
export type MemberActions = {
  /** The viewer's own row: they may leave, unless they are the last owner (`isLeaveBlocked`). */
  canLeave: boolean;
  isLeaveBlocked: boolean;
  canMakeOwner: boolean;
  canRemove: boolean;
};

const NONE: MemberActions = { canLeave: false, isLeaveBlocked: false, canMakeOwner: false, canRemove: false };

/**
 * The server's rules, as the page offers them (docs/product.md, Team): anyone leaves but the last owner; only owners
 * remove members and make them owners. The server checks each again.
 * @example memberActions(member, { id: 3, role: 'OWNER' }, 1) // for another member: make owner and remove
 */
export function memberActions(
  member: Pick<TeamMember, 'id' | 'role'>,
  viewer: { id: number; role: CompanyRole | undefined },
  ownerCount: number,
): MemberActions {
  if (member.id === viewer.id) {
    const isLeaveBlocked = member.role === 'OWNER' && ownerCount <= 1;
    return { ...NONE, canLeave: !isLeaveBlocked, isLeaveBlocked };
  }
  if (viewer.role !== 'OWNER') return NONE;
  return { ...NONE, canMakeOwner: member.role !== 'OWNER', canRemove: true };
}

/** Members, owners counted once: what the last-owner rule reads. */
export const countOwners = (members: ReadonlyArray<Pick<TeamMember, 'role'>>) =>
  members.filter((member) => member.role === 'OWNER').length;

/** The two letters of a member's avatar. */
export const initialsOf = (member: Pick<TeamMember, 'firstName' | 'lastName' | 'username'>) =>
  `${member.firstName.charAt(0)}${member.lastName.charAt(0)}`.trim().toUpperCase() ||
  member.username.charAt(0).toUpperCase();
