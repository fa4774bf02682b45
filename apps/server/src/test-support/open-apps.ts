import type { Database } from '../db/client.ts';

/**
 * Test apps still open, by the database they were built on. An app left open keeps its timers (the order sweep
 * every minute, the schedulers) writing into its database with its own clock, and a PGlite database given back is
 * the next suite's (pglite-reuse.ts): a left-open app with a clock moved days ahead once closed another suite's
 * new order before it was paid. So a database is not given back with an app still on it (test-database.ts).
 */
const openApps = new Map<Database, Set<{ close(): Promise<void> }>>();

/** Records an open app on `database`; the returned function forgets it (call it when the app closes). */
export function trackOpenApp(database: Database, app: { close(): Promise<void> }): () => void {
  const apps = openApps.get(database) ?? new Set();
  apps.add(app);
  openApps.set(database, apps);
  return () => {
    apps.delete(app);
    if (apps.size === 0) openApps.delete(database);
  };
}

/** Closes the apps still open on `database`; answers how many there were. */
export async function closeAppsLeftOpen(database: Database): Promise<number> {
  const apps = [...(openApps.get(database) ?? [])];
  for (const app of apps) await app.close();
  openApps.delete(database);
  return apps.length;
}
