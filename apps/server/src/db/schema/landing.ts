/**
 * Tables owned by the landing module. Each table here gets its migrations from
 * `npm run db:generate -w @course/server -- landing <change-name>` into `drizzle/landing/`.
 * May reference tables of the modules applied before it (see MIGRATION_MODULES in ../migrate.ts).
 */
export {};
