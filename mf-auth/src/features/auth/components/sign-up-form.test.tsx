import { PASSWORD_TOO_COMMON_MESSAGE } from '@benchlink/contracts/auth';
import { apiError, mockApi, testUser } from '@benchlink/test-support';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_TITLE_EVENT, type PageTitleDetail } from '@benchlink/domain-ui';
import { renderAuthForm, visitorApi } from '../../../testing/auth-pages';
import { AUTH_MODE_TITLES } from '../utils/auth-mode';

afterEach(() => vi.unstubAllGlobals());

const field = (label: RegExp) => screen.getByLabelText(label);
const registerButton = () => screen.getByRole('button', { name: 'Register' });

const valid = {
  firstName: 'Jane',
  lastName: 'Doe',
  username: 'jdoe',
  email: 'Jane@Example.com',
  password: 'secret-password',
};

type Session = Awaited<ReturnType<typeof renderAuthForm>>;

async function fillValid(user: Session['user']) {
  await user.type(field(/^First name/), valid.firstName);
  await user.type(field(/^Last name/), valid.lastName);
  await user.type(field(/^Username/), valid.username);
  await user.type(field(/^E-mail/), valid.email);
  await user.type(field(/^Password/), valid.password);
  await user.type(field(/^Repeat password/), valid.password);
}

describe('sign-up', () => {
  it('shows sign-up for /?action=signup', async () => {
    mockApi(visitorApi);
    await renderAuthForm('/?action=signup');
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
  });

  it('titles the tab "Sign up" on sign-up (/?action=signup), and "Sign in" back on sign-in', async () => {
    const titles: Array<string | undefined> = [];
    const onTitle = (event: Event) => titles.push((event as CustomEvent<PageTitleDetail>).detail.title);
    window.addEventListener(PAGE_TITLE_EVENT, onTitle);
    try {
      mockApi(visitorApi);
      const { user } = await renderAuthForm('/?action=signup');
      expect(titles.at(-1)).toBe('Sign up');
      await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
      await waitFor(() => expect(titles.at(-1)).toBe('Sign in'));
    } finally {
      window.removeEventListener(PAGE_TITLE_EVENT, onTitle);
    }
    expect(AUTH_MODE_TITLES.signUp).toBe('Sign up');
  });

  it('shows sign-up at /signup', async () => {
    mockApi(visitorApi);
    await renderAuthForm('/signup');
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/');
  });

  it('shows no error on the untouched form, then checks each field once it is left', async () => {
    mockApi(visitorApi);
    const { user } = await renderAuthForm('/signup');
    expect(screen.queryByText(/ is required$/)).not.toBeInTheDocument();

    await user.type(field(/^Username/), 'ab');
    expect(screen.queryByText('Username must be at least 3 characters')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    await user.type(field(/^Username/), 'c');
    await waitFor(() => expect(screen.queryByText('Username must be at least 3 characters')).not.toBeInTheDocument());

    await user.type(field(/^E-mail/), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('E-mail must be a valid email')).toBeInTheDocument();

    await user.type(field(/^Password/), 'abc');
    await user.tab();
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();

    await user.type(field(/^Repeat password/), 'different');
    await user.tab();
    expect(await screen.findByText('passwords do not match')).toBeInTheDocument();

    await user.type(field(/^First name/), 'x'.repeat(41));
    await user.tab();
    expect(await screen.findByText('First name must not exceed 40 characters')).toBeInTheDocument();
    expect(registerButton()).toBeEnabled();
  });

  it('re-checks the repeated password when the first one changes', async () => {
    mockApi(visitorApi);
    const { user } = await renderAuthForm('/signup');
    await user.type(field(/^Password/), 'secret-passwor');
    await user.type(field(/^Repeat password/), 'secret-password');
    await user.tab();
    expect(await screen.findByText('passwords do not match')).toBeInTheDocument();
    await user.type(field(/^Password/), 'd');
    await waitFor(() => expect(screen.queryByText('passwords do not match')).not.toBeInTheDocument());
  });

  it('keeps Register enabled: pressed on the empty form, it shows every error and focuses the first field', async () => {
    const api = mockApi(visitorApi);
    const { user } = await renderAuthForm('/signup');
    expect(registerButton()).toBeEnabled();

    await user.click(registerButton());
    expect(await screen.findAllByText(/ is required$/)).toHaveLength(6);
    expect(registerButton()).toBeEnabled();
    await waitFor(() => expect(field(/^First name/)).toHaveFocus());

    await fillValid(user);
    await user.clear(field(/^Username/));
    await user.click(registerButton());
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    await waitFor(() => expect(field(/^Username/)).toHaveFocus());
    expect(api.callsTo('POST /api/auth/register')).toHaveLength(0);
  });

  it('shows every error on Enter and sends nothing', async () => {
    const api = mockApi(visitorApi);
    const { user } = await renderAuthForm('/signup');
    await user.type(field(/^Username/), 'ab{Enter}');
    expect(await screen.findAllByText(/ is required$/)).toHaveLength(5);
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/register')).toHaveLength(0);
  });

  it("shows the server's field errors on their fields", async () => {
    mockApi({
      ...visitorApi,
      'POST /api/auth/register': apiError(409, 'Username is already taken', {
        fields: { username: 'Username is already taken', email: 'Email is already registered' },
      }),
    });
    const { user } = await renderAuthForm('/signup');
    await fillValid(user);
    await user.click(registerButton());

    expect(await screen.findByText('Username is already taken')).toBeInTheDocument();
    expect(screen.getByText('Email is already registered')).toBeInTheDocument();
    expect(field(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(registerButton()).toBeEnabled();

    await user.type(field(/^Username/), '2');
    await waitFor(() => expect(screen.queryByText('Username is already taken')).not.toBeInTheDocument());
  });

  it("shows the server's refusal of a common password on the password field", async () => {
    mockApi({
      ...visitorApi,
      'POST /api/auth/register': apiError(400, PASSWORD_TOO_COMMON_MESSAGE, {
        fields: { password: PASSWORD_TOO_COMMON_MESSAGE },
      }),
    });
    const { user } = await renderAuthForm('/signup');
    await fillValid(user);
    await user.click(registerButton());

    expect(await screen.findByText(PASSWORD_TOO_COMMON_MESSAGE)).toBeInTheDocument();
    expect(field(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('registers, then asks to verify the e-mail on sign-in', async () => {
    const api = mockApi({ ...visitorApi, 'POST /api/auth/register': { status: 201, body: testUser() } });
    const { user, currentUrl } = await renderAuthForm('/signup');
    await fillValid(user);
    await user.click(registerButton());

    expect(await screen.findByText('Verify your email')).toBeInTheDocument();
    expect(screen.getByText('jane@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/?verifyEmail=jane%40example.com');
    expect(api.callsTo('POST /api/auth/register')[0]?.body).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      username: 'jdoe',
      email: 'jane@example.com',
      password: valid.password,
      repeatedPassword: valid.password,
    });
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });
});
