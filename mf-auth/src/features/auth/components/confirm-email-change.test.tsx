import { apiError, mockApi, renderPage, testUser } from '@benchlink/test-support';
import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ConfirmEmailChangePage from '../../../pages/confirm-email-change-page';

afterEach(() => vi.unstubAllGlobals());

describe('the e-mail change link', () => {
  it('confirms the new address once on arrival and says which it is now', async () => {
    const api = mockApi({
      'POST /api/user/email-changes': {
        body: { message: 'Your e-mail address has been changed.', email: 'new@example.com' },
      },
      'GET /api/user': { body: testUser({ email: 'new@example.com' }) },
    });
    renderPage(
      <StrictMode>
        <ConfirmEmailChangePage />
      </StrictMode>,
      { path: '/confirm-email-change?token=tok-1' },
    );
    expect(await screen.findByText('E-mail changed')).toBeInTheDocument();
    expect(screen.getByText('new@example.com').parentElement).toHaveTextContent(
      'Your account’s e-mail address is now new@example.com. Sign in with it from now on.',
    );
    expect(api.callsTo('POST /api/user/email-changes')).toHaveLength(1);
    expect(api.callsTo('POST /api/user/email-changes')[0]?.body).toEqual({ token: 'tok-1' });
    expect(screen.getByRole('link', { name: 'Open your account settings' })).toHaveAttribute('href', '/account');
  });

  it('says why a used or expired link changed nothing, and leads a visitor to sign in', async () => {
    mockApi({ 'POST /api/user/email-changes': apiError(400, 'This link is invalid or has already been used.') });
    renderPage(<ConfirmEmailChangePage />, { path: '/confirm-email-change?token=used', session: null });
    expect(await screen.findByText('The e-mail was not changed')).toBeInTheDocument();
    expect(screen.getByText('This link is invalid or has already been used.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/');
  });
});
