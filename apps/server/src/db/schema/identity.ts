/**
 * Tables owned by the identity module. Each table here gets its migrations from
 * `npm run db:generate -w @course/server -- identity <change-name>` into `drizzle/identity/`.
 * May reference tables of the modules applied before it (see MIGRATION_MODULES in ../migrate.ts).
 */
export {};
