import { wechatFeedbackList, wechatFeedbackSubmit } from '@course/contracts/messages-feedback';
import { customerMessageList } from '@course/contracts/messages-site';
import { startOfBeijingDay } from '@course/domain/beijing-time';
import { FEEDBACK_DAILY_LIMIT } from '@course/domain/customer-feedback';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callInject, envelopeOf } from '../../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { replyFeedback } from './customer-feedback.ts';

type Envelope<T> = { code: number; msg: string; data: T };
type Item = { id: number; type: string; content: string; status: string; reply: string | null };
type Message = { id: number; title: string; content: string; isRead: boolean; link: string | null };

describe('startOfBeijingDay', () => {
  it('is 16:00 UTC of the day before, whatever the hour', () => {
    expect(startOfBeijingDay(new Date('2026-11-23T15:59:59Z')).toISOString()).toBe(
      '2026-11-22T16:00:00.000Z',
    );
    expect(startOfBeijingDay(new Date('2026-11-23T16:00:00Z')).toISOString()).toBe(
      '2026-11-23T16:00:00.000Z',
    );
  });
});

describeEachDatabase('customer service messages', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  const call = async <T>(
    contract: Parameters<typeof callInject>[1],
    token: string,
    body: Record<string, unknown>,
  ) => envelopeOf(await callInject(t.app, contract, { token, body })) as Envelope<T>;

  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  }, 120_000);
  afterAll(async () => t?.close());

  it('keeps a message and lists it to its writer only, newest first, awaiting a reply', async () => {
    const me = await t.newCustomer();
    const first = await call<{ id: number }>(wechatFeedbackSubmit, me.token, {
      type: 'course',
      content: '视频打不开怎么办',
    });
    expect(first.code).toBe(0);
    const second = await call<{ id: number }>(wechatFeedbackSubmit, me.token, {
      type: 'order',
      content: '  想开发票，在哪里申请？  ',
    });
    expect(second.code).toBe(0);
    const list = await call<{ list: Item[]; total: number }>(wechatFeedbackList, me.token, {});
    expect(list.data.total).toBe(2);
    expect(list.data.list.map((i) => i.content)).toEqual(['想开发票，在哪里申请？', '视频打不开怎么办']);
    expect(list.data.list[0]).toMatchObject({ type: 'order', status: 'pending', reply: null });

    const stranger = await t.newCustomer();
    expect((await call<{ total: number }>(wechatFeedbackList, stranger.token, {})).data.total).toBe(0);

    const now = new Date();
    expect(await replyFeedback(t.database.db, { id: first.data.id, reply: '请清理缓存后重试', now })).toBe(
      true,
    );
    expect(await replyFeedback(t.database.db, { id: first.data.id, reply: '第二次回复', now })).toBe(false);
    const after = await call<{ list: Item[] }>(wechatFeedbackList, me.token, {});
    expect(after.data.list.find((i) => i.id === first.data.id)).toMatchObject({
      status: 'replied',
      reply: '请清理缓存后重试',
    });
  });

  it('tells the learner of the reply by one site message that leads back to the conversation, even when two replies race', async () => {
    const me = await t.newCustomer();
    const sent = await call<{ id: number }>(wechatFeedbackSubmit, me.token, {
      type: 'order',
      content: '付款后课程没开通，订单号 C20261129134221878206，麻烦看一下',
    });
    const messages = async (token: string) =>
      (await call<{ list: Message[]; unread: number }>(customerMessageList, token, {})).data;
    expect((await messages(me.token)).list).toHaveLength(0);

    const now = new Date('2026-11-29T06:00:00Z');
    const replies = await Promise.all(
      ['已为您开通，请刷新学习中心', '另一位客服的回复'].map((reply) =>
        replyFeedback(t.database.db, { id: sent.data.id, reply, now }),
      ),
    );
    expect(replies.filter(Boolean)).toHaveLength(1);
    const after = await messages(me.token);
    expect(after.unread).toBe(1);
    expect(after.list).toHaveLength(1);
    const winner = (await call<{ list: Item[] }>(wechatFeedbackList, me.token, {})).data.list[0]!.reply!;
    expect(after.list[0]).toMatchObject({
      title: '客服回复了你的留言',
      content: `你的留言“付款后课程没开通，订单号 C202611…”有了回复：${winner}`,
      isRead: false,
      link: '/qiyu-common',
    });

    expect(await replyFeedback(t.database.db, { id: sent.data.id, reply: '第三次回复', now })).toBe(false);
    expect((await messages(me.token)).list).toHaveLength(1);
    const stranger = await t.newCustomer();
    expect((await messages(stranger.token)).list).toHaveLength(0);
  });

  it('refuses a message under 5 or over 500 characters with the reason, and an unknown type', async () => {
    const me = await t.newCustomer();
    expect(await call(wechatFeedbackSubmit, me.token, { type: 'other', content: '  你好 ' })).toMatchObject({
      code: 1001,
      msg: '请至少输入 5 个字',
    });
    expect(
      await call(wechatFeedbackSubmit, me.token, { type: 'other', content: '长'.repeat(501) }),
    ).toMatchObject({
      code: 1001,
      msg: '最多输入 500 个字',
    });
    expect(
      (await call(wechatFeedbackSubmit, me.token, { type: 'refund', content: '我要退款退款' })).code,
    ).toBe(1001);
    expect((await call<{ total: number }>(wechatFeedbackList, me.token, {})).data.total).toBe(0);
  });

  it(`lets ${FEEDBACK_DAILY_LIMIT} of ${FEEDBACK_DAILY_LIMIT + 3} concurrent messages through in a day`, async () => {
    const me = await t.newCustomer();
    const results = await Promise.all(
      Array.from({ length: FEEDBACK_DAILY_LIMIT + 3 }, (_, i) =>
        call(wechatFeedbackSubmit, me.token, {
          type: 'suggestion',
          content: `第 ${i + 1} 条建议：希望增加夜间模式`,
        }),
      ),
    );
    expect(results.filter((r) => r.code === 0)).toHaveLength(FEEDBACK_DAILY_LIMIT);
    const refused = results.filter((r) => r.code !== 0);
    expect(refused).toHaveLength(3);
    for (const r of refused)
      expect(r).toMatchObject({ code: 1429, msg: expect.stringContaining('请明天再试') });
    expect((await call<{ total: number }>(wechatFeedbackList, me.token, {})).data.total).toBe(
      FEEDBACK_DAILY_LIMIT,
    );
  });
});
