import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { REFERRAL_KINDS } from '@benchlink/contracts/referral';
import { companies } from './companies';
import { locations, positionStatuses, roles, seniorities, skills, workModes } from './reference';

const now = sql`(unixepoch('subsec') * 1000)`;

/** A company's named list of partner companies it shares private projects (and its bench) with; one-way. */
export const partnerGroups = sqliteTable(
  'partner_groups',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdAt: integer({ mode: 'timestamp_ms' })
      .notNull()
      .default(now)
      .$defaultFn(() => new Date()),
  },
  (table) => [uniqueIndex('partner_groups_company_name_unique').on(table.companyId, sql`lower(${table.name})`)],
);

export const partnerGroupMembers = sqliteTable(
  'partner_group_members',
  {
    groupId: integer()
      .notNull()
      .references(() => partnerGroups.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  // "Which groups contain the reader" is asked on every browse: index the member side.
  (table) => [
    primaryKey({ columns: [table.groupId, table.companyId] }),
    index('partner_group_members_company_idx').on(table.companyId, table.groupId),
  ],
);

export const projects = sqliteTable(
  'projects',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull(),
    partnerOnly: integer({ mode: 'boolean' }).notNull().default(false),
    /** What the publisher offers whoever brings the hire: a percentage or a fixed amount in euros; both null without. */
    referralKind: text({ enum: REFERRAL_KINDS }),
    referralValue: integer(),
    /** Calendar dates as `YYYY-MM-DD`. */
    startDate: text(),
    endDate: text(),
    /** Years × 12 + months. */
    durationMonths: integer().notNull(),
    datePosted: integer({ mode: 'timestamp_ms' })
      .notNull()
      .default(now)
      .$defaultFn(() => new Date()),
    dateUpdated: integer({ mode: 'timestamp_ms' })
      .notNull()
      .default(now)
      .$defaultFn(() => new Date()),
    /** The project is inactive from this moment on; activity pushes it forward. */
    expiresAt: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    index('projects_company_posted_idx').on(table.companyId, table.datePosted),
    index('projects_expires_idx').on(table.expiresAt),
  ],
);

export const projectPartnerGroups = sqliteTable(
  'project_partner_groups',
  {
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    groupId: integer()
      .notNull()
      .references(() => partnerGroups.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.groupId] }),
    index('project_partner_groups_group_idx').on(table.groupId),
  ],
);

export const positions = sqliteTable(
  'positions',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    roleId: integer()
      .notNull()
      .references(() => roles.id),
    seniorityId: integer()
      .notNull()
      .references(() => seniorities.id),
    statusId: integer()
      .notNull()
      .references(() => positionStatuses.id),
    customCloseReason: text(),
    /** Whole euros; no min means no rate. */
    rateMin: integer(),
    rateMax: integer(),
    minYearsExperience: integer(),
    hoursPerWeek: integer().notNull(),
    hiringProcess: text(),
    description: text().notNull(),
    views: integer().notNull().default(0),
    createdAt: integer({ mode: 'timestamp_ms' })
      .notNull()
      .default(now)
      .$defaultFn(() => new Date()),
    updatedAt: integer({ mode: 'timestamp_ms' })
      .notNull()
      .default(now)
      .$defaultFn(() => new Date()),
    // Listing columns: copies of the project's and its company's facts that browsing filters and sorts on, written
    // in the same transaction as the project, the position or the approval they copy (see lib/listing.ts), so that
    // one index answers a browse page without joining 30,000 projects.
    ownerId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ownerApproved: integer({ mode: 'boolean' }).notNull(),
    partnerOnly: integer({ mode: 'boolean' }).notNull(),
    datePosted: integer({ mode: 'timestamp_ms' }).notNull(),
    startDate: text(),
    expiresAt: integer({ mode: 'timestamp_ms' }).notNull(),
    /** Whether the project offers referral terms (browse's "With referral terms"). */
    withReferral: integer({ mode: 'boolean' }).notNull().default(false),
  },
  (table) => [
    index('positions_project_status_idx').on(table.projectId, table.statusId),
    index('positions_owner_idx').on(table.ownerId),
    // Browse pages in each sort order (carrying the listing checks, so a deep page reads no table rows), and the
    // count of what is listed.
    index('positions_browse_posted_idx').on(
      table.statusId,
      table.ownerApproved,
      table.datePosted,
      table.id,
      table.expiresAt,
      table.ownerId,
      table.partnerOnly,
      table.projectId,
    ),
    index('positions_browse_start_idx').on(
      table.statusId,
      table.ownerApproved,
      table.startDate,
      table.id,
      table.expiresAt,
      table.ownerId,
      table.partnerOnly,
      table.projectId,
    ),
    index('positions_browse_rate_idx').on(
      table.statusId,
      table.ownerApproved,
      table.rateMin,
      table.rateMax,
      table.id,
      table.expiresAt,
      table.ownerId,
      table.partnerOnly,
      table.projectId,
    ),
    index('positions_browse_visibility_idx').on(
      table.statusId,
      table.ownerApproved,
      table.partnerOnly,
      table.id,
      table.expiresAt,
      table.ownerId,
      table.projectId,
    ),
  ],
);

/** Where a position's office or hybrid work is: cities, or whole countries. */
export const positionLocations = sqliteTable(
  'position_locations',
  {
    positionId: integer()
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    locationId: integer()
      .notNull()
      .references(() => locations.id),
  },
  (table) => [
    primaryKey({ columns: [table.positionId, table.locationId] }),
    index('position_locations_location_idx').on(table.locationId, table.positionId),
  ],
);

export const positionWorkModes = sqliteTable(
  'position_work_modes',
  {
    positionId: integer()
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    workModeId: integer()
      .notNull()
      .references(() => workModes.id),
  },
  (table) => [primaryKey({ columns: [table.positionId, table.workModeId] })],
);

/** Required skills carry months of experience; optional ones do not. A skill is in one list only. */
export const positionSkills = sqliteTable(
  'position_skills',
  {
    positionId: integer()
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    skillId: integer()
      .notNull()
      .references(() => skills.id),
    isRequired: integer({ mode: 'boolean' }).notNull(),
    months: integer(),
    /** Keeps the order in which the owner listed the skills. */
    sortOrder: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.positionId, table.skillId] }),
    index('position_skills_skill_idx').on(table.skillId, table.positionId),
  ],
);

export const positionResponsibilities = sqliteTable(
  'position_responsibilities',
  {
    positionId: integer()
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    sortOrder: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.positionId, table.text] })],
);
