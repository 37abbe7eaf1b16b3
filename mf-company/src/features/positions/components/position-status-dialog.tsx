import { positionStatusesQueryOptions, useChangePositionStatus } from '@benchlink/api-client';
import { OTHER_STATUS_ID } from '@benchlink/contracts/enums';
import { CLOSE_REASON_MAX, CLOSE_REASON_REQUIRED_MESSAGE, type Position } from '@benchlink/contracts/positions';
import { Button, Dialog, ErrorAlert, RadioList, SkeletonList, TextField, useSnackbar } from '@benchlink/design-system';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

export interface PositionStatusDialogProps {
  position: Position;
  onClose: () => void;
}

/**
 * 'Position Status': a radio list of statuses, with the close reason that 'Other' needs. Confirm stays enabled: without
 * a reason it asks for one; with nothing changed it just closes.
 */
export function PositionStatusDialog({ position, onClose }: PositionStatusDialogProps) {
  const snackbar = useSnackbar();
  const statusesQuery = useQuery(positionStatusesQueryOptions);
  const changeStatus = useChangePositionStatus();
  const [statusId, setStatusId] = useState(position.statusId);
  const [reason, setReason] = useState(position.customCloseReason ?? '');
  const [hasTriedConfirm, setHasTriedConfirm] = useState(false);
  const reasonRef = useRef<HTMLInputElement>(null);
  // The dialog opens on the chosen status, also when the statuses arrive after it opened (it focused Cancel then).
  const bodyRef = useRef<HTMLDivElement>(null);
  const hasStatuses = statusesQuery.data !== undefined;
  useEffect(() => {
    if (hasStatuses) bodyRef.current?.querySelector<HTMLElement>('input:checked, input')?.focus();
  }, [hasStatuses]);
  const isOther = statusId === OTHER_STATUS_ID;
  const isUnchanged =
    statusId === position.statusId && (!isOther || reason.trim() === (position.customCloseReason ?? ''));
  const isReasonMissing = isOther && reason.trim().length === 0;

  const confirm = () => {
    if (isUnchanged) {
      onClose();
      return;
    }
    if (isReasonMissing) {
      setHasTriedConfirm(true);
      reasonRef.current?.focus();
      return;
    }
    changeStatus.mutate(
      { id: position.id, statusId, customCloseReason: isOther ? reason.trim() : undefined },
      {
        onSuccess: () => {
          snackbar.showSuccess('Position status changed');
          onClose();
        },
        onError: (error) => snackbar.showError(error.message),
      },
    );
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title="Position Status"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={confirm} isLoading={changeStatus.isPending}>
            Confirm
          </Button>
        </>
      }
    >
      <Body ref={bodyRef}>
        {statusesQuery.isError && !statusesQuery.data && (
          <ErrorAlert
            title="Could not load position statuses"
            message={statusesQuery.error.message}
            onRetry={() => void statusesQuery.refetch()}
          />
        )}
        {!statusesQuery.data && !statusesQuery.isError && <SkeletonList rows={2} label="Loading position statuses" />}
        {statusesQuery.data && (
          <RadioList<number>
            label="Status"
            name={`position-${position.id}-status`}
            options={statusesQuery.data.map((status) => ({ value: status.id, label: status.name }))}
            value={statusId}
            onChange={setStatusId}
          />
        )}
        {isOther && (
          <TextField
            ref={reasonRef}
            label="Close Reason"
            required
            error={hasTriedConfirm && isReasonMissing ? CLOSE_REASON_REQUIRED_MESSAGE : undefined}
            maxLength={CLOSE_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Body>
    </Dialog>
  );
}
