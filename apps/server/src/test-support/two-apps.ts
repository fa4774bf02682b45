import { afterAll, beforeAll } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { buildTestApp, type TestApp } from './test-app.ts';
import { createTestDatabase, databaseTargets, type TestDatabase } from './test-database.ts';

/**
 * Two app instances on one seeded PostgreSQL database, each with its own connection pool (what two server
 * processes share), for the suites that send the same calls to both at once. Call it in a `describePostgres` body:
 * it opens them before the suite's tests and closes them after (a suite's own `afterAll`, registered later, runs
 * first). The getters answer inside the tests.
 */
export function twoAppsOnPostgres(opts: { secondPoolMax?: number } = {}): {
  a: () => TestApp;
  b: () => TestApp;
} {
  const postgres = databaseTargets.find((d) => d.name === 'postgres')!;
  let testDb: TestDatabase | undefined;
  let second: Database | undefined;
  let a: TestApp | undefined;
  let b: TestApp | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase(postgres, { seeded: true });
    second = await openDatabase({
      databaseUrl: testDb.url!,
      ...(opts.secondPoolMax ? { poolMax: opts.secondPoolMax } : {}),
    });
    a = await buildTestApp(testDb.database);
    b = await buildTestApp(second, { seed: false });
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await testDb?.drop();
  }, 60_000);
  return { a: () => a!, b: () => b! };
}
