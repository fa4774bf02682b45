import type { TPayAction } from '@course/contracts/orders-checkout';
import { ResponseCode } from '@course/domain/response-codes';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { customers, type OrderRow, orders, paymentAttempts, wechatApps } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../http/app-error.ts';
import type { PaymentProviders } from '../../integrations/payment/providers.ts';
import { markOrderPaid } from './mark-paid.ts';
import { recordOrderEvent } from './order-events.ts';
import { cannotBuy, type ItemSpec, resolveItem } from './order-items.ts';
import { newPaymentNo } from './order-numbers.ts';
import { createOrder, findPendingOrder, ownOrder } from './orders.ts';
import { settleNotification } from './settlement.ts';

/** Paying an order: the payment attempt and the provider's launch, and asking the provider about a late payment. */

export type PayInput = {
  customerId: number;
  brand: string;
  wechatType: number;
  spec: ItemSpec;
  orderNo?: string | undefined;
  payType: number;
  periods?: number | undefined;
  channel?: string | undefined;
  subChannel?: string | undefined;
  returnPath?: string | undefined;
  publicBaseUrl: string;
  now: Date;
  expireMinutes: number;
};

/**
 * Starts paying: the order (existing, reused or new), a payment attempt with its own out-trade-no, and the
 * provider's launch (the JSAPI sheet or a cashier URL). A zero amount is paid at once without a provider.
 */
export async function startPayment(
  db: AppDb,
  payments: PaymentProviders,
  input: PayInput,
): Promise<{ orderNo: string; payAmountCents: number; payType: number; action: TPayAction }> {
  const provider = payments.forPayType(input.payType);
  if (!provider) throw new AppError(ResponseCode.invalidParams, '暂不支持该支付方式，请选择其他支付方式');

  let order: OrderRow;
  if (input.orderNo) {
    order = await ownOrder(db, input.customerId, input.orderNo, input.now);
    if (order.status === 'closed') throw conflict('订单已关闭，请重新下单');
    if (order.status !== 'created') throw new AppError(ResponseCode.alreadyPaid, '订单已支付，请勿重复支付');
  } else {
    const item = await resolveItem(db, input.customerId, input.brand, input.spec, input.now);
    if (!item.canBuy) throw cannotBuy(item);
    order =
      (await findPendingOrder(db, input.customerId, item, input.now)) ??
      (await createOrder(db, {
        customerId: input.customerId,
        brand: input.brand,
        item,
        now: input.now,
        expireMinutes: input.expireMinutes,
        channel: input.channel,
        subChannel: input.subChannel,
      }));
  }

  return payOrder(db, payments, order, {
    customerId: input.customerId,
    wechatType: input.wechatType,
    payType: input.payType,
    periods: input.periods,
    returnPath: input.returnPath,
    publicBaseUrl: input.publicBaseUrl,
    now: input.now,
  });
}

export type PayStart = { orderNo: string; payAmountCents: number; payType: number; action: TPayAction };

/**
 * Pays an unpaid order: a payment attempt with its own out-trade-no and the provider's launch (the JSAPI sheet
 * or a cashier URL); a zero amount is paid at once without a provider. `customerId` is who pays: the order's
 * owner, or a friend paying through a collect link (`collect`), recorded in the order's trail.
 */
export async function payOrder(
  db: AppDb,
  payments: PaymentProviders,
  order: OrderRow,
  input: {
    customerId: number;
    wechatType: number;
    payType: number;
    periods?: number | undefined;
    returnPath?: string | undefined;
    publicBaseUrl: string;
    now: Date;
    collect?: boolean;
  },
): Promise<PayStart> {
  const provider = payments.forPayType(input.payType);
  if (!provider) throw new AppError(ResponseCode.invalidParams, '暂不支持该支付方式，请选择其他支付方式');
  if (order.payAmountCents === 0) {
    await db.transaction((tx) =>
      markOrderPaid(tx, order.id, { now: input.now, payType: null, actor: 'system', detail: { free: true } }),
    );
    return { orderNo: order.orderNo, payAmountCents: 0, payType: input.payType, action: { type: 'none' } };
  }
  const [customer] = await db
    .select({ openid: customers.openid, wechatType: customers.wechatType })
    .from(customers)
    .where(eq(customers.id, input.customerId))
    .limit(1);
  const [app] = await db
    .select({ appId: wechatApps.appId })
    .from(wechatApps)
    .where(eq(wechatApps.wechatType, customer?.wechatType ?? input.wechatType))
    .limit(1);

  const paymentNo = newPaymentNo(order.orderNo);
  await db.transaction(async (tx) => {
    await tx.insert(paymentAttempts).values({
      paymentNo,
      orderId: order.id,
      provider: provider.name,
      payType: input.payType,
      amountCents: order.payAmountCents,
      createdAt: input.now,
    });
    await tx
      .update(orders)
      .set({
        payType: input.payType,
        instalmentPeriods: input.payType === 22 ? (input.periods ?? 3) : null,
        updatedAt: input.now,
      })
      .where(eq(orders.id, order.id));
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: input.collect ? 'collect_pay_requested' : 'pay_requested',
      actor: 'customer',
      detail: {
        paymentNo,
        provider: provider.name,
        payType: input.payType,
        periods: input.periods ?? null,
        ...(input.collect ? { payerCustomerId: input.customerId } : {}),
      },
    });
  });

  const base = input.publicBaseUrl;
  // The cashier comes back to the result page (paid or not: it asks payResult); the order number is added.
  const path = input.returnPath ?? '/orderSuccess';
  const resultPath = `${path}${path.includes('?') ? '&' : '?'}orderNo=${order.orderNo}`;
  try {
    const action = await provider.createPayment({
      paymentNo,
      amountCents: order.payAmountCents,
      description: order.title,
      payType: input.payType,
      periods: input.periods,
      appId: app?.appId ?? '',
      openid: customer?.openid ?? '',
      notifyUrl: `${base}/course/api/v1/order/notify/${provider.name}`,
      returnUrl: `${base}${resultPath}`,
      quitUrl: `${base}${resultPath}`,
      expiresAt: order.expiresAt,
    });
    return { orderNo: order.orderNo, payAmountCents: order.payAmountCents, payType: input.payType, action };
  } catch (error) {
    await db
      .update(paymentAttempts)
      .set({ status: 'failed' })
      .where(eq(paymentAttempts.paymentNo, paymentNo));
    await recordOrderEvent(db, {
      orderId: order.id,
      type: 'pay_request_failed',
      actor: 'provider',
      detail: { paymentNo, message: (error as Error).message.slice(0, 200) },
    });
    throw new AppError(ResponseCode.paymentFailed, '支付下单失败，请稍后重试或换一种支付方式');
  }
}

/**
 * The payment state of an order. When it is still unpaid, the providers of its pending attempts are asked
 * (a late notification); a payment they confirm is settled through the same exactly-once path.
 */
export async function refreshPayment(
  db: AppDb,
  payments: PaymentProviders,
  order: OrderRow,
  now: Date,
): Promise<OrderRow> {
  if (order.status !== 'created') return order;
  const pending = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'pending')))
    .orderBy(desc(paymentAttempts.id))
    .limit(3);
  for (const attempt of pending) {
    const provider = payments.byName(attempt.provider);
    if (!provider) continue;
    try {
      const state = await provider.queryPayment(attempt.paymentNo);
      if (state.paid && state.amountCents !== null) {
        await settleNotification(
          db,
          attempt.provider,
          {
            notifyId: `query:${attempt.paymentNo}`,
            paymentNo: attempt.paymentNo,
            providerTradeNo: state.providerTradeNo,
            amountCents: state.amountCents,
            success: true,
          },
          now,
        );
      }
    } catch {
      // the provider cannot be asked now: the notification will still come
    }
  }
  return (await db.select().from(orders).where(eq(orders.id, order.id)).limit(1))[0]!;
}
