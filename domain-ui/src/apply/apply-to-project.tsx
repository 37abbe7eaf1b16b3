import { APPLICATION_SUBMITTED_MESSAGE } from '@benchlink/contracts/messages';
import { useSnackbar } from '@benchlink/design-system';
import { useState } from 'react';
import { useApplyDialogData } from './apply-dialog-data';
import { ApplyDialog } from './apply-dialog';

export interface ApplyToProjectProps {
  projectId: number;
  /** The position whose card opened the dialog: checked from the start. */
  positionId: number;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The positions checked in the dialog, whose talents are ranked for them. Like the dialog's form, they start afresh
 * with the card's position at every opening.
 */
function useCheckedPositions(positionId: number, isOpen: boolean) {
  const opening = isOpen ? positionId : null;
  const [openedWith, setOpenedWith] = useState(opening);
  const [positionIds, setPositionIds] = useState<number[]>([positionId]);
  if (openedWith !== opening) {
    setOpenedWith(opening);
    setPositionIds([positionId]);
  }
  return [positionIds, setPositionIds] as const;
}

/**
 * 'Apply for position' for one project's open positions, sent with the caller's talents (ranked for each checked
 * position) or CVs; confirms in the snackbar and closes once every checked position was sent.
 * @example <ApplyToProject projectId={position.projectId} positionId={position.id} isOpen={isOpen} onClose={close} />
 */
export function ApplyToProject({ projectId, positionId, isOpen, onClose }: ApplyToProjectProps) {
  const [checkedPositionIds, setCheckedPositionIds] = useCheckedPositions(positionId, isOpen);
  const data = useApplyDialogData(projectId, isOpen, checkedPositionIds);
  const { showSuccess } = useSnackbar();
  return (
    <ApplyDialog
      isOpen={isOpen}
      onClose={onClose}
      initialPositionIds={[positionId]}
      onCheckedPositionsChange={setCheckedPositionIds}
      onSent={() => {
        showSuccess(APPLICATION_SUBMITTED_MESSAGE);
        onClose();
      }}
      {...data}
    />
  );
}
