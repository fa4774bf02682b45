import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../cache/key-value-store.ts';
import { ConfigError, loadConfig } from '../../env.ts';
import { TransferUnavailable } from './port.ts';
import { createTransferProvider } from './providers.ts';

/** TRANSFER_MODE and the WECHAT_TRANSFER_* settings: parsing, one line per problem, and the adapter chosen. */
describe('transfer configuration', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'transfer-keys-'));
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const merchantKey = path.join(dir, 'apiclient_key.pem');
  const platformKey = path.join(dir, 'pub_key.pem');
  writeFileSync(merchantKey, privateKey.export({ type: 'pkcs8', format: 'pem' }));
  writeFileSync(platformKey, publicKey.export({ type: 'spki', format: 'pem' }));
  const PAY = {
    PAYMENT_MODE: 'live',
    WECHAT_PAY_MCH_ID: '1900000001',
    WECHAT_PAY_SERIAL_NO: 'PAYSERIAL',
    WECHAT_PAY_PRIVATE_KEY_FILE: merchantKey,
    WECHAT_PAY_API_V3_KEY: 'a'.repeat(32),
    WECHAT_PAY_PLATFORM_PUBLIC_KEY_FILE: platformKey,
    WECHAT_PAY_PLATFORM_SERIAL_NO: 'PUB_KEY_ID_0001',
  };
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };

  it('uses the sandbox with sandbox payments, none in live mode without a merchant', () => {
    expect(loadConfig({}).transfer).toEqual({ mode: 'sandbox', wechat: null });
    expect(loadConfig({ PAYMENT_MODE: 'live' }).transfer).toEqual({ mode: 'off', wechat: null });
    expect(loadConfig({ TRANSFER_MODE: 'off' }).transfer.mode).toBe('off');
  });

  it("takes the payment merchant's settings unless WECHAT_TRANSFER_* are given", () => {
    const same = loadConfig(PAY).transfer;
    expect(same).toMatchObject({
      mode: 'wechat',
      wechat: {
        mchId: '1900000001',
        serialNo: 'PAYSERIAL',
        privateKeyFile: merchantKey,
        platformSerialNo: 'PUB_KEY_ID_0001',
        notifyUrl: '',
        baseUrl: 'https://api.mch.weixin.qq.com',
        activityName: '邀请有礼',
      },
    });
    const own = loadConfig({
      ...PAY,
      WECHAT_TRANSFER_MCH_ID: '1900000002',
      WECHAT_TRANSFER_SERIAL_NO: 'TRANSFERSERIAL',
      WECHAT_TRANSFER_NOTIFY_URL: 'https://h5.example.com/course-market/api/v1/inviteCash/v2/transfer/notify',
      WECHAT_TRANSFER_BASE_URL: 'http://127.0.0.1:9/',
    }).transfer.wechat;
    expect(own).toMatchObject({
      mchId: '1900000002',
      serialNo: 'TRANSFERSERIAL',
      notifyUrl: 'https://h5.example.com/course-market/api/v1/inviteCash/v2/transfer/notify',
      baseUrl: 'http://127.0.0.1:9',
    });
  });

  it('names every missing setting on its own line, never showing the APIv3 key', () => {
    const problems = problemsOf({ TRANSFER_MODE: 'wechat', WECHAT_TRANSFER_API_V3_KEY: 'short-secret' });
    expect(problems).toHaveLength(5);
    for (const name of [
      'WECHAT_TRANSFER_MCH_ID',
      'WECHAT_TRANSFER_SERIAL_NO',
      'WECHAT_TRANSFER_PRIVATE_KEY_FILE',
      'WECHAT_TRANSFER_PLATFORM_PUBLIC_KEY_FILE',
      'WECHAT_TRANSFER_PLATFORM_SERIAL_NO',
    ]) {
      expect(problems.filter((p) => p.includes(`${name}=`))).toHaveLength(1);
    }
    expect(problems.every((p) => !p.includes('\n'))).toBe(true);
    expect(problemsOf({ APP_ENV: 'prod', ...PAY, WECHAT_PAY_API_V3_KEY: 'short-secret' }).join()).toMatch(
      /WECHAT_TRANSFER_API_V3_KEY.*32 characters/,
    );
    expect(
      problemsOf({ APP_ENV: 'prod', ...PAY, WECHAT_PAY_API_V3_KEY: 'short-secret' }).join(),
    ).not.toContain('short-secret');
    expect(problemsOf({ ...PAY, WECHAT_TRANSFER_NOTIFY_URL: 'http://plain.example.com/n' })).toEqual([
      expect.stringMatching(/^invalid configuration: WECHAT_TRANSFER_NOTIFY_URL=.*https/),
    ]);
    const prod = problemsOf({ APP_ENV: 'prod', TRANSFER_MODE: 'sandbox' });
    expect(prod.filter((p) => p.includes('TRANSFER_MODE'))).toEqual([
      expect.stringContaining('sandbox transfers are refused when APP_ENV=prod'),
    ]);
  });

  it('builds the adapter the configuration names; the real one calls the configured host, signed', async () => {
    const kv = createMemoryStore();
    const opts = { sandboxKey: 'sandbox-key-0123456789', kv, now: Date.now };
    expect(createTransferProvider(loadConfig({}).transfer, opts)?.name).toBe('sandbox');
    expect(createTransferProvider(loadConfig({ PAYMENT_MODE: 'live' }).transfer, opts)).toBeNull();
    const seen: { url: string; auth: string }[] = [];
    const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
      seen.push({ url: String(url), auth: new Headers(init?.headers).get('authorization') ?? '' });
      return new Response('{"code":"SYSTEM_ERROR"}', { status: 500 });
    }) as typeof fetch;
    const real = createTransferProvider(
      loadConfig({ ...PAY, WECHAT_TRANSFER_BASE_URL: 'http://127.0.0.1:9' }).transfer,
      { ...opts, fetch: fakeFetch },
    );
    expect(real).toMatchObject({ name: 'wechat', mchId: '1900000001' });
    await expect(real!.queryTransfer('W1')).rejects.toBeInstanceOf(TransferUnavailable);
    expect(seen[0]!.url).toBe('http://127.0.0.1:9/v3/fund-app/mch-transfer/transfer-bills/out-bill-no/W1');
    expect(seen[0]!.auth).toMatch(/^WECHATPAY2-SHA256-RSA2048 mchid="1900000001".*serial_no="PAYSERIAL"/);
    expect(() =>
      createTransferProvider(
        loadConfig({ ...PAY, WECHAT_TRANSFER_PRIVATE_KEY_FILE: path.join(dir, 'missing.pem') }).transfer,
        opts,
      ),
    ).toThrow(/missing\.pem/);
  });
});
