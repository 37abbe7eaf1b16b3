import { describe, expect, it } from 'vitest';
import { countOwners, initialsOf, memberActions } from './member-actions';

const owner = { id: 1, role: 'OWNER' as const };
const member = { id: 2, role: 'MEMBER' as const };
const secondOwner = { id: 3, role: 'OWNER' as const };

describe('memberActions', () => {
  it('offers an owner to make a member owner and to remove them', () => {
    expect(memberActions(member, owner, 1)).toEqual({
      canLeave: false,
      isLeaveBlocked: false,
      canMakeOwner: true,
      canRemove: true,
    });
  });

  it('offers an owner to remove another owner, not to make them owner again', () => {
    expect(memberActions(secondOwner, owner, 2)).toMatchObject({ canMakeOwner: false, canRemove: true });
  });

  it('offers a member nothing on other rows', () => {
    expect(memberActions(owner, member, 1)).toEqual({
      canLeave: false,
      isLeaveBlocked: false,
      canMakeOwner: false,
      canRemove: false,
    });
    expect(memberActions({ id: 4, role: 'MEMBER' }, member, 1)).toMatchObject({ canRemove: false });
  });

  it('lets anyone leave but the last owner', () => {
    expect(memberActions(member, member, 1)).toMatchObject({ canLeave: true, isLeaveBlocked: false });
    expect(memberActions(owner, owner, 2)).toMatchObject({ canLeave: true, isLeaveBlocked: false });
    expect(memberActions(owner, owner, 1)).toMatchObject({ canLeave: false, isLeaveBlocked: true, canRemove: false });
  });
});

describe('countOwners and initialsOf', () => {
  it('count owners and draw initials', () => {
    expect(countOwners([owner, member, secondOwner])).toBe(2);
    expect(initialsOf({ firstName: 'ada', lastName: 'lovelace', username: 'ada' })).toBe('AL');
  });
});
