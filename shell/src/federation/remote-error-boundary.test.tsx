import { ThemeProvider } from '@benchlink/design-system';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';

function Exploding(): never {
  throw new Error('remote crashed while rendering');
}

/** Mirrors RemotePage: Retry resets the remote, then remounts the boundary with a new key. */
function Harness({ fail }: { fail: () => boolean }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary
      key={attempt}
      resetKey="/page"
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => <RemoteFallback onRetry={retry} />}
    >
      {fail() ? <Exploding /> : <p>remote page</p>}
    </RemoteErrorBoundary>
  );
}

describe('RemoteErrorBoundary', () => {
  it('shows the fallback with Retry when a remote throws, and recovers on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let isBroken = true;
    render(
      <ThemeProvider>
        <Harness fail={() => isBroken} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This section is temporarily unavailable');

    isBroken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('remote page')).toBeInTheDocument();
    expect(screen.queryByText('This section is temporarily unavailable')).not.toBeInTheDocument();
  });
});
