import { getSession } from '@benchlink/api-client';
import { ACCOUNT_MESSAGES } from '@benchlink/contracts/account';
import { PASSWORD_TOO_COMMON_MESSAGE } from '@benchlink/contracts/auth';
import { apiError, mockApi, renderPage, testUser } from '@benchlink/test-support';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AccountPage from '../../../pages/account-page';

afterEach(() => vi.unstubAllGlobals());

const session = testUser({ companyId: 5, companyRole: 'OWNER' });

describe('account settings', () => {
  it('saves the name and puts it in the session', async () => {
    const saved = { ...session, firstName: 'Augusta', lastName: 'King' };
    const api = mockApi({ 'PUT /api/user': { body: saved } });
    const { user } = renderPage(<AccountPage />, { path: '/account', session });
    const form = screen.getByRole('form', { name: 'Name' });
    const first = within(form).getByLabelText(/^First name/);
    expect(first).toHaveValue('Ada');
    await user.clear(first);
    await user.type(first, 'Augusta');
    await user.clear(within(form).getByLabelText(/^Last name/));
    await user.click(within(form).getByRole('button', { name: 'Save name' }));
    expect(await within(form).findByText('Last name is required')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/user')).toHaveLength(0);
    await user.type(within(form).getByLabelText(/^Last name/), 'King');
    await user.click(within(form).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Name saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/user')[0]?.body).toEqual({ firstName: 'Augusta', lastName: 'King' });
    expect(getSession()).toEqual(saved);
  });

  it('asks for a new e-mail with the current password and says the change waits for the mailed link', async () => {
    const api = mockApi({
      'POST /api/user/email': { body: { message: ACCOUNT_MESSAGES.emailChangeSent, email: 'augusta@example.com' } },
    });
    const { user } = renderPage(<AccountPage />, { path: '/account', session });
    const form = screen.getByRole('form', { name: 'E-mail' });
    expect(form).toHaveTextContent('Your account’s e-mail is ada@example.com');
    await user.type(within(form).getByLabelText(/^New e-mail/), 'Augusta@Example.com');
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(form).findByText(ACCOUNT_MESSAGES.currentPasswordMissing)).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/email')).toHaveLength(0);
    await user.type(within(form).getByLabelText(/^Current password/), 'old password');
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(form).findByText(/We sent a confirmation link to augusta@example.com/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/email')[0]?.body).toEqual({
      email: 'augusta@example.com',
      currentPassword: 'old password',
    });
    expect(within(form).getByLabelText(/^New e-mail/)).toHaveValue('');
    expect(within(form).getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('puts a refused password for the e-mail change on its field', async () => {
    mockApi({
      'POST /api/user/email': apiError(403, ACCOUNT_MESSAGES.wrongPassword, {
        fields: { currentPassword: ACCOUNT_MESSAGES.wrongPassword },
      }),
    });
    const { user } = renderPage(<AccountPage />, { path: '/account', session });
    const form = screen.getByRole('form', { name: 'E-mail' });
    await user.type(within(form).getByLabelText(/^New e-mail/), 'augusta@example.com');
    await user.type(within(form).getByLabelText(/^Current password/), 'not it');
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(form).findByText(ACCOUNT_MESSAGES.wrongPassword)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      ACCOUNT_MESSAGES.wrongPassword,
    );
    expect(within(form).getByLabelText(/^New e-mail/)).toHaveValue('augusta@example.com');
  });

  it('puts a refused current password on its field', async () => {
    const api = mockApi({
      'PUT /api/user/password': apiError(400, ACCOUNT_MESSAGES.wrongCurrentPassword, {
        fields: { currentPassword: ACCOUNT_MESSAGES.wrongCurrentPassword },
      }),
    });
    const { user } = renderPage(<AccountPage />, { path: '/account', session });
    const form = screen.getByRole('form', { name: 'Password' });
    await user.type(within(form).getByLabelText(/^Current password/), 'not it');
    await user.type(within(form).getByLabelText(/^New password/), 'brand new password');
    await user.type(within(form).getByLabelText(/^Repeat new password/), 'brand new pasword');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(/passwords do not match/)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/user/password')).toHaveLength(0);
    await user.clear(within(form).getByLabelText(/^Repeat new password/));
    await user.type(within(form).getByLabelText(/^Repeat new password/), 'brand new password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(ACCOUNT_MESSAGES.wrongCurrentPassword)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/user/password')[0]?.body).toEqual({
      currentPassword: 'not it',
      password: 'brand new password',
      repeatedPassword: 'brand new password',
    });
  });

  it("puts the server's refusal of the new password on its field", async () => {
    mockApi({
      'PUT /api/user/password': apiError(400, PASSWORD_TOO_COMMON_MESSAGE, {
        fields: { password: PASSWORD_TOO_COMMON_MESSAGE },
      }),
    });
    const { user } = renderPage(<AccountPage />, { path: '/account', session });
    const form = screen.getByRole('form', { name: 'Password' });
    await user.type(within(form).getByLabelText(/^Current password/), 'old password');
    await user.type(within(form).getByLabelText(/^New password/), 'password1');
    await user.type(within(form).getByLabelText(/^Repeat new password/), 'password1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(PASSWORD_TOO_COMMON_MESSAGE)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes the password and says the other sessions were signed out', async () => {
    mockApi({ 'PUT /api/user/password': { body: { message: ACCOUNT_MESSAGES.passwordChanged } } });
    const { user } = renderPage(<AccountPage />, { path: '/account', session });
    const form = screen.getByRole('form', { name: 'Password' });
    await user.type(within(form).getByLabelText(/^Current password/), 'old password');
    await user.type(within(form).getByLabelText(/^New password/), 'brand new password');
    await user.type(within(form).getByLabelText(/^Repeat new password/), 'brand new password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Current password/)).toHaveValue('');
  });
});
