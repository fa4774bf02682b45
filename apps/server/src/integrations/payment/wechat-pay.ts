import type { TPayAction } from '@course/contracts/orders-checkout';
import {
  createWechatPayV3Client,
  decryptResource,
  WECHAT_PAY_V3_FRESHNESS_MS,
  type WechatPayV3Config,
} from '../wechat-pay-v3.ts';
import {
  type CreatePaymentInput,
  NotificationRejected,
  type NotificationRequest,
  type PaymentProvider,
  type PaymentQuery,
  type RefundInput,
  type VerifiedNotification,
} from './port.ts';

/**
 * The messaging app's payment, WeChat Pay API v3, implemented with node:crypto (no SDK); the signing, the
 * answer and notification checks and the resource decryption are the shared ../wechat-pay-v3.ts:
 * - requests carry `Authorization: WECHATPAY2-SHA256-RSA2048 mchid,nonce_str,signature,timestamp,serial_no`,
 *   the signature being RSA-SHA256 (merchant key) over `METHOD\nURL\ntimestamp\nnonce\nbody\n`;
 * - answers and notifications are verified with the platform public key over `timestamp\nnonce\nbody\n`
 *   (headers Wechatpay-Timestamp, -Nonce, -Signature, -Serial), refused when older than 5 minutes;
 * - the notification's resource is decrypted with AEAD_AES_256_GCM and the APIv3 key, and must name our
 *   merchant (mchid) and one of our accounts (appid);
 * - the JSAPI sheet parameters are signed RSA over `appId\ntimeStamp\nnonceStr\npackage\n`.
 * Tests run it against a local fake server with keys generated in the test.
 */

export type WechatPayConfig = WechatPayV3Config & {
  /**
   * Is this appid one of our messaging-app accounts (the ones JSAPI orders are created for)? A notification
   * is accepted only for our merchant AND one of our accounts.
   */
  isOurAppId: (appId: string) => boolean | Promise<boolean>;
};

export const WECHAT_PAY_FRESHNESS_MS = WECHAT_PAY_V3_FRESHNESS_MS;

type WechatTransaction = {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  amount?: { total?: number; payer_total?: number; currency?: string };
  success_time?: string;
};

type WechatNotification = {
  id?: string;
  event_type?: string;
  resource_type?: string;
  resource?: { algorithm?: string; ciphertext?: string; associated_data?: string; nonce?: string };
};

export class WechatPayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'WechatPayError';
  }
}

export { decryptResource };

export function createWechatPayProvider(config: WechatPayConfig): PaymentProvider {
  const client = createWechatPayV3Client(config, { headers: { 'user-agent': 'course-h5/0.1 (node)' } });
  const { now, rsaSign, nonce } = client;

  /** Verifies a signed answer or notification; throws NotificationRejected when it does not hold. */
  function verifySigned(headers: NotificationRequest['headers'], body: string): void {
    const problem = client.signatureProblem(headers, body);
    if (problem) throw new NotificationRejected('bad_signature', problem);
  }

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    payload?: unknown,
  ): Promise<{ status: number; data: T | null }> {
    const { status, text, headers } = await client.send(method, path, payload);
    try {
      verifySigned(headers, text);
    } catch (error) {
      throw new WechatPayError(
        `answer of ${method} ${path} is not signed by the platform: ${(error as Error).message}`,
        status,
      );
    }
    const data = text ? (JSON.parse(text) as T & { code?: string; message?: string }) : null;
    if (status >= 400) {
      const err = data as { code?: string; message?: string } | null;
      throw new WechatPayError(
        `${method} ${path}: ${err?.code ?? status} ${err?.message ?? ''}`.trim(),
        status,
        err?.code,
      );
    }
    return { status: status, data };
  }

  return {
    name: 'wechat',

    async createPayment(input: CreatePaymentInput): Promise<TPayAction> {
      const { data } = await request<{ prepay_id: string }>('POST', '/v3/pay/transactions/jsapi', {
        appid: input.appId,
        mchid: config.mchId,
        description: input.description.slice(0, 127),
        out_trade_no: input.paymentNo,
        time_expire: input.expiresAt.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
        notify_url: input.notifyUrl,
        amount: { total: input.amountCents, currency: 'CNY' },
        payer: { openid: input.openid },
      });
      if (!data?.prepay_id) throw new WechatPayError('jsapi order answered without prepay_id');
      const timeStamp = String(Math.floor(now() / 1000));
      const nonceStr = nonce();
      const pkg = `prepay_id=${data.prepay_id}`;
      return {
        type: 'jsapi',
        params: {
          appId: input.appId,
          timeStamp,
          nonceStr,
          package: pkg,
          signType: 'RSA',
          paySign: rsaSign(`${input.appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`),
        },
      };
    },

    async verifyNotification(req): Promise<VerifiedNotification> {
      verifySigned(req.headers, req.rawBody);
      let note: WechatNotification;
      try {
        note = JSON.parse(req.rawBody) as WechatNotification;
      } catch {
        throw new NotificationRejected('malformed', 'notification is not JSON');
      }
      const resource = note.resource;
      if (!resource?.ciphertext || !resource.nonce || resource.algorithm !== 'AEAD_AES_256_GCM') {
        throw new NotificationRejected('malformed', 'notification has no AEAD_AES_256_GCM resource');
      }
      let tx: WechatTransaction;
      try {
        tx = JSON.parse(
          decryptResource(config.apiV3Key, {
            ciphertext: resource.ciphertext,
            nonce: resource.nonce,
            associated_data: resource.associated_data ?? '',
          }),
        ) as WechatTransaction;
      } catch {
        throw new NotificationRejected('bad_signature', 'resource does not decrypt with the APIv3 key');
      }
      if (
        tx.mchid !== config.mchId ||
        typeof tx.out_trade_no !== 'string' ||
        typeof tx.amount?.total !== 'number'
      ) {
        throw new NotificationRejected('malformed', 'transaction of another merchant or without amount');
      }
      if (typeof tx.appid !== 'string' || tx.appid === '' || !(await config.isOurAppId(tx.appid))) {
        throw new NotificationRejected('malformed', `transaction for an appid that is not ours: ${tx.appid}`);
      }
      return {
        notifyId: note.id ?? null,
        paymentNo: tx.out_trade_no,
        providerTradeNo: tx.transaction_id ?? null,
        amountCents: tx.amount.total,
        success: note.event_type === 'TRANSACTION.SUCCESS' && tx.trade_state === 'SUCCESS',
      };
    },

    async queryPayment(paymentNo): Promise<PaymentQuery> {
      const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(paymentNo)}?mchid=${encodeURIComponent(config.mchId)}`;
      try {
        const { data } = await request<WechatTransaction>('GET', path);
        return {
          paid: data?.trade_state === 'SUCCESS',
          providerTradeNo: data?.transaction_id ?? null,
          amountCents: data?.amount?.total ?? null,
        };
      } catch (error) {
        if (error instanceof WechatPayError && error.code === 'ORDER_NOT_EXIST') {
          return { paid: false, providerTradeNo: null, amountCents: null };
        }
        throw error;
      }
    },

    async refund(input: RefundInput) {
      const { data } = await request<{ refund_id?: string; status?: string }>(
        'POST',
        '/v3/refund/domestic/refunds',
        {
          out_trade_no: input.paymentNo,
          out_refund_no: input.refundNo,
          reason: input.reason.slice(0, 80),
          notify_url: input.notifyUrl,
          amount: { refund: input.amountCents, total: input.totalCents, currency: 'CNY' },
        },
      );
      const accepted = data?.status === 'SUCCESS' || data?.status === 'PROCESSING';
      return { accepted, providerRefundNo: data?.refund_id ?? null };
    },

    answer(ok) {
      return ok
        ? { status: 204, contentType: 'application/json', body: '' }
        : {
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'FAIL', message: '失败' }),
          };
    },
  };
}
