import { browseTalentsQueryOptions, useDeletePosition } from '@benchlink/api-client';
import { OPENED_STATUS_ID } from '@benchlink/contracts/enums';
import { paths } from '@benchlink/contracts/paths';
import { type Position } from '@benchlink/contracts/positions';
import {
  Button,
  ConfirmDeleteDialog,
  DeleteIcon,
  EditIcon,
  IconButton,
  PeopleIcon,
  SettingsIcon,
  useSnackbar,
} from '@benchlink/design-system';
import { PositionCard } from '@benchlink/design-system/listings';
import { ApplyButton, positionCardFields, TextLink } from '@benchlink/domain-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { PositionNames } from '../hooks/use-position-names';
import { PositionStatusDialog } from './position-status-dialog';

export const DELETE_POSITION_MESSAGE = 'Are you sure you want to delete this position';

const FitLink = styled(TextLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-height: ${({ theme }) => theme.size.controlSmall};
  padding: 0 ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
  svg {
    flex: none;
  }
`;

/**
 * 'Talents that fit (N)': other companies' talents that share a skill with the position, counted by the browse list
 * ranked by fit (one entry asked for, only the total read), and a link to that list. The count is left out while it
 * loads or when it cannot be read; the link still leads to the list.
 */
function TalentsThatFit({ positionId, title }: { positionId: number; title: string }) {
  const fits = useQuery({
    ...browseTalentsQueryOptions({ positionId: String(positionId), sort: 'match', pageSize: '1' }),
    select: (page) => page.totalElements,
  });
  const label = fits.data === undefined ? 'Talents that fit' : `Talents that fit (${fits.data})`;
  return (
    // Named after its position too: a project page lists several of these links.
    <FitLink to={paths.browseTalents.href(positionId)} aria-label={`${label} for ${title}`}>
      <PeopleIcon size={16} />
      {label}
    </FitLink>
  );
}

export interface CompanyPositionCardProps {
  position: Position;
  names: PositionNames;
  /** The owning company manages the position; others only read it and may apply. */
  isOwner: boolean;
  /** Another company's 'Apply' for an open position; without it no Apply button shows. */
  onApply?: (position: Position) => void;
  /** Starts with the job details open (a position just created). */
  isExpanded?: boolean;
}

/** A position of a project with the owner's actions (status, browse talents, edit, delete, review applications). */
export function CompanyPositionCard({ position, names, isOwner, onApply, isExpanded }: CompanyPositionCardProps) {
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
    <>
      <Button size="small" onClick={() => navigate(paths.positionApplications.href(position.id))}>
        Review Applications ({position.applicationCount})
      </Button>
      {position.statusId === OPENED_STATUS_ID && <TalentsThatFit positionId={position.id} title={title} />}
    </>
  ) : (
    onApply && position.isActive && <ApplyButton onApply={() => onApply(position)} />
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
        defaultExpanded={isExpanded}
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
