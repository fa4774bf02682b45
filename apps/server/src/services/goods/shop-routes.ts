import { goodsList, retailFreight, retailSettlement } from '@course/contracts/goods-retail';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/app-error.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { freightFor } from '../orders/freight.ts';
import { resolveItem } from '../orders/order-items.ts';
import { listAddresses } from './addresses.ts';
import { listGoods, goodsDetail as readGoodsDetail } from './shop.ts';

/** The shop: the goods list, the freight of an address, and the settlement page before paying for a good. */
export function registerShopRoutes(app: FastifyInstance): void {
  registerCall(app, goodsList, async ({ body, db }) => listGoods(db, body.productCode, body));
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
}
