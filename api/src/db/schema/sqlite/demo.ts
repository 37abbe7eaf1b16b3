import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The accounts `npm run demo` created, in the order the sign-in page offers them. Its rows are the sign that the
 * database holds the demo: an installation that never ran the demo has none, and its sign-in page offers nothing.
 */
export const demoAccounts = sqliteTable('demo_accounts', {
  username: text().primaryKey(),
  sortOrder: integer().notNull(),
});
