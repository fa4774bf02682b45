import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMemoryStore } from '../cache/key-value-store.ts';
import { hashToken, resolveSession } from '../http/session-store.ts';
import { createPaymentProviders } from '../integrations/payment/providers.ts';
import { createLandingScenario } from '../sandbox/landing-scenarios.ts';
import { groupSignUp } from '../services/landing/sign-up-group.ts';
import { startPayment } from '../services/orders/payments.ts';
import { settleNotification } from '../services/orders/settlement.ts';
import { testLandingPlace } from '../test-support/landing-helpers.ts';
import { courseByTitle, PAID_COURSE } from '../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import {
  createTestDatabase,
  databaseTargets,
  describePostgres,
  type TestDatabase,
} from '../test-support/test-database.ts';
import type { AppDb } from './client.ts';
import * as schema from './schema/index.ts';
import { orders, paymentAttempts, sessions } from './schema/index.ts';

/**
 * The group statements (a burst's sign-ups, a burst's payment notifications: one statement for many calls, see
 * db/micro-batch.ts) take their calls as one JSON parameter, which PostgreSQL counts as 100 rows whatever it holds.
 * Prepared once per connection (statement-cache.ts), their generic plan then hashed a whole table to join it with
 * those 100 rows while the table was smaller than a few tens of thousands of rows: every customer for each group
 * of sign-ups, every payment attempt and every unpaid order for each group of notifications, so a group's cost
 * grew with the tables. Here every statement such a burst runs (recorded from its own connection) is planned as
 * the server's connections plan it — generic, on tables of thousands of rows with their statistics — and none may
 * read a large table by a scan: each looks its rows up by key.
 */
const postgres = databaseTargets.find((d) => d.name === 'postgres')!;
const LARGE_TABLES = [
  'customers',
  'sessions',
  'landing_enrolments',
  'payment_attempts',
  'orders',
  'course_ownerships',
];
const uploads = mkdtempSync(path.join(tmpdir(), 'group-plans-'));

type Recorded = { text: string; values: unknown[] };
type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Recheck Cond'?: string;
  Plans?: PlanNode[];
};

/**
 * A read of a large table that is not a lookup by the statement's input: a sequential scan, or a bitmap scan by
 * constants alone (every unpaid order, say); a bitmap scan by a parameter (`token_hash = any($0)`) is a lookup.
 */
const scansTable = (node: PlanNode) =>
  LARGE_TABLES.includes(node['Relation Name'] ?? '') &&
  (node['Node Type'] === 'Seq Scan' ||
    (node['Node Type'] === 'Bitmap Heap Scan' && !node['Recheck Cond']?.includes('$')));

/** A drizzle handle on one connection of its own that records every parameterised statement it runs. */
async function recordingDb(
  url: string,
): Promise<{ db: AppDb; recorded: Recorded[]; end: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const recorded: Recorded[] = [];
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    const c = (typeof config === 'string' ? { text: config } : config) as {
      text?: unknown;
      values?: unknown;
    };
    const params = Array.isArray(values) ? values : c.values;
    if (typeof c.text === 'string' && Array.isArray(params) && params.length > 0)
      recorded.push({ text: c.text, values: params });
    return query(config, values, callback);
  };
  const db = drizzleNodePg({ client, schema }) as unknown as AppDb;
  return { db, recorded, end: () => client.end() };
}

/** The scans of large tables in each statement's generic plan, as `relation: statement's first words`. */
async function scansOfLargeTables(url: string, statements: Recorded[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const found: string[] = [];
  try {
    await client.query('set plan_cache_mode = force_generic_plan');
    const seen = new Set<string>();
    for (const [k, { text, values }] of statements.entries()) {
      if (seen.has(text)) continue;
      seen.add(text);
      await client.query(`prepare plan_${k} as ${text}`);
      const literals = values.map((v) =>
        v === null || v === undefined ? 'null' : client.escapeLiteral(typeof v === 'string' ? v : String(v)),
      );
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `explain (format json) execute plan_${k}(${literals.join(', ')})`,
      );
      await client.query(`deallocate plan_${k}`);
      const walk = (node: PlanNode) => {
        if (scansTable(node)) {
          found.push(
            `${node['Node Type']} on ${node['Relation Name']}: ${text.trim().replace(/\s+/g, ' ').slice(0, 120)}`,
          );
        }
        for (const child of node.Plans ?? []) walk(child);
      };
      walk(rows[0]!['QUERY PLAN'][0].Plan);
    }
  } finally {
    await client.end();
  }
  return found;
}

/**
 * Runs `burst` on a recording connection of its own, then answers the scans of large tables in the generic plans
 * of the statements it ran (it must have run some).
 */
async function scansOfBurst(url: string, burst: (db: AppDb) => Promise<void>): Promise<string[]> {
  const recording = await recordingDb(url);
  try {
    await burst(recording.db);
  } finally {
    await recording.end();
  }
  expect(recording.recorded.length).toBeGreaterThan(0);
  return scansOfLargeTables(url, recording.recorded);
}

describePostgres('group statements look rows up by key (PostgreSQL, generic plans)', () => {
  let testDb: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    testDb = await createTestDatabase(postgres, { seeded: true });
    t = await buildTestApp(testDb.database, { seed: false });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  }, 60_000);

  const newCustomers = async (db: AppDb, n: number, tag: string) =>
    (
      await db.execute<{ id: number }>(sql`insert into customers (openid, wechat_type, nickname)
        select ${tag} || '_' || g, 99, '学员' || g from generate_series(1, ${n}) g returning id`)
    ).rows.map((r) => Number(r.id));

  it('a burst of sign-ups: no statement scans customers, enrolments or ownerships', async () => {
    const db = testDb.database.db;
    const scenario = await createLandingScenario(db, uploads, {
      classCount: 30,
      capacity: 100,
      full: false,
      withoutGroupQr: false,
      owns: false,
      excluded: false,
    });
    const input = (customerId: number) => ({
      customerId,
      courseId: scenario.courseId,
      place: testLandingPlace(scenario.addGroupPageId),
      now: new Date(),
    });
    // thousands of learners, two thousand of them signed up already (in groups of 100, as a burst would)
    const earlier = await newCustomers(db, 6000, 'plans_earlier');
    for (let i = 0; i < 2000; i += 100)
      await Promise.all(earlier.slice(i, i + 100).map((id) => groupSignUp(db)(input(id))));
    await db.execute(sql`analyze`);

    const burst = await newCustomers(db, 40, 'plans_burst');
    const scans = await scansOfBurst(testDb.url!, async (recorded) => {
      const answers = await Promise.all(burst.map((id) => groupSignUp(recorded)(input(id))));
      expect(answers.every((a) => a?.kind === 'placed' && a.isNew)).toBe(true);
      const again = await Promise.all(burst.map((id) => groupSignUp(recorded)(input(id))));
      expect(again.every((a) => a?.kind === 'placed' && !a.isNew)).toBe(true);
    });
    expect(scans).toEqual([]);
  }, 120_000);

  it('a burst of sign-ins the session cache does not know: the sessions are looked up by token', async () => {
    const db = testDb.database.db;
    const learners = await newCustomers(db, 3000, 'plans_sessions');
    // their sessions, one insert (createSession one by one would take seconds); a token as createSession makes it
    const tokens = learners.map(() => randomBytes(32).toString('base64url'));
    const expiresAt = new Date(Date.now() + 7 * 86_400_000);
    await db.insert(sessions).values(
      learners.map((customerId, k) => ({
        tokenHash: hashToken(tokens[k]!),
        customerId,
        wechatType: 99,
        kind: 'customer' as const,
        expiresAt,
      })),
    );
    await db.execute(sql`analyze`);

    const scans = await scansOfBurst(testDb.url!, async (recorded) => {
      const found = await Promise.all(tokens.slice(0, 40).map((token) => resolveSession(recorded, token)));
      expect(found.map((f) => (typeof f === 'string' ? f : f.customerId))).toEqual(learners.slice(0, 40));
    });
    expect(scans).toEqual([]);
  }, 120_000);

  it('a burst of payment notifications, first deliveries and repeats: no statement scans attempts or orders', async () => {
    const db = testDb.database.db;
    const providers = createPaymentProviders(t.app.config.payment, createMemoryStore());
    const course = await courseByTitle(db, PAID_COURSE);
    const pay = async (customerId: number) => {
      const started = await startPayment(db, providers, {
        customerId,
        brand: 'nbc',
        wechatType: 99,
        spec: { courseId: course.id },
        payType: 21,
        publicBaseUrl: 'http://127.0.0.1',
        now: new Date(),
        expireMinutes: 30,
      });
      const { rows } = await db.execute<{ payment_no: string; amount_cents: number }>(
        sql`select a.payment_no, a.amount_cents from payment_attempts a join orders o on o.id = a.order_id
            where o.order_no = ${started.orderNo}`,
      );
      return {
        orderNo: started.orderNo,
        paymentNo: rows[0]!.payment_no,
        amountCents: Number(rows[0]!.amount_cents),
      };
    };
    // the burst's own orders, made by the checkout
    const payments = await Promise.all((await newCustomers(db, 30, 'plans_paying')).map(pay));
    // thousands of unpaid orders with their attempts: copies of one the checkout made, a few inserts in all (the
    // checkout itself would take many seconds for them)
    const unpaid = await newCustomers(db, 2500, 'plans_unpaid');
    const made = await pay(unpaid[0]!);
    const [order] = await db.select().from(orders).where(eq(orders.orderNo, made.orderNo));
    const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order!.id));
    const { id: _order, ...orderRow } = order!;
    const { id: _attempt, ...attemptRow } = attempt!;
    for (let i = 1; i < unpaid.length; i += 500) {
      const copies = await db
        .insert(orders)
        .values(
          unpaid.slice(i, i + 500).map((customerId) => ({
            ...orderRow,
            customerId,
            orderNo: `${orderRow.orderNo}${customerId}`,
          })),
        )
        .returning({ id: orders.id });
      await db.insert(paymentAttempts).values(
        copies.map(({ id }) => ({
          ...attemptRow,
          orderId: id,
          paymentNo: `${attemptRow.paymentNo}${id}`,
        })),
      );
    }
    await db.execute(sql`analyze`);

    const scans = await scansOfBurst(testDb.url!, async (recorded) => {
      const deliver = (p: { paymentNo: string; amountCents: number }) =>
        settleNotification(recorded, 'sandbox', {
          notifyId: `plans-${p.paymentNo}`,
          paymentNo: p.paymentNo,
          providerTradeNo: `T${p.paymentNo}`,
          amountCents: p.amountCents,
          success: true,
        });
      const first = await Promise.all(payments.map(deliver));
      expect(first.map((r) => r.outcome)).toEqual(payments.map(() => 'paid'));
      const repeats = await Promise.all(payments.map(deliver));
      expect(repeats.map((r) => r.outcome)).toEqual(payments.map(() => 'duplicate'));
    });
    expect(scans).toEqual([]);
  }, 180_000);
});
