import { voiceCalls } from '@course/contracts/contests-entry';
import { ResponseCode } from '@course/domain/response-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsMessage } from '../../integrations/sms/port.ts';
import { makeWav, patchContest, putToTarget } from '../../test-support/contest-helpers.ts';
import { call } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';

/**
 * The SMS-verified vote path: a contest whose votes need a code refuses a vote without one (1604), with a wrong
 * one (1601), takes the right one once, and lets the voter vote for the rest of the day without asking again.
 */
const CODE = 'apac-2026';

describe('contest votes that need an SMS code', () => {
  let t: TestApp;
  let testDb: TestDatabase;
  const sent: SmsMessage[] = [];
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite', { seeded: true });
    t = await buildTestApp(testDb.database, {
      smsPort: { kind: 'sandbox', send: async (m) => void sent.push(m) },
    });
    await patchContest(t.database.db, CODE, (c) => ({
      ...c,
      vote: { perEntryPerDay: 1, perDay: 5, requireSms: true },
    }));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  const entry = async (name: string) => {
    const who = await t.newCustomer();
    const applied = await call(t.app, voiceCalls.apply, {
      token: who.token,
      body: { activityCode: CODE, realName: name, region: '新加坡' },
    });
    expect(applied.code).toBe(0);
    expect(applied.data.region).toBe('新加坡');
    const wav = makeWav(1);
    const started = await call(t.app, voiceCalls.upload, {
      token: who.token,
      body: { activityCode: CODE, step: 'start', contentType: 'audio/wav', size: wav.length },
    });
    await putToTarget(t.app, started.data.target!, wav);
    const done = await call(t.app, voiceCalls.upload, {
      token: who.token,
      body: { activityCode: CODE, step: 'finish', uploadKey: started.data.target!.key },
    });
    expect(done.code).toBe(0);
    return applied.data.entryId;
  };

  it('asks for the code once a day, refuses a wrong one, and sends only to a bound mobile', async () => {
    const first = await entry('选手甲');
    const second = await entry('选手乙');
    const voter = await t.newCustomer({ mobile: '13800138111' });
    const vote = (entryId: number, smsCode?: string) =>
      call(t.app, voiceCalls.vote, {
        token: voter.token,
        body: { activityCode: CODE, entryId, ...(smsCode ? { smsCode } : {}) },
      });
    expect((await vote(first)).code).toBe(ResponseCode.smsCodeMissing);
    const send = await call(t.app, voiceCalls.smsSend, { token: voter.token, body: { activityCode: CODE } });
    expect(send.data).toMatchObject({ sent: true, mobileMasked: '138****8111' });
    expect(sent.at(-1)?.mobile).toBe('13800138111');
    const again = await call(t.app, voiceCalls.smsSend, { token: voter.token, body: { activityCode: CODE } });
    expect(again.code).toBe(ResponseCode.tooManyRequests);
    const code = sent.at(-1)!.code;
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await vote(first, wrong);
    expect(refused.code).toBe(ResponseCode.smsCodeWrong);
    expect(refused.msg).toContain('还可尝试4次');
    expect((await vote(first, code)).data).toMatchObject({ voteCount: 1 });
    expect((await vote(second)).data).toMatchObject({ voteCount: 1 });

    const noMobile = await t.newCustomer();
    const without = await call(t.app, voiceCalls.smsSend, {
      token: noMobile.token,
      body: { activityCode: CODE },
    });
    expect(without.code).toBe(ResponseCode.mobileRequired);
  });
});
