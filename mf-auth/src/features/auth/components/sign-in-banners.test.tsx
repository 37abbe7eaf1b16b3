import { apiError, mockApi } from '@benchlink/test-support';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAuth, visitorApi } from '../../../testing/auth-pages';

/** Matches the visible countdown sentence, which spans several elements. */
const countdownText = (sentence: string) => (_: string, element: Element | null) =>
  element?.getAttribute('aria-hidden') === 'true' && element.textContent === sentence;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sign-in banners', () => {
  it.each([
    ['/?confirmEmail=true', 'Email confirmed', 'You can now login using your email and password.'],
    ['/?sessionExpired=true', 'Session expired', 'Please sign in again.'],
    ['/?passwordChanged=true', 'Password changed', 'You can now sign in with your new password.'],
    ['/?recoveryEmailSent=true', 'Check your email', /we have sent a password recovery e-mail/],
    ['/?confirmEmail=false&reason=invalid', 'E-mail not confirmed', /invalid or has already been used/],
    ['/?oauthError=true', 'Sign-in failed', /third-party sign-in did not complete/],
    [
      '/?companyEmailVerified=true&returnTo=%2Fcompany%2Fprofile',
      'Company e-mail verified',
      /company e-mail address is confirmed. Sign in to open/,
    ],
    ['/?companyEmailVerified=false', 'Company e-mail not verified', /invalid or has already been used/],
  ])('%s shows "%s"', (url, title, text) => {
    mockApi(visitorApi);
    renderAuth(url);
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows no banner without a flag', () => {
    mockApi(visitorApi);
    renderAuth('/');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /./ })).not.toBeInTheDocument();
  });

  it('asks to sign in again at /signup?sessionExpired=true', () => {
    mockApi(visitorApi);
    renderAuth('/signup?sessionExpired=true');
    expect(screen.getByText('Session expired')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('closes a banner and drops its flag from the URL', async () => {
    mockApi(visitorApi);
    const { user, currentUrl } = renderAuth('/?passwordChanged=true');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Password changed')).not.toBeInTheDocument();
    expect(currentUrl()).toBe('/');
  });

  it('asks to verify the e-mail after registration, with a resend link', () => {
    mockApi(visitorApi);
    renderAuth('/?verifyEmail=jane%40example.com');
    expect(screen.getByText('Verify your email')).toBeInTheDocument();
    expect(screen.getByText('jane@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('resends the confirmation and counts down the cooldown before the next resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({
      ...visitorApi,
      'GET /api/auth/register/resend-confirmation': { body: { message: 'sent', retryAfter: 90 } },
    });
    const { user } = renderAuth('/?verifyEmail=jane%40example.com', { advanceTimers: vi.advanceTimersByTime });

    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(
      await screen.findByText(countdownText('Confirmation resent. You can resend again in 1:30')),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
    expect(api.callsTo('GET /api/auth/register/resend-confirmation')[0]?.query.get('email')).toBe('jane@example.com');

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText(countdownText('Confirmation resent. You can resend again in 1:29'))).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText(countdownText('Confirmation resent. You can resend again in 0:29'))).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(screen.queryByText(/You can resend again in/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it("counts down the server's seconds when a resend comes too early", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      ...visitorApi,
      'GET /api/auth/register/resend-confirmation': apiError(
        429,
        'Please wait 42 seconds before requesting another confirmation email.',
        { retryAfter: 42 },
      ),
    });
    const { user } = renderAuth('/?verifyEmail=jane%40example.com', { advanceTimers: vi.advanceTimersByTime });

    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(
      await screen.findByText(countdownText('A confirmation e-mail was sent recently. You can resend again in 0:42')),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(42_000));
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('shows why a resend failed', async () => {
    mockApi({
      ...visitorApi,
      'GET /api/auth/register/resend-confirmation': apiError(409, 'This email is already confirmed'),
    });
    const { user } = renderAuth('/?verifyEmail=jane%40example.com');
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('This email is already confirmed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('requests a new link from an expired confirmation link', async () => {
    const api = mockApi({
      ...visitorApi,
      'GET /api/auth/register/resend-confirmation': { body: { message: 'sent', retryAfter: 90 } },
    });
    const { user, currentUrl } = renderAuth('/?confirmEmail=false&reason=expired');
    expect(screen.getByText(/This confirmation link has expired/)).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));

    expect(await screen.findByText('Verify your email')).toBeInTheDocument();
    expect(currentUrl()).toBe('/?verifyEmail=jane%40example.com');
    expect(api.callsTo('GET /api/auth/register/resend-confirmation')).toHaveLength(1);
  });
});
