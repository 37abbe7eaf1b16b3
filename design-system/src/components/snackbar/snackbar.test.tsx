import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Button } from '../button/button';
import { SNACKBAR_AUTO_HIDE_MS, useSnackbar } from './snackbar';

function Trigger() {
  const { showSuccess, showError } = useSnackbar();
  return (
    <>
      <Button onClick={() => showSuccess('Application submitted successfully!')}>Succeed</Button>
      <Button onClick={() => showError('Failed to load positions')}>Fail</Button>
    </>
  );
}

describe('Snackbar', () => {
  it('shows success as a status and errors as an alert', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Trigger />);
    await user.click(screen.getByRole('button', { name: 'Succeed' }));
    expect(screen.getByRole('status')).toHaveTextContent('Application submitted successfully!');
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load positions');
  });

  it('can be dismissed and hides by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithTheme(<Trigger />);
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Succeed' }));
    act(() => {
      vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS + 10);
    });
    expect(screen.queryByText('Application submitted successfully!')).not.toBeInTheDocument();
    vi.useRealTimers();
  });

  it('needs a provider', () => {
    function Bare() {
      useSnackbar();
      return null;
    }
    // React reports the thrown render error on the console; keep the test output clean.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Bare />)).toThrow('useSnackbar must be used inside a SnackbarProvider');
    quiet.mockRestore();
  });
});
