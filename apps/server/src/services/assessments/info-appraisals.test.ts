import { appraisalForm, appraisalShare, appraisalSubmit } from '@course/contracts/assessments-appraisal';
import { studyBooklet, studyProfileDetail, studyProfileSave } from '@course/contracts/assessments-info';
import { openingPosterData } from '@course/contracts/assessments-poster';
import type { RequestOf } from '@course/contracts/define-call';
import { ResponseCode } from '@course/domain/response-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { courseAppraisals } from '../../db/schema/index.ts';
import { call, courseByTitle, PAID_COURSE } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { grantCourse } from '../catalogue/ownership.ts';

const PROFILE: RequestOf<typeof studyProfileSave> = {
  learnerName: ' 小林 ',
  ageGroup: '31-45',
  level: 'beginner',
  goal: 'skill',
  weeklyHours: 3,
  preferredTime: 'evening',
  interests: ['calligraphy'],
  note: '',
};

describeEachDatabase('assessments: info collection and appraisals', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => t?.close());

  it('saves the study profile (last one wins) and makes the booklet with courses of its subjects', async () => {
    const me = await t.newCustomer();
    expect((await call(t.app, studyBooklet, { token: me.token, body: {} })).code).toBe(ResponseCode.notFound);
    const empty = await call(t.app, studyProfileSave, {
      token: me.token,
      body: { ...PROFILE, interests: [] },
    });
    expect(empty.code).toBe(ResponseCode.invalidParams);
    expect(empty.msg).toContain('请至少选择一个感兴趣的方向');
    expect((await call(t.app, studyProfileSave, { token: me.token, body: PROFILE })).code).toBe(0);
    expect(
      (await call(t.app, studyProfileSave, { token: me.token, body: { ...PROFILE, weeklyHours: 1 } })).code,
    ).toBe(0);
    const detail = await call(t.app, studyProfileDetail, { token: me.token, body: {} });
    expect(detail.data.profile).toMatchObject({ learnerName: '小林', weeklyHours: 1 });
    const book = await call(t.app, studyBooklet, { token: me.token, body: {} });
    expect(book.data).toMatchObject({ title: '小林的学习手册', sessionsPerWeek: 3, minutesPerSession: 20 });
    expect(book.data.courses.length).toBeGreaterThan(0);
    expect(book.data.courses.every((c) => c.subject === 'calligraphy')).toBe(true);
    expect(book.data.profileLines).toContainEqual({ label: '感兴趣', value: '书法' });
  });

  it('only an owner appraises a course; once per learner and course; the card is shared by its token', async () => {
    const me = await t.newCustomer({ nickname: '评价小王' });
    const course = await courseByTitle(t.database.db, PAID_COURSE);
    const body: RequestOf<typeof appraisalSubmit> = {
      courseId: course.id,
      variant: 'v1',
      courseRating: 5,
      teacherRating: 4,
      tags: ['讲得清楚', '老师耐心'],
      content: '很实用',
    };
    const form = await call(t.app, appraisalForm, { token: me.token, body: { courseId: course.id } });
    expect(form.data).toMatchObject({ owned: false, appraisal: null });
    const refused = await call(t.app, appraisalSubmit, { token: me.token, body });
    expect(refused).toMatchObject({ code: ResponseCode.noAccess, msg: '购买课程后才能评价' });

    await grantCourse(t.database.db, {
      customerId: me.customerId,
      courseId: course.id,
      source: 'gifted',
      grantRef: `test-appraisal-${me.customerId}`,
    });
    const [first, second] = await Promise.all([
      call(t.app, appraisalSubmit, { token: me.token, body }),
      call(t.app, appraisalSubmit, {
        token: me.token,
        body: { ...body, courseRating: 3, content: '再评一次' },
      }),
    ]);
    expect(first.code, first.msg).toBe(0);
    expect(second.code, second.msg).toBe(0);
    expect(first.data.shareToken).toBe(second.data.shareToken);
    const rows = await t.database.db
      .select()
      .from(courseAppraisals)
      .where(eq(courseAppraisals.customerId, me.customerId));
    expect(rows).toHaveLength(1);

    const shared = await call(t.app, appraisalShare, { body: { shareToken: first.data.shareToken } });
    expect(shared.data).toMatchObject({ nickname: '评价小王', teacherRating: 4 });
    expect([3, 5]).toContain(shared.data.courseRating);
    const unknown = await call(t.app, appraisalShare, { body: { shareToken: '0'.repeat(32) } });
    expect(unknown.code).toBe(ResponseCode.notFound);
    const badTag = await call(t.app, appraisalSubmit, {
      token: me.token,
      body: { ...body, tags: ['不存在的标签' as '讲得清楚'] },
    });
    expect(badTag.code).toBe(ResponseCode.invalidParams);
  });

  it('the opening poster is for a course the learner owns: its QR leads to the course page', async () => {
    const me = await t.newCustomer({ nickname: '开学小赵' });
    const course = await courseByTitle(t.database.db, PAID_COURSE);
    const refused = await call(t.app, openingPosterData, { token: me.token, body: { courseId: course.id } });
    expect(refused).toMatchObject({ code: ResponseCode.noAccess, msg: '开通课程后才能生成开学海报' });
    await grantCourse(t.database.db, {
      customerId: me.customerId,
      courseId: course.id,
      source: 'gifted',
      grantRef: `test-poster-${me.customerId}`,
      grantedAt: new Date('2026-01-04T17:30:00Z'),
    });
    const poster = await call(t.app, openingPosterData, { token: me.token, body: { courseId: course.id } });
    expect(poster.data).toMatchObject({
      nickname: '开学小赵',
      courseTitle: PAID_COURSE,
      openedOn: '2026年1月5日',
    });
    expect(poster.data.courseUrl).toMatch(new RegExp(`/detail\\?course=${course.id}$`));
    expect(poster.data.qrDataUrl).toMatch(/^data:image\/png;base64,/);
  });
});
