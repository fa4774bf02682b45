/**
 * bench/pay-notify: a burst of payment notifications, distinct and duplicated, against the real server
 * (HTTP on 127.0.0.1, sandbox provider signatures, the production verification and settlement path), beside a
 * minimal route measured the same way in the same run. Prints notifications/s, p50/p99 latency, the ratio to
 * the baseline, and the count of paid orders, which must equal the distinct count.
 *
 *   npx tsx bench/pay-notify/run.ts                         # embedded PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/pay-notify/run.ts
 * Options: DISTINCT (default 200), DUPLICATES per notification (5), CONCURRENCY (20).
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, count, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { createMemoryStore } from '../../apps/server/src/cache/key-value-store.ts';
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { courses, customers, orders, paymentAttempts } from '../../apps/server/src/db/schema/index.ts';
import { seedDemoData } from '../../apps/server/src/db/seed.ts';
import { testConfig } from '../../apps/server/src/env.ts';
import { signSandboxNotification } from '../../apps/server/src/integrations/payment/sandbox.ts';
import { startPayment } from '../../apps/server/src/services/orders/payments.ts';

const DISTINCT = Number(process.env.DISTINCT ?? 200);
const DUPLICATES = Number(process.env.DUPLICATES ?? 5);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 20);

async function openBenchDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
  label: string;
}> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ inMemory: true });
    return { database, drop: () => database.close(), label: 'pglite (in memory)' };
  }
  const name = `bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), poolMax: CONCURRENCY + 5 });
  return {
    database,
    label: `postgres (${name})`,
    drop: async () => {
      await database.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

type Shot = { url: string; method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };

async function burst(
  base: string,
  shots: Shot[],
): Promise<{ seconds: number; latencies: number[]; statuses: Map<number, number> }> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < shots.length) {
        const shot = shots[next++]!;
        const t0 = performance.now();
        const res = await fetch(base + shot.url, {
          method: shot.method,
          headers: shot.headers,
          body: shot.body,
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, latencies, statuses };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function main() {
  const { database, drop, label } = await openBenchDatabase();
  try {
    await migrateDatabase(database);
    const config = testConfig({
      logLevel: 'silent',
      dataDir: '/tmp/course-h5-bench',
      webDistDir: '/tmp/course-h5-bench/no-web',
    });
    await seedDemoData(database, { uploadsDir: '/tmp/course-h5-bench/uploads' });
    const app = await buildApp(config, { database, kv: createMemoryStore() });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    // Distinct orders, each with a pending sandbox payment.
    const [course] = await database.db
      .select()
      .from(courses)
      .where(eq(courses.title, '零基础硬笔书法：30天写出一手好字'));
    const payments: { paymentNo: string; amountCents: number; orderId: number }[] = [];
    for (let i = 0; i < DISTINCT; i++) {
      const [customer] = await database.db
        .insert(customers)
        .values({ openid: `bench_${i}_${randomBytes(4).toString('hex')}`, wechatType: 99 })
        .returning({ id: customers.id });
      const started = await startPayment(database.db, app.deps.payments, {
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
      payments.push({
        paymentNo: attempt!.payment_attempts.paymentNo,
        amountCents: attempt!.payment_attempts.amountCents,
        orderId: attempt!.orders.id,
      });
    }

    // Every notification DUPLICATES times, interleaved so duplicates race each other.
    const key = config.payment.sandboxKey;
    const shots: Shot[] = [];
    for (let round = 0; round < DUPLICATES; round++) {
      for (const p of payments) {
        const n = signSandboxNotification(key, {
          id: `bench-${p.paymentNo}`,
          paymentNo: p.paymentNo,
          tradeNo: `T${p.paymentNo}`,
          amountCents: p.amountCents,
          tradeState: 'SUCCESS',
          successTime: new Date().toISOString(),
        });
        shots.push({
          url: '/course/api/v1/order/notify/sandbox',
          method: 'POST',
          headers: n.headers,
          body: n.rawBody,
        });
      }
    }
    const baselineShots: Shot[] = shots.map(() => ({ url: '/healthz', method: 'GET' }));

    await burst(base, baselineShots.slice(0, 200)); // warm up the sockets and the JIT
    const baseline = await burst(base, baselineShots);
    const notify = await burst(base, shots);

    const [paid] = await database.db
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          inArray(
            orders.id,
            payments.map((p) => p.orderId),
          ),
          eq(orders.status, 'paid'),
        ),
      );
    await app.close();

    const rate = (r: { seconds: number; latencies: number[] }) => r.latencies.length / r.seconds;
    const line = (name: string, r: typeof notify) =>
      `${name.padEnd(26)} ${String(r.latencies.length).padStart(6)} req  ${rate(r).toFixed(0).padStart(7)} req/s  p50 ${percentile(r.latencies, 50).toFixed(2).padStart(7)} ms  p99 ${percentile(r.latencies, 99).toFixed(2).padStart(7)} ms  statuses ${JSON.stringify(Object.fromEntries(r.statuses))}`;
    console.log(
      `pay-notify on ${label}: ${DISTINCT} distinct notifications × ${DUPLICATES} deliveries, concurrency ${CONCURRENCY}`,
    );
    console.log(line('baseline GET /healthz', baseline));
    console.log(line('POST notify/sandbox', notify));
    console.log(
      `notifications/s vs baseline: ${(rate(notify) / rate(baseline)).toFixed(3)} (${(rate(baseline) / rate(notify)).toFixed(1)}× slower)`,
    );
    console.log(
      `p99 vs baseline: ${(percentile(notify.latencies, 99) / percentile(baseline.latencies, 99)).toFixed(1)}×`,
    );
    console.log(`orders paid: ${paid?.n ?? 0} of ${DISTINCT} distinct (${shots.length} deliveries)`);
    if ((paid?.n ?? 0) !== DISTINCT || notify.statuses.get(200) !== shots.length) {
      console.error(
        'FAIL: every delivery must answer 200 and every distinct order must be paid exactly once',
      );
      process.exitCode = 1;
    }
  } finally {
    await drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
