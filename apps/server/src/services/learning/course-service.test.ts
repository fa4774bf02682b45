// Over 300 lines: one suite for the course pages a learner goes through, sharing one app and its seeded courses.
import {
  courseDetail,
  teacherWxInfo,
  welfareDetail,
  welfareGiftCourse,
} from '@course/contracts/catalogue-course';
import { reportSectionBrowseLog } from '@course/contracts/learning-browse';
import { getDaily } from '@course/contracts/learning-extra';
import { getSectionData, reportLearnRecord } from '@course/contracts/learning-section';
import { claimCertificate, completeExam, getExam, learnCentreTab } from '@course/contracts/learning-study';
import { customerMessageList, customerMessageRead } from '@course/contracts/messages-site';
import { campStableList } from '@course/contracts/orders-camp';
import { submitOrderPay } from '@course/contracts/orders-checkout';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { courseOwnerships, courses, learnMilestones, learnRecords, sections } from '../../db/schema/index.ts';
import { callInject, envelopeOf } from '../../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { grantCourse } from '../catalogue/ownership.ts';

type Envelope<T> = { code: number; msg: string; data: T };

describeEachDatabase('course service', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  const ids = new Map<string, number>();
  const sectionsOf = async (title: string) => {
    const courseId = ids.get(title)!;
    return t.database.db
      .select()
      .from(sections)
      .where(eq(sections.courseId, courseId))
      .orderBy(sections.chapterId, sections.sort);
  };
  const call = async <T>(
    contract: Parameters<typeof callInject>[1],
    token: string,
    body: Record<string, unknown>,
  ) => envelopeOf(await callInject(t.app, contract, { token, body })) as Envelope<T>;

  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
    for (const c of await t.database.db.select().from(courses)) ids.set(c.title, c.id);
  }, 120_000);
  afterAll(async () => t?.close());

  const MEMORY = '21天超级记忆力训练营';
  const DAILY = '每日一听：记忆力小课堂';

  it('a granted course tells the learner once in the site messages, read when opened', async () => {
    const { token, customerId } = await t.newCustomer();
    const grant = () =>
      grantCourse(t.database.db, {
        customerId,
        courseId: ids.get(DAILY)!,
        source: 'bought',
        grantRef: 'test',
      });
    expect(await grant()).toBe(true);
    expect(await grant()).toBe(false);
    const list = await call<{
      list: { id: number; title: string; content: string; isRead: boolean }[];
      unread: number;
    }>(customerMessageList, token, { pageNum: 1, pageSize: 20 });
    expect(list.code).toBe(0);
    expect(list.data.unread).toBe(1);
    expect(list.data.list).toHaveLength(1);
    expect(list.data.list[0]).toMatchObject({ title: '课程开通成功', isRead: false });
    expect(list.data.list[0]!.content).toContain(DAILY);

    const read = await call<{ isRead: boolean }>(customerMessageRead, token, { id: list.data.list[0]!.id });
    expect(read).toMatchObject({ code: 0, data: { isRead: true } });
    const after = await call<{ unread: number }>(customerMessageList, token, { pageNum: 1, pageSize: 20 });
    expect(after.data.unread).toBe(0);

    const stranger = await t.newCustomer();
    expect((await call(customerMessageRead, stranger.token, { id: list.data.list[0]!.id })).code).not.toBe(0);
  });

  it('shows a visitor the trial sections only, with 您还未购买课程 on the rest', async () => {
    const { token } = await t.newCustomer();
    const detail = await call<{
      chapters: {
        locked: boolean;
        lockMessage: string | null;
        sections: { isTrial: boolean; locked: boolean }[];
      }[];
    }>(courseDetail, token, { courseId: ids.get(MEMORY) });
    expect(detail.code).toBe(0);
    const all = detail.data.chapters.flatMap((c) => c.sections);
    for (const s of all) expect(s.locked).toBe(!s.isTrial);
    expect(detail.data.chapters[1]).toMatchObject({ locked: true, lockMessage: '您还未购买课程' });

    const [trial, paid] = await sectionsOf(MEMORY);
    expect((await call(getSectionData, token, { sectionId: trial!.id })).code).toBe(0);
    expect(await call(getSectionData, token, { sectionId: paid!.id })).toMatchObject({
      code: 1010,
      msg: '您还未购买课程',
    });
    expect(await call(getSectionData, token, { sectionId: paid!.id, inApp: true })).toMatchObject({
      code: 1010,
      msg: '您还未开启课程服务',
    });
  });

  it('每日一听 lists only sections a learner who owns nothing can play, and the date picks today’s', async () => {
    const { token } = await t.newCustomer();
    const dayOf = (date: string) =>
      call<{
        date: string;
        today: { sectionId: number; isTrial: boolean } | null;
        list: { sectionId: number; courseId: number; isTrial: boolean }[];
      }>(getDaily, token, { date });
    const days = await Promise.all(
      ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'].map((date) => dayOf(date)),
    );
    const listed = new Map<number, number>();
    for (const day of days) {
      expect(day.code).toBe(0);
      expect(day.data.list.length).toBeGreaterThan(0);
      expect(day.data.today).toEqual(day.data.list[0]);
      for (const item of day.data.list) listed.set(item.sectionId, item.courseId);
    }
    const audioSections = await t.database.db
      .select({ id: sections.id, courseId: sections.courseId, isTrial: sections.isTrial })
      .from(sections)
      .innerJoin(courses, eq(courses.id, sections.courseId))
      .where(
        and(
          eq(sections.kind, 'audio'),
          eq(courses.brand, t.app.config.brand),
          eq(courses.status, 'published'),
        ),
      );
    expect(audioSections.some((s) => !s.isTrial)).toBe(true);
    const pool = audioSections.filter((s) => s.isTrial);
    // consecutive days have their own sections until the pool is used up
    expect(new Set(days.map((d) => d.data.today!.sectionId)).size).toBe(Math.min(days.length, pool.length));
    // four days' lists of seven (today and the six before) overlap in all but one section a day
    expect(listed.size).toBe(Math.min(pool.length, 7 + days.length - 1));
    for (const [sectionId, courseId] of listed) {
      const row = audioSections.find((s) => s.id === sectionId)!;
      expect(row, `section ${sectionId}`).toMatchObject({ isTrial: true, courseId });
      expect((await call(getSectionData, token, { sectionId })).code, `section ${sectionId}`).toBe(0);
    }
  });

  it('another brand’s course shows its detail but is not sold here, as its checkout refuses it', async () => {
    const { token } = await t.newCustomer();
    const [own] = await t.database.db.select().from(courses).where(eq(courses.title, MEMORY));
    const [other] = await t.database.db.select().from(courses).where(ne(courses.brand, own!.brand)).limit(1);
    expect(own!.brand).toBe(t.app.config.brand);
    const detailOf = (courseId: number) =>
      call<{ soldHere: boolean; course: { id: number } }>(courseDetail, token, { courseId });
    expect((await detailOf(own!.id)).data).toMatchObject({ soldHere: true, course: { id: own!.id } });
    expect((await detailOf(other!.id)).data).toMatchObject({ soldHere: false, course: { id: other!.id } });
    expect(await call(submitOrderPay, token, { courseId: other!.id, payType: 21 })).toMatchObject({
      code: 1005,
      msg: expect.stringContaining('课程'),
    });
  });

  it('opens an owned course, but not a chapter whose unlock time has not come (该章节还未解锁)', async () => {
    const { token, customerId } = await t.newCustomer();
    await grantCourse(t.database.db, {
      customerId,
      courseId: ids.get(MEMORY)!,
      source: 'zero_yuan',
      grantRef: 'test',
    });
    const list = await sectionsOf(MEMORY);
    expect((await call(getSectionData, token, { sectionId: list[1]!.id })).code).toBe(0);
    // the third chapter of the memory course opens three days after the seed
    expect(await call(getSectionData, token, { sectionId: list.at(-1)!.id })).toMatchObject({
      code: 1010,
      msg: '该章节还未解锁',
    });
  });

  it('opens an after_previous chapter once the previous chapter is learned', async () => {
    const { token, customerId } = await t.newCustomer();
    await grantCourse(t.database.db, {
      customerId,
      courseId: ids.get(DAILY)!,
      source: 'gifted',
      grantRef: 'test',
    });
    const [a, b, c] = await sectionsOf(DAILY);
    expect(await call(getSectionData, token, { sectionId: c!.id })).toMatchObject({
      code: 1010,
      msg: '该章节还未解锁',
    });
    for (const s of [a!, b!]) {
      const r = await call(reportLearnRecord, token, {
        life: 'ended',
        sectionId: s.id,
        isLearned: 1,
        learnTime: 20,
        audioTime: 20,
        osName: 'h5',
        type: 1,
        time: 100,
      });
      expect(r.code).toBe(0);
    }
    expect((await call(getSectionData, token, { sectionId: c!.id })).code).toBe(0);
  });

  it('records each milestone once and never lowers progress, also under concurrent reports', async () => {
    const { token, customerId } = await t.newCustomer();
    await grantCourse(t.database.db, {
      customerId,
      courseId: ids.get(MEMORY)!,
      source: 'zero_yuan',
      grantRef: 'test',
    });
    const [section] = await sectionsOf(MEMORY);
    const report = (time: number, life = 'progress') => ({
      life,
      sectionId: section!.id,
      isLearned: 0,
      learnTime: Math.round((time / 100) * 600),
      audioTime: 600,
      osName: 'h5',
      type: 1,
      time,
    });
    const first = await call<{ newMilestone: boolean }>(reportLearnRecord, token, report(30));
    expect(first).toMatchObject({ code: 0, data: { newMilestone: true, maxPercent: 30 } });
    const again = await call<{ newMilestone: boolean }>(reportLearnRecord, token, report(30));
    expect(again).toMatchObject({ code: 0, data: { newMilestone: false, maxPercent: 30 } });

    const answers = await Promise.all(
      Array.from({ length: 12 }, () => call<{ newMilestone: boolean }>(reportLearnRecord, token, report(60))),
    );
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(answers.filter((a) => a.data.newMilestone)).toHaveLength(1);
    const lower = await call<{ maxPercent: number }>(reportLearnRecord, token, report(10, 'pause'));
    expect(lower.data.maxPercent).toBe(60);

    const rows = await t.database.db
      .select()
      .from(learnRecords)
      .where(and(eq(learnRecords.customerId, customerId), eq(learnRecords.sectionId, section!.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ maxPercent: 60, isLearned: false });
    const milestones = await t.database.db
      .select()
      .from(learnMilestones)
      .where(and(eq(learnMilestones.customerId, customerId), eq(learnMilestones.sectionId, section!.id)));
    expect(milestones.map((m) => m.milestone).sort((x, y) => x - y)).toEqual([30, 60]);
  });

  it('refuses a learn record of a section the learner may not open', async () => {
    const { token } = await t.newCustomer();
    const [, paid] = await sectionsOf(MEMORY);
    const r = await call(reportLearnRecord, token, {
      life: 'canplay',
      sectionId: paid!.id,
      isLearned: 0,
      learnTime: 0,
      audioTime: 60,
      osName: 'h5',
      type: 2,
      time: 0,
    });
    expect(r).toMatchObject({ code: 1010, msg: '您还未购买课程' });
  });

  it('shows learned progress in the learning centre and sums minutes of the browse log', async () => {
    const { token, customerId } = await t.newCustomer();
    await grantCourse(t.database.db, {
      customerId,
      courseId: ids.get(MEMORY)!,
      source: 'zero_yuan',
      grantRef: 'test',
    });
    const [section] = await sectionsOf(MEMORY);
    await call(reportLearnRecord, token, {
      life: 'ended',
      sectionId: section!.id,
      isLearned: 1,
      learnTime: 612,
      audioTime: 612,
      osName: 'h5',
      type: 1,
      time: 100,
    });
    for (let i = 0; i < 3; i++) {
      const r = await call<{ todayStayMs: number }>(reportSectionBrowseLog, token, {
        sectionId: section!.id,
        stayTime: 60000,
        osName: 'android',
      });
      expect(r.data.todayStayMs).toBe((i + 1) * 60000);
    }
    const centre = await call<{
      list: { course: { id: number }; learned: number; total: number; lastSectionId: number }[];
      summary: { stayMinutes: number; learnedSections: number };
    }>(learnCentreTab, token, { tab: 'learning' });
    expect(centre.code).toBe(0);
    expect(centre.data.list[0]).toMatchObject({
      course: { id: ids.get(MEMORY) },
      learned: 1,
      total: 5,
      lastSectionId: section!.id,
    });
    expect(centre.data.summary).toMatchObject({ stayMinutes: 3, learnedSections: 1 });
  });

  it('scores an exam on the server, keeps the best result and issues the citation once', async () => {
    const { token, customerId } = await t.newCustomer();
    await grantCourse(t.database.db, {
      customerId,
      courseId: ids.get(MEMORY)!,
      source: 'zero_yuan',
      grantRef: 'test',
    });
    const exam = await call<{ id: number; questions: { id: number; answer: number[] | null }[] }>(
      getExam,
      token,
      { courseId: ids.get(MEMORY) },
    );
    expect(exam.data.questions.every((q) => q.answer === null)).toBe(true);
    const [q1, q2, q3, q4] = exam.data.questions;
    const good = [
      { questionId: q1!.id, choices: [0] },
      { questionId: q2!.id, choices: [3, 1, 0] },
      { questionId: q3!.id, choices: [1] },
      { questionId: q4!.id, choices: [2] },
    ];
    const first = await call<{ result: { score: number; passed: boolean }; certificateId: number }>(
      completeExam,
      token,
      { examId: exam.data.id, answers: good },
    );
    expect(first.data.result).toMatchObject({ score: 75, passed: true });
    const worse = await call<{ result: { score: number; attempts: number }; certificateId: number }>(
      completeExam,
      token,
      {
        examId: exam.data.id,
        answers: [{ questionId: q1!.id, choices: [1] }],
      },
    );
    expect(worse.data.result).toMatchObject({ score: 75, attempts: 2 });
    expect(worse.data.certificateId).toBe(first.data.certificateId);
    expect(await call(claimCertificate, token, { courseId: ids.get(MEMORY), kind: 'diploma' })).toMatchObject(
      { code: 1009 },
    );
  });

  it('grants the welfare gift course once', async () => {
    const { token, customerId } = await t.newCustomer();
    const welfare = await call<{ id: number; canClaim: boolean }>(welfareDetail, token, {
      courseId: ids.get(MEMORY),
    });
    expect(welfare.data.canClaim).toBe(false);
    expect(await call(welfareGiftCourse, token, { welfareId: welfare.data.id })).toMatchObject({
      code: 1010,
    });
    await grantCourse(t.database.db, {
      customerId,
      courseId: ids.get(MEMORY)!,
      source: 'zero_yuan',
      grantRef: 'test',
    });
    const claims = await Promise.all(
      [1, 2, 3].map(() =>
        call<{ granted: boolean }>(welfareGiftCourse, token, { welfareId: welfare.data.id }),
      ),
    );
    expect(claims.filter((c) => c.code === 0 && c.data.granted)).toHaveLength(1);
    const owned = await t.database.db
      .select()
      .from(courseOwnerships)
      .where(
        and(eq(courseOwnerships.customerId, customerId), eq(courseOwnerships.courseId, ids.get(DAILY)!)),
      );
    expect(owned).toHaveLength(1);
  });

  it('answers camp calls only about the signed-in learner', async () => {
    const { token, customerId } = await t.newCustomer();
    const ok = await call(campStableList, token, { customerId, courseIds: `${ids.get(MEMORY)}` });
    expect(ok).toMatchObject({ code: 0, data: [] });
    const other = await call(campStableList, token, { customerId: customerId + 1000, courseIds: '1' });
    expect(other.code).toBe(1001);
  });
  it('gives a buyer outside a camp class the course’s class teacher QR, and a non-buyer none', async () => {
    const { token, customerId } = await t.newCustomer();
    const courseId = ids.get('零基础硬笔书法：30天写出一手好字')!;
    type Info = { teacherName: string; qrUrl: string | null; className: string | null };
    const before = await call<Info>(teacherWxInfo, token, { courseId });
    expect(before).toMatchObject({ code: 0, data: { qrUrl: null, className: null } });
    await grantCourse(t.database.db, { customerId, courseId, source: 'bought', grantRef: 'test-teacher' });
    const after = await call<Info>(teacherWxInfo, token, { courseId });
    expect(after.code).toBe(0);
    expect(after.data.qrUrl).toMatch(/\/uploads\/qr\/course-calligraphy-pen-30days-teacher\.svg$/);
    expect(after.data.teacherName).not.toBe('');
    expect(after.data.teacherName).not.toBe(before.data.teacherName);
  });
});
