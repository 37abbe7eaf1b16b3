import { PASSWORD_CONTAINS_NAME_MESSAGE } from '@benchlink/contracts/auth';
import { apiError, mockApi } from '@benchlink/test-support';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAuthForm, visitorApi } from '../../../testing/auth-pages';

afterEach(() => vi.unstubAllGlobals());

describe('password reset', () => {
  it('needs an e-mail and sends nothing without one', async () => {
    const api = mockApi(visitorApi);
    const { user } = await renderAuthForm('/?action=forgottenPassword');
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('E-mail is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^E-mail/), 'nope');
    expect(await screen.findByText('E-mail must be a valid email')).toBeInTheDocument();
    expect(api.callsTo('GET /api/auth/password-recovery')).toHaveLength(0);
  });

  it("requests the link and shows 'Check your email' on sign-in", async () => {
    const api = mockApi({ ...visitorApi, 'GET /api/auth/password-recovery': { body: { message: 'sent' } } });
    const { user, currentUrl } = await renderAuthForm('/?action=forgottenPassword');
    await user.type(screen.getByLabelText(/^E-mail/), 'Jane@Example.com{Enter}');

    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/?recoveryEmailSent=true');
    expect(api.callsTo('GET /api/auth/password-recovery')[0]?.query.get('email')).toBe('jane@example.com');
  });
});

describe('set new password', () => {
  const url = '/?action=forgottenPassword&token=reset-token';

  it('shows set-new-password when the link carries a token', async () => {
    mockApi(visitorApi);
    await renderAuthForm(url);
    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
  });

  it('needs both password fields to match', async () => {
    const api = mockApi(visitorApi);
    const { user } = await renderAuthForm(url);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Repeat new password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), 'new-secret');
    await user.type(screen.getByLabelText(/^Repeat new password/), 'new-secrex');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/set-new-password')).toHaveLength(0);
  });

  it("sends the token and lands on sign-in with 'Password changed'", async () => {
    const api = mockApi({ ...visitorApi, 'POST /api/auth/set-new-password': { body: { message: 'changed' } } });
    const { user, currentUrl } = await renderAuthForm(url);
    await user.type(screen.getByLabelText(/^New password/), 'new-secret');
    await user.type(screen.getByLabelText(/^Repeat new password/), 'new-secret{Enter}');

    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(currentUrl()).toBe('/?passwordChanged=true');
    expect(api.callsTo('POST /api/auth/set-new-password')[0]?.body).toEqual({
      token: 'reset-token',
      newPassword: 'new-secret',
      repeatPassword: 'new-secret',
    });
  });

  it("shows the server's message for a used or expired link", async () => {
    mockApi({
      ...visitorApi,
      'POST /api/auth/set-new-password': apiError(
        400,
        'This password reset link has expired. Please request a new one.',
        {
          fields: { token: 'This password reset link has expired. Please request a new one.' },
        },
      ),
    });
    const { user } = await renderAuthForm(url);
    await user.type(screen.getByLabelText(/^New password/), 'new-secret');
    await user.type(screen.getByLabelText(/^Repeat new password/), 'new-secret{Enter}');

    expect(await screen.findByText(/This password reset link has expired/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/?action=forgottenPassword',
    );
  });

  it("shows the server's refusal of the new password on its field", async () => {
    mockApi({
      ...visitorApi,
      'POST /api/auth/set-new-password': apiError(400, PASSWORD_CONTAINS_NAME_MESSAGE, {
        fields: { newPassword: PASSWORD_CONTAINS_NAME_MESSAGE },
      }),
    });
    const { user } = await renderAuthForm(url);
    await user.type(screen.getByLabelText(/^New password/), 'jane-secret');
    await user.type(screen.getByLabelText(/^Repeat new password/), 'jane-secret{Enter}');

    expect(await screen.findByText(PASSWORD_CONTAINS_NAME_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Could not change the password')).not.toBeInTheDocument();
  });

  it('refuses a used or expired link as the page opens, before anything is typed', async () => {
    const reason = 'This password reset link is invalid or has already been used.';
    const api = mockApi({
      ...visitorApi,
      'GET /api/auth/password-reset/check': apiError(400, reason, { fields: { token: reason } }),
    });
    await renderAuthForm(url);
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/?action=forgottenPassword',
    );
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/auth/password-reset/check')[0]?.query.get('token')).toBe('reset-token');
  });

  it('keeps the form for a link the server accepts', async () => {
    const api = mockApi({ ...visitorApi, 'GET /api/auth/password-reset/check': { body: { message: 'ok' } } });
    await renderAuthForm(url);
    await waitFor(() => expect(api.callsTo('GET /api/auth/password-reset/check')).toHaveLength(1));
    expect(screen.getByLabelText(/^New password/)).toBeInTheDocument();
    expect(screen.queryByText('Request a new link')).not.toBeInTheDocument();
  });
});
