import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { APPLICATION_MAIL_CHOICES } from '@benchlink/contracts/companies';
import { companyTypes, domains, skills } from './reference';

const now = sql`(unixepoch('subsec') * 1000)`;

export const companies = sqliteTable(
  'companies',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    name: text().notNull(),
    email: text().notNull(),
    companyTypeId: integer()
      .notNull()
      .references(() => companyTypes.id),
    domainId: integer().references(() => domains.id),
    website: text(),
    linkedIn: text(),
    description: text(),
    emailVerification: text({ enum: ['PENDING', 'VERIFIED'] })
      .notNull()
      .default('PENDING'),
    approved: integer({ mode: 'boolean' }).notNull().default(false),
    /** Storage keys and versions of the logo and banner; the version busts browser caches. */
    imageKey: text(),
    imageType: text(),
    imageVersion: integer(),
    bannerKey: text(),
    bannerType: text(),
    bannerVersion: integer(),
    /** How its members hear of a received application: a mail each, one a day, or only the bell. */
    applicationMail: text({ enum: APPLICATION_MAIL_CHOICES }).notNull().default('INSTANT'),
    /** When the administrator last approved or refused it: the order of the admin's history. */
    decidedAt: integer({ mode: 'timestamp_ms' }),
    /** Set when the administrator refused it (it then leaves the queue); saving the profile again clears both. */
    refusedAt: integer({ mode: 'timestamp_ms' }),
    refusalReason: text(),
    createdAt: integer({ mode: 'timestamp_ms' })
      .notNull()
      .default(now)
      .$defaultFn(() => new Date()),
    updatedAt: integer({ mode: 'timestamp_ms' })
      .notNull()
      .default(now)
      .$defaultFn(() => new Date()),
  },
  (table) => [
    uniqueIndex('companies_name_unique').on(sql`lower(${table.name})`),
    index('companies_approved_idx').on(table.approved),
  ],
);

export const companySkills = sqliteTable(
  'company_skills',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    skillId: integer()
      .notNull()
      .references(() => skills.id),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.skillId] })],
);

/** Single-use links that verify a company's e-mail address. */
export const companyEmailTokens = sqliteTable('company_email_tokens', {
  id: integer().primaryKey({ autoIncrement: true }),
  companyId: integer()
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  email: text().notNull(),
  tokenHash: text().notNull().unique(),
  createdAt: integer({ mode: 'timestamp_ms' })
    .notNull()
    .default(now)
    .$defaultFn(() => new Date()),
  expiresAt: integer({ mode: 'timestamp_ms' }).notNull(),
  usedAt: integer({ mode: 'timestamp_ms' }),
});
