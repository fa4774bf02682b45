import type { CallContract } from '@course/contracts/define-call';
import { loginCustomer, register } from '@course/contracts/identity-account';
import { existingUserMobileLogin } from '@course/contracts/identity-login';
import { smsSendNew, smsVerify } from '@course/contracts/identity-sms';
import { ResponseCode } from '@course/domain/response-codes';
import { SMS_DAILY_LIMIT, SMS_IP_HOURLY_LIMIT, SmsText } from '@course/domain/sms-rules';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { sandboxSmsMessages, smsCodes } from '../../db/schema/index.ts';
import type { SmsPort } from '../../integrations/sms/port.ts';
import { SmsSendError } from '../../integrations/sms/port.ts';
import { callInject, envelopeOf } from '../../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';

/** Every refusal of the SMS rules, each with its own message. */

let mobileCounter = 0;
const freshMobile = () =>
  `137${String(process.pid % 10000).padStart(4, '0')}${String(++mobileCounter).padStart(4, '0')}`;

describeEachDatabase('SMS code rules', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  let clock = Date.now();
  let ipCounter = 0;
  let ip = '10.0.0.1';
  const outbox: { mobile: string; code: string }[] = [];
  let failNext = false;
  const sms: SmsPort = {
    kind: 'sandbox',
    async send(message) {
      if (failNext) {
        failNext = false;
        throw new SmsSendError('provider down');
      }
      outbox.push({ mobile: message.mobile, code: message.code });
    },
  };

  const call = async (
    contract: CallContract,
    input: { body?: Record<string, unknown>; token?: string } = {},
  ) => envelopeOf(await callInject(t.app, contract, { ...input, timestamp: clock, remoteAddress: ip }));
  const lastCode = (mobile: string) => outbox.filter((m) => m.mobile === mobile).at(-1)?.code ?? '';
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    t = await buildTestApp(getDatabase(), { now: () => clock, smsPort: sms });
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    // A new client address per test keeps the per-IP counter out of the other tests' way.
    ip = `10.0.${Math.floor(++ipCounter / 200)}.${ipCounter % 200}`;
  });

  it('sends a code and says when one may be sent again', async () => {
    const { token } = await t.newCustomer();
    const mobile = freshMobile();
    const answer = await call(smsSendNew, { token, body: { mobile, scene: 'new' } });
    expect(answer).toMatchObject({ code: 0, data: { expiresIn: 300, resendIn: 60 } });
    expect(lastCode(mobile)).toMatch(/^\d{6}$/);
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(row!.codeHash).not.toContain(lastCode(mobile));
  });

  it('refuses a malformed mobile', async () => {
    const { token } = await t.newCustomer();
    const answer = await call(smsSendNew, { token, body: { mobile: '12345', scene: 'new' } });
    expect(answer).toMatchObject({
      code: ResponseCode.invalidParams,
      msg: '参数错误：您输入的电话有误，请输入正确的电话号码！',
    });
  });

  it('refuses a second send to the same phone within 60 s, with the seconds left', async () => {
    const { token } = await t.newCustomer();
    const mobile = freshMobile();
    expect((await call(smsSendNew, { token, body: { mobile } })).code).toBe(0);
    clock += 15_000;
    const again = await call(smsSendNew, { token, body: { mobile } });
    expect(again).toMatchObject({ code: ResponseCode.tooManyRequests, msg: SmsText.tooSoon(45) });
    clock += 46_000;
    expect((await call(smsSendNew, { token, body: { mobile } })).code).toBe(0);
  });

  it('refuses the 11th send to one phone in a day', async () => {
    const { token } = await t.newCustomer();
    const mobile = freshMobile();
    for (let i = 0; i < SMS_DAILY_LIMIT; i++) {
      expect((await call(smsSendNew, { token, body: { mobile } })).code).toBe(0);
      clock += 61_000;
    }
    const refused = await call(smsSendNew, { token, body: { mobile } });
    expect(refused).toMatchObject({ code: ResponseCode.tooManyRequests, msg: SmsText.dailyLimit });
    clock += 86_400_000;
    expect((await call(smsSendNew, { token, body: { mobile } })).code).toBe(0);
  });

  it('refuses a client address that asked too often this hour', async () => {
    const { token } = await t.newCustomer();
    for (let i = 0; i < SMS_IP_HOURLY_LIMIT; i++) {
      expect((await call(smsSendNew, { token, body: { mobile: freshMobile() } })).code).toBe(0);
    }
    const refused = await call(smsSendNew, { token, body: { mobile: freshMobile() } });
    expect(refused).toMatchObject({ code: ResponseCode.tooManyRequests, msg: SmsText.ipLimit });
  });

  it('reports a provider failure as 1502 and lets the learner try again at once', async () => {
    const { token } = await t.newCustomer();
    const mobile = freshMobile();
    failNext = true;
    expect(await call(smsSendNew, { token, body: { mobile } })).toMatchObject({
      code: ResponseCode.upstreamFailure,
      msg: SmsText.sendFailed,
    });
    expect(await t.database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile))).toHaveLength(0);
    expect((await call(smsSendNew, { token, body: { mobile } })).code).toBe(0);
  });

  it('refuses a check when no code was sent', async () => {
    const answer = await call(smsVerify, { body: { mobile: freshMobile(), code: '123456', scene: 'new' } });
    expect(answer).toMatchObject({ code: ResponseCode.smsCodeMissing, msg: SmsText.missing });
  });

  it('counts wrong tries and voids the code at the fifth', async () => {
    const { token } = await t.newCustomer();
    const mobile = freshMobile();
    await call(smsSendNew, { token, body: { mobile } });
    const right = lastCode(mobile);
    for (let left = 4; left >= 1; left--) {
      const answer = await call(smsVerify, { body: { mobile, code: wrong(right) } });
      expect(answer).toMatchObject({ code: ResponseCode.smsCodeWrong, msg: SmsText.wrong(left) });
    }
    expect(await call(smsVerify, { body: { mobile, code: wrong(right) } })).toMatchObject({
      code: ResponseCode.smsCodeVoided,
      msg: SmsText.voided,
    });
    // Even the right code is refused now.
    expect(await call(smsVerify, { body: { mobile, code: right } })).toMatchObject({
      code: ResponseCode.smsCodeVoided,
      msg: SmsText.voided,
    });
  });

  it('voids the code at five wrong tries even when they arrive at once', async () => {
    const { token } = await t.newCustomer();
    const mobile = freshMobile();
    await call(smsSendNew, { token, body: { mobile } });
    const right = lastCode(mobile);
    await Promise.all(
      Array.from({ length: 8 }, () => call(smsVerify, { body: { mobile, code: wrong(right) } })),
    );
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(row!.attempts).toBe(5);
    expect((await call(smsVerify, { body: { mobile, code: right } })).code).toBe(ResponseCode.smsCodeVoided);
  });

  it('refuses a code older than 5 minutes', async () => {
    const { token } = await t.newCustomer();
    const mobile = freshMobile();
    await call(smsSendNew, { token, body: { mobile } });
    clock += 5 * 60_000 + 1000;
    expect(await call(smsVerify, { body: { mobile, code: lastCode(mobile) } })).toMatchObject({
      code: ResponseCode.smsCodeExpired,
      msg: SmsText.expired,
    });
  });

  it('accepts a right code once: verify keeps it, register uses it up', async () => {
    const { token } = await t.newCustomer();
    const mobile = freshMobile();
    await call(smsSendNew, { token, body: { mobile } });
    const code = lastCode(mobile);
    expect(await call(smsVerify, { body: { mobile, code } })).toMatchObject({
      code: 0,
      data: { valid: true },
    });
    expect(await call(register, { token, body: { mobile, code } })).toMatchObject({
      code: 0,
      data: { mobile },
    });
    expect(await call(smsVerify, { body: { mobile, code } })).toMatchObject({
      code: ResponseCode.smsCodeMissing,
      msg: SmsText.used,
    });
  });

  it('only the newest code counts', async () => {
    const { token } = await t.newCustomer();
    const mobile = freshMobile();
    await call(smsSendNew, { token, body: { mobile } });
    const first = lastCode(mobile);
    clock += 61_000;
    await call(smsSendNew, { token, body: { mobile } });
    const second = lastCode(mobile);
    if (first !== second)
      expect((await call(smsVerify, { body: { mobile, code: first } })).code).toBe(ResponseCode.smsCodeWrong);
    expect((await call(smsVerify, { body: { mobile, code: second } })).code).toBe(0);
  });

  it('does not take a code of one scene for another', async () => {
    const { token } = await t.newCustomer();
    const mobile = freshMobile();
    await call(smsSendNew, { token, body: { mobile, scene: 'new' } });
    expect(await call(smsVerify, { body: { mobile, code: lastCode(mobile), scene: 'login' } })).toMatchObject(
      {
        code: ResponseCode.smsCodeMissing,
      },
    );
  });

  it('sends scene new only to a signed-in learner, scene login only to a known mobile', async () => {
    expect((await call(smsSendNew, { body: { mobile: freshMobile(), scene: 'new' } })).code).toBe(
      ResponseCode.notLoggedIn,
    );
    expect(await call(smsSendNew, { body: { mobile: freshMobile(), scene: 'login' } })).toMatchObject({
      code: ResponseCode.badCredentials,
      msg: '该手机号尚未注册，请先在微信内打开完成注册',
    });
  });

  it('signs in by mobile and login code', async () => {
    const mobile = freshMobile();
    const { customerId } = await t.newCustomer({ mobile });
    await call(smsSendNew, { body: { mobile, scene: 'login' } });
    const answer = await call(existingUserMobileLogin, { body: { mobile, code: lastCode(mobile) } });
    expect(answer).toMatchObject({ code: 0 });
    const { token } = answer.data as { token: string };
    expect((await call(loginCustomer, { token })).data).toMatchObject({ id: customerId, mobile });
  });
});

describeEachDatabase('sandbox SMS adapter', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => t?.close());

  it('writes the code to the sandbox inbox, shown newest first at /sandbox/sms', async () => {
    const { token } = await t.newCustomer();
    const mobile = freshMobile();
    expect(envelopeOf(await callInject(t.app, smsSendNew, { token, body: { mobile } })).code).toBe(0);
    const [message] = await t.database.db
      .select()
      .from(sandboxSmsMessages)
      .where(eq(sandboxSmsMessages.mobile, mobile))
      .orderBy(desc(sandboxSmsMessages.id));
    expect(message!.code).toMatch(/^\d{6}$/);
    expect(message!.content).toContain(message!.code);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/sms?mobile=${mobile}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`data-testid="sandbox-sms-code">${message!.code}<`);
    const json = await t.app.inject({ method: 'GET', url: `/sandbox/api/sms?mobile=${mobile}` });
    expect(json.json().data[0]).toMatchObject({ mobile, code: message!.code });
  });
});
