import type { ContestConfig } from '@course/contracts/contests-activity';
import { voiceCalls } from '@course/contracts/contests-entry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWav, patchContest, pdfInfoStrings, putToTarget } from '../../test-support/contest-helpers.ts';
import { call } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { awardOf, renderCertificatePdf } from './certificate.ts';

/**
 * The certificate PDF: the award by place from the prize table, a real PDF with the Chinese font embedded and
 * the learner's name and contest in it, and the signed link that only the contestant's own call hands out.
 */
const CODE = 'memory-2026';
const PRIZES = [
  { rank: '第1名', title: '金奖', detail: '' },
  { rank: '第2-3名', title: '银奖', detail: '' },
  { rank: '参赛选手', title: '优秀奖', detail: '' },
];

describe('certificate rendering', () => {
  it('finds the award of a place from the prize table', () => {
    expect(awardOf(PRIZES, 1)).toBe('金奖');
    expect(awardOf(PRIZES, 3)).toBe('银奖');
    expect(awardOf(PRIZES, 40)).toBe('优秀奖');
    expect(awardOf([], 2)).toBe('参赛奖');
  });

  it('draws a PDF with the embedded Noto Sans Hans font and the name and contest in its information', async () => {
    const pdf = await renderCertificatePdf({
      certificateNo: 'MEMORY-2026-00001',
      realName: '张小明',
      contestTitle: '全国青少年记忆力大赛',
      award: '金奖',
      rank: 1,
      voteCount: 12,
      issuer: '大赛组委会',
      issuedAt: new Date('2026-02-01T04:00:00Z'),
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansHans-Bold/);
    const info = pdfInfoStrings(pdf);
    expect(info).toContain('全国青少年记忆力大赛 荣誉证书');
    expect(info).toContain('张小明 · 金奖');
    expect(pdf.length).toBeLessThan(400_000);
  });
});

describe('certificate calls', () => {
  let t: TestApp;
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite', { seeded: true });
    t = await buildTestApp(testDb.database);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  it('hands a ranked contestant a signed PDF link once results are out; others get a reason', async () => {
    const who = await t.newCustomer();
    const cert = () =>
      call(t.app, voiceCalls.getCertificate, { token: who.token, body: { activityCode: CODE } });
    expect((await cert()).data).toMatchObject({ available: false, url: null });
    await call(t.app, voiceCalls.apply, {
      token: who.token,
      body: { activityCode: CODE, realName: '李证书' },
    });
    expect((await cert()).data.reason).toContain('提交参赛作品');
    const wav = makeWav(1);
    const started = await call(t.app, voiceCalls.upload, {
      token: who.token,
      body: { activityCode: CODE, step: 'start', contentType: 'audio/wav', size: wav.length },
    });
    expect(await putToTarget(t.app, started.data.target!, wav)).toBe(200);
    await call(t.app, voiceCalls.upload, {
      token: who.token,
      body: { activityCode: CODE, step: 'finish', uploadKey: started.data.target!.key },
    });
    // The seeded contest runs every stage at once: while votes are open the place is not final, so no award.
    expect((await cert()).data).toMatchObject({
      available: false,
      reason: '投票结束、结果公布后可领取证书',
      award: null,
      url: null,
    });
    const endVote = (endsAt: string) =>
      patchContest(t.database.db, CODE, (c) => ({
        ...c,
        stages: c.stages.map((s) => (s.key === 'vote' ? { ...s, endsAt } : s)),
      }));
    const { config: seeded } = await endVote(new Date(Date.now() - 60_000).toISOString());
    const answer = await cert();
    expect(answer.data).toMatchObject({ available: true, realName: '李证书', rank: 1, award: '金奖' });
    const file = await t.app.inject({ method: 'GET', url: answer.data.url! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(pdfInfoStrings(file.rawPayload)).toContain('李证书 · 金奖');

    // A forged or another entry's signature opens nothing.
    const forged = answer.data.url!.replace(/k=[0-9a-f]+/, `k=${'0'.repeat(32)}`);
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    const other = answer.data.url!.replace(/\/(\d+)\.pdf/, (_, id) => `/${Number(id) + 1}.pdf`);
    expect((await t.app.inject({ method: 'GET', url: other })).statusCode).toBe(404);

    // Before the result stage opens there is no certificate, not even through a link handed out earlier.
    await patchContest(t.database.db, CODE, (c) => ({
      ...c,
      stages: c.stages.map((s) =>
        s.key === 'result' ? { ...s, startsAt: new Date(Date.now() + 86_400_000).toISOString() } : s,
      ),
    }));
    expect((await cert()).data).toMatchObject({ available: false, reason: '结果公布后可领取证书' });
    expect((await t.app.inject({ method: 'GET', url: answer.data.url! })).statusCode).toBe(404);

    // Voting open again (an operator moved its end): a link handed out earlier opens nothing either.
    await patchContest(t.database.db, CODE, () => seeded as ContestConfig);
    await endVote(new Date(Date.now() + 86_400_000).toISOString());
    expect((await cert()).data.reason).toBe('投票结束、结果公布后可领取证书');
    expect((await t.app.inject({ method: 'GET', url: answer.data.url! })).statusCode).toBe(404);
  });
});
