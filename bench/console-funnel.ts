/**
 * bench/console-funnel: the funnel dashboard's query at 10 million landing events (issue 17 item 6). On a fresh
 * PostgreSQL database (migrated, demo seed) it inserts EVENTS events spread over 90 Beijing days, 20 channels, the
 * seed's templates and the funnel kinds (generate_series, in chunks), rolls them up into funnel_daily once (timed),
 * then times, as the median of REPEAT runs each:
 * - the dashboard (`funnelReport`: an incremental roll-up that finds nothing new, then the aggregate's figures by
 *   channel over the last 30 days, by day, joined and complaints);
 * - the same figures straight from the raw events (`GROUP BY` over landing_events for the 30 days);
 * - a minimal query (`select 1`) on the same connection pool;
 * and prints them with their ratios, plus an incremental roll-up of 10 000 new events.
 *
 *   npm run console-funnel -w @course/bench
 * Options: EVENTS (default 10000000), REPEAT (5); BENCH_DB=pglite for PGlite files instead of PostgreSQL.
 */
import { addDaysToDayKey, beijingDayKey } from '@course/domain/beijing-time';
import { sql } from 'drizzle-orm';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { seedDemoData } from '../apps/server/src/db/seed.ts';
import { funnelReport, ROLLUP_SETTLE_MS, rollUpFunnel } from '../apps/server/src/services/console/funnel.ts';
import { benchDbKind, createBenchDatabase, postgresProblem } from './support/server-process.ts';

const EVENTS = Number(process.env.EVENTS ?? 10_000_000);
const REPEAT = Number(process.env.REPEAT ?? 5);
const CHUNK = 1_000_000;
const DB = benchDbKind('postgres');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function timed(times: number, fn: () => Promise<unknown>): Promise<number> {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await fn();
    ms.push(performance.now() - started);
  }
  return median(ms);
}

async function main() {
  if (DB === 'postgres') {
    const problem = await postgresProblem();
    if (problem) throw new Error(`PostgreSQL is needed (or BENCH_DB=pglite): ${problem}`);
  }
  const bench = await createBenchDatabase(DB, 'funnel');
  const database = await bench.open(4);
  try {
    await migrateDatabase(database);
    await seedDemoData(database, { uploadsDir: `${bench.dataDir}/uploads` });
    const db = database.db;
    const templates = (
      await db.execute<{ id: number }>(sql`select id from page_templates order by id`)
    ).rows.map((r) => Number(r.id));
    const now = new Date();
    console.log(
      `console-funnel bench on ${bench.label}: ${EVENTS.toLocaleString('en')} events, ${templates.length} templates`,
    );
    const insertStarted = performance.now();
    for (let from = 1; from <= EVENTS; from += CHUNK) {
      const to = Math.min(EVENTS, from + CHUNK - 1);
      await db.execute(sql`
        insert into landing_events (kind, page_template_id, channel, sub_channel, created_at)
        select (array['view','view','view','view','qr_shown','qr_shown','qr_shown','long_press','signup','full','feedback'])[1 + g % 11],
          (${`{${templates.join(',')}}`}::int[])[1 + (g / 11) % ${templates.length}],
          'c' || (g % 20), 's' || (g % 20),
          ${now.toISOString()}::timestamptz - interval '1 minute' - (g % 7776000) * interval '1 second'
        from generate_series(${from}::bigint, ${to}::bigint) g`);
    }
    const insertMs = performance.now() - insertStarted;
    await db.execute(sql`analyze landing_events`);
    const firstRollUp = performance.now();
    const taken = await rollUpFunnel(db, now);
    const rollUpMs = performance.now() - firstRollUp;
    const aggregateRows = (await db.execute<{ n: string }>(sql`select count(*)::text as n from funnel_daily`))
      .rows[0]!.n;

    const today = beijingDayKey(now);
    const input = { from: addDaysToDayKey(today, -29), to: today, groupBy: 'channel' as const };
    const start = `${input.from}T00:00:00+08:00`;
    const dashboard = await timed(REPEAT, () => funnelReport(db, input, now));
    const raw = await timed(REPEAT, () =>
      db.execute(sql`
        select channel, sub_channel,
          count(*) filter (where kind = 'view') as views, count(*) filter (where kind = 'qr_shown') as qr_shown,
          count(*) filter (where kind = 'long_press') as long_presses, count(*) filter (where kind = 'signup') as sign_ups,
          count(*) filter (where kind = 'full') as no_group, count(*) filter (where kind = 'feedback') as feedbacks
        from landing_events where created_at >= ${start}::timestamptz and created_at < ${now.toISOString()}::timestamptz
        group by channel, sub_channel`),
    );
    const minimal = await timed(REPEAT * 4, () => db.execute(sql`select 1`));

    // 10 000 new events, then the incremental roll-up the dashboard (and the minute sweep) runs
    await db.execute(sql`
      insert into landing_events (kind, channel, sub_channel, created_at)
      select 'view', 'c1', 's1', ${now.toISOString()}::timestamptz from generate_series(1, 10000)`);
    const later = new Date(now.getTime() + ROLLUP_SETTLE_MS + 1000);
    const incrementalStarted = performance.now();
    const fresh = await rollUpFunnel(db, later);
    const incrementalMs = performance.now() - incrementalStarted;

    const f = (ms: number) => `${ms.toFixed(1)} ms`;
    console.log(
      `insert: ${f(insertMs)}; first roll-up of ${taken.toLocaleString('en')} events: ${f(rollUpMs)} → ${aggregateRows} aggregate rows`,
    );
    console.log(`incremental roll-up of ${fresh} new events: ${f(incrementalMs)}`);
    console.log(`30-day dashboard by channel (median of ${REPEAT}):`);
    console.log(`  minimal query (select 1):        ${f(minimal)}`);
    console.log(
      `  dashboard (funnel_daily):        ${f(dashboard)}  = ${(dashboard / minimal).toFixed(1)}× minimal`,
    );
    console.log(
      `  raw events GROUP BY:             ${f(raw)}  = ${(raw / minimal).toFixed(1)}× minimal, ${(raw / dashboard).toFixed(1)}× the dashboard`,
    );
  } finally {
    await database.close();
    await bench.drop();
  }
}

await main();
