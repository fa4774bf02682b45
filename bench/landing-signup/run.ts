/**
 * bench/landing-signup: an advertising burst on the zero-yuan sign-up (`live/signUpAndAllocateClass`), driven by
 * autocannon from many distinct learners against the real server on PostgreSQL (signed requests, the
 * production allocation), beside a minimal Fastify route measured with the same connections in the same run.
 * Prints requests/s and p99 for first sign-ups, for repeated sign-ups of the same learners, and for the minimal
 * route, their ratios, and checks the outcome: one enrolment per learner, no class above its capacity.
 *
 *   npm run landing-signup -w @course/bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test   (the default; a fresh database is made and dropped)
 * Options: LEARNERS (default 1500), CONNECTIONS (default 50), CLASSES (20), CAPACITY per class (100).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signUpAndAllocateClass } from '@course/contracts/landing-live';
import { buildRequestHeaders } from '@course/domain/request-headers';
import autocannon from 'autocannon';
import { count, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { createMemoryStore } from '../../apps/server/src/cache/key-value-store.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { classes, landingEnrolments } from '../../apps/server/src/db/schema/index.ts';
import { seedDemoData } from '../../apps/server/src/db/seed.ts';
import { testConfig } from '../../apps/server/src/env.ts';
import { createLandingScenario } from '../../apps/server/src/sandbox/landing-scenarios.ts';

const LEARNERS = Number(process.env.LEARNERS ?? 1500);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const CLASSES = Number(process.env.CLASSES ?? 20);
const CAPACITY = Number(process.env.CAPACITY ?? 100);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Shot = { headers: Record<string, string>; body: string };

type Run = { result: autocannon.Result; codes: Map<string, number>; perSecond: number };

/** autocannon over a fixed list of requests, each sent once, CONNECTIONS at a time; counts the envelope codes. */
async function load(url: string, shots: Shot[]): Promise<Run> {
  let next = 0;
  const codes = new Map<string, number>();
  const started = performance.now();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    amount: shots.length,
    method: 'POST',
    requests: [
      {
        setupRequest: (request) => {
          const shot = shots[next++ % shots.length]!;
          return {
            ...request,
            headers: { ...shot.headers, 'content-type': 'application/json' },
            body: shot.body,
          };
        },
        onResponse: (_status, body) => {
          let code = 'not json';
          try {
            const envelope = JSON.parse(body) as { code: number; data?: { type?: number } };
            code =
              envelope.data?.type === undefined
                ? String(envelope.code)
                : `${envelope.code}/type ${envelope.data.type}`;
          } catch {
            // counted as 'not json'
          }
          codes.set(code, (codes.get(code) ?? 0) + 1);
        },
      },
    ],
  });
  return { result, codes, perSecond: result.requests.total / ((performance.now() - started) / 1000) };
}

async function openPostgres() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(
      `landing-signup: SKIPPED — PostgreSQL is not reachable at ${ADMIN_URL} (${(error as Error).message})`,
    );
    return null;
  }
  const name = `bench_signup_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await admin.query(`create database "${name}"`);
  const target = new URL(ADMIN_URL);
  target.pathname = `/${name}`;
  let dropping = false;
  const database = await openDatabase({
    databaseUrl: target.toString(),
    poolMax: 20,
    // the forced drop at the end ends whatever connection is still open; anything before that is news
    onPoolError: (error) => {
      if (!dropping) console.error('postgres pool error', error.message);
    },
  });
  return {
    database,
    name,
    drop: async () => {
      dropping = true;
      await database.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

async function main() {
  const opened = await openPostgres();
  if (!opened) return;
  const { database, drop, name } = opened;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'course-h5-bench-signup-'));
  try {
    await migrateDatabase(database);
    await seedDemoData(database, { uploadsDir: path.join(dataDir, 'uploads') });
    const config = testConfig({
      logLevel: (process.env.LOG_LEVEL as 'error' | undefined) ?? 'silent',
      dataDir,
      webDistDir: path.join(dataDir, 'no-web'),
    });
    const app = await buildApp(config, { database, kv: createMemoryStore() });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const minimal = Fastify({ logger: false });
    minimal.post('/minimal', async () => ({ code: 0, msg: 'success', data: null }));
    await minimal.listen({ port: 0, host: '127.0.0.1' });
    const minimalUrl = `http://127.0.0.1:${(minimal.server.address() as AddressInfo).port}/minimal`;

    const scenario = await createLandingScenario(database.db, path.join(dataDir, 'uploads'), {
      classCount: CLASSES,
      capacity: CAPACITY,
      full: false,
      withoutGroupQr: false,
      owns: false,
      excluded: false,
    });

    // Distinct learners, each signed in through the sandbox like a visitor back from authorization.
    const tokens: string[] = [];
    for (let i = 0; i < LEARNERS; i += 25) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(25, LEARNERS - i) }, async () => {
          const res = await fetch(`${base}/sandbox/api/session`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ mobile: null }),
          });
          const body = (await res.json()) as { code: number; msg: string; data: { token: string } };
          if (body.code !== 0) throw new Error(`sandbox session: ${body.msg}`);
          return body.data.token;
        }),
      );
      tokens.push(...batch);
    }

    /** Signed now: the server accepts a timestamp within 300 s. */
    const signUps = () =>
      Promise.all(
        tokens.map(async (token): Promise<Shot> => {
          const payload = {
            groupCodePage: 'pageTemplate',
            addGroupPageId: scenario.addGroupPageId,
            channel: '1001',
            subChannel: '100101',
            from: 2,
            wechatType: 99,
            productCode: 'nbc',
          };
          const headers = await buildRequestHeaders({
            payload,
            token,
            partnerCode: '10001',
            signMode: 'md5',
            salt: config.signSalt,
          });
          return { headers, body: JSON.stringify(payload) };
        }),
      );
    const signUpUrl = base + signUpAndAllocateClass.path;
    const minimalShots: Shot[] = tokens.map(() => ({ headers: {}, body: '{}' }));

    await load(minimalUrl, minimalShots.slice(0, 500)); // warm the sockets and the JIT
    const baseline = await load(minimalUrl, Array.from({ length: 10 }, () => minimalShots).flat());
    const first = await load(signUpUrl, await signUps());
    const again = await load(signUpUrl, await signUps());
    await app.close();
    await minimal.close();

    const [enrolled] = await database.db
      .select({ n: count(), learners: sql<number>`count(distinct ${landingEnrolments.customerId})::int` })
      .from(landingEnrolments)
      .where(eq(landingEnrolments.courseId, scenario.courseId));
    const seats = await database.db
      .select({ id: classes.id, capacity: classes.capacity, seatsTaken: classes.seatsTaken })
      .from(classes)
      .where(eq(classes.campId, scenario.campId));
    const perClass = await database.db
      .select({ classId: landingEnrolments.classId, n: count() })
      .from(landingEnrolments)
      .where(eq(landingEnrolments.courseId, scenario.courseId))
      .groupBy(landingEnrolments.classId);

    const line = (label: string, { result: r, codes, perSecond }: Run) =>
      `${label.padEnd(30)} ${String(r.requests.total).padStart(6)} req  ${perSecond.toFixed(0).padStart(7)} req/s  p50 ${String(r.latency.p50).padStart(5)} ms  p99 ${String(r.latency.p99).padStart(5)} ms  non-2xx ${r.non2xx}  errors ${r.errors}  answers ${JSON.stringify(Object.fromEntries(codes))}`;
    console.log(
      `landing-signup on postgres (${name}): ${LEARNERS} distinct learners, ${CONNECTIONS} connections, ${CLASSES} classes × ${CAPACITY} seats`,
    );
    console.log(line('baseline POST /minimal', baseline));
    console.log(line('sign-up, first time', first));
    console.log(line('sign-up, again (same class)', again));
    for (const [label, r] of [
      ['first', first],
      ['again', again],
    ] as const) {
      console.log(
        `${label} sign-ups vs baseline: requests/s ${(r.perSecond / baseline.perSecond).toFixed(3)}, p99 ${(r.result.latency.p99 / Math.max(baseline.result.latency.p99, 1)).toFixed(1)}×`,
      );
    }
    const overfull = seats.filter((c) => c.seatsTaken > c.capacity);
    const mismatched = seats.filter(
      (c) => c.seatsTaken !== (perClass.find((p) => p.classId === c.id)?.n ?? 0),
    );
    console.log(
      `enrolments: ${enrolled?.n ?? 0} rows for ${enrolled?.learners ?? 0} learners (expected ${LEARNERS}); classes over capacity: ${overfull.length}; seat counts that differ from enrolments: ${mismatched.length}; classes used: ${perClass.length}`,
    );
    if (
      enrolled?.n !== LEARNERS ||
      enrolled.learners !== LEARNERS ||
      overfull.length > 0 ||
      mismatched.length > 0 ||
      first.codes.get('0/type 2') !== LEARNERS ||
      again.codes.get('0/type 2') !== LEARNERS
    ) {
      console.error('FAIL: every learner must hold exactly one seat and no class may exceed its capacity');
      process.exitCode = 1;
    }
  } finally {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
