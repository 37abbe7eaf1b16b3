import { mockApi, testUser } from '@benchlink/test-support';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAuth, renderAuthForm, visitorApi } from '../../../testing/auth-pages';

afterEach(() => vi.unstubAllGlobals());

const invitation = '/invitation?token=tok-1';
const returnTo = encodeURIComponent(invitation);

describe('a return path through sign-up (an invitation)', () => {
  it('is kept between the sign-in and sign-up forms', async () => {
    mockApi(visitorApi);
    const { user, currentUrl } = renderAuth(`/?returnTo=${returnTo}`);
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(currentUrl()).toBe(`/?action=signup&returnTo=${returnTo}`);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', `/?returnTo=${returnTo}`);
  });

  it('goes with the registration, so the confirmation link leads back, and stays on the verify banner', async () => {
    const api = mockApi({ ...visitorApi, 'POST /api/auth/register': { status: 201, body: testUser() } });
    const { user, currentUrl } = await renderAuthForm(`/?action=signup&returnTo=${returnTo}`);
    await user.type(screen.getByLabelText(/^First name/), 'Grace');
    await user.type(screen.getByLabelText(/^Last name/), 'Hopper');
    await user.type(screen.getByLabelText(/^Username/), 'grace');
    await user.type(screen.getByLabelText(/^E-mail/), 'grace@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-password');
    await user.type(screen.getByLabelText(/^Repeat password/), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await vi.waitFor(() => expect(currentUrl()).toBe(`/?verifyEmail=grace%40example.com&returnTo=${returnTo}`));
    expect(api.callsTo('POST /api/auth/register')[0]?.body).toMatchObject({ returnTo: invitation });
  });

  it('goes with a resent confirmation from the verify banner', async () => {
    const api = mockApi({
      ...visitorApi,
      'GET /api/auth/register/resend-confirmation': { body: { message: 'sent', retryAfter: 90 } },
    });
    const { user } = renderAuth(`/?verifyEmail=grace%40example.com&returnTo=${returnTo}`);
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    await vi.waitFor(() => expect(api.callsTo('GET /api/auth/register/resend-confirmation')).toHaveLength(1));
    const query = api.callsTo('GET /api/auth/register/resend-confirmation')[0]!.query;
    expect([query.get('email'), query.get('returnTo')]).toEqual(['grace@example.com', invitation]);
  });

  it('ignores a return path to another site', async () => {
    mockApi(visitorApi);
    renderAuth(`/?action=signup&returnTo=${encodeURIComponent('//evil.example')}`);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/');
  });
});
