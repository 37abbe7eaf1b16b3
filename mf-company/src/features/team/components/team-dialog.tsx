import { useLeaveCompany, useMakeTeamOwner, useRemoveTeamMember, useRevokeInvitation } from '@benchlink/api-client';
import { paths } from '@benchlink/contracts/paths';
import type { PendingInvitation, TeamMember } from '@benchlink/contracts/team';
import { ConfirmDialog, useSnackbar } from '@benchlink/design-system';
import { useNavigate } from 'react-router';
import { fullName } from './team-list';

/** One change of the team waiting for its confirmation. */
export type TeamChange =
  | { kind: 'remove'; member: TeamMember }
  | { kind: 'makeOwner'; member: TeamMember }
  | { kind: 'leave'; member: TeamMember }
  | { kind: 'revoke'; invitation: PendingInvitation };

function texts(change: TeamChange, companyName: string) {
  switch (change.kind) {
    case 'remove':
      return {
        title: 'Remove member',
        message: `${fullName(change.member)} will no longer act for ${companyName}. They keep their account and can join again with a new invitation.`,
        confirmLabel: 'Remove',
        isDestructive: true,
      };
    case 'makeOwner':
      return {
        title: 'Make owner',
        message: `${fullName(change.member)} will also manage the team: remove members and make other members owners.`,
        confirmLabel: 'Make owner',
        isDestructive: false,
      };
    case 'leave':
      return {
        title: 'Leave company',
        message: `You will no longer act for ${companyName}: its projects, bench and applications close to you. You can join again only with a new invitation.`,
        confirmLabel: 'Leave company',
        isDestructive: true,
      };
    case 'revoke':
      return {
        title: 'Revoke invitation',
        message: `The link sent to ${change.invitation.email} will stop working.`,
        confirmLabel: 'Revoke',
        isDestructive: true,
      };
  }
}

/**
 * Asks before a change of the team and makes it: removing a member, making one owner, leaving (which ends on the
 * profile, without a company), revoking an invitation. A refusal goes to the snackbar.
 */
export function TeamDialog({
  change,
  companyName,
  onClose,
}: {
  change: TeamChange | null;
  companyName: string;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const onError = (error: Error) => snackbar.showError(error.message);
  const done = (message: string) => () => {
    snackbar.showSuccess(message);
    onClose();
  };
  const remove = useRemoveTeamMember({ onError });
  const makeOwner = useMakeTeamOwner({ onError });
  const revoke = useRevokeInvitation({ onError });
  const leave = useLeaveCompany({
    onLeft: () => {
      snackbar.showSuccess(`You left ${companyName}`);
      navigate(paths.companyProfile.href(), { replace: true });
    },
    onError,
  });

  const confirm = () => {
    if (!change) return;
    if (change.kind === 'remove') {
      remove.mutate(change.member.id, { onSuccess: done(`${fullName(change.member)} was removed from the team`) });
    } else if (change.kind === 'makeOwner') {
      makeOwner.mutate(change.member.id, { onSuccess: done(`${fullName(change.member)} is now an owner`) });
    } else if (change.kind === 'leave') {
      leave.mutate(change.member.id);
    } else {
      revoke.mutate(change.invitation.id, { onSuccess: done(`Invitation to ${change.invitation.email} revoked`) });
    }
  };
  const shown = change ? texts(change, companyName) : null;

  return (
    <ConfirmDialog
      isOpen={shown !== null}
      title={shown?.title ?? ''}
      message={shown?.message}
      confirmLabel={shown?.confirmLabel}
      isDestructive={shown?.isDestructive}
      isLoading={remove.isPending || makeOwner.isPending || revoke.isPending || leave.isPending}
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
}
