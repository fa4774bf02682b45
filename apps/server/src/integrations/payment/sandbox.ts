import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { TPayAction } from '@course/contracts/orders-checkout';
import type { KeyValueStore } from '../../cache/key-value-store.ts';
import { sandboxSignatureProblem, signSandboxBody } from '../sandbox-signature.ts';
import {
  type CreatePaymentInput,
  NotificationRejected,
  type PaymentProvider,
  type PaymentQuery,
  type VerifiedNotification,
} from './port.ts';

/**
 * The sandbox provider: a local stand-in for the messaging app's payment sheet (JSAPI payTypes 11 and 15,
 * served to the page by /sandbox/wx-bridge.js) and for the H5 cashier of the others (/sandbox/cashier).
 * The tester pays, cancels or fails there; paying sends a notification signed like the messaging app's
 * (HMAC-SHA256 over `timestamp\nnonce\nbody\n` with the sandbox key, 5-minute freshness) to the same
 * notification endpoint and verification path production uses. What the sandbox 'provider' knows about a
 * payment lives in the key-value store, so several processes share it through Redis.
 */

export { SANDBOX_FRESHNESS_MS, SANDBOX_HEADERS } from '../sandbox-signature.ts';

const RECORD_TTL_MS = 7 * 86_400_000;

export type SandboxTradeState = 'SUCCESS' | 'PAYERROR' | 'CLOSED';

export type SandboxNotificationBody = {
  id: string;
  paymentNo: string;
  tradeNo: string;
  amountCents: number;
  tradeState: SandboxTradeState;
  successTime: string | null;
};

/** What the sandbox remembers of a payment it was asked to take. */
export type SandboxPaymentRecord = {
  paymentNo: string;
  amountCents: number;
  description: string;
  payType: number;
  periods: number | null;
  returnUrl: string;
  quitUrl: string;
  notifyUrl: string;
  state: 'NOTPAY' | SandboxTradeState;
  tradeNo: string | null;
  notificationId: string | null;
};

export const sandboxRecordKey = (paymentNo: string) => `sandbox:pay:${paymentNo}`;

export function signSandboxNotification(
  key: string,
  body: SandboxNotificationBody,
  now: number = Date.now(),
): { headers: Record<string, string>; rawBody: string } {
  return signSandboxBody(key, body, now);
}

export function createSandboxProvider(opts: {
  key: string;
  kv: KeyValueStore;
  now?: () => number;
}): PaymentProvider & {
  record(paymentNo: string): Promise<SandboxPaymentRecord | null>;
  settle(
    paymentNo: string,
    state: SandboxTradeState,
  ): Promise<{
    record: SandboxPaymentRecord;
    notification: ReturnType<typeof signSandboxNotification> | null;
  } | null>;
} {
  const now = opts.now ?? Date.now;
  const save = (record: SandboxPaymentRecord) =>
    opts.kv.set(sandboxRecordKey(record.paymentNo), JSON.stringify(record), RECORD_TTL_MS);
  const record = async (paymentNo: string): Promise<SandboxPaymentRecord | null> => {
    const raw = await opts.kv.get(sandboxRecordKey(paymentNo));
    return raw ? (JSON.parse(raw) as SandboxPaymentRecord) : null;
  };

  return {
    name: 'sandbox',
    record,

    async createPayment(input: CreatePaymentInput): Promise<TPayAction> {
      await save({
        paymentNo: input.paymentNo,
        amountCents: input.amountCents,
        description: input.description,
        payType: input.payType,
        periods: input.periods ?? null,
        returnUrl: input.returnUrl,
        quitUrl: input.quitUrl,
        notifyUrl: input.notifyUrl,
        state: 'NOTPAY',
        tradeNo: null,
        notificationId: null,
      });
      if (input.payType === 11 || input.payType === 15) {
        const timeStamp = String(Math.floor(now() / 1000));
        const nonceStr = randomBytes(12).toString('hex');
        const pkg = `prepay_id=sandbox_${input.paymentNo}`;
        const paySign = createHmac('sha256', opts.key)
          .update(`${input.appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`)
          .digest('base64');
        return {
          type: 'jsapi',
          params: { appId: input.appId, timeStamp, nonceStr, package: pkg, signType: 'HMAC-SHA256', paySign },
        };
      }
      const query = new URLSearchParams({ paymentNo: input.paymentNo });
      return { type: 'redirect', url: `/sandbox/cashier?${query}` };
    },

    /**
     * The tester's decision on the cashier. Paying (or failing) fixes the trade once: a second decision keeps
     * the first outcome, like a real provider. Returns the signed notification to deliver (again), or null
     * when the payment is unknown or was cancelled (a cancelled sheet sends nothing).
     */
    async settle(paymentNo, state) {
      const current = await record(paymentNo);
      if (!current) return null;
      if (current.state === 'NOTPAY') {
        current.state = state;
        current.tradeNo = `SBX${now()}${randomBytes(4).toString('hex')}`;
        current.notificationId = randomUUID();
        await save(current);
      }
      if (current.state === 'CLOSED') return { record: current, notification: null };
      const body: SandboxNotificationBody = {
        id: current.notificationId!,
        paymentNo: current.paymentNo,
        tradeNo: current.tradeNo!,
        amountCents: current.amountCents,
        tradeState: current.state,
        successTime: current.state === 'SUCCESS' ? new Date(now()).toISOString() : null,
      };
      return { record: current, notification: signSandboxNotification(opts.key, body, now()) };
    },

    async verifyNotification(request): Promise<VerifiedNotification> {
      const problem = sandboxSignatureProblem(opts.key, request.headers, request.rawBody, now());
      if (problem) throw new NotificationRejected('bad_signature', problem);
      let body: SandboxNotificationBody;
      try {
        body = JSON.parse(request.rawBody) as SandboxNotificationBody;
      } catch {
        throw new NotificationRejected('malformed', 'sandbox notification is not JSON');
      }
      if (typeof body.paymentNo !== 'string' || !Number.isInteger(body.amountCents)) {
        throw new NotificationRejected('malformed', 'sandbox notification lacks paymentNo or amount');
      }
      return {
        notifyId: typeof body.id === 'string' ? body.id : null,
        paymentNo: body.paymentNo,
        providerTradeNo: typeof body.tradeNo === 'string' ? body.tradeNo : null,
        amountCents: body.amountCents,
        success: body.tradeState === 'SUCCESS',
      };
    },

    async queryPayment(paymentNo): Promise<PaymentQuery> {
      const current = await record(paymentNo);
      return {
        paid: current?.state === 'SUCCESS',
        providerTradeNo: current?.tradeNo ?? null,
        amountCents: current?.amountCents ?? null,
      };
    },

    async refund(input) {
      const current = await record(input.paymentNo);
      if (current?.state !== 'SUCCESS') return { accepted: false, providerRefundNo: null };
      return { accepted: true, providerRefundNo: `SBXR${now()}` };
    },

    answer(ok) {
      return ok
        ? { status: 200, contentType: 'application/json', body: JSON.stringify({ code: 'SUCCESS' }) }
        : {
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'FAIL', message: '失败' }),
          };
    },
  };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
