// Over 300 lines: one suite for the identity calls (login, binding, closure, putin login), sharing one app and its learners.
import { createHash } from 'node:crypto';
import type { CallContract } from '@course/contracts/define-call';
import {
  closeAccount,
  fillPersonInfo,
  loginCustomer,
  mobileBind,
  mobileChangeBind,
  personInfo,
  register,
} from '@course/contracts/identity-account';
import {
  createLoginTicket,
  getAppListByQueryForCourse,
  logout,
  teacherInfo,
  teacherLogin,
  weChatLogin,
  wechatConfigByType,
} from '@course/contracts/identity-login';
import { smsSendNew } from '@course/contracts/identity-sms';
import { checkBlackUser, resolveSuperFansParam } from '@course/contracts/landing-visitor';
import { ResponseCode } from '@course/domain/response-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { configCodes, customers, sessions } from '../../db/schema/index.ts';
import { COURSES_DEMO_LEARNER } from '../../db/seed-courses.ts';
import { DEMO_TEACHER } from '../../db/seed-identity.ts';
import { DEMO_LEARNER_OPENIDS } from '../../db/seed-sandbox-identities.ts';
import { createSession } from '../../http/session-store.ts';
import type { SmsPort } from '../../integrations/sms/port.ts';
import { callInject, envelopeOf } from '../../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';

let mobileCounter = 0;
const freshMobile = () =>
  `136${String(process.pid % 10000).padStart(4, '0')}${String(++mobileCounter).padStart(4, '0')}`;

describeEachDatabase('identity: tokens, authorization, login, accounts', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  let clock = Date.now();
  const outbox: { mobile: string; code: string }[] = [];
  const sms: SmsPort = {
    kind: 'sandbox',
    async send(m) {
      outbox.push({ mobile: m.mobile, code: m.code });
    },
  };
  const call = async (
    contract: CallContract,
    input: {
      body?: Record<string, unknown>;
      token?: string;
      params?: Record<string, string | number>;
      headers?: Record<string, string>;
    } = {},
  ) => envelopeOf(await callInject(t.app, contract, { ...input, timestamp: clock }));
  const codeFor = async (mobile: string, scene: 'new' | 'current' | 'login', token?: string) => {
    clock += 61_000;
    const sent = await call(smsSendNew, { token, body: { mobile, scene } });
    expect(sent.code).toBe(0);
    return outbox.filter((m) => m.mobile === mobile).at(-1)!.code;
  };

  /** Walks the sandbox authorization page: new identity, confirm, and returns the code from the redirect. */
  const authorize = async (
    opts: { scope?: string; identity?: string; nickname?: string; appid?: string } = {},
  ) => {
    const query = new URLSearchParams({
      appid: opts.appid ?? 'wx_sandbox_nbc_99',
      redirect_uri: 'http://localhost/user?toAuth=1',
      response_type: 'code',
      scope: opts.scope ?? 'snsapi_userinfo',
      state: 'st8',
      identity: opts.identity ?? 'new',
      nickname: opts.nickname ?? '',
    });
    const answer = await t.app.inject({ method: 'GET', url: `/sandbox/oauth2/confirm?${query}` });
    expect(answer.statusCode).toBe(302);
    const target = new URL(answer.headers.location as string);
    expect(target.searchParams.get('state')).toBe('st8');
    expect(target.searchParams.get('toAuth')).toBe('1');
    return target.searchParams.get('code')!;
  };
  const login = (body: Record<string, unknown>) =>
    call(weChatLogin, { body: { sysCode: '1003', linkUrl: 'http://127.0.0.1/user', ...body } });

  beforeAll(async () => {
    t = await buildTestApp(getDatabase(), { now: () => clock, smsPort: sms });
  });
  afterAll(async () => t?.close());

  // --- token rules ---------------------------------------------------------------------------------------

  it('issues random tokens and stores only their SHA-256', async () => {
    const a = await t.newCustomer();
    const b = await t.newCustomer();
    expect(a.token).not.toBe(b.token);
    expect(a.token).toMatch(/^[\w-]{43}$/);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.customerId, a.customerId));
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(a.token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(a.token);
  });

  it('refuses a call without a token with 3 and an unknown token with 4', async () => {
    expect(await call(loginCustomer)).toMatchObject({ code: ResponseCode.notLoggedIn, msg: '请先登录' });
    expect(await call(loginCustomer, { token: 'x'.repeat(43) })).toMatchObject({
      code: ResponseCode.tokenExpired,
      msg: '登录已过期，请重新登录',
    });
    expect(await call(loginCustomer, { token: 'y'.repeat(201) })).toMatchObject({
      code: ResponseCode.tokenExpired,
    });
  });

  it('refuses a token after logout revoked it', async () => {
    const { token } = await t.newCustomer();
    expect((await call(loginCustomer, { token })).code).toBe(0);
    expect(await call(logout, { token })).toMatchObject({ code: 0, data: { revoked: true } });
    expect((await call(loginCustomer, { token })).code).toBe(ResponseCode.tokenExpired);
  });

  it('refuses an expired token', async () => {
    const { token, customerId } = await t.newCustomer();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.customerId, customerId));
    expect((await call(loginCustomer, { token })).code).toBe(ResponseCode.tokenExpired);
  });

  it('does not take a teacher token as a learner token, nor the other way round', async () => {
    const { customerId, token: learnerToken } = await t.newCustomer();
    const teacher = await createSession(t.database.db, {
      customerId,
      wechatType: null,
      ttlDays: 1,
      kind: 'teacher',
    });
    expect((await call(loginCustomer, { token: teacher.token })).code).toBe(ResponseCode.tokenExpired);
    expect(await call(teacherInfo, { headers: { teacherToken: learnerToken } })).toMatchObject({
      code: ResponseCode.badCredentials,
      msg: '老师登录已失效，请重新登录',
    });
  });

  // --- sandbox authorization page -------------------------------------------------------------------------

  it('shows the asking account, the scope and the identities on the sandbox authorization page', async () => {
    await authorize({ nickname: '页面上的我' });
    const page = await t.app.inject({
      method: 'GET',
      url: '/sandbox/oauth2/authorize?appid=wx_sandbox_nbc_99&redirect_uri=http%3A%2F%2Flocalhost%2Fuser&response_type=code&scope=snsapi_userinfo&state=a',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('能力培训学堂服务号');
    expect(page.body).toContain('获得你的公开信息（昵称、头像等）');
    expect(page.body).toContain('页面上的我');
    expect(page.body).toContain('data-testid="sandbox-identity-new"');
    expect(page.body).toContain('data-testid="sandbox-authorize-confirm"');
  });

  it('offers the seeded demo learners apart on the sandbox page, never pre-chosen; 学员小周 signs in to the seeded account', async () => {
    const url =
      '/sandbox/oauth2/authorize?appid=wx_sandbox_nbc_99&redirect_uri=http%3A%2F%2Flocalhost%2Fuser&response_type=code&scope=snsapi_userinfo&state=a';
    const page = (await t.app.inject({ method: 'GET', url })).body;
    const demo = page.slice(page.indexOf('data-testid="sandbox-demo-identities"'));
    expect(demo).toContain('演示学员');
    for (const openid of DEMO_LEARNER_OPENIDS) {
      expect(demo).toContain(`data-testid="sandbox-identity-${openid}"`);
      expect(demo).toContain(`value="${openid}">`); // not checked
    }
    expect(demo).toContain(COURSES_DEMO_LEARNER.nickname);
    // the demo card comes after the recent identities and 使用新身份
    expect(page.indexOf('data-testid="sandbox-demo-identities"')).toBeGreaterThan(
      page.indexOf('data-testid="sandbox-identity-new"'),
    );

    const signedIn = await login({
      code: await authorize({ identity: COURSES_DEMO_LEARNER.openid }),
      wechatType: 99,
    });
    expect(signedIn).toMatchObject({ code: 0, data: { newuser: 0 } });
    const { token } = signedIn.data as { token: string };
    expect((await call(loginCustomer, { token })).data).toMatchObject({
      nickname: COURSES_DEMO_LEARNER.nickname,
      mobile: COURSES_DEMO_LEARNER.mobile,
    });
    // an identity of another account is refused
    const other = await t.app.inject({
      method: 'GET',
      url: `/sandbox/oauth2/confirm?${new URLSearchParams({
        appid: 'wx_sandbox_jz_1',
        redirect_uri: 'http://localhost/user',
        response_type: 'code',
        scope: 'snsapi_base',
        state: 's',
        identity: COURSES_DEMO_LEARNER.openid,
      })}`,
    });
    expect(other.body).toContain('该身份不属于此公众号');
  });

  it('refuses a bad appid, scope or redirect_uri on the sandbox page', async () => {
    const base = {
      appid: 'wx_sandbox_nbc_99',
      redirect_uri: 'http://localhost/',
      response_type: 'code',
      scope: 'snsapi_base',
    };
    for (const [patch, text] of [
      [{ appid: 'wx_nope' }, 'appid 无效'],
      [{ scope: 'snsapi_all' }, 'scope 参数错误'],
      [{ redirect_uri: 'javascript:alert(1)' }, 'redirect_uri 参数错误'],
    ] as const) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/sandbox/oauth2/authorize?${new URLSearchParams({ ...base, ...patch })}`,
      });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain(text);
    }
  });

  it('signs in with a sandbox code once; a new identity is a new user, a returning one is not', async () => {
    const code = await authorize({ nickname: '小明同学' });
    const first = await login({ code, wechatType: 99 });
    expect(first).toMatchObject({ code: 0, data: { snapshotuser: '0', newuser: 1 } });
    const { token } = first.data as { token: string };
    expect((await call(loginCustomer, { token })).data).toMatchObject({ nickname: '小明同学', mobile: null });
    expect(await login({ code, wechatType: 99 })).toMatchObject({
      code: ResponseCode.authCodeInvalid,
      msg: '授权码已使用，请重新进入页面',
    });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.nickname, '小明同学'));
    const again = await login({ code: await authorize({ identity: row!.openid }), wechatType: 99 });
    expect(again).toMatchObject({ code: 0, data: { newuser: 0 } });
  });

  it('refuses a sandbox code after 5 minutes, for another account, and an unknown one', async () => {
    const late = await authorize();
    clock += 5 * 60_000 + 1;
    expect(await login({ code: late, wechatType: 99 })).toMatchObject({
      code: ResponseCode.authCodeInvalid,
      msg: '授权已失效，请重新进入页面',
    });
    const other = await authorize();
    expect((await login({ code: other, wechatType: 1 })).code).toBe(ResponseCode.authCodeInvalid);
    expect((await login({ code: 'f'.repeat(32), wechatType: 99 })).code).toBe(ResponseCode.authCodeInvalid);
    expect(await login({ wechatType: 99 })).toMatchObject({
      code: ResponseCode.authCodeInvalid,
      msg: '缺少授权码，请重新进入页面',
    });
    expect((await login({ code: 'x', wechatType: 12345 })).code).toBe(ResponseCode.invalidParams);
  });

  it('keeps the URL parameters of weChatLogin and the super-fan fields', async () => {
    const code = await authorize({ scope: 'snsapi_base' });
    const answer = await login({
      code,
      wechatType: 99,
      channel: '10',
      subChannel: '1001',
      shortParamId: 'demoFans3',
      corpId: 'ww_demo_corp',
      phoneCode: 'pc1',
    });
    expect(answer.code).toBe(0);
  });

  it('hands a session over with a one-use login ticket', async () => {
    const { token, customerId } = await t.newCustomer();
    const { ticket } = (await call(createLoginTicket, { token })).data as { ticket: string };
    const first = await login({ ticket, wechatType: 99 });
    expect(first.code).toBe(0);
    expect(
      (await call(loginCustomer, { token: (first.data as { token: string }).token })).data,
    ).toMatchObject({ id: customerId });
    expect(await login({ ticket, wechatType: 99 })).toMatchObject({
      code: ResponseCode.authCodeInvalid,
      msg: '登录凭证已失效，请重新进入页面',
    });
  });

  // --- configuration calls --------------------------------------------------------------------------------

  it('answers the messaging-app account by type, and the authorization list', async () => {
    expect(
      await call(wechatConfigByType, {
        params: { type: 99 },
        body: { putinOneId: '1', chainType: 'LL20001' },
      }),
    ).toMatchObject({
      code: 0,
      data: { type: 99, appId: 'wx_sandbox_nbc_99', name: '能力培训学堂服务号' },
    });
    expect((await call(wechatConfigByType, { params: { type: 4242 } })).code).toBe(ResponseCode.notFound);
    const list = await call(getAppListByQueryForCourse, {
      body: { labelStr: 'course', wechatType: 1, labelKeyList: ['2'] },
    });
    expect(list.code).toBe(0);
    expect(list.data).toEqual([
      {
        wechatType: 1,
        appId: 'wx_sandbox_jz_1',
        name: '匠知课堂',
        authUrlList: [{ type: 'front', url: '/sandbox/oauth2/authorize' }],
      },
      {
        wechatType: 2,
        appId: 'wx_sandbox_jz_2',
        name: '匠知直播间',
        authUrlList: [{ type: 'front', url: '/sandbox/oauth2/authorize' }],
      },
    ]);
  });

  // --- teacher login --------------------------------------------------------------------------------------

  it('signs a teacher in; the token works only in the teacherToken header', async () => {
    const answer = await call(teacherLogin, {
      body: { mobile: DEMO_TEACHER.mobile, password: DEMO_TEACHER.password },
    });
    expect(answer).toMatchObject({ code: 0, data: { name: DEMO_TEACHER.name } });
    const { teacherToken } = answer.data as { teacherToken: string };
    expect(await call(teacherInfo, { headers: { teacherToken } })).toMatchObject({
      code: 0,
      data: { name: DEMO_TEACHER.name, mobile: DEMO_TEACHER.mobile },
    });
    expect((await call(loginCustomer, { token: teacherToken })).code).toBe(ResponseCode.tokenExpired);
    expect(
      await call(teacherLogin, { body: { mobile: DEMO_TEACHER.mobile, password: 'nope' } }),
    ).toMatchObject({
      code: ResponseCode.badCredentials,
      msg: '账号或密码错误',
    });
  });

  it('locks teacher login after 10 failures', async () => {
    for (let i = 0; i < 10; i++) await call(teacherLogin, { body: { mobile: '13900000099', password: 'x' } });
    expect(await call(teacherLogin, { body: { mobile: '13900000099', password: 'x' } })).toMatchObject({
      code: ResponseCode.tooManyRequests,
      msg: '登录尝试次数过多，请15分钟后再试',
    });
  });

  // --- accounts -------------------------------------------------------------------------------------------

  it('registers a mobile, then refuses a second one and one another account holds', async () => {
    const { token } = await t.newCustomer();
    const mobile = freshMobile();
    const code = await codeFor(mobile, 'new', token);
    expect(await call(register, { token, body: { mobile: `+86 ${mobile}`, code } })).toMatchObject({
      code: 0,
      data: { mobile },
    });
    expect(await call(register, { token, body: { mobile: freshMobile(), code: '000000' } })).toMatchObject({
      code: ResponseCode.mobileTaken,
      msg: '您已绑定手机号，无需重复绑定',
    });
    const other = await t.newCustomer();
    expect(await call(smsSendNew, { token: other.token, body: { mobile, scene: 'new' } })).toMatchObject({
      code: ResponseCode.mobileTaken,
      msg: '该手机号已绑定其他账号',
    });
    expect(await call(mobileBind, { token: other.token, body: { mobile, code: '123456' } })).toMatchObject({
      code: ResponseCode.mobileTaken,
    });
  });

  it('lets only one of two accounts racing for one mobile have it', async () => {
    const mobile = freshMobile();
    const a = await t.newCustomer();
    const b = await t.newCustomer();
    const codeA = await codeFor(mobile, 'new', a.token);
    const answers = await Promise.all([
      call(mobileBind, { token: a.token, body: { mobile, code: codeA } }),
      call(mobileBind, { token: b.token, body: { mobile, code: codeA } }),
    ]);
    expect(answers.filter((x) => x.code === 0)).toHaveLength(1);
    const holders = await t.database.db.select().from(customers).where(eq(customers.mobile, mobile));
    expect(holders).toHaveLength(1);
  });

  it('changes the mobile with codes to the current and the new one', async () => {
    const old = freshMobile();
    const { token } = await t.newCustomer({ mobile: old });
    const next = freshMobile();
    expect(
      await call(mobileChangeBind, { token, body: { oldCode: '111111', mobile: old, code: '111111' } }),
    ).toMatchObject({
      code: ResponseCode.invalidParams,
      msg: '参数错误：新手机号不能与当前手机号相同',
    });
    const oldCode = await codeFor(old, 'current', token);
    const newCode = await codeFor(next, 'new', token);
    expect(
      await call(mobileChangeBind, { token, body: { oldCode, mobile: next, code: newCode } }),
    ).toMatchObject({
      code: 0,
      data: { mobile: next },
    });
    expect((await call(smsSendNew, { token, body: { mobile: old, scene: 'current' } })).msg).toBe(
      '参数错误：请输入当前绑定的手机号',
    );
  });

  it('closes an account: tokens revoked, mobile released, a new sign-in starts a new account', async () => {
    const code0 = await authorize({ nickname: '要注销的人' });
    const signIn = await login({ code: code0, wechatType: 99 });
    const { token } = signIn.data as { token: string };
    const mobile = freshMobile();
    await call(register, { token, body: { mobile, code: await codeFor(mobile, 'new', token) } });
    expect((await call(closeAccount, { token, body: { code: '000000', reason: '其他原因' } })).code).toBe(
      ResponseCode.smsCodeMissing,
    );
    const code = await codeFor(mobile, 'current', token);
    expect(await call(closeAccount, { token, body: { code, reason: '不再使用该账号' } })).toMatchObject({
      code: 0,
      data: { closed: true },
    });
    expect((await call(loginCustomer, { token })).code).toBe(ResponseCode.tokenExpired);
    const [closed] = await t.database.db.select().from(customers).where(eq(customers.nickname, '要注销的人'));
    expect(closed).toMatchObject({ status: 'closed', mobile: null });
    const back = await login({
      code: await authorize({ identity: closed!.openid.split(':').slice(2).join(':') }),
      wechatType: 99,
    });
    expect(back).toMatchObject({ code: 0, data: { newuser: 1 } });
  });

  it('refuses to close or change without a bound mobile', async () => {
    const { token } = await t.newCustomer();
    expect(await call(closeAccount, { token, body: { code: '123456', reason: 'x' } })).toMatchObject({
      code: ResponseCode.mobileRequired,
      msg: '请先绑定手机号',
    });
    expect(
      (await call(mobileChangeBind, { token, body: { oldCode: '1', mobile: freshMobile(), code: '1' } }))
        .code,
    ).toBe(ResponseCode.mobileRequired);
  });

  it('saves and answers personal information, refusing a bad birthday', async () => {
    const { token } = await t.newCustomer();
    const saved = await call(fillPersonInfo, {
      token,
      body: {
        nickname: ' 新昵称 ',
        realName: '张三',
        gender: 'female',
        birthday: '1990-02-28',
        province: '广东',
        city: '深圳',
      },
    });
    expect(saved).toMatchObject({
      code: 0,
      data: { nickname: '新昵称', realName: '张三', gender: 'female', birthday: '1990-02-28', city: '深圳' },
    });
    expect((await call(fillPersonInfo, { token, body: { birthday: '1990-02-30' } })).msg).toBe(
      '参数错误：请选择正确的出生日期',
    );
    expect((await call(fillPersonInfo, { token, body: { gender: 'x' } })).code).toBe(
      ResponseCode.invalidParams,
    );
    expect((await call(personInfo, { token })).data).toMatchObject({ realName: '张三', gender: 'female' });
  });

  // --- putin: blacklist and super-fan links ---------------------------------------------------------------

  it('tells a blacklisted learner and a blacklisted device model', async () => {
    const black = await t.newCustomer({ isBlack: true });
    const fine = await t.newCustomer();
    const body = { osName: 'android', phoneModel: 'Pixel 7' };
    expect((await call(checkBlackUser, { token: black.token, body })).data).toEqual({ isBlackUser: true });
    expect((await call(checkBlackUser, { token: fine.token, body })).data).toEqual({ isBlackUser: false });
    await t.database.db
      .insert(configCodes)
      .values({ code: 'blackPhoneModels', value: ['Pixel 7'] })
      .onConflictDoUpdate({ target: configCodes.code, set: { value: ['Pixel 7'] } });
    expect((await call(checkBlackUser, { token: fine.token, body })).data).toEqual({ isBlackUser: true });
  });

  it('resolves a super-fan short parameter; type 3 needs the phone code', async () => {
    expect(
      await call(resolveSuperFansParam, {
        body: { shortParamId: 'demoFans3', corpId: 'ww_demo_corp', phoneCode: 'pc', SuperFansLinkType: 3 },
      }),
    ).toMatchObject({
      code: 0,
      data: { param: 'channel=10&subChannel=1001&putinOneId=1', inventAdditionId: 'inv_demo_3' },
    });
    expect(
      (await call(resolveSuperFansParam, { body: { shortParamId: 'demoFans3', SuperFansLinkType: 3 } })).msg,
    ).toBe('参数错误：该链接需要手机号授权（phoneCode）');
    expect(
      (await call(resolveSuperFansParam, { body: { shortParamId: 'nope', SuperFansLinkType: 1 } })).code,
    ).toBe(ResponseCode.notFound);
  });
});
