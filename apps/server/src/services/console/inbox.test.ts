import { ConsoleCode, type StaffRole } from '@course/contracts/console-call';
import {
  consoleComplaintList,
  consoleComplaintReply,
  consoleFeedbackContact,
  consoleFeedbackList,
  consoleServiceMessageList,
  consoleServiceMessageReply,
} from '@course/contracts/console-inbox';
import { complaintDetail } from '@course/contracts/landing-complaint';
import { wechatFeedbackList, wechatFeedbackSubmit } from '@course/contracts/messages-feedback';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  auditLog,
  classes,
  complaintReasons,
  feedbackReasons,
  staff,
  staffClasses,
} from '../../db/schema/index.ts';
import { consoleInject } from '../../test-support/console-client.ts';
import { call } from '../../test-support/order-helpers.ts';
import { envelopeOf } from '../../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { submitComplaint } from '../landing/complaints.ts';
import { saveFeedback } from '../landing/group-feedback.ts';
import { createStaffSession } from './staff-sessions.ts';

type Feedback = { id: number; mobile: string | null; mobileMasked: boolean; classId: number | null };

/** The inboxes: cannot-join feedback (teacher scope, phone masking, contacted once), complaints, messages. */
describeEachDatabase('console: inboxes', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  let counter = 0;
  const db = () => getDatabase().db;
  const sessionOf = async (role: StaffRole, classIds: number[] = []) => {
    counter += 1;
    const [row] = await db()
      .insert(staff)
      .values({
        login: `i_${role}_${counter}_${process.pid}`,
        role,
        passwordHash: 'x',
        displayName: `${role}${counter}`,
      })
      .returning();
    for (const classId of classIds) await db().insert(staffClasses).values({ staffId: row!.id, classId });
    const session = await createStaffSession(db(), row!.id, new Date());
    return { staffId: row!.id, token: session.token, csrf: session.csrfToken };
  };
  const dataOf = <T>(response: Awaited<ReturnType<typeof consoleInject>>) => {
    const envelope = envelopeOf(response);
    expect(envelope.code, envelope.msg).toBe(0);
    return envelope.data as T;
  };

  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => {
    await t.close();
  });

  it('a teacher sees and marks only their classes’ feedback with the full phone; admin sees it masked; contacted once', async () => {
    const [a, b] = await db().select({ id: classes.id }).from(classes).orderBy(classes.id).limit(2);
    const [reason] = await db().select().from(feedbackReasons).limit(1);
    const mine = await saveFeedback(db(), {
      customerId: null,
      feedbackCode: reason!.code,
      groupId: String(a!.id),
      mobile: '13812345678',
    });
    const other = await saveFeedback(db(), {
      customerId: null,
      feedbackCode: reason!.code,
      groupId: String(b!.id),
      mobile: '13912345678',
    });
    const junk = await saveFeedback(db(), { customerId: null, feedbackCode: reason!.code, groupId: 'x1' });

    const teacher = await sessionOf('teacher', [a!.id]);
    const seen = dataOf<{ list: Feedback[] }>(
      await consoleInject(t.app, consoleFeedbackList, {}, teacher),
    ).list;
    expect(seen.map((f) => f.id)).toContain(mine.id);
    expect(seen.map((f) => f.id)).not.toContain(other.id);
    expect(seen.map((f) => f.id)).not.toContain(junk.id);
    expect(seen.find((f) => f.id === mine.id)).toMatchObject({
      mobile: '13812345678',
      mobileMasked: false,
      classId: a!.id,
    });

    const admin = await sessionOf('admin');
    const all = dataOf<{ list: Feedback[] }>(
      await consoleInject(t.app, consoleFeedbackList, { state: 'all' }, admin),
    ).list;
    expect(all.map((f) => f.id)).toEqual(expect.arrayContaining([mine.id, other.id, junk.id]));
    expect(all.find((f) => f.id === other.id)).toMatchObject({ mobile: '139****5678', mobileMasked: true });
    expect(all.find((f) => f.id === junk.id)).toMatchObject({ classId: null, mobile: null });

    // another class's feedback does not exist for this teacher
    const refused = await consoleInject(t.app, consoleFeedbackContact, { id: other.id }, teacher);
    expect(envelopeOf(refused).code).toBe(1005);
    // admin reads but does not call learners back
    expect(envelopeOf(await consoleInject(t.app, consoleFeedbackContact, { id: mine.id }, admin)).code).toBe(
      ConsoleCode.forbidden,
    );

    const contact = () =>
      consoleInject(t.app, consoleFeedbackContact, { id: mine.id, note: '已电话联系' }, teacher);
    const [first, second] = await Promise.all([contact(), contact()]);
    const results = [dataOf<{ contacted: boolean }>(first), dataOf<{ contacted: boolean }>(second)];
    expect(results.map((r) => r.contacted).sort()).toEqual([false, true]);

    const open = dataOf<{ list: Feedback[] }>(
      await consoleInject(t.app, consoleFeedbackList, {}, teacher),
    ).list;
    expect(open.map((f) => f.id)).not.toContain(mine.id);
    const done = dataOf<{ list: (Feedback & { contactedBy: string; note: string })[] }>(
      await consoleInject(t.app, consoleFeedbackList, { state: 'contacted' }, teacher),
    ).list;
    expect(done.find((f) => f.id === mine.id)).toMatchObject({
      contactedBy: expect.stringMatching(/^teacher/),
      note: '已电话联系',
    });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'feedback.contact'), eq(auditLog.targetId, String(mine.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.staffId).toBe(teacher.staffId);
  });

  it('an operator answers a complaint: resolved, the learner sees the reply; a second reply changes nothing', async () => {
    const learner = await t.newCustomer();
    const [reason] = await db().select().from(complaintReasons).limit(1);
    const { id } = await submitComplaint(db(), {
      customerId: learner.customerId,
      reasonCode: reason!.code,
      content: '页面打不开',
      mobile: '13700001111',
    });
    const admin = await sessionOf('admin');
    const listed = dataOf<{ list: { id: number; mobile: string }[] }>(
      await consoleInject(t.app, consoleComplaintList, {}, admin),
    ).list;
    expect(listed.find((c) => c.id === id)?.mobile).toBe('137****1111');
    expect(
      envelopeOf(await consoleInject(t.app, consoleComplaintReply, { id, reply: 'x' }, admin)).code,
    ).toBe(ConsoleCode.forbidden);

    const operator = await sessionOf('operator');
    const empty = await consoleInject(t.app, consoleComplaintReply, { id, reply: '   ' }, operator);
    expect(envelopeOf(empty)).toMatchObject({ code: 1001, msg: expect.stringContaining('请填写回复内容') });
    const replied = await consoleInject(
      t.app,
      consoleComplaintReply,
      { id, reply: '已修复，请重试' },
      operator,
    );
    expect(dataOf(replied)).toEqual({ replied: true });
    const again = await consoleInject(t.app, consoleComplaintReply, { id, reply: '第二次' }, operator);
    expect(dataOf(again)).toEqual({ replied: false });
    const detail = await call(t.app, complaintDetail, { token: learner.token, body: { id } });
    expect(detail.data).toMatchObject({ status: 'resolved', reply: '已修复，请重试' });
    const missing = await consoleInject(
      t.app,
      consoleComplaintReply,
      { id: 99_999_999, reply: '在吗' },
      operator,
    );
    expect(envelopeOf(missing).code).toBe(1005);
  });

  it('an operator replies to a customer-service message and the learner’s message list shows it', async () => {
    const learner = await t.newCustomer({ nickname: '留言学员' });
    const sent = await call(t.app, wechatFeedbackSubmit, {
      token: learner.token,
      body: { type: 'course', content: '课程视频打不开怎么办' },
    });
    expect(sent.code).toBe(0);
    const id = (sent.data as { id: number }).id;
    const operator = await sessionOf('operator');
    const pending = dataOf<{ list: { id: number; nickname: string; content: string }[] }>(
      await consoleInject(t.app, consoleServiceMessageList, {}, operator),
    ).list;
    expect(pending.find((m) => m.id === id)).toMatchObject({
      nickname: '留言学员',
      content: '课程视频打不开怎么办',
    });

    const reply = () =>
      consoleInject(t.app, consoleServiceMessageReply, { id, reply: '请更新到最新版本' }, operator);
    const answers = await Promise.all([reply(), reply()]);
    expect(answers.map((r) => dataOf<{ replied: boolean }>(r).replied).sort()).toEqual([false, true]);
    const list = await call(t.app, wechatFeedbackList, { token: learner.token, body: {} });
    expect((list.data as { list: { id: number; reply: string; status: string }[] }).list[0]).toMatchObject({
      id,
      status: 'replied',
      reply: '请更新到最新版本',
    });
    const replied = dataOf<{ list: { id: number }[] }>(
      await consoleInject(t.app, consoleServiceMessageList, { state: 'replied' }, operator),
    ).list;
    expect(replied.map((m) => m.id)).toContain(id);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'service_message.reply'), eq(auditLog.targetId, String(id))));
    expect(audits).toHaveLength(1);
  });
});
