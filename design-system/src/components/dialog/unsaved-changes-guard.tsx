import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

export const UNSAVED_CHANGES_TITLE = 'Unsaved changes';
export const UNSAVED_CHANGES_MESSAGE = 'Are you sure you want to leave this page? You have unsaved changes.';

export interface UnsavedChangesDialogProps {
  isOpen: boolean;
  onDiscard: () => void;
  onCancel: () => void;
}

/** The 'Unsaved changes' dialog itself, without any router wiring. */
export function UnsavedChangesDialog({ isOpen, onDiscard, onCancel }: UnsavedChangesDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={UNSAVED_CHANGES_TITLE}
      message={UNSAVED_CHANGES_MESSAGE}
      confirmLabel="Discard Changes"
      cancelLabel="Cancel"
      onConfirm={onDiscard}
      onCancel={onCancel}
      isDestructive
    />
  );
}

/** Registers the browser's own leave warning while `when` is true (reload, tab close, external links). */
export function useBeforeUnload(when: boolean) {
  useEffect(() => {
    if (!when) return undefined;
    const handler = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handler);
    return () => window.removeEventListener('beforeunload', handler);
  }, [when]);
}

export interface UnsavedChangesGuardProps {
  /** True while the form has unsaved changes. */
  when: boolean;
}

/**
 * Warns before leaving a page with unsaved changes: in-app navigation through react-router's
 * `useBlocker` (requires a data router, e.g. `createBrowserRouter`) and the browser's beforeunload prompt.
 * A link or button asks only when it leaves the page (another pathname), so a page may still change its own query
 * (e.g. leaving edit mode on Cancel). Back and Forward ask on any change of address: they may step from an edit mode
 * kept in the query (`?IsEditing=true`) to the read view of the same path, which drops the edits just the same.
 */
export function UnsavedChangesGuard({ when }: UnsavedChangesGuardProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) => {
    if (!when) return false;
    if (currentLocation.pathname !== nextLocation.pathname) return true;
    return historyAction === 'POP' && currentLocation.search !== nextLocation.search;
  });
  useBeforeUnload(when);
  return (
    <UnsavedChangesDialog
      isOpen={blocker.state === 'blocked'}
      onDiscard={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
