import {
  questionnaireDetail,
  questionnaireReport,
  questionnaireShare,
  questionnaireSubmit,
} from '@course/contracts/tools-questionnaire';
import { ResponseCode } from '@course/domain/response-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { QUESTIONNAIRES } from './questionnaire-data.ts';
import { answeredPath, computeReport, ZQuestionnaireDef } from './questionnaire-engine.ts';

const health = QUESTIONNAIRES.get('health-self-test')!;

/** The best answer to every question on the path that `pick` chooses. */
const BEST = {
  'sleep-hours': '7to9',
  bedtime: 'regular',
  screen: 'no',
  vegetables: 'every-meal',
  meals: 'on-time',
  exercise: '3plus',
  duration: '20to60',
  mood: 'rarely',
};

/** BEST without the duration question (the branch of no exercise skips it). */
const { duration: _duration, ...NO_DURATION } = BEST;

describe('the questionnaire engine', () => {
  it('follows the branches: no exercise skips the duration and asks about walking', () => {
    const path = answeredPath(health, {
      ...NO_DURATION,
      exercise: 'none',
      walking: 'much',
    });
    expect(path.map((p) => p.question.id)).toEqual([
      'sleep-hours',
      'bedtime',
      'screen',
      'vegetables',
      'meals',
      'exercise',
      'walking',
      'mood',
    ]);
  });

  it('refuses a missing answer, an unknown option and an answer off the path', () => {
    const { mood: _mood, ...noMood } = BEST;
    expect(() => answeredPath(health, noMood)).toThrow('请回答');
    expect(() => answeredPath(health, { ...BEST, mood: 'x' })).toThrow('答案无效');
    expect(() => answeredPath(health, { ...BEST, walking: 'much' })).toThrow('不在本问卷路径上');
  });

  it('scores points over the best points of the questions answered, per dimension and in total', () => {
    expect(computeReport(health, BEST)).toMatchObject({ score: 100, level: 'good', levelTitle: '习惯良好' });
    // sleep 0+0+0 of 9, diet 6 of 6, exercise (none 0, walking 0) of 5, mood 3 of 3: 9 of 23 = 39
    const poor = computeReport(health, {
      ...NO_DURATION,
      'sleep-hours': 'lt6',
      bedtime: 'irregular',
      screen: 'long',
      exercise: 'none',
      walking: 'little',
    });
    expect(poor.score).toBe(39);
    expect(poor.level).toBe('attention');
    expect(poor.dimensions).toEqual([
      { key: 'sleep', name: '作息', score: 0 },
      { key: 'diet', name: '饮食', score: 100 },
      { key: 'exercise', name: '运动', score: 0 },
      { key: 'mood', name: '情绪', score: 100 },
    ]);
    expect(poor.advice.filter((a) => a.startsWith('作息') || a.startsWith('运动'))).toHaveLength(2);
  });

  it('scores the newer health self-test by its own questions and weighted dimensions', () => {
    const v2 = QUESTIONNAIRES.get('health-self-test-v2')!;
    expect(v2.toolCode).toBe('health-self-test');
    expect(v2.questions.map((q) => q.id)).not.toEqual(health.questions.map((q) => q.id));
    const answers = {
      'sleep-hours': '6to7',
      rested: 'tired',
      water: '4to7',
      vegetables: 'daily',
      salty: 'light',
      exercise: 'none',
      sitting: 'sometimes',
      mood: 'sometimes',
      social: 'often',
    };
    // no activity skips the duration question
    expect(answeredPath(v2, answers).map((p) => p.question.id)).not.toContain('duration');
    // sleep 2/6 = 33, diet 7/9 = 78, activity 1/6 = 17, mood 5/6 = 83;
    // weighted (25·33 + 25·78 + 30·17 + 20·83) / 100 = 49 (counting points alike would give 15/27 = 56)
    const report = computeReport(v2, answers);
    expect(report.dimensions.map((d) => d.score)).toEqual([33, 78, 17, 83]);
    expect(report).toMatchObject({ score: 49, level: 'attention', levelTitle: '需要重视' });
    // its bands are stricter: 84 is 有待改善 in version 2 (习惯良好 in version 1)
    expect(v2.bands[0]!.min).toBe(85);
    expect(
      ZQuestionnaireDef.safeParse({ ...v2, dimensions: [{ key: 'sleep', name: 'x', advice: 'y' }] }).success,
    ).toBe(false);
  });

  it('refuses a definition whose branch jumps backwards or whose bands do not end at 0', () => {
    const raw = { ...health, questions: health.questions.map((q) => ({ ...q })) };
    raw.questions[2] = {
      ...raw.questions[2]!,
      options: [
        { id: 'a', text: 'a', points: 1, next: 'sleep-hours' },
        { id: 'b', text: 'b', points: 0 },
      ],
    };
    expect(ZQuestionnaireDef.safeParse(raw).success).toBe(false);
    expect(ZQuestionnaireDef.safeParse({ ...health, bands: [health.bands[0]] }).success).toBe(false);
    expect(ZQuestionnaireDef.safeParse(health).success).toBe(true);
  });
});

describeEachDatabase('tools: questionnaires', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => t?.close());

  it('a health self-test is scored on the server, read back, and shared by its token', async () => {
    const me = await t.newCustomer({ nickname: '健康达人' });
    const detail = await call(t.app, questionnaireDetail, {
      token: me.token,
      body: { code: 'health-self-test' },
    });
    expect(detail.data.questions.find((q) => q.id === 'exercise')!.options[0]).toMatchObject({
      next: 'walking',
    });
    expect(detail.data.questions[0]!.options[0]).not.toHaveProperty('points');

    const bad = await call(t.app, questionnaireSubmit, {
      token: me.token,
      body: { code: 'health-self-test', answers: {} },
    });
    expect(bad.code).toBe(ResponseCode.invalidParams);

    const saved = await call(t.app, questionnaireSubmit, {
      token: me.token,
      body: { code: 'health-self-test', answers: BEST },
    });
    expect(saved.data.shareToken).toMatch(/^[0-9a-f]{32}$/);
    const report = await call(t.app, questionnaireReport, { token: me.token, body: { id: saved.data.id } });
    expect(report.data).toMatchObject({ score: 100, level: 'good', title: '健康习惯自测' });
    const latest = await call(t.app, questionnaireReport, {
      token: me.token,
      body: { code: 'health-self-test' },
    });
    expect(latest.data.id).toBe(saved.data.id);

    const other = await t.newCustomer();
    const notMine = await call(t.app, questionnaireReport, {
      token: other.token,
      body: { id: saved.data.id },
    });
    expect(notMine.code).toBe(ResponseCode.notFound);
    const shared = await call(t.app, questionnaireShare, {
      token: other.token,
      body: { shareToken: saved.data.shareToken },
    });
    expect(shared.data).toMatchObject({ score: 100, nickname: '健康达人' });
    const unknown = await call(t.app, questionnaireShare, { body: { shareToken: '0'.repeat(32) } });
    expect(unknown.code).toBe(ResponseCode.notFound);
  });

  it('the newer self-test keeps its reports apart from the first version', async () => {
    const me = await t.newCustomer();
    const v1 = await call(t.app, questionnaireSubmit, {
      token: me.token,
      body: { code: 'health-self-test', answers: BEST },
    });
    const missingV2 = await call(t.app, questionnaireReport, {
      token: me.token,
      body: { code: 'health-self-test-v2' },
    });
    expect(missingV2.code).toBe(ResponseCode.notFound);
    // a v1 report asked for as a v2 one (healthReportNew?id=<v1>) is not shown
    const crossed = await call(t.app, questionnaireReport, {
      token: me.token,
      body: { id: v1.data.id, code: 'health-self-test-v2' },
    });
    expect(crossed.code).toBe(ResponseCode.notFound);
    const detail = await call(t.app, questionnaireDetail, {
      token: me.token,
      body: { code: 'health-self-test-v2' },
    });
    expect(detail.data.title).toBe('健康习惯自测（新版）');
    expect(detail.data.knowledge.map((k) => k.title)).toContain('少坐多动');
    const v2 = await call(t.app, questionnaireSubmit, {
      token: me.token,
      body: {
        code: 'health-self-test-v2',
        answers: {
          'sleep-hours': '7to9',
          rested: 'fresh',
          water: '7plus',
          vegetables: 'every-meal',
          salty: 'light',
          exercise: '3plus',
          duration: '20to60',
          sitting: 'usually',
          mood: 'rarely',
          social: 'often',
        },
      },
    });
    const latestV2 = await call(t.app, questionnaireReport, {
      token: me.token,
      body: { code: 'health-self-test-v2' },
    });
    expect(latestV2.data).toMatchObject({ id: v2.data.id, score: 100, code: 'health-self-test-v2' });
    const latestV1 = await call(t.app, questionnaireReport, {
      token: me.token,
      body: { code: 'health-self-test' },
    });
    expect(latestV1.data.id).toBe(v1.data.id);
    const v1Answers = await call(t.app, questionnaireSubmit, {
      token: me.token,
      body: { code: 'health-self-test-v2', answers: BEST },
    });
    expect(v1Answers.code).toBe(ResponseCode.invalidParams);
  });

  it('a questionnaire of a locked tool is refused with 1010 and the reason', async () => {
    const me = await t.newCustomer();
    const locked = await call(t.app, questionnaireDetail, {
      token: me.token,
      body: { code: 'chronic-care' },
    });
    expect(locked).toMatchObject({ code: ResponseCode.noAccess, msg: '开通会员后即可使用' });
  });
});
