import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newCoursePayment } from '../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { describeEachDatabase } from '../test-support/test-database.ts';
import { rowMapper } from './row-mapper.ts';
import { orders, paymentAttempts } from './schema/index.ts';

/** A raw `returning *` row, mapped, equals what drizzle's own select answers, on both drivers. */
describeEachDatabase('rowMapper', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => t?.close());

  it('maps every column of an order and an attempt as drizzle does (dates, jsonb, nulls, integers)', async () => {
    const { order, attempt } = await newCoursePayment(t);
    const db = t.database.db;
    await db
      .update(orders)
      .set({ paidAt: new Date('2026-11-28T01:02:03.456Z'), remark: null })
      .where(eq(orders.id, order.id));
    const [typed] = await db.select().from(orders).where(eq(orders.id, order.id));
    const raw = await db.execute<Record<string, unknown>>(
      sql`update ${orders} set updated_at = updated_at where id = ${order.id} returning *`,
    );
    const mapped = rowMapper(orders)(raw.rows[0]!);
    expect(mapped).toEqual(typed);
    expect(mapped.paidAt).toEqual(new Date('2026-11-28T01:02:03.456Z'));

    const [typedAttempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id));
    const rawAttempt = await db.execute<Record<string, unknown>>(
      sql`select * from ${paymentAttempts} where id = ${attempt.id}`,
    );
    expect(rowMapper(paymentAttempts)(rawAttempt.rows[0]!)).toEqual(typedAttempt);
  });
});
