import {
  giftClaim,
  giftList,
  goodsList,
  livePayResult,
  receiveCourse,
  retailAddressList,
  retailConfirmReceipt,
  retailFreight,
  retailLogistics,
  retailModifyAddress,
  retailOrderList,
  retailSettlement,
} from '@course/contracts/goods-retail';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { camps, classes } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { listAddresses } from './addresses.ts';
import { freightFor } from './freight.ts';
import { listOrders } from './order-queries.ts';
import { createOrder, ownOrder, resolveItem } from './orders.ts';
import {
  claimGift,
  confirmReceipt,
  listGifts,
  listGoods,
  logisticsOf,
  modifyOrderAddress,
  goodsDetail as readGoodsDetail,
} from './retail.ts';
import { markOrderPaid } from './settlement.ts';

/** /course/api/v1/retail/*, gift/*, receive/* and putin's live/payResult. */
export function registerRetailRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const now = () => new Date(app.deps.now());

  registerCall(app, goodsList, async ({ body }) => listGoods(db(), body.productCode, body));
  registerCall(app, retailAddressList, async (ctx) => listAddresses(db(), requireCustomer(ctx).customerId));
  registerCall(app, retailFreight, async ({ body }) => {
    const [item] = (await listGoods(db(), body.productCode, {})).list.filter(
      (g) => g.goodsId === body.goodsId,
    );
    if (!item) throw notFound('商品');
    return freightFor(body.province, item.priceCents * body.quantity);
  });

  registerCall(app, retailSettlement, async (ctx) => {
    const customerId = requireCustomer(ctx).customerId;
    const addresses = await listAddresses(db(), customerId);
    const addressId = ctx.body.addressId ?? addresses.defaultId ?? undefined;
    const item = await resolveItem(
      db(),
      customerId,
      ctx.body.productCode,
      {
        goodsId: ctx.body.goodsId,
        quantity: ctx.body.quantity,
        ...(addressId === undefined ? {} : { addressId }),
      },
      now(),
    );
    const {
      detail: _detail,
      videoUrl: _video,
      rating: _rating,
      reviewCount: _count,
      ...card
    } = await readGoodsDetail(db(), ctx.body.productCode, ctx.body.goodsId);
    return {
      goods: card,
      quantity: item.quantity,
      address: addresses.list.find((a) => a.id === addressId) ?? null,
      goodsAmountCents: item.goodsAmountCents,
      discountCents: item.discountCents,
      freightCents: item.freightCents,
      payAmountCents: item.payAmountCents,
      canBuy: item.canBuy,
      reason: item.reason,
    };
  });

  registerCall(app, retailOrderList, async (ctx) =>
    listOrders(db(), {
      customerId: requireCustomer(ctx).customerId,
      tab: 'all',
      ...ctx.body,
      kinds: ['goods', 'gift'],
    }),
  );
  registerCall(app, retailLogistics, async (ctx) =>
    logisticsOf(db(), await ownOrder(db(), requireCustomer(ctx).customerId, ctx.body.orderNo, now())),
  );
  registerCall(app, retailConfirmReceipt, async (ctx) =>
    confirmReceipt(
      db(),
      await ownOrder(db(), requireCustomer(ctx).customerId, ctx.body.orderNo, now()),
      now(),
    ),
  );
  registerCall(app, retailModifyAddress, async (ctx) =>
    modifyOrderAddress(
      db(),
      await ownOrder(db(), requireCustomer(ctx).customerId, ctx.body.orderNo, now()),
      ctx.body.addressId,
      now(),
    ),
  );

  registerCall(app, giftList, async (ctx) => listGifts(db(), requireCustomer(ctx).customerId));
  registerCall(app, giftClaim, async (ctx) =>
    claimGift(db(), {
      customerId: requireCustomer(ctx).customerId,
      giftId: ctx.body.giftId,
      addressId: ctx.body.addressId,
      now: now(),
    }),
  );

  // A free course: still an order (traceable), paid at once for nothing.
  registerCall(app, receiveCourse, async (ctx) => {
    const customerId = requireCustomer(ctx).customerId;
    const item = await resolveItem(
      db(),
      customerId,
      ctx.body.productCode,
      { courseId: ctx.body.courseId },
      now(),
    );
    if (item.alreadyOwned) return { orderNo: '', alreadyOwned: true };
    if (item.payAmountCents !== 0) throw notFound('免费课程');
    const order = await createOrder(db(), {
      customerId,
      brand: ctx.body.productCode,
      item,
      now: now(),
      expireMinutes: app.config.payment.orderExpireMinutes,
    });
    await db().transaction((tx) =>
      markOrderPaid(tx, order.id, { now: now(), payType: null, actor: 'system', detail: { free: true } }),
    );
    return { orderNo: order.orderNo, alreadyOwned: false };
  });

  registerCall(app, livePayResult, async (ctx) => {
    const order = await ownOrder(db(), requireCustomer(ctx).customerId, ctx.params.id, now());
    const paid = order.status === 'paid';
    let teacherQrUrl: string | null = null;
    if (paid && order.courseId !== null) {
      const [row] = await db()
        .select({ url: classes.teacherQrUrl })
        .from(classes)
        .innerJoin(camps, eq(camps.id, classes.campId))
        .where(
          and(
            eq(camps.courseId, order.courseId),
            ...(order.campId === null ? [] : [eq(camps.id, order.campId)]),
          ),
        )
        .orderBy(asc(camps.startsAt), asc(classes.id))
        .limit(1);
      teacherQrUrl = row?.url || null;
    }
    return {
      orderNo: order.orderNo,
      paid,
      status: order.status,
      courseId: order.courseId,
      title: order.title,
      teacherQrUrl,
    };
  });
}
