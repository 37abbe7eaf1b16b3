import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { partnerGroups } from './projects';
import { locations, roles, seniorities, skills, workModes } from './reference';

/** A company's talent between assignments. */
export const talents = pgTable(
  'talents',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The owner's name or reference for the talent; no other company reads it. */
    reference: text().notNull().default(''),
    active: boolean().notNull().default(true),
    description: text().notNull().default(''),
    roleId: integer()
      .notNull()
      .references(() => roles.id),
    seniorityId: integer()
      .notNull()
      .references(() => seniorities.id),
    /** Total experience: years × 12 + months. */
    totalMonths: integer().notNull(),
    /** Whole euros; no min means no rate. */
    minRate: integer(),
    maxRate: integer(),
    /** A calendar date, `YYYY-MM-DD`; none means available now. */
    availableFrom: text(),
    /** Set at creation and by each confirmation: other companies stop seeing a talent left unconfirmed. */
    availabilityConfirmedAt: timestamp({ withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    /** The stored CV offered when the talent applies: its storage key, type and size. */
    cvKey: text(),
    cvType: text(),
    cvSize: integer(),
    cvUploadedAt: timestamp({ withTimezone: true, precision: 3 }),
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
    index('talents_company_idx').on(table.companyId, table.createdAt),
    index('talents_active_rate_idx').on(table.active, table.minRate),
  ],
);

export const talentSkills = pgTable(
  'talent_skills',
  {
    talentId: integer()
      .notNull()
      .references(() => talents.id, { onDelete: 'cascade' }),
    skillId: integer()
      .notNull()
      .references(() => skills.id),
    months: integer().notNull(),
    sortOrder: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.talentId, table.skillId] }),
    index('talent_skills_skill_idx').on(table.skillId, table.talentId),
  ],
);

export const talentWorkModes = pgTable(
  'talent_work_modes',
  {
    talentId: integer()
      .notNull()
      .references(() => talents.id, { onDelete: 'cascade' }),
    workModeId: integer()
      .notNull()
      .references(() => workModes.id),
  },
  (table) => [primaryKey({ columns: [table.talentId, table.workModeId] })],
);

export const talentLocations = pgTable(
  'talent_locations',
  {
    talentId: integer()
      .notNull()
      .references(() => talents.id, { onDelete: 'cascade' }),
    locationId: integer()
      .notNull()
      .references(() => locations.id),
  },
  (table) => [primaryKey({ columns: [table.talentId, table.locationId] })],
);

/**
 * How a company shares its bench. No row means public (a new company starts public); a private bench is shared
 * with the groups in `benchSharingGroups` — when those are all deleted it stays private and shared with nobody.
 */
export const benchSettings = pgTable('bench_settings', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  isPublic: boolean().notNull(),
});

export const benchSharingGroups = pgTable(
  'bench_sharing_groups',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    groupId: integer()
      .notNull()
      .references(() => partnerGroups.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.groupId] }),
    index('bench_sharing_groups_group_idx').on(table.groupId),
  ],
);

/** Saved skill filters: they narrow browsing and, while enabled, drive e-mail alerts. */
export const companyFilters = pgTable(
  'company_filters',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    isEnabled: boolean().notNull().default(true),
    /** The skill-less 'Default' filter standing for the company's own skills. */
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
  },
  (table) => [index('company_filters_company_idx').on(table.companyId)],
);

export const filterSkills = pgTable(
  'filter_skills',
  {
    filterId: integer()
      .notNull()
      .references(() => companyFilters.id, { onDelete: 'cascade' }),
    skillId: integer()
      .notNull()
      .references(() => skills.id),
  },
  (table) => [primaryKey({ columns: [table.filterId, table.skillId] })],
);

/** One-click links of the weekly availability reminder: the mail holds a random token, the table its SHA-256. */
export const availabilityTokens = pgTable(
  'availability_tokens',
  {
    tokenHash: text().primaryKey(),
    talentId: integer()
      .notNull()
      .references(() => talents.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index('availability_tokens_talent_idx').on(table.talentId)],
);
