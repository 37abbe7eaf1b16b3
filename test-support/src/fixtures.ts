import type { User } from '@benchlink/api/contracts';

/**
 * A signed-in user without a company, with `overrides` applied.
 * @example renderPage(<ProfilePage />, { path: '/company/profile', session: testUser({ companyId: 5 }) })
 */
export const testUser = (overrides: Partial<User> = {}): User => ({
  id: 7,
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  isAdmin: false,
  ...overrides,
});
