import { useApplyDialogData } from '@benchlink/api-client';
import { APPLICATION_SUBMITTED_MESSAGE } from '@benchlink/contracts';
import { ApplyDialog, useSnackbar } from '@benchlink/design-system';

export interface ApplyToProjectProps {
  projectId: number;
  /** The position whose card opened the dialog: checked from the start. */
  positionId: number;
  isOpen: boolean;
  onClose: () => void;
}

/** 'Apply for position' for one project's open positions, sent with the caller's talents or CVs. */
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
