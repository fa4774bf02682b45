import { submitOrderPay } from '@course/contracts/orders-checkout';
import { virtualGoodsDetail } from '@course/contracts/orders-pay';
import {
  characterStrokes,
  dictionarySearch,
  exerciseList,
  exerciseSubmit,
  searchDetails,
} from '@course/contracts/tools-dictionary';
import { checkToolPermission, toolIndex } from '@course/contracts/tools-shell';
import { ResponseCode } from '@course/domain/response-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolCatalog } from '../../db/schema/index.ts';
import {
  call,
  cashierDecision,
  courseByTitle,
  PAID_COURSE,
  paymentNoOf,
} from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { grantCourse } from '../catalogue/ownership.ts';
import { exerciseScore } from './exercises.ts';

describe('exerciseScore', () => {
  it('gives each stroke an equal share, a third less per mistake, nothing from the third mistake on', () => {
    expect(exerciseScore([0, 0, 0, 0, 0])).toBe(100);
    expect(exerciseScore([1, 0, 0])).toBe(89);
    expect(exerciseScore([2, 0])).toBe(67);
    expect(exerciseScore([3, 0])).toBe(50);
    expect(exerciseScore([9, 9])).toBe(0);
    expect(exerciseScore([])).toBe(0);
  });
});

/** The tool shell's access rule and the dictionary and tracing calls (issue 19), on PGlite and PostgreSQL. */
describeEachDatabase('tools: shell, dictionary and tracing', { seeded: true }, (getDatabase) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => t?.close());

  const permission = async (token: string, toolCode: string) =>
    (await call(t.app, checkToolPermission, { token, body: { toolCode } })).data;

  it('free tools are open; a course tool opens with the course; a membership tool with a running membership', async () => {
    const { token, customerId } = await t.newCustomer({ mobile: '13800138901' });
    const index = await call(t.app, toolIndex, { token, body: {} });
    const byCode = new Map(index.data.list.map((tool) => [tool.code, tool]));
    expect(byCode.get('calligraphy-dictionary')).toMatchObject({ allowed: true, access: 'free' });
    expect(byCode.get('calligraphy-level')).toMatchObject({ allowed: false, access: 'course' });
    expect(byCode.get('chronic-care')).toMatchObject({ allowed: false, access: 'membership' });

    expect(await permission(token, 'calligraphy-level')).toMatchObject({
      status: 'locked',
      reason: '购买对应课程后即可使用',
    });
    const course = await courseByTitle(t.database.db, PAID_COURSE);
    await grantCourse(t.database.db, { customerId, courseId: course.id, source: 'bought', grantRef: 'test' });
    expect(await permission(token, 'calligraphy-level')).toMatchObject({
      status: 'allowed',
      courseId: course.id,
    });

    expect((await permission(token, 'chronic-care')).status).toBe('locked');
    const vip = await call(t.app, virtualGoodsDetail, { token, body: { type: 'membership' } });
    const started = await call(t.app, submitOrderPay, {
      token,
      body: { goodsId: vip.data.goodsId, payType: 21 },
    });
    await cashierDecision(t, paymentNoOf((started.data.action as { url: string }).url), 'pay');
    expect(await permission(token, 'chronic-care')).toMatchObject({
      status: 'allowed',
      reason: '会员专享，可以使用',
    });
  });

  it('a taken-down tool leaves the index and answers takenDown; an unknown code is not found', async () => {
    const { token } = await t.newCustomer();
    await t.database.db.insert(toolCatalog).values({
      code: 'old-tool',
      name: '旧工具',
      kind: 'dictionary',
      routeName: 'calligraphyDictionary',
      takenDown: true,
    });
    const index = await call(t.app, toolIndex, { token, body: {} });
    expect(index.data.list.map((tool) => tool.code)).not.toContain('old-tool');
    expect(await permission(token, 'old-tool')).toMatchObject({ status: 'takenDown' });
    const unknown = await call(t.app, checkToolPermission, { token, body: { toolCode: 'nope' } });
    expect(unknown.code).toBe(ResponseCode.notFound);
    await t.database.db.delete(toolCatalog).where(eq(toolCatalog.code, 'old-tool'));
  });

  it('looks characters up with pinyin, radical and strokes; a character the data set lacks is 1005', async () => {
    const { token } = await t.newCustomer();
    const found = await call(t.app, dictionarySearch, { token, body: { keyword: '永字a永𠀀' } });
    expect(found.data.list.map((c) => c.character)).toEqual(['永', '字']);
    expect(found.data.missing).toEqual(['𠀀']);
    expect(found.data.list[0]).toEqual({ character: '永', pinyin: ['yǒng'], radical: '水', strokeCount: 5 });

    const detail = await call(t.app, searchDetails, { token, body: { character: '你' } });
    expect(detail.data).toMatchObject({
      radical: '亻',
      structure: '左右结构',
      strokeCount: 7,
      pinyin: ['nǐ'],
    });
    expect(detail.data.radicalStrokes).toEqual([0, 1]);

    const strokes = await call(t.app, characterStrokes, { token, body: { character: '永' } });
    expect(strokes.data.strokes).toHaveLength(5);
    expect(strokes.data.medians[0]![0]).toHaveLength(2);

    const missing = await call(t.app, searchDetails, { token, body: { character: '𠀀' } });
    expect(missing).toMatchObject({ code: ResponseCode.notFound, msg: '汉字“𠀀”不存在' });
    const two = await call(t.app, searchDetails, { token, body: { character: '永字' } });
    expect(two.code).toBe(ResponseCode.invalidParams);
  });

  it('a traced character is scored on the server and listed with the learner’s best', async () => {
    const { token } = await t.newCustomer();
    const short = await call(t.app, exerciseSubmit, {
      token,
      body: { character: '永', strokeMistakes: [0, 0] },
    });
    expect(short.code).toBe(ResponseCode.invalidParams);
    const saved = await call(t.app, exerciseSubmit, {
      token,
      body: { character: '永', strokeMistakes: [0, 1, 0, 0, 3] },
    });
    expect(saved.data).toMatchObject({ character: '永', strokeCount: 5, mistakes: 4, score: 73 });
    const list = await call(t.app, exerciseList, { token, body: {} });
    expect(list.data.characters[0]).toEqual({ character: '永', pinyin: 'yǒng', best: 73 });
    expect(list.data.recent).toEqual([saved.data]);
    const other = await t.newCustomer();
    expect((await call(t.app, exerciseList, { token: other.token, body: {} })).data.recent).toEqual([]);

    // the server enforces the tool's access too: taken down, its calls answer 1010 with the reason
    const db = t.database.db;
    await db.update(toolCatalog).set({ takenDown: true }).where(eq(toolCatalog.code, 'mobile-exercise'));
    const refused = await call(t.app, exerciseSubmit, {
      token,
      body: { character: '永', strokeMistakes: [0, 0, 0, 0, 0] },
    });
    expect(refused).toMatchObject({ code: ResponseCode.noAccess, msg: '该工具已下架' });
    await db.update(toolCatalog).set({ takenDown: false }).where(eq(toolCatalog.code, 'mobile-exercise'));
  });
});
