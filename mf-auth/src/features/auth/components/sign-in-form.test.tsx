import { getSession } from '@benchlink/api-client';
import { apiError, mockApi, testUser } from '@benchlink/test-support';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAuth, visitorApi } from '../../../testing/auth-pages';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Matches the element whose whole text is `sentence` (the countdown is split over several elements). */
const countdownText = (sentence: string) => (_: string, element: Element | null) =>
  element?.getAttribute('aria-hidden') === 'true' && element.textContent === sentence;

const unconfirmed = apiError(401, 'Please confirm your email before signing in.');

describe('sign-in', () => {
  it('shows the landing text beside the form', async () => {
    mockApi(visitorApi);
    renderAuth('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Benchlink' })).toBeInTheDocument();
    expect(screen.getByText('Share potential project opportunities and bench with others.')).toBeInTheDocument();
    expect(screen.getByText('Pass on a project you cannot take and earn a referral bonus.')).toBeInTheDocument();
    expect(screen.getByText('Receive work matching the company tech stack and interests.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in' })).toBeInTheDocument();
  });

  it('requires both fields and sends nothing while one is empty', async () => {
    const api = mockApi(visitorApi);
    const { user } = renderAuth('/');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username or e-mail is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username or e-mail/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText(/Username or e-mail/), 'jdoe');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByText('Username or e-mail is required')).not.toBeInTheDocument());
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it('shows no error until a field is left, then follows its value; a submit focuses the first field in error', async () => {
    mockApi(visitorApi);
    const { user } = renderAuth('/');
    const login = screen.getByLabelText(/Username or e-mail/);
    const password = screen.getByLabelText(/^Password/);
    await user.click(login);
    expect(screen.queryByText('Username or e-mail is required')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Username or e-mail is required')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();

    await user.type(login, 'j');
    await waitFor(() => expect(screen.queryByText('Username or e-mail is required')).not.toBeInTheDocument());
    await user.clear(login);
    expect(await screen.findByText('Username or e-mail is required')).toBeInTheDocument();

    await user.type(password, 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(login).toHaveFocus());
    expect(login).toHaveAttribute('aria-invalid', 'true');
  });

  it("puts the server's field messages on their fields, the first focused", async () => {
    const api = mockApi({
      ...visitorApi,
      'POST /api/auth/login': apiError(400, 'Invalid input', {
        fields: { password: 'must not exceed 100 characters' },
      }),
    });
    const { user } = renderAuth('/');
    await user.type(screen.getByLabelText(/Username or e-mail/), '  jdoe  ');
    await user.type(screen.getByLabelText(/^Password/), 'secret{Enter}');
    expect(await screen.findByText('Password must not exceed 100 characters')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveFocus());
    // Sent as the contract's rules read it: the username or e-mail trimmed.
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({ usernameOrEmail: 'jdoe', password: 'secret' });
  });

  it('submits with Enter, puts the answered user into the session and lands on the company profile', async () => {
    const jane = testUser({ username: 'jdoe', firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' });
    const api = mockApi({ ...visitorApi, 'POST /api/auth/login': { body: jane } });
    const { user, currentUrl } = renderAuth('/');

    await user.type(screen.getByLabelText(/Username or e-mail/), 'jdoe');
    await user.type(screen.getByLabelText(/^Password/), 'secret-password{Enter}');

    expect(await screen.findByRole('heading', { name: 'Company Profile' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/company/profile');
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      usernameOrEmail: 'jdoe',
      password: 'secret-password',
    });
    expect(getSession()).toEqual(jane);
    expect(api.callsTo('GET /api/user')).toHaveLength(0);
  });

  it("shows the server's message when the credentials are wrong, without the session-expired redirect", async () => {
    mockApi({ ...visitorApi, 'POST /api/auth/login': apiError(401, 'Invalid username/email or password.') });
    const { user, currentUrl, onUnauthorized } = renderAuth('/');
    await user.type(screen.getByLabelText(/Username or e-mail/), 'jdoe');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Invalid username/email or password.')).toBeInTheDocument();
    expect(currentUrl()).toBe('/');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('shows the rate-limit message of a 429', async () => {
    mockApi({
      ...visitorApi,
      'POST /api/auth/login': apiError(429, 'Too many sign-in attempts. Try again in a minute.'),
    });
    const { user } = renderAuth('/');
    await user.type(screen.getByLabelText(/Username or e-mail/), 'jdoe');
    await user.type(screen.getByLabelText(/^Password/), 'whatever{Enter}');
    expect(await screen.findByText('Too many sign-in attempts. Try again in a minute.')).toBeInTheDocument();
  });

  it('offers the third-party sign-in only when the server has one', async () => {
    mockApi({ ...visitorApi, 'GET /api/auth/providers': { body: { oidc: true, oidcLabel: 'Google' } } });
    renderAuth('/');
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
  });

  it('hides the third-party sign-in when none is configured', async () => {
    const api = mockApi(visitorApi);
    renderAuth('/');
    await waitFor(() => expect(api.callsTo('GET /api/auth/providers')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Sign in with/ })).not.toBeInTheDocument();
  });

  it('lands the administrator on the approval queue', async () => {
    const admin = testUser({ username: 'admin', isAdmin: true });
    mockApi({ ...visitorApi, 'POST /api/auth/login': { body: admin } });
    const { user, currentUrl } = renderAuth('/');
    await user.type(screen.getByLabelText(/Username or e-mail/), 'admin');
    await user.type(screen.getByLabelText(/^Password/), 'secret-password{Enter}');
    expect(await screen.findByRole('heading', { name: 'Approve companies' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/admin/approve-companies');
  });

  it('returns to the page the visitor was headed to (a deep link kept in returnTo)', async () => {
    mockApi({ ...visitorApi, 'POST /api/auth/login': { body: testUser({ companyId: 3 }) } });
    const { user, currentUrl } = renderAuth(`/?returnTo=${encodeURIComponent('/company/1')}`);
    await user.type(screen.getByLabelText(/Username or e-mail/), 'jdoe');
    await user.type(screen.getByLabelText(/^Password/), 'secret-password{Enter}');
    expect(await screen.findByRole('heading', { name: 'Public company view' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/company/1');
  });

  it('ignores a return target on another origin and lands on the profile', async () => {
    mockApi({ ...visitorApi, 'POST /api/auth/login': { body: testUser({ companyId: 3 }) } });
    const { user, currentUrl } = renderAuth(`/?returnTo=${encodeURIComponent('//evil.example/phish')}`);
    await user.type(screen.getByLabelText(/Username or e-mail/), 'jdoe');
    await user.type(screen.getByLabelText(/^Password/), 'secret-password{Enter}');
    expect(await screen.findByRole('heading', { name: 'Company Profile' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/company/profile');
  });

  it('offers to resend the confirmation to the e-mail signed in with, with the 90 s cooldown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({
      ...visitorApi,
      'POST /api/auth/login': unconfirmed,
      'GET /api/auth/register/resend-confirmation': { body: { message: 'sent', retryAfter: 90 } },
    });
    const { user } = renderAuth('/', { advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByLabelText(/Username or e-mail/), 'jane@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-password{Enter}');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please confirm your email before signing in.');
    await user.click(await within(alert).findByRole('button', { name: 'Resend confirmation e-mail' }));
    expect(
      await screen.findByText(countdownText('Confirmation resent. You can resend again in 1:30')),
    ).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Resend confirmation e-mail' })).toBeDisabled();
    expect(api.callsTo('GET /api/auth/register/resend-confirmation')[0]?.query.get('email')).toBe('jane@example.com');
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(within(alert).getByRole('button', { name: 'Resend confirmation e-mail' })).toBeEnabled();
  });

  it('asks for the e-mail when the unconfirmed account signed in with its username', async () => {
    const api = mockApi({
      ...visitorApi,
      'POST /api/auth/login': unconfirmed,
      'GET /api/auth/register/resend-confirmation': { body: { message: 'sent', retryAfter: 90 } },
    });
    const { user } = renderAuth('/');
    await user.type(screen.getByLabelText(/Username or e-mail/), 'jdoe');
    await user.type(screen.getByLabelText(/^Password/), 'secret-password{Enter}');

    const alert = await screen.findByRole('alert');
    await user.click(await within(alert).findByRole('button', { name: 'Resend confirmation e-mail' }));
    expect(await within(alert).findByText('E-mail is required')).toBeInTheDocument();
    await user.type(within(alert).getByLabelText('E-mail of your account'), 'Jane@Example.com{Enter}');
    expect(
      await screen.findByText(countdownText('Confirmation resent. You can resend again in 1:30')),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /api/auth/register/resend-confirmation')[0]?.query.get('email')).toBe('jane@example.com');
    expect(api.callsTo('POST /api/auth/login')).toHaveLength(1);
  });

  it('links to sign-up and password reset', async () => {
    mockApi(visitorApi);
    const { user } = renderAuth('/');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
  });
});
