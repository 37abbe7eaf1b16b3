import { useApplyDialogData } from '@benchlink/api-client';
import { APPLICATION_SUBMITTED_MESSAGE } from '@benchlink/contracts/messages';
import { useSnackbar } from '@benchlink/design-system';
import { ApplyDialog } from './apply-dialog';

export interface ApplyToProjectProps {
  projectId: number;
  /** The position whose card opened the dialog: checked from the start. */
  positionId: number;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * 'Apply for position' for one project's open positions, sent with the caller's talents or CVs; confirms in the
 * snackbar and closes once every checked position was sent.
 * @example <ApplyToProject projectId={position.projectId} positionId={position.id} isOpen={isOpen} onClose={close} />
 */
export function ApplyToProject({ projectId, positionId, isOpen, onClose }: ApplyToProjectProps) {
  const data = useApplyDialogData(projectId, isOpen);
  const { showSuccess } = useSnackbar();
  return (
    <ApplyDialog
      isOpen={isOpen}
      onClose={onClose}
      initialPositionIds={[positionId]}
      onSent={() => {
        showSuccess(APPLICATION_SUBMITTED_MESSAGE);
        onClose();
      }}
      {...data}
    />
  );
}
