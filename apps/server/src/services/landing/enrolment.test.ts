// Over 300 lines: the cases of the one sign-up path share their seeded landing scenarios.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LiveOrderType, SignUpType } from '@course/domain/landing-funnel';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { AppDb } from '../../db/client.ts';
import {
  camps,
  classes,
  courseOwnerships,
  courses,
  customers,
  landingEnrolments,
  landingEvents,
} from '../../db/schema/index.ts';
import { seedDemoData } from '../../db/seed.ts';
import { createLandingScenario } from '../../sandbox/landing-scenarios.ts';
import { testLandingPlace } from '../../test-support/landing-helpers.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { checkLiveOrder, EnrolmentUnavailable, type SignUpOutcome, signUp } from './enrolment.ts';

const uploads = mkdtempSync(path.join(tmpdir(), 'landing-enrolment-'));

const defaults = {
  classCount: 2,
  capacity: 200,
  full: false,
  withoutGroupQr: false,
  owns: false,
  excluded: false,
};

let counter = 0;
/** `n` learners without a learner number (so the sign-up gives them one). */
async function newCustomers(db: AppDb, n: number): Promise<number[]> {
  counter += 1;
  const rows = await db.execute<{ id: number }>(
    sql`insert into customers (openid, wechat_type, nickname)
        select 'enrol_' || ${String(counter)} || '_' || g || '_' || ${String(Date.now())}, 99, '学员' || g
        from generate_series(1, ${n}) g
        returning id`,
  );
  return rows.rows.map((r) => Number(r.id));
}

const enrolled = (outcome: SignUpOutcome) => {
  if (outcome.type !== SignUpType.enrolled) throw new Error(`expected enrolled, got ${outcome.type}`);
  return outcome.placement;
};

async function seatsOf(db: AppDb, campId: number) {
  const rows = await db
    .select({ id: classes.id, capacity: classes.capacity, seatsTaken: classes.seatsTaken })
    .from(classes)
    .where(eq(classes.campId, campId))
    .orderBy(classes.id);
  const counts = await db.execute<{ class_id: number; n: number }>(
    sql`select class_id, count(*)::int as n from ${landingEnrolments}
        where class_id in (select id from ${classes} where camp_id = ${campId}) group by class_id`,
  );
  const enrolledBy = new Map(counts.rows.map((r) => [Number(r.class_id), r.n]));
  return rows.map((r) => ({ ...r, enrolled: enrolledBy.get(r.id) ?? 0 }));
}

describeEachDatabase('zero-yuan sign-up and class allocation', (getDatabase, target) => {
  const db = () => getDatabase().db;
  beforeAll(async () => {
    await seedDemoData(getDatabase(), { uploadsDir: uploads });
  });

  it('gives a learner who signs up twice the same class and learner number, and takes one seat', async () => {
    const scenario = await createLandingScenario(db(), uploads, { ...defaults, classCount: 2, capacity: 5 });
    const [customerId] = await newCustomers(db(), 1);
    const now = new Date();
    const first = enrolled(
      await signUp(db(), {
        customerId: customerId!,
        courseId: scenario.courseId,
        place: testLandingPlace(scenario.addGroupPageId),
        now,
      }),
    );
    const second = enrolled(
      await signUp(db(), {
        customerId: customerId!,
        courseId: scenario.courseId,
        place: testLandingPlace(scenario.addGroupPageId),
        now,
      }),
    );
    expect(second.classId).toBe(first.classId);
    expect(second.learnNumber).toBe(first.learnNumber);
    expect(first.learnNumber).toMatch(/^\d{7,}$/);
    const seats = await seatsOf(db(), scenario.campId);
    expect(seats.map((s) => s.seatsTaken)).toEqual([1, 0]);
    const owned = await db()
      .select({ source: courseOwnerships.source })
      .from(courseOwnerships)
      .where(eq(courseOwnerships.customerId, customerId!));
    expect(owned).toEqual([{ source: 'zero_yuan' }]);
    // the learning centre's camp membership (courses module) is written by the same statement
    const members = await db().execute<{ class_id: number }>(
      sql`select class_id from camp_members where customer_id = ${customerId}`,
    );
    expect(members.rows.map((r) => Number(r.class_id))).toEqual([first.classId]);
    // and one site message (报名成功), not two for two sign-ups
    const messages = await db().execute<{ title: string; content: string }>(
      sql`select title, content from customer_messages where customer_id = ${customerId}`,
    );
    expect(messages.rows).toHaveLength(1);
    expect(messages.rows[0]!.title).toBe('报名成功');
    expect(messages.rows[0]!.content).toMatch(/^《.+》已开通，请添加班主任进入班级群，按时上课。$/);
  });

  it('gives the same learner one seat when they sign up many times at once', async () => {
    const scenario = await createLandingScenario(db(), uploads, { ...defaults, classCount: 3, capacity: 10 });
    const [customerId] = await newCustomers(db(), 1);
    const outcomes = await Promise.all(
      Array.from({ length: 25 }, () =>
        signUp(db(), {
          customerId: customerId!,
          courseId: scenario.courseId,
          place: testLandingPlace(null),
          now: new Date(),
        }),
      ),
    );
    const placements = outcomes.map(enrolled);
    expect(new Set(placements.map((p) => p.classId)).size).toBe(1);
    expect(new Set(placements.map((p) => p.learnNumber)).size).toBe(1);
    const seats = await seatsOf(db(), scenario.campId);
    expect(seats.reduce((n, s) => n + s.seatsTaken, 0)).toBe(1);
    expect(seats.every((s) => s.seatsTaken === s.enrolled)).toBe(true);
  });

  it('never puts more learners in a class than it holds under hundreds of concurrent sign-ups', async () => {
    const capacity = 40;
    const scenario = await createLandingScenario(db(), uploads, { ...defaults, classCount: 3, capacity });
    const users = await newCustomers(db(), 400);
    const started = Date.now();
    const outcomes = await Promise.all(
      users.map((customerId) =>
        signUp(db(), {
          customerId,
          courseId: scenario.courseId,
          place: testLandingPlace(scenario.addGroupPageId),
          now: new Date(),
        }),
      ),
    );
    const elapsed = Date.now() - started;
    const taken = outcomes.filter((o) => o.type === SignUpType.enrolled);
    const refused = outcomes.filter((o) => o.type === SignUpType.full);
    expect(taken).toHaveLength(3 * capacity);
    expect(refused).toHaveLength(400 - 3 * capacity);
    const seats = await seatsOf(db(), scenario.campId);
    for (const s of seats) {
      expect(s.seatsTaken).toBe(capacity);
      expect(s.enrolled).toBe(capacity);
    }
    // every learner number is distinct (the sequence handed them out under the same burst)
    const numbers = await db()
      .select({ learnNumber: customers.learnNumber })
      .from(customers)
      .where(
        inArray(
          customers.id,
          taken.map((o) => enrolled(o).customerId),
        ),
      );
    expect(new Set(numbers.map((n) => n.learnNumber)).size).toBe(3 * capacity);
    // operators see the refusals
    const events = await db().execute<{ kind: string; n: number }>(
      sql`select kind, count(*)::int as n from ${landingEvents}
            where page_template_id = ${scenario.addGroupPageId} group by kind order by kind`,
    );
    expect(events.rows).toEqual([
      { kind: 'full', n: 400 - 3 * capacity },
      { kind: 'signup', n: 3 * capacity },
    ]);
    console.log(`[${target.name}] 400 concurrent sign-ups for 120 seats in ${elapsed} ms`);
  }, 120_000);

  it('answers full, and counts the refusal, when every class is full', async () => {
    const scenario = await createLandingScenario(db(), uploads, { ...defaults, full: true, capacity: 2 });
    const [customerId] = await newCustomers(db(), 1);
    const outcome = await signUp(db(), {
      customerId: customerId!,
      courseId: scenario.courseId,
      place: testLandingPlace(scenario.addGroupPageId),
      now: new Date(),
    });
    expect(outcome.type).toBe(SignUpType.full);
    const seats = await seatsOf(db(), scenario.campId);
    expect(seats.every((s) => s.seatsTaken === 2 && s.enrolled === 0)).toBe(true);
  });

  it('answers full once the camp has started (enrolment closes at the camp date)', async () => {
    const scenario = await createLandingScenario(db(), uploads, { ...defaults, startedDaysAgo: 1 });
    const [customerId] = await newCustomers(db(), 1);
    const outcome = await signUp(db(), {
      customerId: customerId!,
      courseId: scenario.courseId,
      place: testLandingPlace(null),
      now: new Date(),
    });
    expect(outcome.type).toBe(SignUpType.full);
  });

  it('refuses a course without a camp, and a paid course, as unavailable', async () => {
    const [customerId] = await newCustomers(db(), 1);
    const [free] = await db()
      .insert(courses)
      .values({ brand: 'nbc', title: '没有训练营的课', subject: 'memory', priceCents: 0, isZeroYuan: true })
      .returning({ id: courses.id });
    await expect(
      signUp(db(), {
        customerId: customerId!,
        courseId: free!.id,
        place: testLandingPlace(null),
        now: new Date(),
      }),
    ).rejects.toMatchObject({ reason: 'no-camp' });
    const [paid] = await db()
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.isZeroYuan, false))
      .limit(1);
    const error = await signUp(db(), {
      customerId: customerId!,
      courseId: paid!.id,
      place: testLandingPlace(null),
      now: new Date(),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EnrolmentUnavailable);
    expect((error as EnrolmentUnavailable).reason).toBe('not-zero-yuan');
  });

  it('checks the live order: 5 when bought, 2 under a mutual exclusion, 1 otherwise', async () => {
    const [buyer, excluded, fresh] = await newCustomers(db(), 3);
    const owned = await createLandingScenario(db(), uploads, { ...defaults, customerId: buyer, owns: true });
    expect((await checkLiveOrder(db(), buyer!, owned.courseId)).type).toBe(LiveOrderType.ownsCourse);
    const exclusion = await createLandingScenario(db(), uploads, {
      ...defaults,
      customerId: excluded,
      excluded: true,
    });
    const check = await checkLiveOrder(db(), excluded!, exclusion.courseId);
    expect(check).toEqual({
      type: LiveOrderType.mutualExclusion,
      qr: { qrUrl: '/uploads/qr/course-advisor.svg', name: '课程顾问 陈老师' },
    });
    // the sign-up applies the same rule (type 1) and takes no seat
    const outcome = await signUp(db(), {
      customerId: excluded!,
      courseId: exclusion.courseId,
      place: testLandingPlace(null),
      now: new Date(),
    });
    expect(outcome.type).toBe(SignUpType.mutualExclusion);
    expect((await seatsOf(db(), exclusion.campId)).every((s) => s.seatsTaken === 0)).toBe(true);
    expect((await checkLiveOrder(db(), fresh!, exclusion.courseId)).type).toBe(LiveOrderType.normal);
  });

  it("shows the learner's own teacher when the excluding course placed them in a class", async () => {
    const [customerId] = await newCustomers(db(), 1);
    const first = await createLandingScenario(db(), uploads, { ...defaults });
    const second = await createLandingScenario(db(), uploads, { ...defaults });
    const placement = enrolled(
      await signUp(db(), {
        customerId: customerId!,
        courseId: first.courseId,
        place: testLandingPlace(null),
        now: new Date(),
      }),
    );
    await db().execute(
      sql`insert into course_exclusions (course_id, excluded_course_id, qr_url, qr_name) values (${second.courseId}, ${first.courseId}, '', '')`,
    );
    const check = await checkLiveOrder(db(), customerId!, second.courseId);
    expect(check.type).toBe(LiveOrderType.mutualExclusion);
    expect(check).toMatchObject({
      qr: { qrUrl: placement.teacherQrUrl, name: `${placement.teacherName} 老师` },
    });
  });

  it('keeps the learner number a learner has', async () => {
    const scenario = await createLandingScenario(db(), uploads, { ...defaults });
    const [demo] = await db().select().from(customers).where(eq(customers.learnNumber, '100001'));
    const placement = enrolled(
      await signUp(db(), {
        customerId: demo!.id,
        courseId: scenario.courseId,
        place: testLandingPlace(null),
        now: new Date(),
      }),
    );
    expect(placement.learnNumber).toBe('100001');
  });

  it('allocates the earliest camp first', async () => {
    const scenario = await createLandingScenario(db(), uploads, { ...defaults, capacity: 1, classCount: 1 });
    const [later] = await db()
      .insert(camps)
      .values({
        courseId: scenario.courseId,
        name: '第2期',
        startsAt: new Date(Date.now() + 30 * 86_400_000),
      })
      .returning({ id: camps.id });
    await db()
      .insert(classes)
      .values({ campId: later!.id, name: '第2期 1 班', capacity: 5, groupQrUrl: '/g.svg' });
    const [a, b] = await newCustomers(db(), 2);
    const first = enrolled(
      await signUp(db(), {
        customerId: a!,
        courseId: scenario.courseId,
        place: testLandingPlace(null),
        now: new Date(),
      }),
    );
    const second = enrolled(
      await signUp(db(), {
        customerId: b!,
        courseId: scenario.courseId,
        place: testLandingPlace(null),
        now: new Date(),
      }),
    );
    expect(first.campId).toBe(scenario.campId);
    expect(second.campId).toBe(later!.id);
  });
});
