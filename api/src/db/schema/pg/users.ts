import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyRoles } from '@benchlink/contracts/enums';
import { companies } from './companies';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
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
    emailConfirmedAt: timestamp({ withTimezone: true, precision: 3 }),
    companyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    /** What the user may do in their company: an owner also manages its members; null without a company. */
    companyRole: text({ enum: companyRoles }),
    /** Issuer and subject of the third-party identity linked to this account. */
    oidcIssuer: text(),
    oidcSubject: text(),
    createdAt: timestamp({ withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    lastLoginAt: timestamp({ withTimezone: true, precision: 3 }),
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
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    lastSeenAt: timestamp({ withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    expiresAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    userAgent: text(),
    ip: text(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Single-use, expiring tokens mailed to a user: e-mail confirmation and password reset. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
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
    createdAt: timestamp({ withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    expiresAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    usedAt: timestamp({ withTimezone: true, precision: 3 }),
  },
  (table) => [index('user_tokens_user_idx').on(table.userId, table.purpose)],
);

/**
 * An invitation to join a company, mailed to `email`: a single-use link (the table keeps its SHA-256) that lasts
 * 7 days. Whoever opens it signed in, with that address or not, joins the company as a member.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    expiresAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    acceptedAt: timestamp({ withTimezone: true, precision: 3 }),
    acceptedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('company_invitations_company_idx').on(table.companyId, table.createdAt)],
);
