import {
  inviteCashFanDetail,
  inviteCashInviteeInfo,
  inviteCashRewardRecord,
  inviteCashShareVerify,
  inviteCashSummaryReward,
} from '@course/contracts/growth-invite';
import { invitePoster } from '@course/contracts/growth-poster';
import { inviteCashWithdraw, inviteCashWithdrawInfo } from '@course/contracts/growth-withdraw';
import { submitOrderPay } from '@course/contracts/orders-checkout';
import { refundApply } from '@course/contracts/orders-user';
import { ResponseCode } from '@course/domain/response-codes';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppDb } from '../../db/client.ts';
import { renderQrPngDataUrl } from '../../db/qr-image.ts';
import {
  call,
  cashierDecision,
  courseByTitle,
  PAID_COURSE,
  paymentNoOf,
} from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { saveActivity } from './activities.ts';
import { postEntry } from './ledger.ts';

/**
 * The calls the invite pages need besides the core (issue 14, pages): the invitee list's ids, one invitee's
 * detail (fanDetail), the reward ledger (rewardRecord), one withdrawal (withdrawInfo) and the poster's link and
 * QR, each refusing another learner's data, on PGlite and PostgreSQL.
 */
describeEachDatabase('growth: the pages’ calls', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  let db: AppDb;

  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
    db = t.database.db;
    await saveActivity(db, {
      code: 'invite-cash-v2',
      title: '邀请好友赚现金',
      registrationRewardCents: 200,
      firstPurchaseRewardCents: 1000,
      dailyRewardCap: 20,
      minWithdrawCents: 100,
      dailyWithdrawCount: 10,
      reviewThresholdCents: 20_000,
      rule: '',
      active: true,
    });
  });
  afterAll(async () => t?.close());

  const fund = (customerId: number, cents: number) =>
    db.transaction((tx) =>
      postEntry(tx, {
        customerId,
        kind: 'reward',
        amountCents: cents,
        reason: '测试奖励',
        entryKey: `test:fund:${customerId}:${Math.random()}`,
        now: new Date(),
      }),
    );

  it('fanDetail shows one invitee of mine with what they earned me; another’s invitee is not found', async () => {
    const a = await t.newCustomer({ nickname: '邀请人甲' });
    const b = await t.newCustomer({ nickname: '新学员乙' });
    const stranger = await t.newCustomer();
    await call(t.app, inviteCashShareVerify, { token: b.token, body: { inviterId: a.customerId } });

    const list = await call(t.app, inviteCashInviteeInfo, { token: a.token, body: {} });
    expect(list.data.list).toEqual([
      expect.objectContaining({ id: b.customerId, nickname: '新学员乙', rewardCents: 200, purchased: false }),
    ]);

    const detail = await call(t.app, inviteCashFanDetail, {
      token: a.token,
      body: { inviteeId: b.customerId },
    });
    expect(detail.code).toBe(0);
    expect(detail.data.invitee).toMatchObject({ id: b.customerId, rewardCents: 200 });
    expect(detail.data.entries).toEqual([
      expect.objectContaining({ kind: 'reward', amountCents: 200, balanceAfterCents: 200 }),
    ]);

    const notMine = await call(t.app, inviteCashFanDetail, {
      token: stranger.token,
      body: { inviteeId: b.customerId },
    });
    expect(notMine.code).toBe(ResponseCode.notFound);
    const bad = await call(t.app, inviteCashFanDetail, {
      token: a.token,
      body: { inviteeId: 'x' as unknown as number },
    });
    expect(bad.code).toBe(ResponseCode.invalidParams);
  });

  it('an invitee counts as 已购课 while a paid order is kept; its refund takes it back', async () => {
    const a = await t.newCustomer();
    const b = await t.newCustomer();
    await call(t.app, inviteCashShareVerify, { token: b.token, body: { inviterId: a.customerId } });
    const course = await courseByTitle(db, PAID_COURSE);
    const order = await call(t.app, submitOrderPay, {
      token: b.token,
      body: { courseId: course.id, payType: 21 },
    });
    await cashierDecision(t, paymentNoOf((order.data.action as { url: string }).url), 'pay');
    const bought = async () => ({
      row: (await call(t.app, inviteCashInviteeInfo, { token: a.token, body: {} })).data.list[0],
      summary: (await call(t.app, inviteCashSummaryReward, { token: a.token, body: {} })).data,
    });
    expect(await bought()).toMatchObject({
      row: { purchased: true, rewardCents: 1200 },
      summary: { purchasedCount: 1, inviteCount: 1 },
    });
    const refund = await call(t.app, refundApply, {
      token: b.token,
      body: { orderNo: order.data.orderNo, reason: '不想学了' },
    });
    await t.app.inject({ method: 'POST', url: `/sandbox/api/refunds/${refund.data.refundNo}/approve` });
    expect(await bought()).toMatchObject({
      row: { purchased: false, rewardCents: 200 },
      summary: { purchasedCount: 0, inviteCount: 1 },
    });
  });

  it('rewardRecord lists the ledger newest first with the balance after each entry, paged', async () => {
    const a = await t.newCustomer();
    await fund(a.customerId, 500);
    await fund(a.customerId, 300);
    const w = await call(t.app, inviteCashWithdraw, { token: a.token, body: { amountCents: 100 } });
    expect(w.code).toBe(0);
    const all = await call(t.app, inviteCashRewardRecord, { token: a.token, body: {} });
    expect(all.data.total).toBe(3);
    expect(all.data.list.map((e) => [e.kind, e.amountCents, e.balanceAfterCents])).toEqual([
      ['withdrawal', -100, 700],
      ['reward', 300, 800],
      ['reward', 500, 500],
    ]);
    const second = await call(t.app, inviteCashRewardRecord, {
      token: a.token,
      body: { pageNum: 2, pageSize: 2 },
    });
    expect(second.data.list.map((e) => e.amountCents)).toEqual([500]);
    const other = await t.newCustomer();
    const empty = await call(t.app, inviteCashRewardRecord, { token: other.token, body: {} });
    expect(empty.data).toEqual({ list: [], total: 0 });
  });

  it('withdrawInfo follows one withdrawal to its final state; another learner’s bill is not found', async () => {
    const a = await t.newCustomer();
    await fund(a.customerId, 400);
    const w = await call(t.app, inviteCashWithdraw, { token: a.token, body: { amountCents: 400 } });
    const outBillNo = w.data.withdrawal.outBillNo;
    const before = await call(t.app, inviteCashWithdrawInfo, { token: a.token, body: { outBillNo } });
    expect(before.data.withdrawal).toMatchObject({ state: 'WAIT_USER_CONFIRM', amountCents: 400 });
    // while waiting, what the page needs to ask the learner again (the same package as the withdraw answer)
    expect(before.data).toMatchObject({ mchId: 'sandbox-mch', packageInfo: w.data.packageInfo });
    const settled = await t.app.inject({ method: 'POST', url: `/sandbox/api/transfer/${outBillNo}/confirm` });
    expect(settled.json().data.state).toBe('SUCCESS');
    const after = await call(t.app, inviteCashWithdrawInfo, { token: a.token, body: { outBillNo } });
    expect(after.data.withdrawal.state).toBe('SUCCESS');
    expect(after.data.withdrawal.finishedAt).not.toBeNull();
    expect(after.data).toMatchObject({ mchId: null, appId: null, packageInfo: null });

    const stranger = await t.newCustomer();
    const peek = await call(t.app, inviteCashWithdrawInfo, { token: stranger.token, body: { outBillNo } });
    expect(peek.code).toBe(ResponseCode.notFound);
  });

  it('the poster carries my own invite link and its QR as a PNG', async () => {
    const a = await t.newCustomer({ nickname: '海报学员' });
    const answer = await call(t.app, invitePoster, { token: a.token, body: {} });
    expect(answer.code).toBe(0);
    const url = new URL(answer.data.inviteUrl);
    expect(url.pathname).toBe('/invite-new-user-join');
    expect(url.searchParams.get('inviterId')).toBe(String(a.customerId));
    expect(answer.data).toMatchObject({
      nickname: '海报学员',
      registrationRewardCents: 200,
      firstPurchaseRewardCents: 1000,
    });
    const png = Buffer.from(answer.data.qrDataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(360); // IHDR width
    expect(answer.data.qrDataUrl).toBe(await renderQrPngDataUrl(answer.data.inviteUrl));

    const b = await t.newCustomer();
    const other = await call(t.app, invitePoster, { token: b.token, body: {} });
    expect(other.data.inviteUrl).not.toBe(answer.data.inviteUrl);
    const anonymous = await call(t.app, invitePoster, { body: {} });
    expect(anonymous.code).not.toBe(0);
  });
});
