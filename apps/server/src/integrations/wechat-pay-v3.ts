import {
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  type KeyObject,
  randomBytes,
} from 'node:crypto';

/**
 * What every WeChat Pay API v3 adapter shares (payment and merchant transfer), implemented with node:crypto:
 * - requests carry `Authorization: WECHATPAY2-SHA256-RSA2048 mchid,nonce_str,signature,timestamp,serial_no`,
 *   the signature being RSA-SHA256 (merchant key) over `METHOD\nURL\ntimestamp\nnonce\nbody\n`;
 * - answers and notifications are verified with the platform public key over `timestamp\nnonce\nbody\n`
 *   (headers Wechatpay-Timestamp, -Nonce, -Signature, -Serial), refused when older than 5 minutes;
 * - notification resources are AEAD_AES_256_GCM with the APIv3 key.
 */

export type WechatPayV3Config = {
  mchId: string;
  /** Serial number of the merchant API certificate. */
  merchantSerialNo: string;
  merchantPrivateKey: string | KeyObject;
  /** 32-byte APIv3 key. */
  apiV3Key: string;
  /** The platform public key (or certificate) and its serial / public-key id. */
  platformPublicKey: string | KeyObject;
  platformSerialNo: string;
  baseUrl?: string;
  now?: () => number;
  fetch?: typeof fetch;
};

export const WECHAT_PAY_V3_FRESHNESS_MS = 5 * 60_000;

type Headers = Record<string, string | string[] | undefined>;

export const headerOf = (headers: Headers, name: string): string | undefined => {
  const value = headers[name.toLowerCase()] ?? headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** AEAD_AES_256_GCM decryption of a notification resource (ciphertext = data ‖ 16-byte tag, base64). */
export function decryptResource(
  apiV3Key: string,
  resource: { ciphertext: string; nonce: string; associated_data?: string },
): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(resource.nonce, 'utf8'),
  );
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
    'utf8',
  );
}

export type WechatPayV3Client = ReturnType<typeof createWechatPayV3Client>;

export function createWechatPayV3Client(
  config: WechatPayV3Config,
  opts: { headers?: Record<string, string> } = {},
) {
  if (Buffer.byteLength(config.apiV3Key, 'utf8') !== 32)
    throw new Error('WeChat Pay APIv3 key must be 32 bytes');
  const privateKey =
    typeof config.merchantPrivateKey === 'string'
      ? createPrivateKey(config.merchantPrivateKey)
      : config.merchantPrivateKey;
  const platformKey =
    typeof config.platformPublicKey === 'string'
      ? createPublicKey(config.platformPublicKey)
      : config.platformPublicKey;
  const baseUrl = (config.baseUrl ?? 'https://api.mch.weixin.qq.com').replace(/\/$/, '');
  const now = config.now ?? Date.now;
  const doFetch = config.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

  const rsaSign = (message: string) => createSign('RSA-SHA256').update(message).sign(privateKey, 'base64');
  const nonce = () => randomBytes(16).toString('hex');

  return {
    now,
    rsaSign,
    nonce,

    /** Why a platform-signed answer or notification does not hold, or null when it does. */
    signatureProblem(headers: Headers, body: string): string | null {
      const timestamp = headerOf(headers, 'wechatpay-timestamp');
      const nonceStr = headerOf(headers, 'wechatpay-nonce');
      const signature = headerOf(headers, 'wechatpay-signature');
      const serial = headerOf(headers, 'wechatpay-serial');
      if (!timestamp || !nonceStr || !signature || !serial || !/^\d{9,11}$/.test(timestamp))
        return 'missing Wechatpay-* signature headers';
      if (serial !== config.platformSerialNo) return `unknown platform serial ${serial}`;
      if (Math.abs(now() - Number(timestamp) * 1000) > WECHAT_PAY_V3_FRESHNESS_MS)
        return 'signature timestamp outside 5 minutes';
      const ok = createVerify('RSA-SHA256')
        .update(`${timestamp}\n${nonceStr}\n${body}\n`)
        .verify(platformKey, signature, 'base64');
      return ok ? null : 'Wechatpay-Signature does not verify';
    },

    /** A signed request; the answer as received (status, text, headers). Network errors are thrown as they are. */
    async send(
      method: 'GET' | 'POST',
      path: string,
      payload?: unknown,
    ): Promise<{ status: number; text: string; headers: Record<string, string> }> {
      const body = payload === undefined ? '' : JSON.stringify(payload);
      const timestamp = String(Math.floor(now() / 1000));
      const nonceStr = nonce();
      const signature = rsaSign(`${method}\n${path}\n${timestamp}\n${nonceStr}\n${body}\n`);
      const response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization:
            `WECHATPAY2-SHA256-RSA2048 mchid="${config.mchId}",nonce_str="${nonceStr}",` +
            `signature="${signature}",timestamp="${timestamp}",serial_no="${config.merchantSerialNo}"`,
          accept: 'application/json',
          ...opts.headers,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { body }),
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      const headers: Record<string, string> = {};
      response.headers.forEach((value, key) => {
        headers[key] = value;
      });
      return { status: response.status, text, headers };
    },
  };
}
