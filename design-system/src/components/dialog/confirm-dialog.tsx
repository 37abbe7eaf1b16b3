import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { Dialog, type DialogWidth } from './dialog';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  message?: ReactNode;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Danger styling for destructive confirmations. */
  isDestructive?: boolean;
  isLoading?: boolean;
  isConfirmDisabled?: boolean;
  maxWidth?: DialogWidth;
}

/** Generic yes/no confirmation (Approve, Deny and the like). */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  isDestructive = false,
  isLoading = false,
  isConfirmDisabled = false,
  maxWidth = 'sm',
}: ConfirmDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      maxWidth={maxWidth}
      hideCloseButton
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button
            variant={isDestructive ? 'danger' : 'primary'}
            onClick={onConfirm}
            isLoading={isLoading}
            disabled={isConfirmDisabled}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message}
      {children}
    </Dialog>
  );
}

export interface ConfirmDeleteDialogProps {
  isOpen: boolean;
  /** E.g. 'Are you sure you want to delete this talent'. */
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  isLoading?: boolean;
}

/** The product's 'Confirm Delete' dialog with 'Cancel' and 'Delete'. */
export function ConfirmDeleteDialog({ isOpen, message, onConfirm, onCancel, isLoading }: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title="Confirm Delete"
      message={message}
      confirmLabel="Delete"
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      onCancel={onCancel}
      isDestructive
      isLoading={isLoading}
    />
  );
}
