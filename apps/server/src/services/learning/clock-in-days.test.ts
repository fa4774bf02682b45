import type { CallContract } from '@course/contracts/define-call';
import { clockIn, clockInfo } from '@course/contracts/learning-study';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { clockIns, courses } from '../../db/schema/index.ts';
import { callInject, envelopeOf } from '../../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { grantCourse } from '../catalogue/ownership.ts';

/**
 * Clock-in days are Beijing days (issue 12, item 4): 07:00 in Beijing is still the day before in UTC, and 00:30 in
 * Beijing is the next day already. scripts/test.sh also runs this file under TZ=America/New_York.
 */
describeEachDatabase('clock-in days in Beijing time', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  let clock = Date.parse('2026-03-01T07:00:00+08:00');
  const call = async (contract: CallContract, token: string, body: Record<string, unknown>) =>
    envelopeOf(await callInject(t.app, contract, { token, body, timestamp: clock })) as {
      code: number;
      data: { streakDays: number; todayDone: boolean; totalDays: number };
    };

  beforeAll(async () => {
    t = await buildTestApp(getDatabase(), { now: () => clock });
  }, 120_000);
  afterAll(async () => t?.close());

  it('keys a clock-in by its Beijing day and counts the streak back over Beijing days', async () => {
    const { token, customerId } = await t.newCustomer();
    const [course] = await t.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.title, '每日一听：记忆力小课堂'));
    await grantCourse(t.database.db, {
      customerId,
      courseId: course!.id,
      source: 'bought',
      grantRef: 'test',
    });

    // 07:00 on 1 March in Beijing = 23:00 on 28 February in UTC
    clock = Date.parse('2026-03-01T07:00:00+08:00');
    expect(await call(clockIn, token, { courseId: course!.id, content: '第一天' })).toMatchObject({
      code: 0,
      data: { streakDays: 1, todayDone: true, totalDays: 1 },
    });
    // 00:30 on 2 March in Beijing = 16:30 on 1 March in UTC: a new Beijing day
    clock = Date.parse('2026-03-02T00:30:00+08:00');
    expect(await call(clockIn, token, { courseId: course!.id, content: '第二天' })).toMatchObject({
      code: 0,
      data: { streakDays: 2, todayDone: true, totalDays: 2 },
    });
    const days = await t.database.db
      .select({ day: clockIns.day })
      .from(clockIns)
      .where(and(eq(clockIns.customerId, customerId), eq(clockIns.courseId, course!.id)))
      .orderBy(clockIns.day);
    expect(days.map((d) => d.day)).toEqual(['2026-03-01', '2026-03-02']);

    // the next day, not clocked in yet: the streak still counts from yesterday
    clock = Date.parse('2026-03-03T23:59:00+08:00');
    expect(await call(clockInfo, token, { courseId: course!.id })).toMatchObject({
      code: 0,
      data: { streakDays: 2, todayDone: false },
    });
    // a day missed: the streak is broken
    clock = Date.parse('2026-03-04T00:00:00+08:00');
    expect(await call(clockInfo, token, { courseId: course!.id })).toMatchObject({
      code: 0,
      data: { streakDays: 0, todayDone: false },
    });
  });

  it('refuses the summary to a learner who does not own the course, as it refuses the check-in', async () => {
    const { token } = await t.newCustomer();
    const [course] = await t.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.title, '每日一听：记忆力小课堂'));
    const refused = { code: 1010, msg: '您还未购买课程' };
    expect(await call(clockInfo, token, { courseId: course!.id })).toMatchObject(refused);
    expect(await call(clockIn, token, { courseId: course!.id, content: '第一天' })).toMatchObject(refused);
    // a course that does not exist is still "not found", not "not bought"
    expect((await call(clockInfo, token, { courseId: 99_999_999 })).code).toBe(1005);
  });
});
