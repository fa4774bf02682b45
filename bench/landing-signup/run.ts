/**
 * bench/landing-signup: an advertising burst on the zero-yuan sign-up (`live/signUpAndAllocateClass`), driven by
 * autocannon from the bench process against the built server running as its own process
 * (`node apps/server/dist/main.js`) on a fresh PostgreSQL database per run (signed requests, the production
 * allocation). The minimal route (`GET /healthz` of the same server process) is measured with the same
 * connections in the same run, before and after the app (ratios use the mean of the two). Prints requests/s and p99 for the baseline, first sign-ups and repeated sign-ups,
 * their ratios, min/median/max over RUNS runs, and checks each run's outcome: one enrolment per learner, no class
 * above its capacity.
 *
 *   npm run build && npm run landing-signup -w @course/bench
 * Options: RUNS (default 3), LEARNERS (1500), CONNECTIONS (50), CLASSES (20), CAPACITY per class (100), WARMUP
 * (1000 first sign-ups and their repeats on a course of their own before the measured loads, as /healthz is warmed
 * by 3000 requests);
 * BENCH_DB=pglite for PGlite files instead of PostgreSQL; see ../support/server-process.ts for the rest.
 */
import path from 'node:path';
import { signUpAndAllocateClass } from '@course/contracts/landing-live';
import { buildRequestHeaders } from '@course/domain/request-headers';
import { count, eq, sql } from 'drizzle-orm';
import { classes, landingEnrolments } from '../../apps/server/src/db/schema/index.ts';
import { createLandingScenario } from '../../apps/server/src/sandbox/landing-scenarios.ts';
import {
  type Baseline,
  baselineOf,
  ceilingSummary,
  type Load,
  load,
  loadLine,
  type Shot,
} from '../support/load.ts';
import {
  benchDbKind,
  configOf,
  cpuMs,
  createBenchDatabase,
  freePort,
  postgresProblem,
  prepareDatabase,
  serverEnvironment,
  spreadLine,
  startServer,
} from '../support/server-process.ts';

const RUNS = Number(process.env.RUNS ?? 3);
const LEARNERS = Number(process.env.LEARNERS ?? 1500);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const CLASSES = Number(process.env.CLASSES ?? 20);
const CAPACITY = Number(process.env.CAPACITY ?? 100);
/** First sign-ups (and their repeats) on a course of their own before the measured loads: the path's JIT warmed. */
const WARMUP = Number(process.env.WARMUP ?? 1000);
const DB = benchDbKind('postgres');

/** CPU milliseconds per request of a load: the server process and the database's backends. */
type CpuCost = { server: number; database: number };
type RunFigures = {
  baseline: Baseline;
  first: Load;
  again: Load;
  cpu: { baseline: CpuCost; first: CpuCost; again: CpuCost };
  ok: boolean;
};

async function oneRun(run: number): Promise<RunFigures> {
  const db = await createBenchDatabase(DB, 'signup');
  try {
    const env = serverEnvironment(db, await freePort());
    const config = configOf(env);
    const scenarioOf = (database: Parameters<Parameters<typeof prepareDatabase>[1]>[0]) =>
      createLandingScenario(database.db, path.join(db.dataDir, 'uploads'), {
        classCount: CLASSES,
        capacity: CAPACITY,
        full: false,
        withoutGroupQr: false,
        owns: false,
        excluded: false,
      });
    // The measured course, and a course of its own for the warm-up (its learners and seats are not counted).
    const [scenario, warmUpScenario] = await prepareDatabase(db, async (database) => [
      await scenarioOf(database),
      await scenarioOf(database),
    ]);
    const server = await startServer(env);
    let baseline: Baseline;
    let first: Load;
    let again: Load;
    let cpu: RunFigures['cpu'];
    try {
      // Distinct learners, each signed in through the sandbox like a visitor back from authorization.
      const signedIn = async (learners: number): Promise<string[]> => {
        const tokens: string[] = [];
        for (let i = 0; i < learners; i += 25) {
          const batch = await Promise.all(
            Array.from({ length: Math.min(25, learners - i) }, async () => {
              const res = await fetch(`${server.base}/sandbox/api/session`, {
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
        return tokens;
      };
      const tokens = await signedIn(LEARNERS);

      /** Signed now: the server accepts a timestamp within 300 s. */
      const signUps = (learners: string[], addGroupPageId: number) =>
        Promise.all(
          learners.map(async (token): Promise<Shot> => {
            const payload = {
              groupCodePage: 'pageTemplate',
              addGroupPageId,
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
            return {
              method: 'POST',
              path: signUpAndAllocateClass.path,
              headers,
              body: JSON.stringify(payload),
            };
          }),
        );
      const healthz: Shot = { method: 'GET', path: '/healthz' };
      await load(
        server.base,
        Array.from({ length: 3000 }, () => healthz),
        CONNECTIONS,
      ); // warm sockets and JIT
      // The sign-up path warmed as /healthz is (a production server is warm): WARMUP first sign-ups, then their
      // repeats, on the warm-up course.
      if (WARMUP > 0) {
        const warmUpShots = await signUps(await signedIn(WARMUP), warmUpScenario.addGroupPageId);
        await load(server.base, warmUpShots, CONNECTIONS);
        await load(server.base, warmUpShots, CONNECTIONS);
      }
      const backends = await db.backends();
      /** The load and its CPU cost per request (server process, database backends). */
      const measured = async (shots: Shot[]): Promise<[Load, CpuCost]> => {
        const at = { server: cpuMs([server.pid]), database: cpuMs(backends) };
        const result = await load(server.base, shots, CONNECTIONS, { serverPid: server.pid });
        return [
          result,
          {
            server: (cpuMs([server.pid]) - at.server) / shots.length,
            database: (cpuMs(backends) - at.database) / shots.length,
          },
        ];
      };
      const [before, healthzCpu] = await measured(Array.from({ length: LEARNERS * 10 }, () => healthz));
      const [firstLoad, firstCpu] = await measured(await signUps(tokens, scenario.addGroupPageId));
      const [againLoad, againCpu] = await measured(await signUps(tokens, scenario.addGroupPageId));
      first = firstLoad;
      again = againLoad;
      cpu = { baseline: healthzCpu, first: firstCpu, again: againCpu };
      const after = await load(
        server.base,
        Array.from({ length: LEARNERS * 10 }, () => healthz),
        CONNECTIONS,
      );
      baseline = baselineOf(before, after);
    } finally {
      await server.stop();
    }

    const checked = await prepareCheck(db.open, scenario);
    console.log(`run ${run}: ${db.label}, server pid ${server.pid}`);
    console.log(`  ${loadLine('baseline GET /healthz, before', baseline.before)}`);
    console.log(`  ${loadLine('sign-up, first time', first)}`);
    console.log(`  ${loadLine('sign-up, again (same class)', again)}`);
    console.log(`  ${loadLine('baseline GET /healthz, after', baseline.after)}`);
    console.log(`  ${checked.line}`);
    const cpuLine = (c: CpuCost) =>
      `server ${c.server.toFixed(3)} ms, PostgreSQL ${c.database.toFixed(3)} ms`;
    console.log(
      `  CPU per request: /healthz ${cpuLine(cpu.baseline)}; first sign-up ${cpuLine(cpu.first)}; again ${cpuLine(cpu.again)}`,
    );
    const ok =
      checked.ok &&
      first.answers.get('200 0/type 2') === LEARNERS &&
      again.answers.get('200 0/type 2') === LEARNERS;
    if (!ok)
      console.error('  FAIL: every learner must hold exactly one seat and no class may exceed its capacity');
    return { baseline, first, again, cpu, ok };
  } finally {
    await db.drop();
  }
}

/** The outcome, read after the server stopped: one seat per learner, seat counts equal enrolments, none over. */
async function prepareCheck(
  open: () => Promise<import('../../apps/server/src/db/client.ts').Database>,
  scenario: { courseId: number; campId: number },
): Promise<{ ok: boolean; line: string }> {
  const database = await open();
  try {
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
    const overfull = seats.filter((c) => c.seatsTaken > c.capacity);
    const mismatched = seats.filter(
      (c) => c.seatsTaken !== (perClass.find((p) => p.classId === c.id)?.n ?? 0),
    );
    return {
      ok:
        enrolled?.n === LEARNERS &&
        enrolled.learners === LEARNERS &&
        overfull.length === 0 &&
        mismatched.length === 0,
      line: `enrolments: ${enrolled?.n ?? 0} rows for ${enrolled?.learners ?? 0} learners (expected ${LEARNERS}); classes over capacity: ${overfull.length}; seat counts that differ from enrolments: ${mismatched.length}; classes used: ${perClass.length}`,
    };
  } finally {
    await database.close();
  }
}

async function main() {
  if (DB === 'postgres') {
    const problem = await postgresProblem();
    if (problem) {
      console.log(`landing-signup: SKIPPED — ${problem}`);
      return;
    }
  }
  console.log(
    `landing-signup: server process (node apps/server/dist/main.js) on ${DB}, autocannon from the bench process; ${RUNS} runs of ${LEARNERS} distinct learners, ${CONNECTIONS} connections, ${CLASSES} classes × ${CAPACITY} seats`,
  );
  const runs: RunFigures[] = [];
  for (let run = 1; run <= RUNS; run++) runs.push(await oneRun(run));

  const rps = (pick: (r: RunFigures) => { perSecond: number }) => runs.map((r) => pick(r).perSecond);
  const ratio = (pick: (r: RunFigures) => Load) => runs.map((r) => pick(r).perSecond / r.baseline.perSecond);
  const p99Ratio = (pick: (r: RunFigures) => Load) =>
    runs.map((r) => pick(r).result.latency.p99 / Math.max(r.baseline.p99, 1));
  console.log(`summary over ${runs.length} runs (each ratio within its own run):`);
  const cpuOf = (pick: (r: RunFigures) => number) => runs.map(pick);
  const lines: [string, number[], number?, string?][] = [
    ['baseline GET /healthz req/s (mean)', rps((r) => r.baseline)],
    ['sign-up, first time req/s', rps((r) => r.first)],
    ['sign-up, again req/s', rps((r) => r.again)],
    ['first / baseline, req/s', ratio((r) => r.first), 3, '×'],
    ['again / baseline, req/s', ratio((r) => r.again), 3, '×'],
    ['first p99 / baseline p99', p99Ratio((r) => r.first), 1, '×'],
    ['again p99 / baseline p99', p99Ratio((r) => r.again), 1, '×'],
    ['CPU per first sign-up, server', cpuOf((r) => r.cpu.first.server), 3, ' ms'],
    ['CPU per first sign-up, PostgreSQL', cpuOf((r) => r.cpu.first.database), 3, ' ms'],
    ['CPU per sign-up again, server', cpuOf((r) => r.cpu.again.server), 3, ' ms'],
    ['CPU per sign-up again, PostgreSQL', cpuOf((r) => r.cpu.again.database), 3, ' ms'],
    ['CPU per GET /healthz, server', cpuOf((r) => r.cpu.baseline.server), 3, ' ms'],
  ];
  for (const [label, values, digits, unit] of lines)
    console.log(`  ${label.padEnd(34)} ${spreadLine(values, digits, unit)}`);
  for (const line of ceilingSummary(
    'first sign-ups',
    runs.map((r) => ({ app: r.first, baseline: r.baseline })),
    0.3,
  ))
    console.log(line);
  const failed = runs.filter((r) => !r.ok).length;
  console.log(
    `outcome: ${runs.length - failed} of ${runs.length} runs passed the checks (one seat per learner, 0 over capacity)`,
  );
  if (failed > 0) process.exitCode = 1;
}

await main();
