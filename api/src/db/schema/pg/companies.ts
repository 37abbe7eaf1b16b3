import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { APPLICATION_MAIL_CHOICES } from '@benchlink/contracts/companies';
import { companyTypes, domains, skills } from './reference';

export const companies = pgTable(
  'companies',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
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
    approved: boolean().notNull().default(false),
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
    decidedAt: timestamp({ withTimezone: true, precision: 3 }),
    /** Set when the administrator refused it (it then leaves the queue); saving the profile again clears both. */
    refusedAt: timestamp({ withTimezone: true, precision: 3 }),
    refusalReason: text(),
    createdAt: timestamp({ withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    updatedAt: timestamp({ withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
  },
  (table) => [
    uniqueIndex('companies_name_unique').on(sql`lower(${table.name})`),
    index('companies_approved_idx').on(table.approved),
  ],
);

export const companySkills = pgTable(
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
export const companyEmailTokens = pgTable('company_email_tokens', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer()
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  email: text().notNull(),
  tokenHash: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true, precision: 3 })
    .notNull()
    .defaultNow()
    .$defaultFn(() => new Date()),
  expiresAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
  usedAt: timestamp({ withTimezone: true, precision: 3 }),
});
