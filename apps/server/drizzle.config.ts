import { defineConfig } from 'drizzle-kit';

/**
 * One migration history per schema module (see MIGRATION_MODULES in src/db/migrate.ts). Run through
 * `npm run db:generate -w @course/server -- <module> <change-name>`, which sets DB_MODULE.
 */
const module = process.env.DB_MODULE ?? 'foundation';

export default defineConfig({
  dialect: 'postgresql',
  schema: `./src/db/schema/${module}.ts`,
  out: `./drizzle/${module}`,
  strict: true,
  verbose: true,
});
