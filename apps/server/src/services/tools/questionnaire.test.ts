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

describeEachDatabase('tools: questionnaires', (getDatabase) => {
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

  it('a questionnaire of a locked tool is refused with 1010 and the reason', async () => {
    const me = await t.newCustomer();
    const locked = await call(t.app, questionnaireDetail, {
      token: me.token,
      body: { code: 'chronic-care' },
    });
    expect(locked).toMatchObject({ code: ResponseCode.noAccess, msg: '开通会员后即可使用' });
  });
});
