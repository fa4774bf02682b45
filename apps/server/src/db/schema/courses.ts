/**
 * Tables owned by the courses module. Each table here gets its migrations from
 * `npm run db:generate -w @course/server -- courses <change-name>` into `drizzle/courses/`.
 * May reference tables of the modules applied before it (see MIGRATION_MODULES in ../migrate.ts).
 */
export {};
