import { ACCOUNT_MESSAGES } from '@benchlink/contracts/account';
import { apiError, mockApi, renderPage } from '@benchlink/test-support';
import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CancelEmailChangePage from '../../../pages/cancel-email-change-page';

afterEach(() => vi.unstubAllGlobals());

describe('the link that cancels an e-mail change', () => {
  it('cancels the pending change once on arrival and says the account keeps its address', async () => {
    const api = mockApi({
      'POST /api/user/email-change-cancellations': {
        body: { message: ACCOUNT_MESSAGES.emailChangeCancelled, email: 'thief@example.com' },
      },
    });
    renderPage(
      <StrictMode>
        <CancelEmailChangePage />
      </StrictMode>,
      { path: '/cancel-email-change?token=tok-1', session: null },
    );
    expect(await screen.findByText('E-mail change cancelled')).toBeInTheDocument();
    expect(screen.getByText('thief@example.com').parentElement).toHaveTextContent(
      'Your account will not move to thief@example.com; it keeps its e-mail address.',
    );
    expect(api.callsTo('POST /api/user/email-change-cancellations')).toHaveLength(1);
    expect(api.callsTo('POST /api/user/email-change-cancellations')[0]?.body).toEqual({ token: 'tok-1' });
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/');
  });

  it('says why a used link cancelled nothing', async () => {
    mockApi({
      'POST /api/user/email-change-cancellations': apiError(400, ACCOUNT_MESSAGES.emailChangeInvalid),
    });
    renderPage(<CancelEmailChangePage />, { path: '/cancel-email-change?token=used', session: null });
    expect(await screen.findByText('Nothing was cancelled')).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.emailChangeInvalid)).toBeInTheDocument();
  });

  it('says so when the link lost its token', async () => {
    const api = mockApi({});
    renderPage(<CancelEmailChangePage />, { path: '/cancel-email-change', session: null });
    expect(await screen.findByText('Nothing was cancelled')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/email-change-cancellations')).toHaveLength(0);
  });
});
