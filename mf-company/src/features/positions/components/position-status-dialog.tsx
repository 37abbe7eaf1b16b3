import { positionStatusesQueryOptions, useChangePositionStatus } from '@benchlink/api-client';
import { OTHER_STATUS_ID } from '@benchlink/contracts/enums';
import { CLOSE_REASON_MAX, type Position } from '@benchlink/contracts/positions';
import { Button, Dialog, ErrorAlert, RadioList, SkeletonList, TextField, useSnackbar } from '@benchlink/design-system';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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

/** 'Position Status': a radio list of statuses, with the close reason that 'Other' needs before Confirm works. */
export function PositionStatusDialog({ position, onClose }: PositionStatusDialogProps) {
  const snackbar = useSnackbar();
  const statusesQuery = useQuery(positionStatusesQueryOptions);
  const changeStatus = useChangePositionStatus();
  const [statusId, setStatusId] = useState(position.statusId);
  const [reason, setReason] = useState(position.customCloseReason ?? '');
  const isOther = statusId === OTHER_STATUS_ID;
  const isUnchanged =
    statusId === position.statusId && (!isOther || reason.trim() === (position.customCloseReason ?? ''));
  const canConfirm = !isUnchanged && (!isOther || reason.trim().length > 0);

  const confirm = () =>
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
          <Button onClick={confirm} disabled={!canConfirm} isLoading={changeStatus.isPending}>
            Confirm
          </Button>
        </>
      }
    >
      <Body>
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
            label="Close Reason"
            required
            maxLength={CLOSE_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Body>
    </Dialog>
  );
}
