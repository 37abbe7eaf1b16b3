import type { PendingInvitation } from '@benchlink/contracts/team';
import { Button, Card, formatDate, MailIcon } from '@benchlink/design-system';
import styled from 'styled-components';
import type { TeamChange } from './team-dialog';
import { Actions, Avatar, List, Muted, Name, Row, Who } from './team-list';

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The invitations nobody has used yet, with who sent them and until when they work; any member revokes one. */
export function InvitationsCard({
  invitations,
  onChange,
}: {
  invitations: PendingInvitation[];
  onChange: (change: TeamChange) => void;
}) {
  return (
    <Card title="Pending invitations" aria-label="Pending invitations">
      {invitations.length === 0 ? (
        <Empty>No pending invitations.</Empty>
      ) : (
        <List>
          {invitations.map((invitation) => (
            <Row key={invitation.id} aria-label={invitation.email}>
              <Avatar aria-hidden="true">
                <MailIcon size={18} />
              </Avatar>
              <Who>
                <Name>{invitation.email}</Name>
                <Muted>
                  {invitation.invitedBy ? `Invited by ${invitation.invitedBy} · ` : ''}expires{' '}
                  {formatDate(invitation.expiresAt)}
                </Muted>
              </Who>
              <Actions>
                <Button
                  size="small"
                  variant="secondary"
                  aria-label={`Revoke the invitation to ${invitation.email}`}
                  onClick={() => onChange({ kind: 'revoke', invitation })}
                >
                  Revoke
                </Button>
              </Actions>
            </Row>
          ))}
        </List>
      )}
    </Card>
  );
}
