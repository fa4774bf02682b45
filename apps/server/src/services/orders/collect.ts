import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TCollectInfo } from '@course/contracts/orders-pay';
import { maskName, maskPhone } from '@course/domain/masking';
import { ResponseCode } from '@course/domain/response-codes';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { customers, type OrderRow, orders } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import type { PaymentProviders } from '../../integrations/payment/providers.ts';
import { recordOrderEvent } from './order-events.ts';
import { closeOrder, ownOrder } from './orders.ts';
import { type PayStart, payOrder } from './payments.ts';

/**
 * 代付 (AliPayCollect): the owner of an unpaid order shares a link anyone signed in can pay it with.
 *
 * The link carries a token `<orderNo>.<expiry, base-36 ms>.<HMAC-SHA256, base64url>` keyed with the server's
 * collect-token key (derived from SERVER_SECRET for this purpose only, never sent to browsers), so it cannot be forged or extended, and needs no table. It lasts as long
 * as the order can be paid (the order's own expiry, at most a day). The friend's payment is an ordinary payment
 * attempt on the owner's order: the notification marks the owner's order paid through the same exactly-once
 * settlement, and the owner gets the course or goods.
 */

export const COLLECT_MAX_MS = 24 * 3_600_000;

const mac = (key: string, payload: string) =>
  createHmac('sha256', key).update(`collect:${payload}`).digest('base64url');

export function signCollectToken(key: string, orderNo: string, expiresAt: Date): string {
  const payload = `${orderNo}.${expiresAt.getTime().toString(36)}`;
  return `${payload}.${mac(key, payload)}`;
}

/** The order number and expiry of a genuine token; null when it was not signed by us. */
export function readCollectToken(key: string, token: string): { orderNo: string; expiresAt: Date } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [orderNo, exp, sig] = parts as [string, string, string];
  const expected = Buffer.from(mac(key, `${orderNo}.${exp}`));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const ms = Number.parseInt(exp, 36);
  if (!Number.isSafeInteger(ms)) return null;
  return { orderNo, expiresAt: new Date(ms) };
}

export async function createCollectLink(
  db: AppDb,
  key: string,
  input: { customerId: number; orderNo: string; now: Date },
): Promise<{ token: string; expiresAt: string }> {
  const order = await ownOrder(db, input.customerId, input.orderNo, input.now);
  if (order.status !== 'created') throw conflict(refusal(order.status));
  const expiresAt = new Date(Math.min(order.expiresAt.getTime(), input.now.getTime() + COLLECT_MAX_MS));
  await recordOrderEvent(db, { orderId: order.id, type: 'collect_created', actor: 'customer' });
  return { token: signCollectToken(key, order.orderNo, expiresAt), expiresAt: expiresAt.toISOString() };
}

function refusal(status: OrderRow['status']): string {
  return status === 'closed' ? '订单已关闭，无法代付' : '该订单已支付，无需代付';
}

type Resolved = { order: OrderRow; info: TCollectInfo };

/** The order behind a token and whether it can be paid now (an expired unpaid order is closed first). */
async function resolveCollect(
  db: AppDb,
  key: string,
  input: { token: string; customerId: number; now: Date },
): Promise<Resolved> {
  const read = readCollectToken(key, input.token);
  if (!read) throw new AppError(ResponseCode.invalidParams, '代付链接无效，请让好友重新分享');
  let [order] = await db.select().from(orders).where(eq(orders.orderNo, read.orderNo)).limit(1);
  if (!order) throw notFound('订单');
  if (order.status === 'created' && order.expiresAt <= input.now) {
    await closeOrder(db, order.id, { now: input.now, actor: 'system', reason: 'expired' });
    [order] = await db.select().from(orders).where(eq(orders.id, order.id)).limit(1);
  }
  const o = order!;
  const [owner] = await db
    .select({ nickname: customers.nickname, mobile: customers.mobile })
    .from(customers)
    .where(eq(customers.id, o.customerId))
    .limit(1);
  const state: TCollectInfo['state'] =
    o.status === 'closed'
      ? 'closed'
      : o.status !== 'created'
        ? 'paid'
        : read.expiresAt <= input.now
          ? 'expired'
          : 'payable';
  const message =
    state === 'payable'
      ? null
      : state === 'expired'
        ? '代付链接已过期，请联系好友重新分享'
        : refusal(o.status);
  return {
    order: o,
    info: {
      orderNo: o.orderNo,
      state,
      message,
      orderStatus: o.status,
      title: o.title,
      coverUrl: o.coverUrl,
      quantity: o.quantity,
      payAmountCents: o.payAmountCents,
      buyerName: maskName(o.address?.receiver ?? owner?.nickname ?? '') || '好友',
      buyerMobile: maskPhone(o.address?.mobile ?? owner?.mobile ?? ''),
      expiresAt: new Date(Math.min(read.expiresAt.getTime(), o.expiresAt.getTime())).toISOString(),
      isOwner: o.customerId === input.customerId,
    },
  };
}

export async function collectInfoOf(
  db: AppDb,
  key: string,
  input: { token: string; customerId: number; now: Date },
): Promise<TCollectInfo> {
  return (await resolveCollect(db, key, input)).info;
}

export async function payCollect(
  db: AppDb,
  payments: PaymentProviders,
  key: string,
  input: {
    token: string;
    customerId: number;
    wechatType: number;
    payType: 21 | 22;
    periods?: number | undefined;
    publicBaseUrl: string;
    now: Date;
  },
): Promise<PayStart & { action: { type: 'redirect'; url: string } | { type: 'none' } }> {
  const { order, info } = await resolveCollect(db, key, input);
  if (info.state !== 'payable') throw conflict(info.message ?? '无法代付');
  // Checked again under the order's state by the settlement: a payment racing a close is flagged for refund.
  const [still] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, order.id), eq(orders.status, 'created')))
    .limit(1);
  if (!still) throw conflict(refusal('paid'));
  const started = await payOrder(db, payments, order, {
    customerId: input.customerId,
    wechatType: input.wechatType,
    payType: input.payType,
    periods: input.periods,
    returnPath: `/AliPayCollect?collectToken=${encodeURIComponent(input.token)}&paid=1`,
    publicBaseUrl: input.publicBaseUrl,
    now: input.now,
    collect: true,
  });
  if (started.action.type === 'jsapi') throw conflict('代付请使用支付宝支付');
  return started as PayStart & { action: { type: 'redirect'; url: string } | { type: 'none' } };
}
