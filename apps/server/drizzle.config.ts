import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate --name <change>` writes the SQL migrations that the server applies at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
