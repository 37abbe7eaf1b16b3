import { defineConfig } from 'drizzle-kit';

// One configuration per engine: `DIALECT=postgres drizzle-kit generate` writes drizzle/postgres, the default drizzle/sqlite.
const postgres = process.env.DIALECT === 'postgres';

export default defineConfig({
  dialect: postgres ? 'postgresql' : 'sqlite',
  schema: postgres ? './src/db/schema/pg/*.ts' : './src/db/schema/sqlite/*.ts',
  out: postgres ? './drizzle/postgres' : './drizzle/sqlite',
  casing: 'snake_case',
});
