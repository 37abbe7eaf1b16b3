import { type AnyPgColumn, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const skills = pgTable('skills', {
  id: integer().primaryKey(),
  name: text().notNull(),
  parentId: integer().references((): AnyPgColumn => skills.id),
  assignable: boolean().notNull(),
  imageBase64: text(),
  imageType: text(),
});

export const roles = pgTable('roles', {
  id: integer().primaryKey(),
  name: text().notNull(),
  parentId: integer().references((): AnyPgColumn => roles.id),
});

export const roleSuggestedSkills = pgTable(
  'role_suggested_skills',
  {
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    skillId: integer()
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.skillId] })],
);

export const seniorities = pgTable('seniorities', {
  id: integer().primaryKey(),
  label: text().notNull(),
  level: integer().notNull(),
});

const namedTable = (name: string) =>
  pgTable(name, {
    id: integer().primaryKey(),
    name: text().notNull(),
  });

export const workModes = namedTable('work_modes');
/** Countries and their cities: a city's parent is its country, so that a whole country can be chosen. */
export const locations = pgTable(
  'locations',
  {
    id: integer().primaryKey(),
    name: text().notNull(),
    parentId: integer().references((): AnyPgColumn => locations.id),
  },
  (table) => [index('locations_parent_idx').on(table.parentId)],
);
export const currencies = namedTable('currencies');
export const positionStatuses = namedTable('position_statuses');
export const domains = namedTable('domains');
export const companyTypes = namedTable('company_types');
