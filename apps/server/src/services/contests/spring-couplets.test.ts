import {
  coupletRecords,
  getCoupletActivityInfo,
  getCoupletResult,
  listFirstCouplet,
  shareCouplet,
  submitCouplet,
} from '@course/contracts/contests-couplets';
import { ResponseCode } from '@course/domain/response-codes';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { springCoupletActivities } from '../../db/schema/index.ts';
import { readPublic } from '../../test-support/contest-helpers.ts';
import { call } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';

/**
 * Spring couplets on PGlite and PostgreSQL: the first lines, a couplet drawn as a PNG, the text rule and the
 * banned-word check, the daily limit under concurrent submits, records, and a share counted once a day.
 */
describeEachDatabase('spring couplets', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  let lines: { id: number; firstLine: string }[];
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
    lines = (await call(t.app, listFirstCouplet, { body: {} })).data.list;
  });
  afterAll(async () => t?.close());

  const line = (text: string) => lines.find((l) => l.firstLine === text)!.id;
  const submit = (token: string, firstLineId: number, secondLine: string) =>
    call(t.app, submitCouplet, { token, body: { firstLineId, secondLine } });

  it('a learner answers a first line and gets the couplet drawn as one PNG, then sees it in the records', async () => {
    expect(lines.length).toBeGreaterThanOrEqual(5);
    const who = await t.newCustomer();
    const made = await submit(who.token, line('爆竹声声辞旧岁'), '梅花朵朵迎新春');
    expect(made.code).toBe(0);
    expect(made.data).toMatchObject({
      firstLine: '爆竹声声辞旧岁',
      secondLine: '梅花朵朵迎新春',
      banner: '万象更新',
    });
    const png = await readPublic(t.app, made.data.imageUrl);
    expect(await sharp(png!).metadata()).toMatchObject({ format: 'png', width: 750, height: 1100 });
    const result = await call(t.app, getCoupletResult, {
      token: who.token,
      body: { coupletId: made.data.coupletId },
    });
    expect(result.data.imageUrl).toBe(made.data.imageUrl);
    const other = await t.newCustomer();
    expect(
      (await call(t.app, getCoupletResult, { token: other.token, body: { coupletId: made.data.coupletId } }))
        .code,
    ).toBe(ResponseCode.notFound);
    const records = await call(t.app, coupletRecords, {
      token: who.token,
      body: { pageNum: 1, pageSize: 10 },
    });
    expect(records.data).toMatchObject({ total: 1, list: [{ coupletId: made.data.coupletId }] });
    const info = await call(t.app, getCoupletActivityInfo, { token: who.token, body: {} });
    expect(info.data).toMatchObject({
      state: 'open',
      perDay: 5,
      madeToday: 1,
      madeTotal: 1,
      sharedToday: false,
    });
  });

  it('refuses a second line that breaks the rule (1001) or holds a banned word (2402)', async () => {
    const who = await t.newCustomer();
    const id = line('春回大地千山秀');
    const cases: [string, number, string][] = [
      ['福满人间', ResponseCode.invalidParams, '至少'],
      ['福满人间万户欢乐', ResponseCode.invalidParams, '字数'],
      ['福满人间abc欢', ResponseCode.invalidParams, '汉字'],
      ['赌博人间万户欢', ResponseCode.contentRefused, '敏感词'],
    ];
    for (const [text, code, words] of cases) {
      const answer = await submit(who.token, id, text);
      expect(answer.code, text).toBe(code);
      expect(answer.msg).toContain(words);
    }
    expect((await submit(who.token, 999_999, '福满人间万户欢')).code).toBe(ResponseCode.notFound);
  });

  it('holds the daily limit exactly under concurrent submits (2404)', async () => {
    await t.database.db
      .update(springCoupletActivities)
      .set({ perDay: 3 })
      .where(eq(springCoupletActivities.brand, 'nbc'));
    const who = await t.newCustomer();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => submit(who.token, line('天增岁月人增寿'), '春满乾坤福满门')),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(3);
    expect(answers.filter((a) => a.code === ResponseCode.coupletDailyLimit)).toHaveLength(5);
    await t.database.db
      .update(springCoupletActivities)
      .set({ perDay: 5 })
      .where(eq(springCoupletActivities.brand, 'nbc'));
  }, 120_000);

  it('counts a share once per learner and day, however often it is sent', async () => {
    const who = await t.newCustomer();
    const shares = await Promise.all(
      Array.from({ length: 5 }, () => call(t.app, shareCouplet, { token: who.token, body: {} })),
    );
    expect(shares.filter((s) => s.data.counted)).toHaveLength(1);
    expect(shares.every((s) => s.data.sharedDays === 1)).toBe(true);
    const info = await call(t.app, getCoupletActivityInfo, { token: who.token, body: {} });
    expect(info.data.sharedToday).toBe(true);
  });
});
