import { COMPANY_ROLE_LABELS } from '@benchlink/contracts/enums';
import type { TeamMember } from '@benchlink/contracts/team';
import { Button, Card, Chip, countWithNoun } from '@benchlink/design-system';
import { countOwners, initialsOf, memberActions } from '../utils/member-actions';
import type { TeamChange } from './team-dialog';
import { Actions, Avatar, fullName, List, Muted, Name, Row, Who } from './team-list';

function MemberButtons({
  member,
  viewer,
  owners,
  onChange,
}: {
  member: TeamMember;
  viewer: { id: number; role: TeamMember['role'] | undefined };
  owners: number;
  onChange: (change: TeamChange) => void;
}) {
  const actions = memberActions(member, viewer, owners);
  const name = fullName(member);
  if (!actions.canMakeOwner && !actions.canRemove && !actions.canLeave && !actions.isLeaveBlocked) return null;
  return (
    <Actions>
      {actions.canMakeOwner && (
        <Button
          size="small"
          variant="secondary"
          aria-label={`Make ${name} owner`}
          onClick={() => onChange({ kind: 'makeOwner', member })}
        >
          Make owner
        </Button>
      )}
      {actions.canRemove && (
        <Button
          size="small"
          variant="danger"
          aria-label={`Remove ${name}`}
          onClick={() => onChange({ kind: 'remove', member })}
        >
          Remove
        </Button>
      )}
      {actions.canLeave && (
        <Button size="small" variant="secondary" onClick={() => onChange({ kind: 'leave', member })}>
          Leave company
        </Button>
      )}
      {actions.isLeaveBlocked && <Muted>As the only owner, make another member owner before you leave.</Muted>}
    </Actions>
  );
}

/** The company's members with their role, the viewer marked 'You', and what the viewer may do with each. */
export function MembersCard({
  members,
  viewerId,
  onChange,
}: {
  members: TeamMember[];
  viewerId: number;
  onChange: (change: TeamChange) => void;
}) {
  const owners = countOwners(members);
  const viewer = { id: viewerId, role: members.find((member) => member.id === viewerId)?.role };
  return (
    <Card title={countWithNoun(members.length, 'member', 'members')} aria-label="Members">
      <List>
        {members.map((member) => (
          <Row key={member.id} aria-label={fullName(member)}>
            <Avatar aria-hidden="true">{initialsOf(member)}</Avatar>
            <Who>
              <Name>
                {fullName(member)}
                <Chip label={COMPANY_ROLE_LABELS[member.role]} tone={member.role === 'OWNER' ? 'primary' : 'neutral'} />
                {member.id === viewerId && <Chip label="You" tone="info" />}
              </Name>
              <Muted>{member.email}</Muted>
            </Who>
            <MemberButtons member={member} viewer={viewer} owners={owners} onChange={onChange} />
          </Row>
        ))}
      </List>
    </Card>
  );
}
