import {
  giftClaim,
  giftList,
  goodsList,
  retailAddressList,
  retailConfirmReceipt,
  retailFreight,
  retailLogistics,
  retailModifyAddress,
  retailOrderList,
  retailSettlement,
} from '@course/contracts/course-retail';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/app-error.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { freightFor } from '../orders/freight.ts';
import { resolveItem } from '../orders/order-items.ts';
import { listOrders } from '../orders/order-queries.ts';
import { ownOrder } from '../orders/orders.ts';
import { listAddresses } from './addresses.ts';
import {
  claimGift,
  confirmReceipt,
  listGifts,
  listGoods,
  logisticsOf,
  modifyOrderAddress,
  goodsDetail as readGoodsDetail,
} from './retail.ts';

/** /course/api/v1/retail/*, gift/*, receive/* and putin's live/payResult. */
export function registerRetailRoutes(app: FastifyInstance): void {
  registerCall(app, goodsList, async ({ body, db }) => listGoods(db, body.productCode, body));
  registerCall(app, retailAddressList, async (ctx) => listAddresses(ctx.db, requireCustomer(ctx).customerId));
  registerCall(app, retailFreight, async ({ body, db }) => {
    const [item] = (await listGoods(db, body.productCode, {})).list.filter((g) => g.goodsId === body.goodsId);
    if (!item) throw notFound('商品');
    return freightFor(body.province, item.priceCents * body.quantity);
  });

  registerCall(app, retailSettlement, async (ctx) => {
    const customerId = requireCustomer(ctx).customerId;
    const addresses = await listAddresses(ctx.db, customerId);
    const addressId = ctx.body.addressId ?? addresses.defaultId ?? undefined;
    const item = await resolveItem(
      ctx.db,
      customerId,
      ctx.body.productCode,
      {
        goodsId: ctx.body.goodsId,
        quantity: ctx.body.quantity,
        ...(addressId === undefined ? {} : { addressId }),
      },
      ctx.now(),
    );
    const {
      detail: _detail,
      videoUrl: _video,
      rating: _rating,
      reviewCount: _count,
      ...card
    } = await readGoodsDetail(ctx.db, ctx.body.productCode, ctx.body.goodsId);
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
    listOrders(ctx.db, {
      customerId: requireCustomer(ctx).customerId,
      tab: 'all',
      ...ctx.body,
      kinds: ['goods', 'gift'],
    }),
  );
  registerCall(app, retailLogistics, async (ctx) =>
    logisticsOf(ctx.db, await ownOrder(ctx.db, requireCustomer(ctx).customerId, ctx.body.orderNo, ctx.now())),
  );
  registerCall(app, retailConfirmReceipt, async (ctx) =>
    confirmReceipt(
      ctx.db,
      await ownOrder(ctx.db, requireCustomer(ctx).customerId, ctx.body.orderNo, ctx.now()),
      ctx.now(),
    ),
  );
  registerCall(app, retailModifyAddress, async (ctx) =>
    modifyOrderAddress(
      ctx.db,
      await ownOrder(ctx.db, requireCustomer(ctx).customerId, ctx.body.orderNo, ctx.now()),
      ctx.body.addressId,
      ctx.now(),
    ),
  );

  registerCall(app, giftList, async (ctx) => listGifts(ctx.db, requireCustomer(ctx).customerId));
  registerCall(app, giftClaim, async (ctx) =>
    claimGift(ctx.db, {
      customerId: requireCustomer(ctx).customerId,
      giftId: ctx.body.giftId,
      addressId: ctx.body.addressId,
      now: ctx.now(),
    }),
  );
}
