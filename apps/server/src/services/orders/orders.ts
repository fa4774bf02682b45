import type { TPayAction, TPrepareResult } from '@course/contracts/course-order';
import { checkoutLines, type PriceQuote, quotePrice } from '@course/domain/price-rule';
import { ResponseCode } from '@course/domain/response-codes';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  type AddressSnapshot,
  courseOwnerships,
  coursePackageItems,
  coursePackages,
  courses,
  customerAddresses,
  customers,
  goods,
  orders,
  paymentAttempts,
  virtualGoodsProfiles,
  wechatApps,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { PaymentProviders } from '../../integrations/payment/providers.ts';
import { courseQuote } from '../catalogue/pricing.ts';
import { freightFor, freightRuleText } from './freight.ts';
import { currentOwnership } from './grants.ts';
import { recordOrderEvent } from './order-events.ts';
import { newOrderNo, newPaymentNo } from './order-numbers.ts';
import { markOrderPaid, settleNotification } from './settlement.ts';

/** Orders: what is bought and for how much, creating, paying, cancelling and expiring them. */

export type OrderRow = typeof orders.$inferSelect;

export type ItemSpec = {
  courseId?: number;
  packageId?: number;
  goodsId?: number;
  quantity?: number;
  addressId?: number;
};

export type ResolvedItem = Omit<TPrepareResult, 'pendingOrderNo'> & {
  courseId: number | null;
  goodsId: number | null;
  packageId: number | null;
  address: AddressSnapshot | null;
};

export const conflict = (msg: string) => new AppError(ResponseCode.conflict, msg);

export const BUSINESS_CODES = { course: 'course', goods: 'goods' } as const;

/**
 * The item, its price and whether this learner may buy it now. Prices come from the database only, through the
 * price rule (packages/domain/src/price-rule.ts, data in services/catalogue/pricing.ts): the same quote the course detail
 * page shows. Lines: 商品金额 = list × quantity, 优惠 = (list − unit) × quantity, 合计 = 商品金额 − 优惠 + 运费.
 * Freight is reckoned on what the goods cost after the discount.
 */
export async function resolveItem(
  db: AppDb,
  customerId: number,
  brand: string,
  spec: ItemSpec,
  now: Date = new Date(),
): Promise<ResolvedItem> {
  const chosen = [spec.courseId, spec.packageId, spec.goodsId].filter((id) => id !== undefined);
  if (chosen.length !== 1) {
    throw new AppError(ResponseCode.invalidParams, '参数错误：请选择要购买的课程或商品');
  }
  if (spec.packageId !== undefined) return resolvePackage(db, customerId, brand, spec.packageId);
  if (spec.courseId !== undefined) {
    const [course] = await db.select().from(courses).where(eq(courses.id, spec.courseId)).limit(1);
    if (course?.status !== 'published' || course.brand !== brand) throw notFound('课程');
    const [owned] = await db
      .select({ id: courseOwnerships.id })
      .from(courseOwnerships)
      .where(and(eq(courseOwnerships.customerId, customerId), eq(courseOwnerships.courseId, course.id)))
      .limit(1);
    const quote = await courseQuote(db, course, customerId, now);
    return {
      canBuy: !owned,
      reason: owned ? '您已购买该课程，可直接去学习' : null,
      alreadyOwned: Boolean(owned),
      kind: 'course',
      courseId: course.id,
      goodsId: null,
      packageId: null,
      title: course.title,
      coverUrl: course.coverUrl,
      ...priced(quote, 1, 0),
      needsAddress: false,
      freightRule: null,
      businessCode: BUSINESS_CODES.course,
      address: null,
    };
  }
  const [item] = await db.select().from(goods).where(eq(goods.id, spec.goodsId!)).limit(1);
  if (!item || item.brand !== brand || item.giftOfCourseId !== null) throw notFound('商品');
  const quantity = spec.quantity ?? 1;
  const needsAddress = item.kind === 'physical';
  const address =
    needsAddress && spec.addressId !== undefined
      ? await addressSnapshot(db, customerId, spec.addressId)
      : null;
  const quote = quotePrice({
    kind: 'goods',
    listPriceCents: item.priceCents,
    referencePriceCents: item.originalPriceCents,
    now: now.getTime(),
  });
  const freightCents = address
    ? freightFor(address.province, quote.unitPriceCents * quantity).freightCents
    : 0;
  const owned = item.kind === 'virtual' ? await ownsForGood(db, customerId, item.id, now) : false;
  const reason = owned
    ? '您已拥有该商品，可在「我的订单」中查看'
    : item.status !== 'on_sale'
      ? '商品已下架'
      : item.stock < quantity
        ? '商品库存不足'
        : null;
  return {
    canBuy: reason === null,
    reason,
    alreadyOwned: owned,
    kind: 'goods',
    courseId: null,
    goodsId: item.id,
    packageId: null,
    title: item.title,
    coverUrl: item.coverUrl,
    ...priced(quote, quantity, freightCents),
    needsAddress,
    freightRule: needsAddress ? freightRuleText() : null,
    businessCode: BUSINESS_CODES.goods,
    address,
  };
}

/** The price fields of an item from its quote. */
function priced(quote: PriceQuote, quantity: number, freightCents: number) {
  return {
    unitPriceCents: quote.unitPriceCents,
    originalPriceCents: quote.struckPriceCents,
    priceLabel: quote.label,
    offerEndsAt: quote.offerEndsAt,
    quantity,
    ...checkoutLines(quote, quantity, freightCents),
  };
}

/**
 * Whether the learner already owns a virtual good that buying again would not add to: an e-book or a data pack
 * (owned for good). A membership may be bought again (it extends the running one).
 */
async function ownsForGood(db: AppDb, customerId: number, goodsId: number, now: Date): Promise<boolean> {
  const [profile] = await db
    .select({ type: virtualGoodsProfiles.type })
    .from(virtualGoodsProfiles)
    .where(eq(virtualGoodsProfiles.goodsId, goodsId))
    .limit(1);
  if (!profile || profile.type === 'membership') return false;
  return (await currentOwnership(db, customerId, goodsId, now)) !== null;
}

/** A package of courses (套餐): bought while at least one of its courses is not owned yet. */
async function resolvePackage(
  db: AppDb,
  customerId: number,
  brand: string,
  packageId: number,
): Promise<ResolvedItem> {
  const [pack] = await db.select().from(coursePackages).where(eq(coursePackages.id, packageId)).limit(1);
  if (!pack || pack.brand !== brand) throw notFound('套餐');
  const items = await db
    .select({ courseId: coursePackageItems.courseId })
    .from(coursePackageItems)
    .where(eq(coursePackageItems.packageId, pack.id));
  const owned =
    items.length === 0
      ? []
      : await db
          .select({ id: courseOwnerships.id })
          .from(courseOwnerships)
          .where(
            and(
              eq(courseOwnerships.customerId, customerId),
              inArray(
                courseOwnerships.courseId,
                items.map((i) => i.courseId),
              ),
            ),
          );
  const ownsAll = items.length > 0 && owned.length >= items.length;
  const reason = items.length === 0 ? '套餐暂未上架课程' : ownsAll ? '您已拥有套餐内全部课程' : null;
  const quote = quotePrice({
    kind: 'package',
    listPriceCents: pack.priceCents,
    referencePriceCents: pack.originalPriceCents,
    now: Date.now(),
  });
  return {
    canBuy: reason === null,
    reason,
    alreadyOwned: ownsAll,
    kind: 'package',
    courseId: null,
    goodsId: null,
    packageId: pack.id,
    title: pack.title,
    coverUrl: pack.coverUrl,
    ...priced(quote, 1, 0),
    needsAddress: false,
    freightRule: null,
    businessCode: BUSINESS_CODES.course,
    address: null,
  };
}

/** The refusal to buy an item that cannot be bought: a clear code when it is already owned. */
export function cannotBuy(item: Pick<ResolvedItem, 'reason' | 'alreadyOwned'>): AppError {
  return item.alreadyOwned
    ? new AppError(ResponseCode.alreadyOwned, item.reason ?? '您已购买')
    : conflict(item.reason ?? '暂时无法购买');
}

export async function addressSnapshot(
  db: AppDb,
  customerId: number,
  addressId: number,
): Promise<AddressSnapshot> {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(
      and(
        eq(customerAddresses.id, addressId),
        eq(customerAddresses.customerId, customerId),
        isNull(customerAddresses.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw notFound('收货地址');
  const { receiver, mobile, province, city, district, detail } = row;
  return { receiver, mobile, province, city, district, detail };
}

/** An unpaid, unexpired order of the same item and amount: paying again reuses it instead of a new one. */
async function findPendingOrder(db: AppDb, customerId: number, item: ResolvedItem, now: Date) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.status, 'created'),
        gt(orders.expiresAt, now),
        item.courseId !== null
          ? eq(orders.courseId, item.courseId)
          : item.packageId !== null
            ? eq(orders.packageId, item.packageId)
            : eq(orders.goodsId, item.goodsId!),
        eq(orders.quantity, item.quantity),
        eq(orders.payAmountCents, item.payAmountCents),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return row ?? null;
}

export async function prepareOrder(
  db: AppDb,
  input: { customerId: number; brand: string; spec: ItemSpec; now: Date },
): Promise<TPrepareResult> {
  const resolved = await resolveItem(db, input.customerId, input.brand, input.spec, input.now);
  const pending = resolved.canBuy ? await findPendingOrder(db, input.customerId, resolved, input.now) : null;
  const {
    address: _address,
    courseId: _courseId,
    goodsId: _goodsId,
    packageId: _packageId,
    ...item
  } = resolved;
  return { ...item, pendingOrderNo: pending?.orderNo ?? null };
}

/** Creates the order (taking goods stock by a conditional update) and its 'created' event, in one transaction. */
export async function createOrder(
  db: AppDb,
  input: {
    customerId: number;
    brand: string;
    item: ResolvedItem;
    now: Date;
    expireMinutes: number;
    channel?: string | undefined;
    subChannel?: string | undefined;
  },
): Promise<OrderRow> {
  const { item } = input;
  if (!item.canBuy) throw cannotBuy(item);
  if (item.needsAddress && !item.address) throw new AppError(ResponseCode.invalidParams, '请填写收货地址');
  for (let tries = 0; ; tries++) {
    try {
      return await db.transaction(async (tx) => {
        if (item.goodsId !== null) {
          const taken = await tx
            .update(goods)
            .set({
              stock: sql`${goods.stock} - ${item.quantity}`,
              sold: sql`${goods.sold} + ${item.quantity}`,
            })
            .where(and(eq(goods.id, item.goodsId), sql`${goods.stock} >= ${item.quantity}`))
            .returning({ id: goods.id });
          if (taken.length === 0) throw conflict('商品库存不足');
        }
        const [order] = await tx
          .insert(orders)
          .values({
            orderNo: newOrderNo(item.kind, input.now.getTime()),
            customerId: input.customerId,
            brand: input.brand as OrderRow['brand'],
            businessCode: item.businessCode,
            kind: item.kind,
            courseId: item.courseId,
            goodsId: item.goodsId,
            packageId: item.packageId,
            quantity: item.quantity,
            title: item.title,
            coverUrl: item.coverUrl,
            unitPriceCents: item.unitPriceCents,
            goodsAmountCents: item.goodsAmountCents,
            freightCents: item.freightCents,
            discountCents: item.discountCents,
            payAmountCents: item.payAmountCents,
            expiresAt: new Date(input.now.getTime() + input.expireMinutes * 60_000),
            address: item.address,
            channel: input.channel ?? null,
            subChannel: input.subChannel ?? null,
            createdAt: input.now,
            updatedAt: input.now,
          })
          .returning();
        await recordOrderEvent(tx, {
          orderId: order!.id,
          type: 'created',
          actor: 'customer',
          toStatus: 'created',
          detail: { payAmountCents: item.payAmountCents, quantity: item.quantity },
        });
        return order!;
      });
    } catch (error) {
      if (tries < 3 && isUniqueViolation(error, 'orders_order_no_unique')) continue;
      throw error;
    }
  }
}

/** The learner's order by number; closes it first when it expired unpaid. */
export async function ownOrder(db: AppDb, customerId: number, orderNo: string, now: Date): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.customerId, customerId)))
    .limit(1);
  if (!row) throw notFound('订单');
  if (row.status === 'created' && row.expiresAt <= now) {
    await closeOrder(db, row.id, { now, actor: 'system', reason: 'expired' });
    return (await db.select().from(orders).where(eq(orders.id, row.id)).limit(1))[0]!;
  }
  return row;
}

/**
 * created → closed (cancelled by the learner or expired), once: a conditional update. Goods stock comes back.
 * A payment that still arrives afterwards is flagged for refund by the settlement.
 */
export async function closeOrder(
  db: AppDb,
  orderId: number,
  opts: { now: Date; actor: 'customer' | 'system'; reason: 'cancelled' | 'expired' },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: 'closed', closedAt: opts.now, updatedAt: opts.now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'created')))
      .returning();
    if (!order) return false;
    if (order.goodsId !== null && order.kind === 'goods') {
      await tx
        .update(goods)
        .set({
          stock: sql`${goods.stock} + ${order.quantity}`,
          sold: sql`greatest(${goods.sold} - ${order.quantity}, 0)`,
        })
        .where(eq(goods.id, order.goodsId));
    }
    await recordOrderEvent(tx, {
      orderId,
      type: opts.reason,
      actor: opts.actor,
      fromStatus: 'created',
      toStatus: 'closed',
    });
    return true;
  });
}

/** Closes every unpaid order past its expiry (the periodic sweep; safe on several processes). */
export async function closeExpiredOrders(db: AppDb, now: Date, limit = 200): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'created'), lt(orders.expiresAt, now)))
    .limit(limit);
  let closed = 0;
  for (const { id } of due)
    if (await closeOrder(db, id, { now, actor: 'system', reason: 'expired' })) closed++;
  return closed;
}

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
