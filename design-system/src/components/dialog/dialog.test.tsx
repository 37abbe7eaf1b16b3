import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Button } from '../button/button';
import { ConfirmDeleteDialog, ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

function Opener() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        title="Apply for position"
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button>Send Application</Button>
          </>
        }
      >
        <input aria-label="Rate" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal dialog that focuses its first field', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply for position' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Rate')).toHaveFocus();
  });

  it('traps focus inside', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send Application' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Send Application' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});

describe('ConfirmDeleteDialog', () => {
  it("uses the product's texts", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithTheme(
      <ConfirmDeleteDialog
        isOpen
        message="Are you sure you want to delete this project?"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this project?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('ConfirmDialog', () => {
  it('confirms and can disable the confirm button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const { rerender } = renderWithTheme(
      <ConfirmDialog
        isOpen
        title="Approve"
        message="Approve this application?"
        confirmLabel="Approve"
        onConfirm={onConfirm}
        onCancel={() => undefined}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onConfirm).toHaveBeenCalled();
    rerender(
      <ConfirmDialog
        isOpen
        title="Position Status"
        confirmLabel="Confirm"
        isConfirmDisabled
        onConfirm={onConfirm}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });
});

function renderGuarded(isDirty: boolean) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <UnsavedChangesGuard when={isDirty} />
          <Link to="/other">Go elsewhere</Link>
        </>
      ),
    },
    { path: '/other', element: <p>Other page</p> },
  ]);
  renderWithTheme(<RouterProvider router={router} />);
  return router;
}

describe('UnsavedChangesGuard', () => {
  it('asks before leaving and stays on Cancel', async () => {
    const user = userEvent.setup();
    const router = renderGuarded(true);
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent('Are you sure you want to leave this page? You have unsaved changes.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('leaves on Discard Changes', async () => {
    const user = userEvent.setup();
    renderGuarded(true);
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    await user.click(screen.getByRole('button', { name: 'Discard Changes' }));
    expect(await screen.findByText('Other page')).toBeInTheDocument();
  });

  it('does not block without changes', async () => {
    const user = userEvent.setup();
    renderGuarded(false);
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByText('Other page')).toBeInTheDocument();
  });

  it('asks on Back to another page, and stays on Cancel', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        { path: '/list', element: <p>List page</p> },
        { path: '/form', element: <UnsavedChangesGuard when /> },
      ],
      { initialEntries: ['/list', '/form'], initialIndex: 1 },
    );
    renderWithTheme(<RouterProvider router={router} />);
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('alertdialog', { name: 'Unsaved changes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/form');
  });

  it('asks on Back from an edit mode kept in the query to the read view of the same page', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/profile', element: <UnsavedChangesGuard when /> }], {
      initialEntries: ['/profile', '/profile?IsEditing=true'],
      initialIndex: 1,
    });
    renderWithTheme(<RouterProvider router={router} />);
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('alertdialog', { name: 'Unsaved changes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard Changes' }));
    expect(router.state.location.search).toBe('');
  });

  it('lets the page change its own query without asking (e.g. Cancel leaving edit mode)', async () => {
    const router = createMemoryRouter([{ path: '/profile', element: <UnsavedChangesGuard when /> }], {
      initialEntries: ['/profile?IsEditing=true'],
    });
    renderWithTheme(<RouterProvider router={router} />);
    await act(() => router.navigate('/profile'));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("registers the browser's own leave warning", () => {
    renderGuarded(true);
    const event = new Event('beforeunload', { cancelable: true });
    act(() => {
      fireEvent(window, event);
    });
    expect(event.defaultPrevented).toBe(true);
  });
});
