import { judgeUserType, videoJudgeUserType } from '@course/contracts/contests-activity';
import { videoCalls, voiceCalls } from '@course/contracts/contests-entry';
import { ResponseCode } from '@course/domain/response-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { patchContest } from '../../test-support/contest-helpers.ts';
import { call, newCoursePayment } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';

/**
 * Eligibility (judgeUserType) on PGlite and PostgreSQL: the contest's rule `new` (no paid order), `paid` (a paid,
 * refunding or refunded order), `mobile` (a bound mobile), answered by customer/judgeUserType and
 * customer/video/judgeUserType, and enforced by apply (1009 with the same reason).
 */
const AUDIO = 'good-voice-2026';
const VIDEO = 'short-video-2026';

describeEachDatabase('contest eligibility (judgeUserType)', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => t?.close());

  const rule = (code: string, judge: 'all' | 'new' | 'paid' | 'mobile') =>
    patchContest(t.database.db, code, (c) => ({ ...c, judgeUserType: judge }));
  /** A learner with an order for a paid course, in the given order status. */
  const buyer = async (status: 'created' | 'closed' | 'paid' | 'refunded') => {
    const { token, customerId, order } = await newCoursePayment(t);
    await t.database.db
      .update(orders)
      .set({ status, paidAt: status === 'paid' || status === 'refunded' ? new Date() : null })
      .where(eq(orders.id, order.id));
    return { token, customerId };
  };
  const judgeAudio = (token: string) => call(t.app, judgeUserType, { token, body: { activityCode: AUDIO } });
  const judgeVideo = (token: string) =>
    call(t.app, videoJudgeUserType, { token, body: { activityCode: VIDEO } });
  const applyAudio = (token: string) =>
    call(t.app, voiceCalls.apply, { token, body: { activityCode: AUDIO, realName: '测试选手' } });

  it("'new' admits learners without a paid order and refuses buyers, at judge and at apply", async () => {
    await rule(AUDIO, 'new');
    const fresh = await t.newCustomer();
    const pending = await buyer('created');
    const closed = await buyer('closed');
    const paid = await buyer('paid');
    expect((await judgeAudio(fresh.token)).data).toMatchObject({
      eligible: true,
      reason: null,
      userType: 'new',
      applied: false,
    });
    // An order not paid (waiting, or closed unpaid) does not make a buyer.
    expect((await judgeAudio(pending.token)).data).toMatchObject({ eligible: true, userType: 'new' });
    expect((await judgeAudio(closed.token)).data).toMatchObject({ eligible: true, userType: 'new' });
    expect((await judgeAudio(paid.token)).data).toMatchObject({
      eligible: false,
      reason: '本活动仅限新学员报名',
      userType: 'paid',
    });
    const refused = await applyAudio(paid.token);
    expect(refused).toMatchObject({ code: ResponseCode.conflict, msg: '本活动仅限新学员报名' });
    const ok = await applyAudio(fresh.token);
    expect(ok.code).toBe(0);
    expect((await judgeAudio(fresh.token)).data).toMatchObject({ applied: true, entryId: ok.data.entryId });
  });

  it("'paid' admits learners with a paid (or refunded) order and refuses the others", async () => {
    await rule(AUDIO, 'paid');
    const fresh = await t.newCustomer();
    const pending = await buyer('created');
    const closed = await buyer('closed');
    const paid = await buyer('paid');
    const refunded = await buyer('refunded');
    for (const who of [fresh, pending, closed]) {
      expect((await judgeAudio(who.token)).data).toMatchObject({
        eligible: false,
        reason: '本活动仅限已购课学员报名',
        userType: 'new',
      });
      expect(await applyAudio(who.token)).toMatchObject({
        code: ResponseCode.conflict,
        msg: '本活动仅限已购课学员报名',
      });
    }
    for (const who of [paid, refunded]) {
      expect((await judgeAudio(who.token)).data).toMatchObject({ eligible: true, userType: 'paid' });
      expect((await applyAudio(who.token)).code).toBe(0);
    }
  });

  it("'mobile' needs a bound mobile, on the video contest's own judge call too", async () => {
    await rule(VIDEO, 'mobile');
    const without = await t.newCustomer();
    const withMobile = await t.newCustomer({ mobile: `139${String(Date.now()).slice(-8)}` });
    expect((await judgeVideo(without.token)).data).toMatchObject({
      eligible: false,
      reason: '请先绑定手机号后再报名',
      hasMobile: false,
    });
    expect(
      await call(t.app, videoCalls.apply, {
        token: without.token,
        body: { activityCode: VIDEO, realName: '无手机' },
      }),
    ).toMatchObject({ code: ResponseCode.conflict, msg: '请先绑定手机号后再报名' });
    expect((await judgeVideo(withMobile.token)).data).toMatchObject({
      eligible: true,
      reason: null,
      hasMobile: true,
    });
    expect(
      (
        await call(t.app, videoCalls.apply, {
          token: withMobile.token,
          body: { activityCode: VIDEO, realName: '有手机' },
        })
      ).code,
    ).toBe(0);
    // The audio judge call does not answer for a video contest, nor the other way round.
    expect(
      (await call(t.app, judgeUserType, { token: withMobile.token, body: { activityCode: VIDEO } })).code,
    ).toBe(ResponseCode.notFound);
    await rule(VIDEO, 'all');
    expect((await judgeVideo(without.token)).data).toMatchObject({ eligible: true, hasMobile: false });
  });
});
