// Over 300 lines: one suite of the camp and class calls over one test app and database; its scenarios share the session, learner and camp helpers above them.
import { type ConsoleCallContract, ConsoleCode, type StaffRole } from '@course/contracts/console-call';
import {
  consoleAlertList,
  consoleCampCreate,
  consoleCampList,
  consoleCampUpdate,
  consoleClassCreate,
  consoleClassUpdate,
  consoleStaffMessageList,
} from '@course/contracts/console-camps';
import { SignUpType } from '@course/domain/landing-funnel';
import { ResponseCode } from '@course/domain/response-codes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, camps, classes, courses } from '../../db/schema/index.ts';
import { consoleCall, staffSessionOf } from '../../test-support/console-client.ts';
import { testLandingPlace } from '../../test-support/landing-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { signUp } from '../landing/enrolment.ts';
import { sendAlertMessages } from './alerts.ts';

const HOUR = 3_600_000;
const place = testLandingPlace(null);

describeEachDatabase(
  'console camps: classes, group QRs, rotation, alerts',
  { seeded: true },
  (getDatabase) => {
    let t: TestApp;
    let clock = Date.now();
    let counter = 0;
    let courseId = 0;
    const db = () => getDatabase().db;
    const sessionOf = async (role: StaffRole) => {
      counter += 1;
      return staffSessionOf(db(), role, `camps_${role}_${counter}_${process.pid}`, new Date(clock));
    };
    type Auth = Awaited<ReturnType<typeof sessionOf>>;
    const call = <C extends ConsoleCallContract>(c: C, input: Record<string, unknown>, auth: Auth) =>
      consoleCall(t.app, c, input, auth);
    const learner = async () => {
      counter += 1;
      const rows = await db().execute<{ id: number }>(
        sql`insert into customers (openid, wechat_type, nickname) values (${`camps_${counter}_${Date.now()}`}, 99, '学员')
          returning id`,
      );
      return Number(rows.rows[0]!.id);
    };
    const signUpNow = async (customerId: number) =>
      signUp(db(), { customerId, courseId, place, now: new Date(clock) });
    /** A camp starting in 3 days with classes A and B (capacity 1 each) made through the console calls. */
    const campWithTwoClasses = async (operator: Auth, teacherStaffId?: number) => {
      counter += 1;
      const camp = await call(
        consoleCampCreate,
        { courseId, name: `营期${counter}`, startsAt: new Date(clock + 72 * HOUR).toISOString() },
        operator,
      );
      expect(camp.code, camp.msg).toBe(0);
      const ids: number[] = [];
      for (const name of ['一班', '二班']) {
        const created = await call(
          consoleClassCreate,
          {
            campId: camp.data.camp.id,
            name,
            capacity: 1,
            groupQrUrl: `/uploads/console/qr-${counter}-${name}.png`,
            ...(teacherStaffId && name === '一班' ? { teacherStaffId } : {}),
          },
          operator,
        );
        expect(created.code, created.msg).toBe(0);
        ids.push(created.data.class.id);
      }
      return { campId: camp.data.camp.id as number, classIds: ids };
    };

    beforeAll(async () => {
      t = await buildTestApp(getDatabase(), { now: () => clock });
      const [course] = await db()
        .insert(courses)
        .values({ brand: 'nbc', title: '轮换测试课', subject: 'memory', priceCents: 0, isZeroYuan: true })
        .returning({ id: courses.id });
      courseId = course!.id;
    });
    afterAll(async () => t?.close());

    it('a class fills and the next sign-up goes to the next class; then the camp is full and alerted once to its teacher', async () => {
      const operator = await sessionOf('operator');
      const teacher = await sessionOf('teacher');
      const { campId, classIds } = await campWithTwoClasses(operator, teacher.staffId);
      const listed = await call(consoleCampList, {}, operator);
      const camp = listed.data.list.find((c) => c.id === campId)!;
      expect(camp.classes.map((c) => c.name)).toEqual(['一班', '二班']);
      // the default expiry: a group QR lasts 7 days
      expect(Date.parse(camp.classes[0]!.groupQrExpiresAt!)).toBe(clock + 7 * 24 * HOUR);
      expect(camp.classes[0]!.teacherStaffIds).toEqual([teacher.staffId]);

      const first = await signUpNow(await learner());
      const second = await signUpNow(await learner());
      if (first.type !== SignUpType.enrolled || second.type !== SignUpType.enrolled)
        throw new Error('not enrolled');
      expect([first.placement.classId, second.placement.classId]).toEqual(classIds);
      expect(first.placement.groupQrUrl).not.toBe(second.placement.groupQrUrl);
      expect((await signUpNow(await learner())).type).toBe(SignUpType.full);

      const alerts = await call(consoleAlertList, {}, teacher);
      expect(alerts.data.list).toContainEqual(
        expect.objectContaining({ kind: 'camp_full', campId, text: expect.stringContaining('名额已满') }),
      );
      await sendAlertMessages(db(), new Date(clock));
      await sendAlertMessages(db(), new Date(clock));
      const inbox = await call(consoleStaffMessageList, {}, teacher);
      expect(inbox.data.list.filter((m) => m.title === '营期名额已满')).toHaveLength(1);
      // another teacher sees none of it
      const other = await sessionOf('teacher');
      expect((await call(consoleAlertList, {}, other)).data.list).toEqual([]);
      expect((await call(consoleStaffMessageList, {}, other)).data.list).toEqual([]);
    });

    it('an expired group QR rotates sign-ups to the next class until a new QR is uploaded; expiring within 24 h alerts', async () => {
      const operator = await sessionOf('operator');
      const teacher = await sessionOf('teacher');
      const { classIds } = await campWithTwoClasses(operator, teacher.staffId);
      const [a, b] = classIds as [number, number];
      await db().update(classes).set({ capacity: 5 }).where(eq(classes.id, a));
      await db().update(classes).set({ capacity: 5 }).where(eq(classes.id, b));
      // A's QR stops working in 2 hours: alerted, still in rotation
      await db()
        .update(classes)
        .set({ groupQrExpiresAt: new Date(clock + 2 * HOUR) })
        .where(eq(classes.id, a));
      const alerts = await call(consoleAlertList, {}, operator);
      expect(alerts.data.list).toContainEqual(
        expect.objectContaining({ kind: 'qr_expiring', classId: a, text: expect.stringContaining('将于') }),
      );
      expect(alerts.data.list.some((x) => x.classId === b)).toBe(false);
      const early = await signUpNow(await learner());
      expect(early.type === SignUpType.enrolled && early.placement.classId).toBe(a);
      expect(await sendAlertMessages(db(), new Date(clock))).toBeGreaterThanOrEqual(1);
      const inbox = await call(consoleStaffMessageList, {}, teacher);
      expect(inbox.data.list.map((m) => m.title)).toContain('群二维码即将过期');

      // three hours later A's QR has expired: the next learner goes to B though A has seats
      clock += 3 * HOUR;
      const late = await signUpNow(await learner());
      expect(late.type === SignUpType.enrolled && late.placement.classId).toBe(b);

      // the operator uploads a new QR for A (expiry defaults to now + 7 days): A is back in rotation
      const updated = await call(
        consoleClassUpdate,
        { classId: a, groupQrUrl: '/uploads/console/new-qr.png' },
        operator,
      );
      expect(updated.code, updated.msg).toBe(0);
      expect(Date.parse(updated.data.class.groupQrExpiresAt!)).toBe(clock + 7 * 24 * HOUR);
      const back = await signUpNow(await learner());
      expect(back.type === SignUpType.enrolled && back.placement).toMatchObject({
        classId: a,
        groupQrUrl: '/uploads/console/new-qr.png',
      });
      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'class.update'), eq(auditLog.targetId, String(a))));
      expect(audit?.before).toMatchObject({ groupQrExpiresAt: new Date(clock - HOUR).toISOString() });
      expect(audit?.after).toMatchObject({ groupQrUrl: '/uploads/console/new-qr.png' });
    });

    it('refuses a camp that opens now or earlier (it could never take a sign-up), in words for the operator', async () => {
      const operator = await sessionOf('operator');
      const campCount = async () => (await db().select({ id: camps.id }).from(camps)).length;
      const before = await campCount();
      const late = { code: ResponseCode.invalidParams, msg: '开营时间须晚于现在（开营后停止报名）' };
      for (const startsAt of [new Date(clock).toISOString(), '2020-01-01T20:00:00+08:00']) {
        const refused = await call(consoleCampCreate, { courseId, name: '已开营', startsAt }, operator);
        expect(refused).toMatchObject(late);
      }
      expect(await campCount()).toBe(before);
      const next = await call(
        consoleCampCreate,
        { courseId, name: '明晚开营', startsAt: new Date(clock + 30 * HOUR).toISOString() },
        operator,
      );
      expect(next.code, next.msg).toBe(0);
    });

    it('an operator renames a camp and moves its opening; an opened camp keeps its time; each change audited once', async () => {
      const operator = await sessionOf('operator');
      const { campId } = await campWithTwoClasses(operator);
      const audits = async () =>
        db()
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'camp.update'), eq(auditLog.targetId, String(campId))));
      const later = new Date(clock + 96 * HOUR).toISOString();
      const moved = await call(consoleCampUpdate, { campId, name: '  周末营  ', startsAt: later }, operator);
      expect(moved.code, moved.msg).toBe(0);
      expect(moved.data.camp).toMatchObject({ id: campId, name: '周末营', startsAt: later });
      expect(moved.data.camp.classes.map((c) => c.name)).toEqual(['一班', '二班']);
      const [audit] = await audits();
      expect(audit).toMatchObject({
        before: expect.objectContaining({ startsAt: new Date(clock + 72 * HOUR).toISOString() }),
        after: expect.objectContaining({ name: '周末营', startsAt: later }),
      });
      // the same values again: nothing to write, nothing audited
      expect(
        (await call(consoleCampUpdate, { campId, name: '周末营', startsAt: later }, operator)).code,
      ).toBe(0);
      expect(await audits()).toHaveLength(1);

      // refused in the operator's words, nothing written: a time already past, an unknown camp
      const past = await call(
        consoleCampUpdate,
        { campId, name: '周末营', startsAt: new Date(clock - HOUR).toISOString() },
        operator,
      );
      expect(past).toMatchObject({
        code: ResponseCode.invalidParams,
        msg: '开营时间须晚于现在（开营后停止报名）',
      });
      const unknown = await call(
        consoleCampUpdate,
        { campId: 99_999_999, name: '无', startsAt: later },
        operator,
      );
      expect(unknown.code).toBe(ResponseCode.notFound);

      // once opened (its time passed), its time stays and its name may still change
      const openedAt = new Date(clock - HOUR);
      await db().update(camps).set({ startsAt: openedAt }).where(eq(camps.id, campId));
      const stay = await call(
        consoleCampUpdate,
        { campId, name: '周末营', startsAt: new Date(clock + 24 * HOUR).toISOString() },
        operator,
      );
      expect(stay).toMatchObject({ code: ResponseCode.invalidParams, msg: '营期已开营，不能修改开营时间' });
      const renamed = await call(
        consoleCampUpdate,
        { campId, name: '周末营（已开营）', startsAt: openedAt.toISOString() },
        operator,
      );
      expect(renamed.code, renamed.msg).toBe(0);
      expect(renamed.data.camp).toMatchObject({ name: '周末营（已开营）', startsAt: openedAt.toISOString() });
      const [row] = await db().select().from(camps).where(eq(camps.id, campId));
      expect(row).toMatchObject({ name: '周末营（已开营）', startsAt: openedAt });
      expect(await audits()).toHaveLength(2);
    });

    it('two edits of one camp at once apply one after the other, each audited', async () => {
      const operator = await sessionOf('operator');
      const { campId } = await campWithTwoClasses(operator);
      const names = ['甲营', '乙营', '丙营', '丁营'];
      const answers = await Promise.all(
        names.map((name, i) =>
          call(
            consoleCampUpdate,
            { campId, name, startsAt: new Date(clock + (80 + i) * HOUR).toISOString() },
            operator,
          ),
        ),
      );
      expect(answers.map((a) => a.code)).toEqual([0, 0, 0, 0]);
      const trail = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'camp.update'), eq(auditLog.targetId, String(campId))))
        .orderBy(auditLog.id);
      expect(trail).toHaveLength(4);
      // each edit saw the one before it: the chain of before → after is unbroken, and ends at the stored row
      for (let i = 1; i < trail.length; i++) expect(trail[i]!.before).toEqual(trail[i - 1]!.after);
      const [row] = await db().select().from(camps).where(eq(camps.id, campId));
      expect((trail.at(-1)!.after as { name: string }).name).toBe(row!.name);
    });

    it('refuses a capacity below the seats taken, a past expiry, an unknown camp and a non-teacher as teacher', async () => {
      const operator = await sessionOf('operator');
      const finance = await sessionOf('finance');
      const { campId, classIds } = await campWithTwoClasses(operator);
      await signUpNow(await learner());
      await db().update(classes).set({ capacity: 3, seatsTaken: 2 }).where(eq(classes.id, classIds[0]!));
      const shrink = await call(consoleClassUpdate, { classId: classIds[0], capacity: 1 }, operator);
      expect(shrink.code).toBe(ResponseCode.conflict);
      expect(shrink.msg).toContain('名额不能少于已报名人数');
      const [row] = await db().select().from(classes).where(eq(classes.id, classIds[0]!));
      expect(row!.capacity).toBe(3);
      const grow = await call(consoleClassUpdate, { classId: classIds[0], capacity: 10 }, operator);
      expect(grow.data.class.capacity).toBe(10);

      const base = { campId, name: '三班', capacity: 2, groupQrUrl: '/uploads/console/x.png' };
      const past = await call(
        consoleClassCreate,
        { ...base, groupQrExpiresAt: new Date(clock - HOUR).toISOString() },
        operator,
      );
      expect(past).toMatchObject({ code: ResponseCode.groupQrExpiryInvalid, msg: '二维码有效期须晚于现在' });
      // a WeChat group QR lasts 7 days: a later expiry is refused, with the last allowed Beijing time
      const tooLate = await call(
        consoleClassCreate,
        { ...base, groupQrExpiresAt: new Date(clock + 8 * 24 * HOUR).toISOString() },
        operator,
      );
      expect(tooLate.code).toBe(ResponseCode.groupQrExpiryInvalid);
      expect(tooLate.msg).toMatch(
        /^微信群二维码最长 7 天有效：有效期不能晚于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}（北京时间）$/,
      );
      const exactly7 = await call(
        consoleClassCreate,
        { ...base, name: '七天班', groupQrExpiresAt: new Date(clock + 7 * 24 * HOUR).toISOString() },
        operator,
      );
      expect(exactly7.code, exactly7.msg).toBe(0);
      const sevenId = exactly7.data.class.id;
      // a new image on update: the same 7 days from now
      const updateLate = await call(
        consoleClassUpdate,
        {
          classId: sevenId,
          groupQrUrl: '/uploads/console/y.png',
          groupQrExpiresAt: new Date(clock + 7 * 24 * HOUR + 2 * HOUR).toISOString(),
        },
        operator,
      );
      expect(updateLate.code).toBe(ResponseCode.groupQrExpiryInvalid);
      // the same image: its expiry may move earlier, not later (a later one needs a new QR)
      const earlier = await call(
        consoleClassUpdate,
        { classId: sevenId, groupQrExpiresAt: new Date(clock + 3 * 24 * HOUR).toISOString() },
        operator,
      );
      expect(earlier.code, earlier.msg).toBe(0);
      const extend = await call(
        consoleClassUpdate,
        { classId: sevenId, groupQrExpiresAt: new Date(clock + 5 * 24 * HOUR).toISOString() },
        operator,
      );
      expect(extend.code).toBe(ResponseCode.groupQrExpiryInvalid);
      expect(extend.msg).toContain('延长有效期请上传新的群二维码');
      const [kept] = await db().select().from(classes).where(eq(classes.id, sevenId));
      expect(kept!.groupQrExpiresAt!.getTime()).toBe(clock + 3 * 24 * HOUR);
      expect((await call(consoleClassCreate, { ...base, campId: 999_999 }, operator)).code).toBe(
        ResponseCode.notFound,
      );
      const notTeacher = await call(
        consoleClassCreate,
        { ...base, teacherStaffId: finance.staffId },
        operator,
      );
      expect(notTeacher.code).toBe(ResponseCode.invalidParams);
      const badUrl = await call(consoleClassCreate, { ...base, groupQrUrl: 'javascript:alert(1)' }, operator);
      expect(badUrl.code).toBe(ResponseCode.invalidParams);
    });
    it('a teacher replaces the group QR of their own class only, and may not change its capacity', async () => {
      const operator = await sessionOf('operator');
      const teacher = await sessionOf('teacher');
      const { classIds } = await campWithTwoClasses(operator, teacher.staffId);
      const [own, other] = classIds as [number, number];
      const qr = { groupQrUrl: '/uploads/console/teacher-own.png' };
      const changed = await call(consoleClassUpdate, { classId: own, ...qr }, teacher);
      expect(changed.code, changed.msg).toBe(0);
      expect(changed.data.class.groupQrUrl).toBe(qr.groupQrUrl);
      const notOwn = await call(consoleClassUpdate, { classId: other, ...qr }, teacher);
      expect(notOwn).toMatchObject({ code: ConsoleCode.forbidden, msg: '只能更换自己班级的群二维码' });
      const capacity = await call(consoleClassUpdate, { classId: own, capacity: 50 }, teacher);
      expect(capacity.code).toBe(ConsoleCode.forbidden);
      const rows = await db()
        .select()
        .from(classes)
        .where(inArray(classes.id, [own, other]));
      expect(rows.find((r) => r.id === other)!.groupQrUrl).not.toBe(qr.groupQrUrl);
      expect(rows.find((r) => r.id === own)!.capacity).toBe(1);
    });
  },
);
