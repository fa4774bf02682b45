import type { TPayAction } from '@course/contracts/orders-checkout';
import { formatBeijing } from '@course/domain/beijing-time';
import { formatPrice, parseCanonicalYuan } from '@course/domain/price';
import { AlipaySdk } from 'alipay-sdk';
import {
  type CreatePaymentInput,
  NotificationRejected,
  type PaymentProvider,
  type PaymentQuery,
  type RefundInput,
  type VerifiedNotification,
} from './port.ts';

/**
 * Alipay through its official Node SDK (`alipay-sdk`): mobile-web pay (alipay.trade.wap.pay, a signed GET URL
 * to the gateway; Huabei instalments through extend_params.hb_fq_num), notification signature check
 * (`checkNotifySignV2`, RSA2 over the sorted raw fields), trade query and refund through the gateway.
 * Amounts cross the border as yuan strings with two decimals and come back to cents with parseCanonicalYuan:
 * only the canonical form ('199.00') is read, so '199.000001', '198.996' or '1.99e2' never round to a price.
 */

export type AlipayConfig = {
  appId: string;
  /** The app's RSA2 private key (PKCS#8 or PKCS#1 PEM). */
  privateKey: string;
  /** Alipay's public key for this app. */
  alipayPublicKey: string;
  gateway?: string;
  /** The seller pays the instalment fee (100) or the buyer does (0). */
  hbSellerPercent?: 0 | 100;
};

const PAID_STATES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

export function createAlipayProvider(config: AlipayConfig): PaymentProvider {
  const sdk = new AlipaySdk({
    appId: config.appId,
    privateKey: config.privateKey,
    alipayPublicKey: config.alipayPublicKey,
    gateway: config.gateway ?? 'https://openapi.alipay.com/gateway.do',
    signType: 'RSA2',
    keyType: config.privateKey.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8',
    camelcase: false,
  });

  return {
    name: 'alipay',

    async createPayment(input: CreatePaymentInput): Promise<TPayAction> {
      const bizContent: Record<string, unknown> = {
        out_trade_no: input.paymentNo,
        total_amount: formatPrice(input.amountCents),
        subject: input.description.slice(0, 256),
        product_code: 'QUICK_WAP_WAY',
        quit_url: input.quitUrl,
        time_expire: beijingTime(input.expiresAt),
      };
      if (input.payType === 22) {
        bizContent.extend_params = {
          hb_fq_num: String(input.periods ?? 3),
          hb_fq_seller_percent: String(config.hbSellerPercent ?? 0),
        };
      }
      const url = sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
        bizContent,
        returnUrl: input.returnUrl,
        notifyUrl: input.notifyUrl,
      });
      return { type: 'redirect', url };
    },

    async verifyNotification(request): Promise<VerifiedNotification> {
      const fields = Object.fromEntries(new URLSearchParams(request.rawBody));
      if (!fields.sign) throw new NotificationRejected('bad_signature', 'notification has no sign');
      if (!sdk.checkNotifySignV2(fields))
        throw new NotificationRejected('bad_signature', 'RSA2 sign does not verify');
      if (fields.app_id !== config.appId)
        throw new NotificationRejected('malformed', `notification for app ${fields.app_id}`);
      if (!fields.out_trade_no || !fields.total_amount) {
        throw new NotificationRejected('malformed', 'notification lacks out_trade_no or total_amount');
      }
      // Not rounded: a non-canonical amount is refused (the gateway itself always writes two decimals).
      const amountCents = parseCanonicalYuan(fields.total_amount);
      if (amountCents === null) {
        throw new NotificationRejected('malformed', `non-canonical total_amount ${fields.total_amount}`);
      }
      return {
        notifyId: fields.notify_id ?? null,
        paymentNo: fields.out_trade_no,
        providerTradeNo: fields.trade_no ?? null,
        amountCents,
        success: PAID_STATES.has(fields.trade_status ?? ''),
      };
    },

    async queryPayment(paymentNo): Promise<PaymentQuery> {
      const result = await sdk.exec(
        'alipay.trade.query',
        { bizContent: { out_trade_no: paymentNo } },
        { validateSign: true },
      );
      if (result.code !== '10000') return { paid: false, providerTradeNo: null, amountCents: null };
      return {
        paid: PAID_STATES.has(String(result.trade_status)),
        providerTradeNo: typeof result.trade_no === 'string' ? result.trade_no : null,
        // a non-canonical amount reads as unknown: the order is then not settled from this answer
        amountCents: parseCanonicalYuan(result.total_amount),
      };
    },

    async refund(input: RefundInput) {
      const result = await sdk.exec(
        'alipay.trade.refund',
        {
          bizContent: {
            out_trade_no: input.paymentNo,
            refund_amount: formatPrice(input.amountCents),
            out_request_no: input.refundNo,
            refund_reason: input.reason.slice(0, 256),
          },
        },
        { validateSign: true },
      );
      return {
        accepted: result.code === '10000',
        providerRefundNo: typeof result.trade_no === 'string' ? result.trade_no : null,
      };
    },

    answer(ok) {
      return { status: 200, contentType: 'text/plain', body: ok ? 'success' : 'failure' };
    },
  };
}

/** 'yyyy-MM-dd HH:mm:ss' in Beijing time, the gateway's time format. */
const beijingTime = (date: Date): string => formatBeijing(date, 'YYYY-MM-DD HH:mm:ss');
