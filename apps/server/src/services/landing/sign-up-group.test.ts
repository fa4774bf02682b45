import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { AppDb } from '../../db/client.ts';
import { classes, landingEvents } from '../../db/schema/index.ts';
import { seedDemoData } from '../../db/seed.ts';
import { createLandingScenario } from '../../sandbox/landing-scenarios.ts';
import { testLandingPlace } from '../../test-support/landing-helpers.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { type GroupAnswer, groupSignUp } from './sign-up-group.ts';

const uploads = mkdtempSync(path.join(tmpdir(), 'landing-group-'));

const defaults = {
  classCount: 3,
  capacity: 30,
  full: false,
  withoutGroupQr: false,
  owns: false,
  excluded: false,
};

let counter = 0;
async function newCustomers(db: AppDb, n: number): Promise<number[]> {
  counter += 1;
  const rows = await db.execute<{ id: number }>(
    sql`insert into customers (openid, wechat_type, nickname)
        select 'group_' || ${String(counter)} || '_' || g || '_' || ${String(Date.now())}, 99, '学员' || g
        from generate_series(1, ${n}) g
        returning id`,
  );
  return rows.rows.map((r) => Number(r.id));
}

const placed = (answer: GroupAnswer) => {
  if (answer?.kind !== 'placed') throw new Error(`expected placed, got ${JSON.stringify(answer)}`);
  return answer;
};

describeEachDatabase(
  'group sign-up (one statement for the sign-ups that arrive together)',
  (getDatabase, target) => {
    const db = () => getDatabase().db;
    beforeAll(async () => {
      await seedDemoData(getDatabase(), { uploadsDir: uploads });
    });

    const seats = async (campId: number) =>
      (
        await db()
          .select({ seatsTaken: classes.seatsTaken })
          .from(classes)
          .where(eq(classes.campId, campId))
          .orderBy(classes.id)
      ).map((c) => c.seatsTaken);

    it('settles a burst of distinct learners in groups, filling the classes in order, one seat each', async () => {
      const scenario = await createLandingScenario(db(), uploads, defaults);
      const users = await newCustomers(db(), 70);
      const now = new Date();
      const answers = await Promise.all(
        users.map((customerId) =>
          groupSignUp(db())({
            customerId,
            courseId: scenario.courseId,
            place: testLandingPlace(scenario.addGroupPageId),
            now,
          }),
        ),
      );
      // every one settled by the group statement (none left to the single path), each a new enrolment
      const placements = answers.map((a) => placed(a));
      expect(placements.every((p) => p.isNew)).toBe(true);
      expect(new Set(placements.map((p) => p.placement.learnNumber)).size).toBe(70);
      expect(placements.every((p) => /^\d{7,}$/.test(p.placement.learnNumber))).toBe(true);
      expect(await seats(scenario.campId)).toEqual([30, 30, 10]);
      const perClass = new Map<number, number>();
      for (const p of placements)
        perClass.set(p.placement.classId, (perClass.get(p.placement.classId) ?? 0) + 1);
      expect([...perClass.values()].sort((a, b) => b - a)).toEqual([30, 30, 10]);
      // what the single allocation writes, once per learner
      const counts = await db().execute<{
        owned: number;
        members: number;
        messages: number;
        events: number;
      }>(sql`
      select
        (select count(*)::int from course_ownerships where course_id = ${scenario.courseId}) as owned,
        (select count(*)::int from camp_members where camp_id = ${scenario.campId}) as members,
        (select count(*)::int from customer_messages where customer_id = any(array(
          select customer_id from landing_enrolments where course_id = ${scenario.courseId}))) as messages,
        (select count(*)::int from ${landingEvents}
          where page_template_id = ${scenario.addGroupPageId} and kind = 'signup') as events`);
      expect(counts.rows[0]).toEqual({ owned: 70, members: 70, messages: 70, events: 70 });
      // each 'signup' event carries where its learner came from
      const places = await db().execute<{ n: number }>(sql`
      select count(*)::int as n from ${landingEvents}
      where page_template_id = ${scenario.addGroupPageId} and kind = 'signup' and group_code_page = 'pageTemplate'
        and channel = '1001' and sub_channel = '100101' and chain_type = 'LL20027'
        and customer_id = any(${sql.raw(`array[${users.join(',')}]`)})`);
      expect(places.rows[0]!.n).toBe(70);
      // one learner has joined the class group: their next sign-up answers that too
      const joinedAt = new Date('2026-01-02T03:04:05Z');
      await db().execute(
        sql`update landing_enrolments set joined_group_at = ${joinedAt.toISOString()}::timestamptz
          where id = ${placements[0]!.placement.enrolmentId}`,
      );

      // again: the same classes and numbers, no seat taken
      const again = await Promise.all(
        users.map((customerId) =>
          groupSignUp(db())({ customerId, courseId: scenario.courseId, place: testLandingPlace(null), now }),
        ),
      );
      again.forEach((a, i) => {
        const p = placed(a);
        expect(p.isNew).toBe(false);
        // the whole placement as it was given (enrolment, camp and its date, class, teacher, QR, learner number)
        expect(p.placement).toEqual({
          ...placements[i]!.placement,
          joinedGroupAt: i === 0 ? joinedAt : null,
        });
      });
      expect(await seats(scenario.campId)).toEqual([30, 30, 10]);
    });

    it('gives out only the seats there are and leaves the rest to the single path (null)', async () => {
      const scenario = await createLandingScenario(db(), uploads, {
        ...defaults,
        classCount: 2,
        capacity: 10,
      });
      const users = await newCustomers(db(), 50);
      const now = new Date();
      const answers = await Promise.all(
        users.map((customerId) =>
          groupSignUp(db())({ customerId, courseId: scenario.courseId, place: testLandingPlace(null), now }),
        ),
      );
      expect(answers.filter((a) => a?.kind === 'placed')).toHaveLength(20);
      expect(answers.filter((a) => a === null)).toHaveLength(30);
      expect(await seats(scenario.campId)).toEqual([10, 10]);
    });

    it('answers the exclusion rule and takes no seat; leaves a course that is not zero-yuan to the single path', async () => {
      const [excluded] = await newCustomers(db(), 1);
      const scenario = await createLandingScenario(db(), uploads, {
        ...defaults,
        customerId: excluded,
        excluded: true,
      });
      const answer = await groupSignUp(db())({
        customerId: excluded!,
        courseId: scenario.courseId,
        place: testLandingPlace(null),
        now: new Date(),
      });
      expect(answer).toEqual({
        kind: 'excluded',
        qr: { qrUrl: '/uploads/qr/course-advisor.svg', name: '课程顾问 陈老师' },
      });
      expect(await seats(scenario.campId)).toEqual([0, 0, 0]);
      await db().execute(sql`update courses set is_zero_yuan = false where id = ${scenario.courseId}`);
      const [other] = await newCustomers(db(), 1);
      expect(
        await groupSignUp(db())({
          customerId: other!,
          courseId: scenario.courseId,
          place: testLandingPlace(null),
          now: new Date(),
        }),
      ).toBeNull();
      expect(await seats(scenario.campId)).toEqual([0, 0, 0]);
    });

    /** Holds a row lock on `classIds` from another connection (another server process's group) until released. */
    const holdClasses = async (classIds: number[]) => {
      const database = getDatabase();
      if (database.driver !== 'postgres') throw new Error('PostgreSQL only');
      const client = await database.pool.connect();
      await client.query('begin');
      await client.query('select id from classes where id = any($1::int[]) for update', [classIds]);
      return async () => {
        await client.query('rollback');
        client.release();
      };
    };

    // Another connection holding a class's lock is another server process: PostgreSQL only (PGlite has one
    // connection), so these two are not defined for PGlite rather than skipped there.
    const onPostgres = target.name === 'postgres' ? it : () => undefined;

    onPostgres('takes the classes no other group holds, without waiting for them (PostgreSQL)', async () => {
      const scenario = await createLandingScenario(db(), uploads, defaults);
      const release = await holdClasses([scenario.classIds[0]!]);
      let released = false;
      try {
        const users = await newCustomers(db(), 10);
        const now = new Date();
        const answers = await Promise.race([
          Promise.all(
            users.map((customerId) =>
              groupSignUp(db())({
                customerId,
                courseId: scenario.courseId,
                place: testLandingPlace(null),
                now,
              }),
            ),
          ),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 3000)),
        ]);
        // answered while the first class is still held: all ten in the second class
        expect(answers).not.toBeNull();
        expect(answers!.map((a) => placed(a).placement.classId)).toEqual(
          users.map(() => scenario.classIds[1]),
        );
        await release();
        released = true;
        expect(await seats(scenario.campId)).toEqual([0, 10, 0]);
      } finally {
        if (!released) await release();
      }
    });

    onPostgres(
      'waits for the held classes when it found no other, instead of leaving the learners to the single path (PostgreSQL)',
      async () => {
        const scenario = await createLandingScenario(db(), uploads, defaults);
        const release = await holdClasses(scenario.classIds);
        const users = await newCustomers(db(), 5);
        const now = new Date();
        const pending = Promise.all(
          users.map((customerId) =>
            groupSignUp(db())({
              customerId,
              courseId: scenario.courseId,
              place: testLandingPlace(null),
              now,
            }),
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        await release();
        const answers = await pending;
        expect(answers.map((a) => placed(a).placement.classId)).toEqual(
          users.map(() => scenario.classIds[0]),
        );
        expect(await seats(scenario.campId)).toEqual([5, 0, 0]);
      },
    );
  },
);
