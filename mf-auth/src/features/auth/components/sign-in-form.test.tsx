import { apiError, mockApi, testUser } from '@benchlink/test-support';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAuth, visitorApi } from '../../../testing/auth-pages';

afterEach(() => vi.unstubAllGlobals());

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
    expect(await screen.findAllByText('is required')).toHaveLength(2);
    expect(screen.getByLabelText(/Username or email/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText(/Username or email/), 'jdoe');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('is required')).toHaveLength(1);
    expect(api.callsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it('submits with Enter, puts the answered user into the session and lands on the company profile', async () => {
    const jane = testUser({ username: 'jdoe', firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' });
    const api = mockApi({ ...visitorApi, 'POST /api/auth/login': { body: jane } });
    const { user, currentUrl, queryClient } = renderAuth('/');

    await user.type(screen.getByLabelText(/Username or email/), 'jdoe');
    await user.type(screen.getByLabelText(/^Password/), 'secret-password{Enter}');

    expect(await screen.findByRole('heading', { name: 'Company Profile' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/company/profile');
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({ usernameOrEmail: 'jdoe', password: 'secret-password' });
    await waitFor(() => expect(queryClient.getQueryData(['session'])).toEqual(jane));
    expect(api.callsTo('GET /api/user')).toHaveLength(0);
  });

  it("shows the server's message when the credentials are wrong, without the session-expired redirect", async () => {
    mockApi({ ...visitorApi, 'POST /api/auth/login': apiError(401, 'Invalid username/email or password.') });
    const { user, currentUrl, onUnauthorized } = renderAuth('/');
    await user.type(screen.getByLabelText(/Username or email/), 'jdoe');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Invalid username/email or password.')).toBeInTheDocument();
    expect(currentUrl()).toBe('/');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('shows the rate-limit message of a 429', async () => {
    mockApi({ ...visitorApi, 'POST /api/auth/login': apiError(429, 'Too many sign-in attempts. Try again in a minute.') });
    const { user } = renderAuth('/');
    await user.type(screen.getByLabelText(/Username or email/), 'jdoe');
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
