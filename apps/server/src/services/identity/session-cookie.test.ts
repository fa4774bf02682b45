import { loginCustomer } from '@course/contracts/identity-account';
import { createLoginTicket, logout, weChatLogin } from '@course/contracts/identity-login';
import { ResponseCode } from '@course/domain/response-codes';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LEARNER_SESSION_COOKIE } from '../../http/session-cookie.ts';
import { callInject, envelopeOf } from '../../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';

/**
 * The session cookie mirrors the token (http/session-cookie.ts): set where a token is issued, kept equal to the
 * token a call carries, cleared on logout and when the token is refused.
 */

const sessionCookie = (res: LightMyRequestResponse): string | undefined => {
  const header = res.headers['set-cookie'];
  return (Array.isArray(header) ? header : header ? [header] : []).find((line) =>
    line.startsWith(`${LEARNER_SESSION_COOKIE}=`),
  );
};

describeEachDatabase('the learner session cookie', (getDatabase) => {
  let t: TestApp;
  let clock = Date.now();
  const call = (
    contract: Parameters<typeof callInject>[1],
    input: { body?: Record<string, unknown>; token?: string; cookie?: string } = {},
  ) => {
    clock += 1;
    return callInject(t.app, contract, {
      ...(input.body ? { body: input.body } : {}),
      ...(input.token ? { token: input.token } : {}),
      ...(input.cookie ? { headers: { cookie: input.cookie } } : {}),
      timestamp: clock,
    });
  };

  beforeAll(async () => {
    t = await buildTestApp(getDatabase(), { now: () => clock });
  });
  afterAll(async () => t?.close());

  /** The sandbox authorization page's code for a new identity. */
  const authorizationCode = async () => {
    const query = new URLSearchParams({
      appid: 'wx_sandbox_nbc_99',
      redirect_uri: 'http://localhost/user?toAuth=1',
      response_type: 'code',
      scope: 'snsapi_userinfo',
      state: 'st8',
      identity: 'new',
      nickname: '',
    });
    const answer = await t.app.inject({ method: 'GET', url: `/sandbox/oauth2/confirm?${query}` });
    return new URL(answer.headers.location as string).searchParams.get('code')!;
  };

  it('is set with the token at login: HttpOnly, SameSite=Lax, Path=/, the token lifetime, not Secure on http', async () => {
    const res = await call(weChatLogin, {
      body: { code: await authorizationCode(), sysCode: '1003', linkUrl: 'http://127.0.0.1/user' },
    });
    const { token } = (envelopeOf(res) as { data: { token: string } }).data;
    expect(sessionCookie(res)).toBe(
      `${LEARNER_SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${t.app.config.tokenTtlDays * 86_400}`,
    );
    // a login ticket's session too
    const { ticket } = (envelopeOf(await call(createLoginTicket, { token })) as { data: { ticket: string } })
      .data;
    const handed = await call(weChatLogin, {
      body: { ticket, sysCode: '1003', linkUrl: 'http://127.0.0.1/user' },
    });
    const next = (envelopeOf(handed) as { data: { token: string } }).data.token;
    expect(sessionCookie(handed)).toMatch(new RegExp(`^${LEARNER_SESSION_COOKIE}=${next}; `));
  });

  it('is Secure when the public base URL is https', async () => {
    const secure = await buildTestApp(getDatabase(), {
      publicBaseUrl: 'https://h5.example.com',
      seed: false,
    });
    try {
      const res = await secure.app.inject({ method: 'POST', url: '/sandbox/api/session', payload: {} });
      expect(sessionCookie(res)).toMatch(/; SameSite=Lax; Max-Age=\d+; Secure$/);
    } finally {
      await secure.close();
    }
  });

  it('follows the token a call carries, and says nothing while they agree', async () => {
    const a = await t.newCustomer();
    const b = await t.newCustomer();
    const agreeing = await call(loginCustomer, {
      token: a.token,
      cookie: `${LEARNER_SESSION_COOKIE}=${a.token}`,
    });
    expect(envelopeOf(agreeing).code).toBe(0);
    expect(sessionCookie(agreeing)).toBeUndefined();
    // another account's token (an account switch the cookie missed): the cookie is rewritten to it
    const switched = await call(loginCustomer, {
      token: b.token,
      cookie: `${LEARNER_SESSION_COOKIE}=${a.token}`,
    });
    expect(sessionCookie(switched)).toMatch(new RegExp(`^${LEARNER_SESSION_COOKIE}=${b.token}; Path=/`));
    // a browser that lost its cookie gets it back
    expect(sessionCookie(await call(loginCustomer, { token: b.token }))).toMatch(
      new RegExp(`^${LEARNER_SESSION_COOKIE}=${b.token}; `),
    );
  });

  it('is cleared on logout and when the token it carries is refused', async () => {
    const { token } = await t.newCustomer();
    const out = await call(logout, { token, cookie: `${LEARNER_SESSION_COOKIE}=${token}` });
    expect(envelopeOf(out)).toMatchObject({ code: 0, data: { revoked: true } });
    expect(sessionCookie(out)).toMatch(new RegExp(`^${LEARNER_SESSION_COOKIE}=; Path=/; .*Max-Age=0`));
    const refused = await call(loginCustomer, { token, cookie: `${LEARNER_SESSION_COOKIE}=${token}` });
    expect(envelopeOf(refused).code).toBe(ResponseCode.tokenExpired);
    expect(sessionCookie(refused)).toMatch(/Max-Age=0/);
  });
});
