import { useDeletePosition } from '@benchlink/api-client';
import { paths } from '@benchlink/contracts/paths';
import { type Position } from '@benchlink/contracts/positions';
import {
  Button,
  ConfirmDeleteDialog,
  DeleteIcon,
  EditIcon,
  IconButton,
  PeopleIcon,
  PositionCard,
  SettingsIcon,
  useSnackbar,
} from '@benchlink/design-system';
import { positionCardFields } from '@benchlink/domain-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PositionNames } from '../hooks/use-position-names';
import { PositionStatusDialog } from './position-status-dialog';

export const DELETE_POSITION_MESSAGE = 'Are you sure you want to delete this position';

export interface CompanyPositionCardProps {
  position: Position;
  names: PositionNames;
  /** The owning company manages the position; others only read it and may apply. */
  isOwner: boolean;
  /** Another company's 'Apply' for an open position; without it no Apply button shows. */
  onApply?: (position: Position) => void;
}

/** A position of a project with the owner's actions (status, browse talents, edit, delete, review applications). */
export function CompanyPositionCard({ position, names, isOwner, onApply }: CompanyPositionCardProps) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [isChangingStatus, setIsChangingStatus] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const deletePosition = useDeletePosition();
  const title = `${position.seniorityLabel} ${position.role.name}`;

  const actions = isOwner && (
    <>
      <IconButton label={`Change status of ${title}`} onClick={() => setIsChangingStatus(true)}>
        <SettingsIcon size={18} />
      </IconButton>
      <IconButton label={`Browse Talents for ${title}`} onClick={() => navigate(paths.browseTalents.href(position.id))}>
        <PeopleIcon size={18} />
      </IconButton>
      <IconButton label={`Edit ${title}`} onClick={() => navigate(paths.editPosition.href(position.id))}>
        <EditIcon size={18} />
      </IconButton>
      <IconButton label={`Delete ${title}`} variant="danger" onClick={() => setIsDeleting(true)}>
        <DeleteIcon size={18} />
      </IconButton>
    </>
  );

  const footer = isOwner ? (
    <Button size="small" onClick={() => navigate(paths.positionApplications.href(position.id))}>
      Review Applications ({position.applicationCount})
    </Button>
  ) : (
    onApply &&
    position.isActive && (
      <Button size="small" onClick={() => onApply(position)}>
        Apply
      </Button>
    )
  );

  return (
    <>
      <PositionCard
        {...positionCardFields(position)}
        locations={names.locations(position)}
        workModes={names.workModes(position)}
        requiredSkills={names.requiredSkills(position)}
        optionalSkills={names.optionalSkills(position)}
        actions={actions || undefined}
        footer={footer || undefined}
      />
      {isChangingStatus && <PositionStatusDialog position={position} onClose={() => setIsChangingStatus(false)} />}
      <ConfirmDeleteDialog
        isOpen={isDeleting}
        message={DELETE_POSITION_MESSAGE}
        isLoading={deletePosition.isPending}
        onCancel={() => setIsDeleting(false)}
        onConfirm={() =>
          deletePosition.mutate(position.id, {
            onSuccess: () => {
              setIsDeleting(false);
              snackbar.showSuccess('Position deleted');
            },
            onError: (error) => snackbar.showError(error.message),
          })
        }
      />
    </>
  );
}
