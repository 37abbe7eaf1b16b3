import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { Skeleton, SkeletonList } from '../skeleton/skeleton';
import { FullScreenSpinner, Spinner } from '../spinner/spinner';
import { Alert, ErrorAlert, InfoNotice } from './alert';

describe('Alert', () => {
  it('shows a banner that can be closed', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithTheme(
      <Alert severity="success" title="Email confirmed" onClose={onClose}>
        You can now login using your email and password.
      </Alert>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Email confirmed');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('uses role alert for errors and offers retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderWithTheme(<ErrorAlert title="Failed to load company data" message="Network error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load company data');
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it("says 'Something went wrong' with Retry when the failure brought no message", () => {
    renderWithTheme(<ErrorAlert title="Could not load company projects" onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load company projects');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('does not repeat the title as its message', () => {
    renderWithTheme(<ErrorAlert message="Something went wrong" onRetry={() => undefined} />);
    expect(screen.getAllByText('Something went wrong')).toHaveLength(1);
  });

  it('shows an info notice', () => {
    renderWithTheme(<InfoNotice>Visibility Reminder</InfoNotice>);
    expect(screen.getByRole('status')).toHaveTextContent('Visibility Reminder');
  });
});

describe('EmptyState', () => {
  it("shows the product's empty text and an action", () => {
    renderWithTheme(
      <EmptyState title="No Filters Available" description="Add one" action={<Button>Add filter</Button>} />,
    );
    expect(screen.getByText('No Filters Available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add filter' })).toBeInTheDocument();
  });
});

describe('loading indicators', () => {
  it('announce loading to screen readers', () => {
    renderWithTheme(
      <>
        <Spinner label="Loading talents" />
        <FullScreenSpinner />
        <SkeletonList rows={2} label="Loading projects" />
        <Skeleton />
      </>,
    );
    expect(screen.getByText('Loading talents')).toBeInTheDocument();
    expect(screen.getByText('Loading projects')).toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(3);
  });
});
