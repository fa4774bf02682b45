import type { CallContract } from '@course/contracts/define-call';
import { existingUserMobileLogin, teacherLogin } from '@course/contracts/identity-login';
import { smsSendNew, smsVerify } from '@course/contracts/identity-sms';
import { complaintSave } from '@course/contracts/landing-complaint';
import { groupNotJoinSave } from '@course/contracts/landing-feedback';
import { wechatFeedbackSubmit } from '@course/contracts/messages-feedback';
import { FEEDBACK_DAILY_LIMIT } from '@course/domain/customer-feedback';
import { ResponseCode } from '@course/domain/response-codes';
import { SMS_DAILY_LIMIT, SMS_IP_HOURLY_LIMIT, SMS_MAX_TRIES } from '@course/domain/sms-rules';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_TEACHER } from '../db/seed-identity.ts';
import type { SmsPort } from '../integrations/sms/port.ts';
import { VISITOR_SUBMITS_PER_HOUR } from '../services/landing/visitor-limit.ts';
import { hostileTally } from '../test-support/hostile-tally.ts';
import { type Answer, limited, limitHolder, ok } from '../test-support/limit-check.ts';
import { callInject, envelopeOf } from '../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { describeEachDatabase } from '../test-support/test-database.ts';

/**
 * Issue 13 item 4, in one process: every limit holds against a parallel burst (teacher login, SMS code tries,
 * SMS sends, messages to customer service, complaints, group feedback). Each burst prints attempts, accepted
 * and expected; the two-process version (limits-two-processes.test.ts) fires the same kind of bursts at two
 * real servers sharing PostgreSQL and Redis.
 *
 * Each request of a burst carries its own sign (its own timestamp or payload), so replay protection never
 * answers in place of the limit.
 */

const BURST = 50;
/** Where the auditor found the right code accepted: position 16 of 50 parallel guesses. */
const RIGHT_AT = 15;

let mobileCounter = 0;
const freshMobile = () =>
  `135${String(process.pid % 10000).padStart(4, '0')}${String(++mobileCounter).padStart(4, '0')}`;
const wrongOf = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

describeEachDatabase('security: limits under parallel bursts', { seeded: true }, (getDatabase, target) => {
  const tally = hostileTally(`limits (one process, ${target.name})`);
  let t: TestApp;
  let clock = Date.now();
  let addressCounter = 0;
  const freshAddress = () => `10.13.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;
  const outbox: { mobile: string; code: string }[] = [];
  const sms: SmsPort = {
    kind: 'sandbox',
    async send(message) {
      outbox.push({ mobile: message.mobile, code: message.code });
    },
  };
  const lastCode = (mobile: string) => outbox.filter((m) => m.mobile === mobile).at(-1)?.code ?? '';

  /** One call; `nth` gives each request of a burst its own timestamp, hence its own sign. */
  const call = async (
    contract: CallContract,
    input: { body?: Record<string, unknown>; token?: string; address?: string; nth?: number } = {},
  ): Promise<Answer> =>
    envelopeOf(
      await callInject(t.app, contract, {
        body: input.body,
        token: input.token,
        timestamp: clock + (input.nth ?? 0),
        remoteAddress: input.address ?? '10.13.255.1',
      }),
    );

  /** Prints the figures of one limit, counts its hostile requests and asserts accepted == expected. */
  const hold = limitHolder(tally, `limits [one process, ${target.name}]`);

  beforeAll(async () => {
    t = await buildTestApp(getDatabase(), { now: () => clock, smsPort: sms });
  });
  afterAll(async () => {
    tally.report();
    await t?.close();
  });

  it('checks at most 10 of 50 parallel wrong teacher passwords; then even the right one is locked out', async () => {
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        call(teacherLogin, { body: { mobile: DEMO_TEACHER.mobile, password: `guess-${i}` }, nth: i }),
      ),
    );
    // a checked password answers 1703; one refused unchecked answers 1429
    hold(
      'teacher login: passwords checked',
      answers,
      10,
      (a) => a.code === ResponseCode.badCredentials,
      limited,
    );
    const right = await call(teacherLogin, {
      body: { mobile: DEMO_TEACHER.mobile, password: DEMO_TEACHER.password },
    });
    tally.record(right.code === ResponseCode.tooManyRequests);
    expect(right.code).toBe(ResponseCode.tooManyRequests);
  });

  it('lets a teacher who knows the password in, again and again (a success keeps no count)', async () => {
    clock += 16 * 60_000; // past the lock of the burst above
    for (let i = 0; i < 12; i++) {
      const answer = await call(teacherLogin, {
        body: { mobile: DEMO_TEACHER.mobile, password: DEMO_TEACHER.password },
        nth: i,
      });
      expect(answer.code).toBe(0);
    }
  });

  /** A fresh learner with a mobile and a login code just sent to it. */
  const codeSent = async () => {
    const mobile = freshMobile();
    await t.newCustomer({ mobile });
    const sent = await call(smsSendNew, { body: { mobile, scene: 'login' }, address: freshAddress() });
    expect(sent.code).toBe(0);
    return { mobile, right: lastCode(mobile) };
  };
  const guesses = (right: string) =>
    Array.from({ length: BURST }, (_, i) => (i === RIGHT_AT ? right : wrongOf(right, i)));
  const triedOut = (a: Answer) =>
    a.code === ResponseCode.smsCodeWrong ||
    a.code === ResponseCode.smsCodeVoided ||
    a.code === ResponseCode.smsCodeMissing;

  /**
   * 50 guesses of one code, the right one at position 16: the 15 before it go out at once and are answered, then
   * the 35 from the right one on go out at once. Parallel guesses reach the database in no fixed order, so the
   * guesses before the right one are sent first: of them at most 5 may be compared (at most 4 answer "wrong, N
   * left", the fifth voids the code), and the right one, arriving after them, must be refused. Counting after the
   * comparison (the old code) compares all 15 and answers "wrong" to each.
   */
  const burstWithRightAt16 = async (send: (mobile: string, code: string, nth: number) => Promise<Answer>) => {
    const { mobile, right } = await codeSent();
    const all = guesses(right);
    const before = await Promise.all(all.slice(0, RIGHT_AT).map((code, i) => send(mobile, code, i)));
    expect(before.filter((a) => a.code === ResponseCode.smsCodeWrong).length).toBeLessThanOrEqual(
      SMS_MAX_TRIES - 1,
    );
    expect(before.filter(ok)).toEqual([]);
    const from = await Promise.all(all.slice(RIGHT_AT).map((code, i) => send(mobile, code, RIGHT_AT + i)));
    return [...before, ...from];
  };

  it('compares at most 5 guesses of a code: the right one at position 16 of 50 parallel checks is refused', async () => {
    const answers: Answer[] = [];
    for (let burst = 0; burst < 5; burst++) {
      answers.push(
        ...(await burstWithRightAt16((mobile, code, nth) =>
          call(smsVerify, { body: { mobile, code, scene: 'login' }, nth }),
        )),
      );
    }
    hold('SMS code tries (check): right code accepted at position 16', answers, 0, ok, triedOut);
  });

  it('signs nobody in with the right code at position 16 of 50 parallel mobile logins', async () => {
    const answers: Answer[] = [];
    for (let burst = 0; burst < 5; burst++) {
      answers.push(
        ...(await burstWithRightAt16((mobile, code, nth) =>
          call(existingUserMobileLogin, { body: { mobile, code }, nth }),
        )),
      );
    }
    hold('SMS code tries (login): right code accepted at position 16', answers, 0, ok, triedOut);
  });

  it('still takes the right code as one of the first five tries, and a verified code can still be used', async () => {
    const { mobile, right } = await codeSent();
    for (let i = 0; i < SMS_MAX_TRIES - 1; i++) {
      expect(
        (await call(smsVerify, { body: { mobile, code: wrongOf(right, i), scene: 'login' } })).code,
      ).toBe(ResponseCode.smsCodeWrong);
    }
    // the fifth try is right: accepted, and a right check gives its try back
    expect((await call(smsVerify, { body: { mobile, code: right, scene: 'login' }, nth: 1 })).code).toBe(0);
    expect((await call(existingUserMobileLogin, { body: { mobile, code: right } })).code).toBe(0);
  });

  it('sends one code for 20 parallel requests to one mobile (60 s apart)', async () => {
    const mobile = freshMobile();
    await t.newCustomer({ mobile });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(smsSendNew, { body: { mobile, scene: 'login' }, address: freshAddress(), nth: i }),
      ),
    );
    hold('SMS sends per mobile per 60 s', answers, 1, ok, limited);
  });

  it(`sends ${SMS_IP_HOURLY_LIMIT} codes for 40 parallel requests from one address`, async () => {
    const address = freshAddress();
    const mobiles = Array.from({ length: 40 }, () => freshMobile());
    for (const mobile of mobiles) await t.newCustomer({ mobile });
    const answers = await Promise.all(
      mobiles.map((mobile, i) => call(smsSendNew, { body: { mobile, scene: 'login' }, address, nth: i })),
    );
    hold('SMS sends per address per hour', answers, SMS_IP_HOURLY_LIMIT, ok, limited);
  });

  it(`sends ${SMS_DAILY_LIMIT} codes a Beijing day to one mobile, bursts of 5 every minute`, async () => {
    // start just after a Beijing midnight so that the 12 minutes stay in one Beijing day
    clock = Date.UTC(2026, 10, 25, 16, 0, 30); // 2026-11-26 00:00:30 in Beijing
    const mobile = freshMobile();
    await t.newCustomer({ mobile });
    const answers: Answer[] = [];
    for (let round = 0; round < SMS_DAILY_LIMIT + 2; round++) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 5 }, (_, i) =>
            call(smsSendNew, { body: { mobile, scene: 'login' }, address: freshAddress(), nth: i }),
          ),
        )),
      );
      clock += 61_000;
    }
    hold('SMS sends per mobile per Beijing day', answers, SMS_DAILY_LIMIT, ok, limited);
    // the next Beijing day opens a new count
    clock = Date.UTC(2026, 10, 26, 16, 0, 30);
    expect((await call(smsSendNew, { body: { mobile, scene: 'login' }, address: freshAddress() })).code).toBe(
      0,
    );
    clock = Date.now();
  });

  it(`keeps ${FEEDBACK_DAILY_LIMIT} of 20 parallel messages to customer service in a day`, async () => {
    const { token } = await t.newCustomer();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(wechatFeedbackSubmit, {
          token,
          body: { type: 'other', content: `第${i}条留言，请尽快回复` },
          nth: i,
        }),
      ),
    );
    hold(
      'messages to customer service per learner per Beijing day',
      answers,
      FEEDBACK_DAILY_LIMIT,
      ok,
      limited,
    );
  });

  it(`keeps ${VISITOR_SUBMITS_PER_HOUR} of 20 parallel complaints from one address, and of a learner`, async () => {
    const address = freshAddress();
    const anonymous = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(complaintSave, { body: { reasonCode: 'other', content: `匿名投诉 ${i}` }, address, nth: i }),
      ),
    );
    hold('complaints per address per hour', anonymous, VISITOR_SUBMITS_PER_HOUR, ok, limited);
    const { token } = await t.newCustomer();
    const signedIn = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(complaintSave, {
          token,
          body: { reasonCode: 'other', content: `投诉 ${i}` },
          address: freshAddress(),
          nth: i,
        }),
      ),
    );
    hold('complaints per learner per hour (any address)', signedIn, VISITOR_SUBMITS_PER_HOUR, ok, limited);
  });

  it(`keeps ${VISITOR_SUBMITS_PER_HOUR} of 20 parallel cannot-join-group feedbacks from one address`, async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(groupNotJoinSave, { body: { feedbackCode: '1', groupId: String(i) }, address, nth: i }),
      ),
    );
    hold('group feedback per address per hour', answers, VISITOR_SUBMITS_PER_HOUR, ok, limited);
  });
});
