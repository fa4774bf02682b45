// Over 300 lines: one suite for the production configuration checks.
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { smsSendNew } from '@course/contracts/identity-sms';
import { landingFunnel } from '@course/contracts/landing-admin';
import { submitOrderPay } from '@course/contracts/orders-checkout';
import { invoiceApply, invoiceDetail } from '@course/contracts/orders-invoice';
import { collectInfo } from '@course/contracts/orders-pay';
import { buildRequestHeaders } from '@course/domain/request-headers';
import { parsePathPrefix } from '@course/domain/sign';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../env.ts';
import type { SmsPort } from '../integrations/sms/port.ts';
import { checkSmsCode } from '../services/identity/sms-codes.ts';
import { signCollectToken } from '../services/orders/collect.ts';
import { hostileTally } from '../test-support/hostile-tally.ts';
import { call, courseByTitle, PAID_COURSE } from '../test-support/order-helpers.ts';
import { callInject, envelopeOf } from '../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { derivePurposeKey, derivePurposeKeys, secretsEqual } from './keys.ts';

/**
 * Issue 13, item 1: production refuses weak configuration (short or known secrets, the sandbox, no public
 * origin) with one clear line per problem and a non-zero exit; each purpose has its own key, so one leaked key
 * opens nothing else; invoice-link keys are compared in constant time.
 */

const tally = hostileTally('config');
afterAll(() => tally.report());

const random = (bytes: number) => randomBytes(bytes).toString('hex');
/** A production configuration that starts (no database is touched by the checks). */
const STRONG = {
  APP_ENV: 'prod',
  SIGN_SALT: random(12),
  SIGN_HMAC_KEY: random(24),
  SERVER_SECRET: random(24),
  PUBLIC_BASE_URL: 'https://h5.example.com',
  LOG_LEVEL: 'silent',
};

/** Each weak production setting, alone; what its one line must say; the value that must not be printed. */
const WEAK: { name: string; env: Record<string, string | undefined>; line: RegExp; hidden?: string }[] = [
  { name: 'SIGN_SALT=a', env: { SIGN_SALT: 'a' }, line: /^invalid configuration: SIGN_SALT .*too short/ },
  {
    name: 'dev salt',
    env: { SIGN_SALT: 'dev-salt' },
    line: /^invalid configuration: SIGN_SALT .*placeholder/,
  },
  {
    name: 'dev HMAC key',
    env: { SIGN_HMAC_KEY: 'dev-hmac-key' },
    line: /^invalid configuration: SIGN_HMAC_KEY .*development default/,
  },
  {
    name: "the docs' change-me",
    env: { SIGN_HMAC_KEY: 'change-me' },
    line: /^invalid configuration: SIGN_HMAC_KEY .*placeholder/,
  },
  {
    name: "the docs' change-me-too",
    env: { SERVER_SECRET: 'change-me-too' },
    line: /^invalid configuration: SERVER_SECRET .*placeholder/,
  },
  {
    name: "the README's …",
    env: { SIGN_SALT: '…' },
    line: /^invalid configuration: SIGN_SALT .*placeholder/,
  },
  {
    name: 'a placeholder padded to length',
    env: { SERVER_SECRET: 'change-me-to-a-long-random-value-please' },
    line: /^invalid configuration: SERVER_SECRET .*placeholder/,
  },
  {
    name: 'a short HMAC key',
    env: { SIGN_HMAC_KEY: 'k3y-0f-20-characters' },
    line: /^invalid configuration: SIGN_HMAC_KEY \(20 characters, value not shown\): is too short.*at least 32/,
    hidden: 'k3y-0f-20-characters',
  },
  {
    name: 'a long key of one character',
    env: { SERVER_SECRET: 'a'.repeat(48) },
    line: /^invalid configuration: SERVER_SECRET .*too few characters/,
    hidden: 'a'.repeat(48),
  },
  {
    name: 'no SIGN_SALT',
    env: { SIGN_SALT: undefined },
    line: /^invalid configuration: SIGN_SALT: is required/,
  },
  {
    name: 'no SERVER_SECRET',
    env: { SERVER_SECRET: undefined },
    line: /^invalid configuration: SERVER_SECRET: is required/,
  },
  {
    name: 'the HMAC key equal to the public salt',
    env: {
      SIGN_SALT: 'Qm9vdGguLi4gbG9uZyBlbm91Z2ggc2FsdA',
      SIGN_HMAC_KEY: 'Qm9vdGguLi4gbG9uZyBlbm91Z2ggc2FsdA',
    },
    line: /^invalid configuration: SIGN_HMAC_KEY .*must differ from SIGN_SALT/,
    hidden: 'Qm9vdGguLi4gbG9uZyBlbm91Z2ggc2FsdA',
  },
  {
    name: 'SANDBOX=1',
    env: { SANDBOX: '1' },
    line: /^invalid configuration: SANDBOX="1": the sandbox .* refused when APP_ENV=prod/,
  },
  {
    name: 'no PUBLIC_BASE_URL',
    env: { PUBLIC_BASE_URL: undefined },
    line: /^invalid configuration: PUBLIC_BASE_URL="": is required when APP_ENV=prod/,
  },
  {
    name: 'TRUST_PROXY that trusts everyone',
    env: { TRUST_PROXY: '0.0.0.0/0' },
    line: /^invalid configuration: TRUST_PROXY="0.0.0.0\/0": .*would trust every client/,
  },
  {
    name: 'TRUST_PROXY=true',
    env: { TRUST_PROXY: 'true' },
    line: /^invalid configuration: TRUST_PROXY="true": "true" is not an IP address/,
  },
];

const prodEnv = (overrides: Record<string, string | undefined>) => {
  const env: Record<string, string | undefined> = { ...STRONG, ...overrides };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete env[k];
  return env;
};

describe('production refuses weak configuration', () => {
  it('starts with strong secrets, a public origin and no sandbox', () => {
    const config = loadConfig(prodEnv({}));
    expect(config.sandbox).toBe(false);
    expect(config.publicBaseUrl).toBe('https://h5.example.com');
    expect(config.trustProxy).toEqual([]);
  });

  for (const weak of WEAK) {
    it(`refuses ${weak.name} with one line that names it`, () => {
      let problems: string[] = [];
      try {
        loadConfig(prodEnv(weak.env));
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        problems = (error as ConfigError).problems;
      }
      tally.record(problems.length === 1);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(weak.line);
      expect(problems[0]).not.toContain('\n');
      if (weak.hidden) expect(problems[0]).not.toContain(weak.hidden);
    });
  }

  it('reads TRUST_PROXY as a list of addresses, CIDRs and named ranges, and refuses anything else anywhere', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16 loopback ::1 fd00::/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({}).trustProxy).toEqual([]);
    for (const bad of ['*', '1', '10.0.0.1/33', 'proxy.example', '10.0.0.0/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('reads MEDIA_HOSTS as origins', () => {
    expect(
      loadConfig({ MEDIA_HOSTS: 'https://cdn.example.com,https://*.media.example.com:8443' }).mediaHosts,
    ).toEqual(['https://cdn.example.com', 'https://*.media.example.com:8443']);
    for (const bad of [
      'cdn.example.com',
      'https://cdn.example.com/path',
      "https://x.example.com'; script-src *",
    ]) {
      expect(() => loadConfig({ MEDIA_HOSTS: bad }), bad).toThrow(/MEDIA_HOSTS/);
    }
  });

  it('the built server exits non-zero with one clear line for each weak production setting', async () => {
    const repoRoot = path.resolve(import.meta.dirname, '../../../..');
    const main = path.join(repoRoot, 'apps/server/dist/main.js');
    if (!existsSync(main)) {
      console.warn(
        '\n!!! SKIPPED the real start of the server: apps/server/dist/main.js is missing; run `npm run build -w @course/server` !!!\n',
      );
      return;
    }
    const dataDir = mkdtempSync(path.join(tmpdir(), 'course-h5-weak-'));
    const cases = [
      ...WEAK.filter((w) =>
        ['SIGN_SALT=a', "the docs' change-me", 'SANDBOX=1', 'no PUBLIC_BASE_URL'].includes(w.name),
      ),
      ...WEAK.filter((w) => w.name === 'dev HMAC key' || w.name === 'a short HMAC key'),
    ];
    // the starts side by side (each loads the whole server; one after the other they took most of this file's time)
    const runs = await Promise.all(
      cases.map(async (weak) => {
        // Only what the test sets: no variable of the machine running it leaks in.
        const env = { PATH: process.env.PATH, DATA_DIR: dataDir, ...prodEnv(weak.env) } as NodeJS.ProcessEnv;
        const { status, stderr } = await runToExit(process.execPath, [main], env, 30_000);
        return { weak, status, stderr };
      }),
    );
    for (const { weak, ...run } of runs) {
      const lines = run.stderr.split('\n').filter((l) => l.trim() !== '');
      tally.record(run.status !== 0 && lines.length === 1);
      expect(run.status, weak.name).toBe(2);
      expect(lines, `${weak.name}: ${run.stderr}`).toHaveLength(1);
      expect(lines[0]).toMatch(weak.line);
      expect(run.stderr).not.toMatch(/\n\s+at /);
      if (weak.hidden) expect(run.stderr).not.toContain(weak.hidden);
    }
  });
});

describe('a prod app built without loadConfig', () => {
  it('still refuses to mount the sandbox', async () => {
    const database = await createTestDatabase('pglite');
    try {
      const attempt = buildTestApp(database.database, { seed: false, appEnv: 'prod', sandbox: true });
      await expect(attempt).rejects.toThrow(/sandbox is refused when APP_ENV=prod/);
      tally.record(true);
    } finally {
      await database.drop();
    }
  });
});

describe('one key per purpose', () => {
  it('derives a different key for each purpose, none of them the operator key or the master', () => {
    const master = random(24);
    const keys = derivePurposeKeys(master);
    const all = [keys.invoiceLink, keys.collectToken, keys.smsCode];
    expect(new Set(all).size).toBe(3);
    for (const key of all) {
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(key).not.toBe(master);
    }
    expect(derivePurposeKey(master, 'sms-code')).toBe(keys.smsCode);
    expect(derivePurposeKeys(random(24)).smsCode).not.toBe(keys.smsCode);
    const config = loadConfig(prodEnv({}));
    expect(config.keys).toEqual(derivePurposeKeys(STRONG.SERVER_SECRET));
    expect(Object.values(config.keys)).not.toContain(config.signHmacKey);
  });

  it('compares secrets whatever their length or type', () => {
    expect(secretsEqual('abc', 'abc')).toBe(true);
    expect(secretsEqual('abd', 'abc')).toBe(false);
    expect(secretsEqual('ab', 'abc')).toBe(false);
    expect(secretsEqual(['abc'], 'abc')).toBe(false);
    expect(secretsEqual(undefined, 'abc')).toBe(false);
  });
});

describe('a leaked key opens nothing else', () => {
  let database: TestDatabase;
  let t: TestApp;
  const outbox: { mobile: string; code: string }[] = [];
  const sms: SmsPort = {
    kind: 'sandbox',
    async send(message) {
      outbox.push({ mobile: message.mobile, code: message.code });
    },
  };
  beforeAll(async () => {
    database = await createTestDatabase('pglite', { seeded: true });
    t = await buildTestApp(database.database, {
      signHmacKey: random(24),
      keys: derivePurposeKeys(random(24)),
      smsPort: sms,
    });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  const otherKeys = (own: string) =>
    [t.app.config.signHmacKey, ...Object.values(t.app.config.keys)].filter((k) => k !== own);

  it('an invoice link keyed with any other key is not found; the right key opens it', async () => {
    const { token } = await t.newCustomer();
    const course = await courseByTitle(t.database.db, PAID_COURSE);
    const order = await call(t.app, submitOrderPay, { token, body: { courseId: course.id, payType: 21 } });
    const paymentNo = new URL((order.data.action as { url: string }).url, 'http://x').searchParams.get(
      'paymentNo',
    );
    await t.app.inject({ method: 'POST', url: `/sandbox/api/pay/${paymentNo}/pay` });
    const orderNo = order.data.orderNo;
    const applied = await call(t.app, invoiceApply, {
      token,
      body: { orderNo, titleType: 'personal', title: '张三', email: 'zs@example.com' },
    });
    expect(applied.code).toBe(0);
    const { invoiceNo, downloadUrl } = (await call(t.app, invoiceDetail, { token, body: { orderNo } })).data;
    expect((await t.app.inject({ url: downloadUrl! })).statusCode).toBe(200);
    const linkWith = (key: string) =>
      `/course/api/v1/user/invoice/file/${invoiceNo}.svg?k=${createHmac('sha256', key).update(`invoice:${invoiceNo}`).digest('hex').slice(0, 32)}`;
    expect(linkWith(t.app.config.keys.invoiceLink)).toBe(downloadUrl);
    for (const key of otherKeys(t.app.config.keys.invoiceLink)) {
      const res = await t.app.inject({ url: linkWith(key) });
      tally.record(res.statusCode === 404);
      expect(res.statusCode).toBe(404);
    }
    for (const k of ['', 'x', downloadUrl!.split('k=')[1]!.slice(0, 31), `${downloadUrl!.split('k=')[1]}0`]) {
      const res = await t.app.inject({ url: `/course/api/v1/user/invoice/file/${invoiceNo}.svg?k=${k}` });
      tally.record(res.statusCode === 404);
      expect(res.statusCode).toBe(404);
    }
  });

  it('a collect token signed with any other key is refused; the right key is accepted', async () => {
    const owner = await t.newCustomer();
    const friend = await t.newCustomer();
    const course = await courseByTitle(t.database.db, PAID_COURSE);
    const order = await call(t.app, submitOrderPay, {
      token: owner.token,
      body: { courseId: course.id, payType: 21 },
    });
    const expiresAt = new Date(Date.now() + 3_600_000);
    const good = signCollectToken(t.app.config.keys.collectToken, order.data.orderNo, expiresAt);
    expect((await call(t.app, collectInfo, { token: friend.token, body: { token: good } })).code).toBe(0);
    for (const key of otherKeys(t.app.config.keys.collectToken)) {
      const forged = signCollectToken(key, order.data.orderNo, expiresAt);
      const answer = await call(t.app, collectInfo, { token: friend.token, body: { token: forged } });
      tally.record(answer.code === 1001);
      expect(answer).toMatchObject({ code: 1001, msg: '代付链接无效，请让好友重新分享' });
    }
  });

  it('an operator call signed with any other key is refused; the operator key is accepted', async () => {
    expect(envelopeOf(await callInject(t.app, landingFunnel)).code).toBe(0);
    for (const key of otherKeys(t.app.config.signHmacKey)) {
      const headers = await buildRequestHeaders({
        payload: { wechatType: 99, productCode: 'nbc' },
        token: '',
        partnerCode: '10001',
        signMode: 'hmac',
        hmacKey: key,
      });
      const res = await t.app.inject({
        method: landingFunnel.method,
        url: parsePathPrefix(landingFunnel.path).path,
        headers,
        payload: { wechatType: 99, productCode: 'nbc' },
      });
      tally.record(envelopeOf(res).code === 1002);
      expect(envelopeOf(res).code).toBe(1002);
    }
  });

  it('SMS codes are kept under their own key: no other key checks a right code', async () => {
    const { token } = await t.newCustomer();
    // Each wrong check takes one of a code's 5 tries, so every other key gets a code of its own mobile.
    const send = async (index: number) => {
      const mobile = `139${String(index).padStart(2, '0')}${String(process.pid % 1_000_000).padStart(6, '0')}`;
      const sent = envelopeOf(await callInject(t.app, smsSendNew, { token, body: { mobile, scene: 'new' } }));
      expect(sent.code).toBe(0);
      return { mobile, code: outbox.at(-1)!.code };
    };
    const check = (hmacKey: string, sent: { mobile: string; code: string }) =>
      checkSmsCode(
        { db: t.database.db, hmacKey, now: Date.now },
        { mobile: sent.mobile, scene: 'new', code: sent.code, consume: false },
      );
    const keys = otherKeys(t.app.config.keys.smsCode);
    for (const [index, key] of keys.entries()) {
      const sent = await send(index);
      const refused = await check(key, sent).then(
        () => false,
        () => true,
      );
      tally.record(refused);
      expect(refused).toBe(true);
      await expect(check(t.app.config.keys.smsCode, sent)).resolves.toBeUndefined();
    }
  });
});

/** Runs a program to its exit (killed after `timeoutMs`): its exit status and what it wrote to stderr. */
function runToExit(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'], timeout: timeoutMs });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stderr }));
  });
}
