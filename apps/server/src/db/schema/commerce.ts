/**
 * Tables owned by the commerce module. Each table here gets its migrations from
 * `npm run db:generate -w @course/server -- commerce <change-name>` into `drizzle/commerce/`.
 * May reference tables of the modules applied before it (see MIGRATION_MODULES in ../migrate.ts).
 */
export {};
