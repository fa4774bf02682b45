import { z } from 'zod';
import { defineCall, zId, zText } from './define-call.ts';
import { ZAddress } from './goods-address.ts';
import { zOrderNo } from './orders-checkout.ts';
import { ZOrderCard, ZPage } from './orders-user.ts';

/** Physical and virtual goods under /course/api/v1/retail/: the shop list and detail, freight, settlement, retail orders, logistics. */

export const ZGoodsCard = z.object({
  goodsId: z.number(),
  kind: z.enum(['physical', 'virtual']),
  title: z.string(),
  subtitle: z.string(),
  coverUrl: z.string(),
  priceCents: z.number(),
  originalPriceCents: z.number().nullable(),
  stock: z.number(),
  sold: z.number(),
});

export type TGoodsCard = z.infer<typeof ZGoodsCard>;

/** The product lines: the shop's goods, the zqt line (zqt-detail → zqt-order → zqt-pay), prizes (exchange only). */
export const ZGoodsLine = z.enum(['shop', 'zqt', 'prize']);

export const ZGoodsSpec = z.object({
  goodsId: z.number(),
  name: z.string(),
  priceCents: z.number(),
  stock: z.number(),
});

export const ZGoodsDetail = ZGoodsCard.extend({
  detail: z.string(),
  videoUrl: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number(),
  line: ZGoodsLine,
  /** On sale in the shop; false for goods taken off the shelf, gifts and prizes (shoppingEmpty). */
  onSale: z.boolean(),
  /** Carousel pictures (square); the cover alone when the good has none. */
  images: z.array(z.string()),
  /** The long description's pictures, top to bottom. */
  detailImages: z.array(z.string()),
  videoPosterUrl: z.string().nullable(),
  /** The specs of the same product (each its own good, price and stock), this one included; empty without specs. */
  specs: z.array(ZGoodsSpec),
  specName: z.string().nullable(),
  /** The freight rule: free from this goods amount, else the base (remote provinces more). */
  freight: z.object({ freeFromCents: z.number(), baseCents: z.number(), remoteCents: z.number() }),
});

export type TGoodsDetail = z.infer<typeof ZGoodsDetail>;

export const goodsList = defineCall({
  name: 'goodsList',
  summary: 'Goods on sale in the brand’s shop',
  path: '/course/api/v1/retail/goodsList',
  auth: 'optional',
  request: z.object({ keyword: zText(40).optional(), kind: z.enum(['physical', 'virtual']).optional() }),
  response: z.object({ list: z.array(ZGoodsCard) }),
});

export const goodsDetail = defineCall({
  name: 'goodsDetail',
  summary: 'One good: pictures, video, detail, rating',
  path: '/course/api/v1/retail/goodsDetail',
  auth: 'optional',
  request: z.object({ goodsId: zId() }),
  response: ZGoodsDetail,
});

export const retailAddressList = defineCall({
  name: 'retailAddressList',
  summary: 'Delivery addresses for physical goods (the same address book as user/address)',
  path: '/course/api/v1/retail/addressList',
  auth: 'required',
  request: z.object({}),
  response: z.object({ list: z.array(ZAddress), defaultId: z.number().nullable() }),
});

export const retailFreight = defineCall({
  name: 'retailFreight',
  summary: 'Freight for goods to a province',
  path: '/course/api/v1/retail/freight',
  auth: 'optional',
  request: z.object({
    goodsId: zId(),
    quantity: z.number().int().min(1).max(99),
    province: zText(20).min(1),
  }),
  response: z.object({ freightCents: z.number(), freeFromCents: z.number() }),
});

export const retailSettlement = defineCall({
  name: 'retailSettlement',
  summary: 'The settlement of a goods order before paying: goods, address, amount, freight, total',
  path: '/course/api/v1/retail/settlement',
  auth: 'required',
  request: z.object({
    goodsId: zId(),
    quantity: z.number().int().min(1).max(99),
    addressId: zId().optional(),
  }),
  response: z.object({
    goods: ZGoodsCard,
    quantity: z.number(),
    address: ZAddress.nullable(),
    goodsAmountCents: z.number(),
    discountCents: z.number(),
    freightCents: z.number(),
    payAmountCents: z.number(),
    canBuy: z.boolean(),
    reason: z.string().nullable(),
  }),
});

export const retailOrderList = defineCall({
  name: 'retailOrderList',
  summary: 'The learner’s goods and gift orders',
  path: '/course/api/v1/retail/orderList',
  auth: 'required',
  request: ZPage,
  response: z.object({ list: z.array(ZOrderCard), total: z.number(), hasMore: z.boolean() }),
});

export const ZLogistics = z.object({
  orderNo: z.string(),
  title: z.string(),
  coverUrl: z.string(),
  fulfilment: z.enum(['none', 'awaiting_shipment', 'shipped', 'received']),
  company: z.string().nullable(),
  no: z.string().nullable(),
  address: z
    .object({
      receiver: z.string(),
      mobile: z.string(),
      province: z.string(),
      city: z.string(),
      district: z.string(),
      detail: z.string(),
    })
    .nullable(),
  traces: z.array(z.object({ time: z.string(), status: z.string(), description: z.string() })),
});

export type TLogistics = z.infer<typeof ZLogistics>;

export const retailLogistics = defineCall({
  name: 'retailLogistics',
  summary: 'Where a shipped order is: carrier, tracking number and the trace',
  path: '/course/api/v1/retail/logistics',
  auth: 'required',
  request: z.object({ orderNo: zOrderNo() }),
  response: ZLogistics,
});

export const retailConfirmReceipt = defineCall({
  name: 'retailConfirmReceipt',
  summary: 'The learner confirms a shipped order arrived',
  path: '/course/api/v1/retail/confirmReceipt',
  auth: 'required',
  request: z.object({ orderNo: zOrderNo() }),
  response: z.object({ orderNo: z.string(), fulfilment: z.string() }),
});

export const retailModifyAddress = defineCall({
  name: 'retailModifyAddress',
  summary: 'Change the delivery address of an order that has not shipped',
  path: '/course/api/v1/retail/modifyAddress',
  auth: 'required',
  request: z.object({ orderNo: zOrderNo(), addressId: zId() }),
  response: z.object({ orderNo: z.string() }),
});
