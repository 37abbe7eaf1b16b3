import { mockApi, testUser } from '@benchlink/test-support';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAuth, visitorApi } from '../../../testing/auth-pages';

const demo = {
  password: 'benchlink-demo',
  accounts: [
    { username: 'maria.petrova', description: 'Owner at Nordlight Software' },
    { username: 'ivan.georgiev', description: 'Member at Nordlight Software' },
  ],
};

describe('demo accounts on the sign-in page', () => {
  it('offers nothing on a server without the demo', async () => {
    const api = mockApi(visitorApi);
    renderAuth('/');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await vi.waitFor(() => expect(api.callsTo('GET /api/auth/demo-accounts')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Demo accounts' })).not.toBeInTheDocument();
  });

  it('lists the demo accounts with the password, and signs in with one press', async () => {
    const maria = testUser({ username: 'maria.petrova', companyId: 1 });
    const api = mockApi({
      ...visitorApi,
      'GET /api/auth/demo-accounts': { body: demo },
      'POST /api/auth/login': { body: maria },
    });
    const { user, currentUrl } = renderAuth('/');
    const offer = await screen.findByRole('region', { name: 'Demo accounts' });
    expect(offer).toHaveTextContent('benchlink-demo');
    expect(offer).toHaveTextContent('Owner at Nordlight Software');
    await user.click(screen.getByRole('button', { name: 'Sign in as maria.petrova' }));
    expect(await screen.findByRole('heading', { name: 'Company Profile' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      usernameOrEmail: 'maria.petrova',
      password: 'benchlink-demo',
    });
    expect(currentUrl()).toBe('/company/profile');
  });
});
