import { type AnySQLiteColumn, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const skills = sqliteTable('skills', {
  id: integer().primaryKey(),
  name: text().notNull(),
  parentId: integer().references((): AnySQLiteColumn => skills.id),
  assignable: integer({ mode: 'boolean' }).notNull(),
  imageBase64: text(),
  imageType: text(),
});

export const roles = sqliteTable('roles', {
  id: integer().primaryKey(),
  name: text().notNull(),
  parentId: integer().references((): AnySQLiteColumn => roles.id),
});

export const roleSuggestedSkills = sqliteTable(
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

export const seniorities = sqliteTable('seniorities', {
  id: integer().primaryKey(),
  label: text().notNull(),
  level: integer().notNull(),
});

const namedTable = (name: string) =>
  sqliteTable(name, {
    id: integer().primaryKey(),
    name: text().notNull(),
  });

export const workModes = namedTable('work_modes');
/** Countries and their cities: a city's parent is its country, so that a whole country can be chosen. */
export const locations = sqliteTable(
  'locations',
  {
    id: integer().primaryKey(),
    name: text().notNull(),
    parentId: integer().references((): AnySQLiteColumn => locations.id),
  },
  (table) => [index('locations_parent_idx').on(table.parentId)],
);
export const currencies = namedTable('currencies');
export const positionStatuses = namedTable('position_statuses');
export const domains = namedTable('domains');
export const companyTypes = namedTable('company_types');
