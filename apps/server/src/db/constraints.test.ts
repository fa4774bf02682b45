import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/test-database.ts';
import type { AppDb } from './client.ts';
import { isCheckViolation, isUniqueViolation } from './errors.ts';
import { brands, camps, classes, courses, customers, sessions } from './schema/index.ts';

async function makeClass(db: AppDb, capacity: number): Promise<number> {
  const [camp] = await db.select({ id: camps.id }).from(camps).limit(1);
  const [row] = await db
    .insert(classes)
    .values({ campId: camp!.id, name: `容量 ${capacity} 的班级`, capacity })
    .returning({ id: classes.id });
  return row!.id;
}

/** The conditional update that takes one seat: no row back means the class is full. */
async function takeSeat(db: AppDb, classId: number): Promise<boolean> {
  const rows = await db
    .update(classes)
    .set({ seatsTaken: sql`${classes.seatsTaken} + 1` })
    .where(sql`${classes.id} = ${classId} and ${classes.seatsTaken} < ${classes.capacity}`)
    .returning({ seatsTaken: classes.seatsTaken });
  return rows.length === 1;
}

describeEachDatabase('schema constraints', (getDatabase) => {
  const db = () => getDatabase().db;

  beforeAll(async () => {
    await db().insert(brands).values({ code: 'nbc', name: '能力培训学堂', template: 'nbc' });
    const [course] = await db()
      .insert(courses)
      .values({ brand: 'nbc', title: '测试课程', subject: 'memory', priceCents: 0 })
      .returning({ id: courses.id });
    await db().insert(camps).values({ courseId: course!.id, name: '测试营', startsAt: new Date() });
  });

  it('refuses an UPDATE that would put seats_taken above capacity', async () => {
    const classId = await makeClass(db(), 2);
    const overfill = db().update(classes).set({ seatsTaken: 3 }).where(eq(classes.id, classId));
    const error = await overfill.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isCheckViolation(error, 'classes_seats_taken_check')).toBe(true);
  });

  it('refuses a class without capacity', async () => {
    const error = await makeClass(db(), 0).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isCheckViolation(error, 'classes_capacity_check')).toBe(true);
  });

  it('the conditional seat update answers no row once the class is full', async () => {
    const classId = await makeClass(db(), 2);
    expect(await takeSeat(db(), classId)).toBe(true);
    expect(await takeSeat(db(), classId)).toBe(true);
    expect(await takeSeat(db(), classId)).toBe(false);
  });

  it('gives exactly 5 of 20 concurrent seat requests to a class of capacity 5', async () => {
    const classId = await makeClass(db(), 5);
    const results = await Promise.all(Array.from({ length: 20 }, () => takeSeat(db(), classId)));
    expect(results.filter(Boolean)).toHaveLength(5);
    const [row] = await db()
      .select({ seatsTaken: classes.seatsTaken })
      .from(classes)
      .where(eq(classes.id, classId));
    expect(row!.seatsTaken).toBe(5);
  });

  it('keeps one customer per (wechat_type, openid) but allows the same openid on another account', async () => {
    await db().insert(customers).values({ openid: 'o_dup', wechatType: 99, nickname: '甲' });
    const error = await db()
      .insert(customers)
      .values({ openid: 'o_dup', wechatType: 99, nickname: '乙' })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error, 'customers_wechat_type_openid_key')).toBe(true);
    await db().insert(customers).values({ openid: 'o_dup', wechatType: 1, nickname: '丙' });
    const inserted = await db()
      .insert(customers)
      .values({ openid: 'o_dup', wechatType: 99 })
      .onConflictDoNothing({ target: [customers.wechatType, customers.openid] })
      .returning({ id: customers.id });
    expect(inserted).toHaveLength(0);
  });

  it('refuses two sessions with one token hash', async () => {
    const [customer] = await db()
      .insert(customers)
      .values({ openid: 'o_session', wechatType: 99 })
      .returning({ id: customers.id });
    const session = {
      tokenHash: 'a'.repeat(64),
      customerId: customer!.id,
      wechatType: 99,
      expiresAt: new Date(Date.now() + 86_400_000),
    };
    await db().insert(sessions).values(session);
    const error = await db()
      .insert(sessions)
      .values(session)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error, 'sessions_token_hash_unique')).toBe(true);
  });

  it('stores created_at as a timestamp with time zone set by the database', async () => {
    const [row] = await db()
      .select({ createdAt: brands.createdAt })
      .from(brands)
      .where(eq(brands.code, 'nbc'));
    expect(row!.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(row!.createdAt.getTime() - Date.now())).toBeLessThan(10 * 60_000);
  });
});
