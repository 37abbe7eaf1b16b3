import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { companyRoles } from '@benchlink/contracts/enums';
import { companies } from './companies';

const now = sql`(unixepoch('subsec') * 1000)`;

export const users = sqliteTable(
  'users',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    username: text().notNull(),
    /**
     * The username as it looks (lower case, NFKC, no combining marks, Unicode's confusable skeleton): unique, so
     * that no account can pass for another ('аdmin' with a Cyrillic a, 'ａｄｍｉｎ', 'admi\u0307n'). Recomputed for
     * every row at start (`refreshUsernameSkeletons`).
     */
    usernameSkeleton: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    /** scrypt hash; absent for accounts created through third-party sign-in. */
    passwordHash: text(),
    emailConfirmedAt: integer({ mode: 'timestamp_ms' }),
    companyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    /** What the user may do in their company: an owner also manages its members; null without a company. */
    companyRole: text({ enum: companyRoles }),
    /** Issuer and subject of the third-party identity linked to this account. */
    oidcIssuer: text(),
    oidcSubject: text(),
    createdAt: integer({ mode: 'timestamp_ms' })
      .notNull()
      .default(now)
      .$defaultFn(() => new Date()),
    lastLoginAt: integer({ mode: 'timestamp_ms' }),
  },
  (table) => [
    uniqueIndex('users_username_unique').on(sql`lower(${table.username})`),
    uniqueIndex('users_username_skeleton_unique').on(table.usernameSkeleton),
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_oidc_unique').on(table.oidcIssuer, table.oidcSubject),
    index('users_company_idx').on(table.companyId),
  ],
);

/** Server-side sessions: the cookie holds a random token, the table its SHA-256. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer({ mode: 'timestamp_ms' })
      .notNull()
      .default(now)
      .$defaultFn(() => new Date()),
    lastSeenAt: integer({ mode: 'timestamp_ms' })
      .notNull()
      .default(now)
      .$defaultFn(() => new Date()),
    expiresAt: integer({ mode: 'timestamp_ms' }).notNull(),
    userAgent: text(),
    ip: text(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Single-use, expiring tokens mailed to a user: e-mail confirmation and password reset. */
export const userTokens = sqliteTable(
  'user_tokens',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['confirm-email', 'reset-password', 'change-email', 'cancel-email-change'] }).notNull(),
    /**
     * For 'change-email': the new address, which takes effect when the link mailed to it is opened; for
     * 'cancel-email-change' (the link mailed to the old address): the address the cancelled change was going to.
     */
    email: text(),
    tokenHash: text().notNull().unique(),
    createdAt: integer({ mode: 'timestamp_ms' })
      .notNull()
      .default(now)
      .$defaultFn(() => new Date()),
    expiresAt: integer({ mode: 'timestamp_ms' }).notNull(),
    usedAt: integer({ mode: 'timestamp_ms' }),
  },
  (table) => [index('user_tokens_user_idx').on(table.userId, table.purpose)],
);

/**
 * An invitation to join a company, mailed to `email`: a single-use link (the table keeps its SHA-256) that lasts
 * 7 days. Whoever opens it signed in, with that address or not, joins the company as a member.
 */
export const companyInvitations = sqliteTable(
  'company_invitations',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text().notNull().unique(),
    createdAt: integer({ mode: 'timestamp_ms' })
      .notNull()
      .default(now)
      .$defaultFn(() => new Date()),
    expiresAt: integer({ mode: 'timestamp_ms' }).notNull(),
    acceptedAt: integer({ mode: 'timestamp_ms' }),
    acceptedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('company_invitations_company_idx').on(table.companyId, table.createdAt)],
);
