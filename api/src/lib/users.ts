import { ADMIN_USERNAME, type User } from '@benchlink/contracts/auth';
import type { CompanyRole } from '@benchlink/contracts/enums';
import type { users } from '../db/schema/users';

export const isAdminUsername = (username: string) => username.toLowerCase() === ADMIN_USERNAME;

export type UserRow = typeof users.$inferSelect;

/** The signed-in user as the request handlers see it (`c.var.user`). */
export type SessionUser = {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  companyId: number | null;
  companyRole: CompanyRole | null;
  isAdmin: boolean;
};

/** Who is looking: what decides which companies, projects and fields a request may see. */
export type Viewer = Pick<SessionUser, 'companyId' | 'isAdmin'>;

/** What a session reads of its user. */
export const SESSION_USER_COLUMNS = [
  'id',
  'username',
  'firstName',
  'lastName',
  'email',
  'companyId',
  'companyRole',
] as const;

export function toSessionUser(row: Pick<UserRow, (typeof SESSION_USER_COLUMNS)[number]>): SessionUser {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    companyId: row.companyId,
    companyRole: row.companyId !== null ? (row.companyRole ?? 'MEMBER') : null,
    isAdmin: isAdminUsername(row.username),
  };
}

/** The API's user shape: `companyId` is omitted until the user has a company. */
export function toUser(user: UserRow | SessionUser): User {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    ...(user.companyId !== null ? { companyId: user.companyId, companyRole: user.companyRole ?? 'MEMBER' } : {}),
    isAdmin: isAdminUsername(user.username),
  };
}
