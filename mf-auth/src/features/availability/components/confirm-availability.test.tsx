import type { User } from '@benchlink/contracts/auth';
import { paths } from '@benchlink/contracts/paths';
import { apiError, mockApi, renderPage, testUser } from '@benchlink/test-support';
import { configure, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ConfirmAvailabilityPage from '../../../pages/confirm-availability-page';

const CONFIRM = 'POST /api/talents/availability-confirmations';
const confirmed = { talentId: 7, reference: 'Anna K.', availabilityConfirmedAt: '2030-01-01T09:00:00.000Z' };

/** The page where the shell mounts it. */
const renderConfirm = (path: string, session: User | null = testUser({ companyId: 3 })) =>
  renderPage(<ConfirmAvailabilityPage />, { path, route: paths.confirmAvailability.path, session });

// In StrictMode, as the shell renders it: effects run twice on mount, and the link must still be posted once.
beforeAll(() => configure({ reactStrictMode: true }));
afterAll(() => configure({ reactStrictMode: false }));
afterEach(() => vi.unstubAllGlobals());

describe('Confirm availability', () => {
  it('confirms the link’s talent once and offers the bench', async () => {
    const api = mockApi({ [CONFIRM]: { body: confirmed } });
    renderConfirm('/confirm-availability?token=abc123');

    expect(screen.getByRole('heading', { name: 'Confirm availability', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming the talent’s availability…');
    expect(
      await screen.findByText(
        'Availability confirmed for Anna K. Other companies see this talent as available for the next 14 days.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your bench' })).toHaveAttribute('href', '/company/talents');
    expect(api.callsTo(CONFIRM)).toHaveLength(1);
    expect(api.callsTo(CONFIRM)[0]?.body).toEqual({ token: 'abc123' });
  });

  it('shows the server’s message for an invalid or expired link, with the way to the bench', async () => {
    mockApi({
      [CONFIRM]: apiError(400, 'This link is invalid or has expired', {
        fields: { token: 'This link is invalid or has expired' },
      }),
    });
    renderConfirm('/confirm-availability?token=expired');

    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Open your bench' })).toHaveAttribute('href', '/company/talents');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says a link without a token is invalid, without asking the server, and leads a visitor to sign in', () => {
    const api = mockApi();
    renderConfirm('/confirm-availability', null);

    expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Sign in to open your bench' })).toHaveAttribute(
      'href',
      '/?returnTo=%2Fcompany%2Ftalents',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('offers to try again when the server could not answer', async () => {
    let failures = 1;
    const api = mockApi({
      [CONFIRM]: () => (failures-- > 0 ? apiError(500, 'Something went wrong') : { body: confirmed }),
    });
    const { user } = renderConfirm('/confirm-availability?token=abc123');

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^Availability confirmed for Anna K\./)).toBeInTheDocument();
    expect(api.callsTo(CONFIRM)).toHaveLength(2);
  });
});
