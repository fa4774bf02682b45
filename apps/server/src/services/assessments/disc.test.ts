import { randomUUID } from 'node:crypto';
import { discQuestions, discResult, submitDiscQuestion } from '@course/contracts/assessments-disc';
import { ResponseCode } from '@course/domain/response-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discResults } from '../../db/schema/index.ts';
import { call } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { DISC_GROUPS } from './disc-questions.ts';

/** Answers that pick the word of `most` as most-like and of `least` as least-like in every group. */
const answersFor = (most: 'D' | 'I' | 'S' | 'C', least: 'D' | 'I' | 'S' | 'C') =>
  DISC_GROUPS.map((g) => ({
    groupId: g.id,
    most: g.words.find((w) => w.factor === most)!.id,
    least: g.words.find((w) => w.factor === least)!.id,
  }));

describe('the DISC question set', () => {
  it('has 24 groups of four words, one per factor, and no factor in a fixed place', () => {
    expect(DISC_GROUPS).toHaveLength(24);
    const firstFactors = new Set(DISC_GROUPS.map((g) => g.words[0]!.factor));
    expect(firstFactors.size).toBe(4);
  });
});

describeEachDatabase('assessments: DISC', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => t?.close());

  it('sends the words without their factor; scores, saves and reads back the result', async () => {
    const me = await t.newCustomer();
    const questions = await call(t.app, discQuestions, { token: me.token, body: {} });
    expect(questions.code).toBe(0);
    expect(questions.data.groups).toHaveLength(24);
    expect(questions.data.groups[0]!.words[0]).not.toHaveProperty('factor');
    expect(questions.data.latestResultId).toBeNull();

    const saved = await call(t.app, submitDiscQuestion, {
      token: me.token,
      body: { attemptId: randomUUID(), answers: answersFor('I', 'C') },
    });
    expect(saved.code).toBe(0);
    const result = await call(t.app, discResult, { token: me.token, body: {} });
    expect(result.data).toMatchObject({
      id: saved.data.resultId,
      scores: { D: 0, I: 24, S: 0, C: -24 },
      percents: { D: 50, I: 100, S: 50, C: 0 },
      primary: 'I',
      secondary: null,
      attemptCount: 1,
    });
    expect(result.data.styles[0]!.name).toBe('影响型（I）');
    expect(result.data.disclaimer).toContain('不是心理诊断');

    const other = await t.newCustomer();
    const notMine = await call(t.app, discResult, { token: other.token, body: { id: saved.data.resultId } });
    expect(notMine.code).toBe(ResponseCode.notFound);
  });

  it('refuses an incomplete or contradictory answer with 1001 and a readable message', async () => {
    const me = await t.newCustomer();
    const partial = await call(t.app, submitDiscQuestion, {
      token: me.token,
      body: { attemptId: randomUUID(), answers: answersFor('D', 'S').slice(0, 23) },
    });
    expect(partial).toMatchObject({ code: ResponseCode.invalidParams, msg: '参数错误：请完成第 24 组' });
    const same = answersFor('D', 'S');
    same[3] = { ...same[3]!, least: same[3]!.most };
    const contradictory = await call(t.app, submitDiscQuestion, {
      token: me.token,
      body: { attemptId: randomUUID(), answers: same },
    });
    expect(contradictory.code).toBe(ResponseCode.invalidParams);
    expect(contradictory.msg).toContain('第 4 组');
  });

  it('one attempt submitted many times at once is saved once; a retake is a new result', async () => {
    const me = await t.newCustomer();
    const attemptId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(t.app, submitDiscQuestion, {
          token: me.token,
          body: { attemptId, answers: answersFor('D', 'S') },
        }),
      ),
    );
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(new Set(answers.map((a) => a.data.resultId)).size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(discResults)
      .where(eq(discResults.customerId, me.customerId));
    expect(rows).toHaveLength(1);

    const retake = await call(t.app, submitDiscQuestion, {
      token: me.token,
      body: { attemptId: randomUUID(), answers: answersFor('S', 'D') },
    });
    expect(retake.data.resultId).not.toBe(answers[0]!.data.resultId);
    const latest = await call(t.app, discResult, { token: me.token, body: {} });
    expect(latest.data).toMatchObject({ primary: 'S', attemptCount: 2 });
    const first = await call(t.app, discResult, { token: me.token, body: { id: answers[0]!.data.resultId } });
    expect(first.data.primary).toBe('D');
    const questions = await call(t.app, discQuestions, { token: me.token, body: {} });
    expect(questions.data.latestResultId).toBe(retake.data.resultId);
  });
});
