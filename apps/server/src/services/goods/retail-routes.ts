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
import { listOrders } from '../orders/order-queries.ts';
import { ownOrder, resolveItem } from '../orders/orders.ts';
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
}
