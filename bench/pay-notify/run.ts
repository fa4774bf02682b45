/**
 * bench/pay-notify: a burst of payment notifications, distinct and duplicated, driven by autocannon from the bench
 * process against the built server running as its own process (`node apps/server/dist/main.js`; sandbox provider
 * signatures, the production verification and settlement path) on a fresh database per run. The minimal route
 * (`GET /healthz` of the same server process) is measured with the same connections in the same run, before and
 * after the notifications (ratios use the mean of the two). Prints
 * notifications/s, p50/p99, the ratio to the baseline with min/median/max over RUNS runs, and checks each run:
 * every delivery answered 200 and the paid orders equal the distinct count (exactly once).
 *
 *   npm run build && npm run pay-notify -w @course/bench              # PostgreSQL (BENCH_DATABASE_URL)
 *   BENCH_DB=pglite npm run pay-notify -w @course/bench               # PGlite files
 * Options: RUNS (default 3), DISTINCT (1000), DUPLICATES per notification (5), CONCURRENCY (20), WARMUP (100).
 *
 * Both sides are warmed before they are measured, as a server in production is: 10,000 `/healthz` requests, and
 * WARMUP notifications of orders of their own (each delivered twice; they must be paid too), so the measured
 * notifications do not pay for the JIT compiling the settlement path.
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { createMemoryStore } from '../../apps/server/src/cache/key-value-store.ts';
import { courses, customers, orders, paymentAttempts } from '../../apps/server/src/db/schema/index.ts';
import { createPaymentProviders } from '../../apps/server/src/integrations/payment/providers.ts';
import { signSandboxNotification } from '../../apps/server/src/integrations/payment/sandbox.ts';
import { startPayment } from '../../apps/server/src/services/orders/payments.ts';
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
  createBenchDatabase,
  freePort,
  postgresProblem,
  prepareDatabase,
  serverEnvironment,
  spreadLine,
  startServer,
} from '../support/server-process.ts';

const RUNS = Number(process.env.RUNS ?? 3);
const DISTINCT = Number(process.env.DISTINCT ?? 1000);
const DUPLICATES = Number(process.env.DUPLICATES ?? 5);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 20);
const WARMUP = Number(process.env.WARMUP ?? 100);
const DB = benchDbKind('postgres');

type RunFigures = { baseline: Baseline; notify: Load; paid: number; ok: boolean };

async function oneRun(run: number): Promise<RunFigures> {
  const db = await createBenchDatabase(DB, 'notify');
  try {
    const port = await freePort();
    const env = serverEnvironment(db, port);
    const config = configOf(env);
    const base = `http://127.0.0.1:${port}`;
    // Distinct orders, each with a pending sandbox payment, made before the server starts (PGlite has one owner).
    const payments = await prepareDatabase(db, async (database) => {
      const providers = createPaymentProviders(config.payment, createMemoryStore());
      const [course] = await database.db
        .select()
        .from(courses)
        .where(eq(courses.title, '零基础硬笔书法：30天写出一手好字'));
      const made: { paymentNo: string; amountCents: number; orderId: number }[] = [];
      for (let i = 0; i < DISTINCT + WARMUP; i++) {
        const [customer] = await database.db
          .insert(customers)
          .values({ openid: `bench_${i}_${randomBytes(4).toString('hex')}`, wechatType: 99 })
          .returning({ id: customers.id });
        const started = await startPayment(database.db, providers, {
          customerId: customer!.id,
          brand: 'nbc',
          wechatType: 99,
          spec: { courseId: course!.id },
          payType: 21,
          publicBaseUrl: base,
          now: new Date(),
          expireMinutes: 30,
        });
        const [attempt] = await database.db
          .select()
          .from(paymentAttempts)
          .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
          .where(eq(orders.orderNo, started.orderNo));
        made.push({
          paymentNo: attempt!.payment_attempts.paymentNo,
          amountCents: attempt!.payment_attempts.amountCents,
          orderId: attempt!.orders.id,
        });
      }
      return made;
    });

    const warmups = payments.slice(DISTINCT);
    payments.splice(DISTINCT);
    const server = await startServer(env);
    let baseline: Baseline;
    let notify: Load;
    let shots: Shot[];
    try {
      // Every notification DUPLICATES times, interleaved so duplicates race each other; signed now (5-minute window).
      const deliveries = (of: typeof payments, rounds: number): Shot[] =>
        Array.from({ length: rounds }, () =>
          of.map((p): Shot => {
            const n = signSandboxNotification(config.payment.sandboxKey, {
              id: `bench-${p.paymentNo}`,
              paymentNo: p.paymentNo,
              tradeNo: `T${p.paymentNo}`,
              amountCents: p.amountCents,
              tradeState: 'SUCCESS',
              successTime: new Date().toISOString(),
            });
            return {
              method: 'POST',
              path: '/course/api/v1/order/notify/sandbox',
              headers: n.headers,
              body: n.rawBody,
            };
          }),
        ).flat();
      shots = deliveries(payments, DUPLICATES);
      const healthz: Shot = { method: 'GET', path: '/healthz' };
      // warm sockets and JIT: the settlement path on orders of its own, then the baseline's route (last, so the
      // "before" baseline is as warm as the "after": warmed first, it measured 11.8k req/s against 19.7k after)
      if (WARMUP > 0) await load(server.base, deliveries(warmups, 2), CONCURRENCY);
      await load(
        server.base,
        Array.from({ length: 10_000 }, () => healthz),
        CONCURRENCY,
      );
      const measured = { serverPid: server.pid };
      const before = await load(
        server.base,
        // ten times the notifications: long enough for a steady rate at the baseline's speed
        Array.from({ length: shots.length * 10 }, () => healthz),
        CONCURRENCY,
        measured,
      );
      notify = await load(server.base, shots, CONCURRENCY, measured);
      const after = await load(
        server.base,
        Array.from({ length: shots.length * 10 }, () => healthz),
        CONCURRENCY,
        measured,
      );
      baseline = baselineOf(before, after);
    } finally {
      await server.stop();
    }

    const database = await db.open();
    let paid = 0;
    let warmupsPaid = 0;
    try {
      const paidOf = async (of: typeof payments) => {
        const [row] = await database.db
          .select({ n: count() })
          .from(orders)
          .where(
            and(
              inArray(
                orders.id,
                of.map((p) => p.orderId),
              ),
              eq(orders.status, 'paid'),
            ),
          );
        return row?.n ?? 0;
      };
      paid = await paidOf(payments);
      warmupsPaid = WARMUP > 0 ? await paidOf(warmups) : 0;
    } finally {
      await database.close();
    }
    console.log(`run ${run}: ${db.label}, server pid ${server.pid}`);
    console.log(`  ${loadLine('baseline GET /healthz, before', baseline.before)}`);
    console.log(`  ${loadLine('POST notify/sandbox', notify)}`);
    console.log(`  ${loadLine('baseline GET /healthz, after', baseline.after)}`);
    console.log(
      `  orders paid: ${paid} of ${DISTINCT} distinct (${shots.length} deliveries); warm-up orders paid: ${warmupsPaid} of ${WARMUP}`,
    );
    const ok = paid === DISTINCT && warmupsPaid === WARMUP && notify.statuses.get(200) === shots.length;
    if (!ok)
      console.error(
        '  FAIL: every delivery must answer 200 and every distinct order must be paid exactly once',
      );
    return { baseline, notify, paid, ok };
  } finally {
    await db.drop();
  }
}

async function main() {
  if (DB === 'postgres') {
    const problem = await postgresProblem();
    if (problem) {
      console.log(`pay-notify: SKIPPED — ${problem}`);
      return;
    }
  }
  console.log(
    `pay-notify: server process (node apps/server/dist/main.js) on ${DB}, autocannon from the bench process; ${RUNS} runs of ${DISTINCT} distinct notifications × ${DUPLICATES} deliveries, ${CONCURRENCY} connections`,
  );
  const runs: RunFigures[] = [];
  for (let run = 1; run <= RUNS; run++) runs.push(await oneRun(run));
  console.log(`summary over ${runs.length} runs (each ratio within its own run):`);
  console.log(`  baseline GET /healthz req/s (mean) ${spreadLine(runs.map((r) => r.baseline.perSecond))}`);
  console.log(`  notifications/s                    ${spreadLine(runs.map((r) => r.notify.perSecond))}`);
  console.log(
    `  notifications / baseline, req/s    ${spreadLine(
      runs.map((r) => r.notify.perSecond / r.baseline.perSecond),
      3,
      '×',
    )}`,
  );
  console.log(
    `  notify p99 / baseline p99          ${spreadLine(
      runs.map((r) => r.notify.result.latency.p99 / Math.max(r.baseline.p99, 1)),
      1,
      '×',
    )}`,
  );
  const cpuRatios = runs.flatMap((r) => {
    const base = [r.baseline.before, r.baseline.after].map((l) => l.serverCpuMsPerRequest);
    const app = r.notify.serverCpuMsPerRequest;
    return base[0] == null || base[1] == null || app === null ? [] : [(base[0] + base[1]) / 2 / app];
  });
  if (cpuRatios.length > 0)
    console.log(
      `  server CPU per request, baseline / notifications ${spreadLine(cpuRatios, 3, '×')} (the req/s ratio the server's CPU alone would allow)`,
    );
  for (const line of ceilingSummary(
    'notifications',
    runs.map((r) => ({ app: r.notify, baseline: r.baseline })),
    0.3,
  ))
    console.log(line);
  const failed = runs.filter((r) => !r.ok).length;
  console.log(
    `outcome: ${runs.length - failed} of ${runs.length} runs passed the checks (every delivery 200, orders paid = ${DISTINCT} distinct)`,
  );
  if (failed > 0) process.exitCode = 1;
}

await main();
