import {
  collectedInfoDetail,
  collectedInfoItem,
  collectedInfoList,
  dailySign,
  dailySignStatus,
  thirdShareList,
} from '@course/contracts/identity-privacy';
import { addDaysToDayKey, beijingDayKey } from '@course/domain/beijing-time';
import { ResponseCode } from '@course/domain/response-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailySignIns } from '../../db/schema/index.ts';
import { call, newCoursePayment } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { streakOf } from './daily-sign.ts';

/** Issue 18 item 4: the privacy lists (collectedList and its details, thirdShareList) and the daily check-in. */
describeEachDatabase('privacy lists and daily check-in (issue 18)', (getDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => t?.close());

  it('lists the seeded categories with purpose, scenario and retention; signed-in only', async () => {
    const anon = await call(t.app, collectedInfoList, { body: {} });
    expect(anon.code).not.toBe(0);
    const { token } = await t.newCustomer();
    const list = await call(t.app, collectedInfoList, { token, body: {} });
    expect(list.code).toBe(0);
    expect(list.data.categories.map((c) => c.key)).toEqual([
      'profile',
      'identity',
      'device',
      'orders',
      'learning',
      'media',
      'feedback',
    ]);
    expect(list.data.categories[3]).toMatchObject({
      name: '订单与支付记录',
      retention: expect.stringContaining('3 年'),
    });
  });

  it('the orders category shows the learner’s own orders with a count; the item shows its stored fields', async () => {
    const { token, order } = await newCoursePayment(t);
    const detail = await call(t.app, collectedInfoDetail, { token, body: { category: 'orders' } });
    expect(detail.code).toBe(0);
    expect(detail.data).toMatchObject({ count: 1, countText: '1 笔订单' });
    expect(detail.data.entries[0]).toMatchObject({ id: String(order.id), title: order.title });
    const item = await call(t.app, collectedInfoItem, {
      token,
      body: { category: 'orders', id: String(order.id) },
    });
    expect(item.data.fields).toEqual(expect.arrayContaining([{ label: '订单号', value: order.orderNo }]));

    // another learner sees neither the entry nor the item
    const other = await t.newCustomer();
    const theirs = await call(t.app, collectedInfoDetail, {
      token: other.token,
      body: { category: 'orders' },
    });
    expect(theirs.data).toMatchObject({ count: 0, entries: [] });
    const stolen = await call(t.app, collectedInfoItem, {
      token: other.token,
      body: { category: 'orders', id: String(order.id) },
    });
    expect(stolen.code).toBe(ResponseCode.notFound);
    const junk = await call(t.app, collectedInfoItem, { token, body: { category: 'orders', id: 'abc' } });
    expect(junk.code).toBe(ResponseCode.notFound);
  });

  it('the identity category masks the mobile', async () => {
    const mobile = `139${String(Date.now()).slice(-8)}`;
    const { token } = await t.newCustomer({ mobile });
    const detail = await call(t.app, collectedInfoDetail, { token, body: { category: 'identity' } });
    expect(detail.data.entries).toEqual([
      expect.objectContaining({ id: 'mobile', subtitle: `139****${mobile.slice(-4)}` }),
    ]);
    const item = await call(t.app, collectedInfoItem, {
      token,
      body: { category: 'identity', id: 'mobile' },
    });
    expect(JSON.stringify(item.data)).not.toContain(mobile);
  });

  it('thirdShareList lists the providers with the mode this deployment uses', async () => {
    const { token } = await t.newCustomer();
    const list = await call(t.app, thirdShareList, { token, body: {} });
    expect(list.code).toBe(0);
    const byKey = Object.fromEntries(list.data.parties.map((p) => [p.key, p]));
    expect(Object.keys(byKey)).toEqual(
      expect.arrayContaining([
        'wechat-auth',
        'wechat-pay',
        'alipay',
        'sms',
        'storage',
        'moderation',
        'miniapp',
      ]),
    );
    // the test server runs the sandbox adapters and the local upload store
    expect(byKey.sms?.mode).toBe('sandbox');
    expect(byKey['wechat-pay']?.mode).toBe('sandbox');
    expect(byKey.storage?.mode).toBe('off');
    expect(byKey.moderation?.mode).toBe('sandbox');
    expect(byKey.sms?.policyUrl).toMatch(/^https:\/\//);
  });

  it('reports the moderation adapter the server runs, not the sandbox flag', async () => {
    // A deployment without the sandbox pages still checks content with the sandbox moderation adapter (the only
    // one built): the list must say so rather than claim a live moderation service.
    const plain = await buildTestApp(getDatabase(), { sandbox: false, seed: false });
    try {
      expect(plain.app.deps.moderation.kind).toBe('sandbox');
      const { token } = await plain.newCustomer();
      const list = await call(plain.app, thirdShareList, { token, body: {} });
      const moderation = list.data.parties.find((p) => p.key === 'moderation');
      expect(moderation?.mode).toBe('sandbox');
    } finally {
      await plain.close();
    }
  });

  it('checks in once per Beijing day, even when the taps race; the streak and the month calendar follow', async () => {
    const { token, customerId } = await t.newCustomer();
    const today = beijingDayKey(Date.now());
    const yesterday = addDaysToDayKey(today, -1);
    await t.database.db.insert(dailySignIns).values({ customerId, dayKey: yesterday });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(t.app, dailySign, { token, body: {} })),
    );
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(answers.filter((a) => !a.data.alreadySigned)).toHaveLength(1);
    const status = await call(t.app, dailySignStatus, { token, body: { month: yesterday.slice(0, 7) } });
    expect(status.data).toMatchObject({ today, signedToday: true, streak: 2, total: 2 });
    expect(status.data.days).toContain(yesterday);
    const feb = await call(t.app, dailySignStatus, { token, body: { month: '2020-02' } });
    expect(feb.data.days).toEqual([]);
    const bad = await call(t.app, dailySignStatus, { token, body: { month: '2026-13' } });
    expect(bad.code).toBe(ResponseCode.invalidParams);
  });
});

describe('streakOf', () => {
  it('counts back from today, or from yesterday when today is not signed', () => {
    expect(streakOf(['2026-03-10', '2026-03-09', '2026-03-07'], '2026-03-10')).toBe(2);
    expect(streakOf(['2026-03-09', '2026-03-08'], '2026-03-10')).toBe(2);
    expect(streakOf(['2026-03-08'], '2026-03-10')).toBe(0);
    expect(streakOf(['2026-02-28', '2026-03-01'], '2026-03-01')).toBe(2);
  });
});
