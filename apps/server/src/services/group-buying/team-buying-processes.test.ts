import { teamBuyJoin } from '@course/contracts/group-buying-team';
import { ResponseCode } from '@course/domain/response-codes';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import {
  customerMessages,
  groupBuyMembers,
  groupBuyTeams,
  orderEvents,
  orders,
  refunds,
} from '../../db/schema/index.ts';
import type { PaymentProviders } from '../../integrations/payment/providers.ts';
import {
  activityByCode,
  joinAndPay,
  openPaidTeam,
  payOnCashier,
  paySeat,
} from '../../test-support/group-buying-helpers.ts';
import { call } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  createTestDatabase,
  databaseTargets,
  describePostgres,
  type TestDatabase,
} from '../../test-support/test-database.ts';
import { DEADLINE_QUEUE, startTeamScheduler, type TeamScheduler } from './scheduler.ts';

/**
 * Team buying across processes on PostgreSQL: two app instances, each with its own connection pool to one
 * database (what two server processes share), take seats of one team at once; two pg-boss schedulers (two
 * processes' workers) close expired teams and refund each member exactly once; a deadline job outlives the
 * scheduler that was running when it was sent. Prints its figures.
 */
const postgres = databaseTargets.find((d) => d.name === 'postgres')!;

describePostgres('team buying across two processes (PostgreSQL)', () => {
  let testDb: TestDatabase;
  let second: Database;
  let a: TestApp;
  let b: TestApp;
  let activityId: number;
  const schedulers: TeamScheduler[] = [];
  beforeAll(async () => {
    testDb = await createTestDatabase(postgres, { seeded: true });
    second = await openDatabase({ databaseUrl: testDb.url!, poolMax: 25 });
    a = await buildTestApp(testDb.database);
    b = await buildTestApp(second, { seed: false });
    activityId = (await activityByCode(a.database.db, 'team-buy-piano')).id;
  }, 120_000);
  afterAll(async () => {
    for (const s of schedulers) await s.stop();
    await a?.close();
    await b?.close();
    await second?.close();
    await testDb?.drop();
  }, 60_000);

  const db = () => a.database.db;

  it('100 joins split over two processes of a team with two seats left: two seats, 98 told it is full', async () => {
    const { teamNo } = await openPaidTeam(a, activityId);
    const learners = await Promise.all(Array.from({ length: 100 }, () => a.newCustomer()));
    const started = Date.now();
    const answers = await Promise.all(
      learners.map((l, i) =>
        call(i % 2 === 0 ? a.app : b.app, teamBuyJoin, { token: l.token, body: { teamNo } }),
      ),
    );
    const ms = Date.now() - started;
    const seated = answers.filter((x) => x.code === 0).length;
    const full = answers.filter((x) => x.code === ResponseCode.teamFull).length;
    console.log(
      `[group-buying] 100 joins over 2 processes in ${ms} ms: ${seated} seated, ${full} told full (2201)`,
    );
    expect(seated).toBe(2);
    expect(full).toBe(98);
    for (const [i, x] of answers.entries()) {
      if (x.code !== 0) continue;
      await payOnCashier(a, (await paySeat(a, learners[i]!.token, x.data.orderNo))!);
    }
    const [team] = await db().select().from(groupBuyTeams).where(eq(groupBuyTeams.teamNo, teamNo));
    expect(team!.status).toBe('succeeded');
    const paid = await db()
      .select()
      .from(groupBuyMembers)
      .where(and(eq(groupBuyMembers.teamId, team!.id), eq(groupBuyMembers.status, 'paid')));
    expect(paid).toHaveLength(3);
    const charged = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(
          orders.customerId,
          learners.map((l) => l.customerId),
        ),
      );
    expect(charged).toHaveLength(2);
  });

  /** Both schedulers refund through one set of providers: the sandbox keeps its payments in app a's store. */
  function countingPayments(): { payments: PaymentProviders; calls: string[] } {
    const calls: string[] = [];
    const base = a.app.deps.payments;
    const sandbox = base.byName('sandbox')!;
    const counted = {
      ...sandbox,
      refund: async (input: Parameters<typeof sandbox.refund>[0]) => {
        calls.push(input.paymentNo);
        return sandbox.refund(input);
      },
    };
    return {
      calls,
      payments: { ...base, byName: (name) => (name === 'sandbox' ? counted : base.byName(name)) },
    };
  }

  async function waitFor(check: () => Promise<boolean>, ms = 30_000): Promise<number> {
    const start = Date.now();
    while (Date.now() - start < ms) {
      if (await check()) return Date.now() - start;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('timed out');
  }

  it('two pg-boss workers close three expired teams: each of the six members refunded exactly once', async () => {
    const { payments, calls } = countingPayments();
    for (const database of [testDb.database, second]) {
      schedulers.push(
        await startTeamScheduler({
          database,
          payments,
          now: Date.now,
          publicBaseUrl: 'http://x',
          pollMs: 500,
        }),
      );
    }
    expect(schedulers.map((s) => s.kind)).toEqual(['pg-boss', 'pg-boss']);
    const orderNos: string[] = [];
    const teamIds: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { teamNo, orderNo } = await openPaidTeam(a, activityId);
      const member = await joinAndPay(a, teamNo);
      orderNos.push(orderNo, member.orderNo);
      const [team] = await db()
        .update(groupBuyTeams)
        .set({ deadlineAt: new Date(Date.now() - 1000) })
        .where(eq(groupBuyTeams.teamNo, teamNo))
        .returning();
      teamIds.push(team!.id);
      // the job the open call sends; sent twice (both processes) to show a duplicate changes nothing
      await schedulers[0]!.teamOpened(team!.id, team!.deadlineAt);
      await schedulers[1]!.teamOpened(team!.id, team!.deadlineAt);
    }
    const refunded = async () =>
      (await db().select().from(orders).where(inArray(orders.orderNo, orderNos))).every(
        (o) => o.status === 'refunded',
      );
    const ms = await waitFor(refunded);
    await new Promise((r) => setTimeout(r, 1500)); // let any second delivery run
    console.log(
      `[group-buying] 3 expired teams, 6 paid members: refunded by 2 workers in ${ms} ms, ${calls.length} provider refunds`,
    );
    expect(calls).toHaveLength(6);
    expect(new Set(calls).size).toBe(6);
    const rows = await db().select().from(orders).where(inArray(orders.orderNo, orderNos));
    for (const order of rows) {
      expect(await db().select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
      const failed = await db()
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, 'group_buy_failed')));
      expect(failed).toHaveLength(1);
      const messages = await db()
        .select()
        .from(customerMessages)
        .where(
          and(eq(customerMessages.customerId, order.customerId), eq(customerMessages.title, '拼团退款成功')),
        );
      expect(messages).toHaveLength(1);
    }
    const teams = await db().select().from(groupBuyTeams).where(inArray(groupBuyTeams.id, teamIds));
    expect(teams.every((t) => t.status === 'failed')).toBe(true);
  }, 60_000);

  it('a database where pg-boss cannot start falls back to the timer sweep, and the server keeps serving', async () => {
    const refused = {
      ...testDb.database,
      pool: { query: () => Promise.reject(new Error('permission denied for database')) },
    } as unknown as Database;
    const warnings: string[] = [];
    const scheduler = await startTeamScheduler({
      database: refused,
      payments: a.app.deps.payments,
      now: Date.now,
      publicBaseUrl: 'http://x',
      log: { warn: (_obj, msg) => warnings.push(msg) },
    });
    await scheduler.stop();
    expect(scheduler.kind).toBe('timer');
    expect(warnings).toContain('pg-boss could not start; team deadlines fall back to the timer sweep');
  });

  it('a deadline job outlives the scheduler that was running when the team was opened', async () => {
    const { payments, calls } = countingPayments();
    for (const s of schedulers.splice(0)) await s.stop();
    const first = await startTeamScheduler({
      database: second,
      payments,
      now: Date.now,
      publicBaseUrl: 'http://x',
      pollMs: 500,
    });
    const { teamNo, orderNo } = await openPaidTeam(a, activityId);
    const deadline = new Date(Date.now() + 3000);
    const [team] = await db()
      .update(groupBuyTeams)
      .set({ deadlineAt: deadline })
      .where(eq(groupBuyTeams.teamNo, teamNo))
      .returning();
    await first.teamOpened(team!.id, deadline);
    await first.stop(); // the process stops before the deadline
    const [before] = await db().select().from(groupBuyTeams).where(eq(groupBuyTeams.id, team!.id));
    expect(before!.status).toBe('open');
    const restarted = await startTeamScheduler({
      database: testDb.database,
      payments,
      now: Date.now,
      publicBaseUrl: 'http://x',
      pollMs: 500,
    });
    schedulers.push(restarted);
    await waitFor(async () => {
      const [o] = await db().select().from(orders).where(eq(orders.orderNo, orderNo));
      return o!.status === 'refunded';
    });
    expect(calls).toHaveLength(1);
    // it was the deadline job sent before the stop that closed it (not only the minute sweep)
    const deadlineJobStates = async () => {
      if (testDb.database.driver !== 'postgres') return [];
      const jobs = await testDb.database.pool.query<{ state: string }>(
        `select state from pgboss.job where name = $1 and data->>'teamId' = $2`,
        [DEADLINE_QUEUE, String(team!.id)],
      );
      return jobs.rows.map((r) => r.state);
    };
    await waitFor(async () => (await deadlineJobStates()).join() === 'completed', 10_000);
    const [after] = await db().select().from(groupBuyTeams).where(eq(groupBuyTeams.id, team!.id));
    expect(after!.status).toBe('failed');
  }, 60_000);
});
