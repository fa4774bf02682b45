/**
 * bench/contest-rank: rank reads of a contest with 100,000 votes. The built server runs as its own process
 * (`node apps/server/dist/main.js`) on a fresh database per run; the bench seeds ENTRIES submitted entries of
 * the demo memory contest and VOTES vote rows spread over them (with the entries' `vote_count` counters, as
 * the vote transaction keeps them), then drives autocannon at `voice/getRank` (first page of 20, and a deep
 * page) and, with the same connections, at the minimal route `GET /healthz` before and after. Prints requests/s
 * and p99 of each and the ratios, min/median/max over RUNS runs.
 *
 *   npm run build && npm run contest-rank -w @course/bench
 * Options: RUNS (default 3), ENTRIES (2000), VOTES (100000), REQUESTS (4000), CONNECTIONS (20);
 * BENCH_DB=pglite for PGlite files instead of PostgreSQL.
 */
import { voiceCalls } from '@course/contracts/contests-entry';
import { buildRequestHeaders } from '@course/domain/request-headers';
import { eq, sql } from 'drizzle-orm';
import { contests } from '../../apps/server/src/db/schema/index.ts';
import { type Baseline, baselineOf, type Load, load, loadLine, type Shot } from '../support/load.ts';
import {
  benchDbKind,
  configOf,
  createBenchDatabase,
  freePort,
  prepareDatabase,
  serverEnvironment,
  spreadLine,
  startServer,
} from '../support/server-process.ts';

const RUNS = Number(process.env.RUNS ?? 3);
const ENTRIES = Number(process.env.ENTRIES ?? 2000);
const VOTES = Number(process.env.VOTES ?? 100_000);
const REQUESTS = Number(process.env.REQUESTS ?? 4000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const DB = benchDbKind('postgres');
const CODE = 'memory-2026';

type RunFigures = { baseline: Baseline; first: Load; deep: Load };

async function oneRun(run: number): Promise<RunFigures> {
  const db = await createBenchDatabase(DB, 'contest-rank');
  try {
    const env = serverEnvironment(db, await freePort());
    const config = configOf(env);
    await prepareDatabase(db, async (database) => {
      const [contest] = await database.db.select().from(contests).where(eq(contests.code, CODE));
      // Learners, their submitted entries, and VOTES votes by one voter pool spread over the entries.
      await database.db.execute(sql`
        insert into customers (openid, wechat_type, nickname)
        select 'bench_rank_' || g, 99, '选手' || g from generate_series(1, ${ENTRIES}) g`);
      await database.db.execute(sql`
        insert into contest_entries (contest_id, customer_id, real_name, status, media_url, media_type, entry_number)
        select ${contest!.id}, c.id, c.nickname, 'submitted', '/uploads/x.wav', 'audio/wav',
          (select coalesce(max(entry_number), 0) from contest_entries where contest_id = ${contest!.id})
            + row_number() over (order by c.id)
        from customers c where c.openid like 'bench_rank_%'`);
      await database.db.execute(sql`
        insert into contest_votes (contest_id, entry_id, voter_id, day_key)
        select ${contest!.id}, e.id, e.customer_id, '2026-01-01'
        from generate_series(1, ${VOTES}) g
        join lateral (select id, customer_id from contest_entries where contest_id = ${contest!.id}
                      order by id offset (floor(power(random(), 3) * ${ENTRIES}))::int limit 1) e on true`);
      await database.db.execute(sql`
        update contest_entries e set vote_count = v.n
        from (select entry_id, count(*)::int n from contest_votes group by entry_id) v where v.entry_id = e.id`);
      await database.db.execute(sql`analyze`);
    });
    const server = await startServer(env);
    try {
      const rankShot = async (pageNum: number): Promise<Shot> => {
        const payload = { activityCode: CODE, pageNum, pageSize: 20, wechatType: 99, productCode: 'nbc' };
        const headers = await buildRequestHeaders({
          payload,
          token: '',
          partnerCode: '10001',
          signMode: 'md5',
          salt: config.signSalt,
        });
        return { method: 'POST', path: voiceCalls.getRank.path, headers, body: JSON.stringify(payload) };
      };
      const healthz: Shot = { method: 'GET', path: '/healthz' };
      // Each request signed on its own (a sign is accepted once: the replay guard of issue 13).
      const shots = (pageNum: number) =>
        Promise.all(Array.from({ length: REQUESTS }, () => rankShot(pageNum)));
      const deepPage = Math.floor(ENTRIES / 40);
      await load(
        server.base,
        Array.from({ length: 1000 }, () => healthz),
        CONNECTIONS,
      );
      const before = await load(
        server.base,
        Array.from({ length: REQUESTS }, () => healthz),
        CONNECTIONS,
      );
      const firstLoad = await load(server.base, await shots(1), CONNECTIONS);
      const deep = await load(server.base, await shots(deepPage), CONNECTIONS);
      const after = await load(
        server.base,
        Array.from({ length: REQUESTS }, () => healthz),
        CONNECTIONS,
      );
      const baseline = baselineOf(before, after);
      console.log(`run ${run}: ${db.label}, ${ENTRIES} entries, ${VOTES} votes, server pid ${server.pid}`);
      console.log(`  ${loadLine('baseline GET /healthz, before', before)}`);
      console.log(`  ${loadLine('voice/getRank page 1', firstLoad)}`);
      console.log(`  ${loadLine(`voice/getRank page ${deepPage}`, deep)}`);
      console.log(`  ${loadLine('baseline GET /healthz, after', after)}`);
      return { baseline, first: firstLoad, deep };
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
  }
}

const figures: RunFigures[] = [];
for (let run = 1; run <= RUNS; run++) figures.push(await oneRun(run));
console.log(`\ncontest-rank over ${RUNS} runs (min / median / max):`);
console.log(`  healthz req/s      ${spreadLine(figures.map((f) => f.baseline.perSecond))}`);
console.log(`  getRank p1 req/s   ${spreadLine(figures.map((f) => f.first.perSecond))}`);
console.log(`  getRank deep req/s ${spreadLine(figures.map((f) => f.deep.perSecond))}`);
console.log(
  `  getRank p1 / healthz ${spreadLine(
    figures.map((f) => (100 * f.first.perSecond) / f.baseline.perSecond),
    0,
    '%',
  )}`,
);
