// Usage: node scripts/db-generate.mjs <module> <change-name>
// Writes the SQL migration for the changes to src/db/schema/<module>.ts into drizzle/<module>/.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const [module, name] = process.argv.slice(2);
if (!module || !name || !/^[a-z][a-z0-9_]*$/.test(name)) {
  console.error('usage: npm run db:generate -w @course/server -- <module> <change_name in snake_case>');
  process.exit(2);
}
if (!existsSync(`src/db/schema/${module}.ts`)) {
  console.error(
    `no schema module src/db/schema/${module}.ts (add it to MIGRATION_MODULES in src/db/migrate.ts too)`,
  );
  process.exit(2);
}
const result = spawnSync('npx', ['drizzle-kit', 'generate', '--name', name], {
  stdio: 'inherit',
  env: { ...process.env, DB_MODULE: module },
});
process.exit(result.status ?? 1);
