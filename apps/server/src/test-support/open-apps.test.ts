import { expect, it } from 'vitest';
import { buildTestApp } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';

// A suite that leaves its app open fails at the drop, and the app is closed before its database is given back
// (open-apps.ts): its order sweep would otherwise close another suite's orders with its own clock.
it('a database is not given back with a test app still open on it', async () => {
  const made = await createTestDatabase('pglite', { seeded: true });
  const t = await buildTestApp(made.database, { now: () => Date.now() + 3 * 86_400_000 });
  expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  await expect(made.drop()).rejects.toThrow(/left 1 test app\(s\) open on its database/);
  await expect(t.app.inject({ method: 'GET', url: '/healthz' })).rejects.toThrow(/closed/i);
});

it('an app closed by its suite leaves nothing to close at the drop', async () => {
  const made = await createTestDatabase('pglite', { seeded: true });
  const t = await buildTestApp(made.database);
  await t.close();
  await expect(made.drop()).resolves.toBeUndefined();
});
