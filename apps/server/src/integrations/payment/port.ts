import type { TPayAction } from '@course/contracts/orders-checkout';
import type { PaymentProviderName } from '../../db/schema/index.ts';

/**
 * The payment port: what the order service needs from a payment provider. Three adapters implement it —
 * the sandbox (local cashier pages), the messaging app's pay (WeChat Pay API v3) and Alipay — and every
 * notification, whichever adapter, goes through `verifyNotification` and then the one settlement path.
 */

export type CreatePaymentInput = {
  /** Our out-trade-no at the provider (one per payment attempt). */
  paymentNo: string;
  amountCents: number;
  description: string;
  payType: number;
  /** Instalment count (Alipay Huabei, payType 22). */
  periods?: number | undefined;
  /** The messaging-app account the learner signed in with, and the learner's openid there (JSAPI pay). */
  appId: string;
  openid: string;
  notifyUrl: string;
  /** Absolute URL the H5 cashier returns to after paying. */
  returnUrl: string;
  /** Absolute URL the H5 cashier's 'back' button goes to. */
  quitUrl: string;
  expiresAt: Date;
};

export type NotificationRequest = {
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received: signatures are over these bytes. */
  rawBody: string;
};

/** A notification whose signature checked out, in our terms. */
export type VerifiedNotification = {
  /** The provider's id of this notification (same on redeliveries), when it has one. */
  notifyId: string | null;
  paymentNo: string;
  providerTradeNo: string | null;
  amountCents: number;
  /** The provider says the money was received. */
  success: boolean;
};

export type PaymentQuery = { paid: boolean; providerTradeNo: string | null; amountCents: number | null };

export type RefundInput = {
  paymentNo: string;
  refundNo: string;
  amountCents: number;
  totalCents: number;
  reason: string;
  notifyUrl: string;
};

/** How the notification endpoint answers the provider. */
export type NotificationAnswer = { status: number; contentType: string; body: string };

export class NotificationRejected extends Error {
  constructor(
    readonly reason: 'bad_signature' | 'malformed',
    message: string,
  ) {
    super(message);
    this.name = 'NotificationRejected';
  }
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createPayment(input: CreatePaymentInput): Promise<TPayAction>;
  /** Checks the signature (and freshness) and decodes; throws NotificationRejected otherwise. */
  verifyNotification(request: NotificationRequest): Promise<VerifiedNotification>;
  /** Asks the provider about a payment (for a result page whose notification is late). */
  queryPayment(paymentNo: string): Promise<PaymentQuery>;
  refund(input: RefundInput): Promise<{ accepted: boolean; providerRefundNo: string | null }>;
  answer(ok: boolean): NotificationAnswer;
}

/** The provider of each payType in live mode; the sandbox answers every payType. */
export function providerForPayType(payType: number, mode: 'sandbox' | 'live'): PaymentProviderName | null {
  if (mode === 'sandbox') return 'sandbox';
  if (payType === 11 || payType === 15) return 'wechat';
  if (payType === 21 || payType === 22) return 'alipay';
  // JD Pay (31) has no live adapter: offered only in the sandbox.
  return null;
}
