import { z } from 'zod';
import { defineCall, zId, zText } from './define-call.ts';
import { ZAddress } from './goods-address.ts';
import { zOrderNo } from './orders-checkout.ts';
import { ZOrderCard, ZPage } from './orders-user.ts';

/** Physical and virtual goods under /course/api/v1/retail/, gifts under gift/ and receive/. */

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

export const goodsReviews = defineCall({
  name: 'goodsReviews',
  summary: 'Reviews of a good, newest first',
  path: '/course/api/v1/retail/reviews',
  auth: 'optional',
  request: ZPage.extend({ goodsId: zId() }),
  response: z.object({
    list: z.array(
      z.object({
        id: z.number(),
        /** Masked: the first character and two stars. */
        nickname: z.string(),
        rating: z.number(),
        content: z.string(),
        images: z.array(z.string()),
        createdAt: z.string(),
      }),
    ),
    total: z.number(),
    hasMore: z.boolean(),
  }),
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

export const ZGift = z.object({
  giftId: z.number(),
  goods: ZGoodsCard,
  fromOrderNo: z.string(),
  fromTitle: z.string(),
  claimed: z.boolean(),
  claimedOrderNo: z.string().nullable(),
  createdAt: z.string(),
});

export type TGift = z.infer<typeof ZGift>;

export const giftList = defineCall({
  name: 'giftList',
  summary: 'Gifts the learner’s purchases earned (claimed or not)',
  path: '/course/api/v1/gift/list',
  auth: 'required',
  request: z.object({}),
  response: z.object({ list: z.array(ZGift) }),
});

export const giftClaim = defineCall({
  name: 'giftClaim',
  summary: 'Claim a gift to an address: a zero-amount gift order that ships',
  path: '/course/api/v1/gift/claim',
  auth: 'required',
  request: z.object({ giftId: zId(), addressId: zId() }),
  response: z.object({ orderNo: z.string() }),
});

export const receiveCourse = defineCall({
  name: 'receiveCourse',
  summary: 'Receive a free course: a zero-amount order, paid at once, and the course',
  path: '/course/api/v1/receive/course',
  auth: 'required',
  request: z.object({ courseId: zId() }),
  response: z.object({ orderNo: z.string(), alreadyOwned: z.boolean() }),
});

export const livePayResult = defineCall({
  name: 'livePayResult',
  summary: 'Payment result of a landing-page order (putin): paid, course and teacher QR',
  path: '/putin/api/v1/live/payResult/:id',
  auth: 'required',
  params: z.object({ id: zOrderNo() }),
  request: z.object({}),
  response: z.object({
    orderNo: z.string(),
    paid: z.boolean(),
    status: z.string(),
    courseId: z.number().nullable(),
    title: z.string(),
    teacherQrUrl: z.string().nullable(),
  }),
});

/** A picture already on our site (the uploads folder): a review's pictures may only point there. */
export const zUploadPath = () =>
  z
    .string()
    .max(300)
    .regex(/^\/uploads\/(?!.*\.\.)[\w\-./]+$/, '图片地址无效');

export const REVIEW_CONTENT_MIN = 5;

export const REVIEW_CONTENT_MAX = 500;

export const REVIEW_IMAGES_MAX = 3;

export const goodsReviewPending = defineCall({
  name: 'goodsReviewPending',
  summary: 'The learner’s received orders of a good that have no review yet',
  path: '/course/api/v1/retail/review/pending',
  auth: 'required',
  request: z.object({ goodsId: zId() }),
  response: z.object({
    list: z.array(
      z.object({
        orderNo: z.string(),
        title: z.string(),
        coverUrl: z.string(),
        quantity: z.number(),
        receivedAt: z.string().nullable(),
      }),
    ),
  }),
});

export const goodsReviewCreate = defineCall({
  name: 'goodsReviewCreate',
  summary: 'Review a received goods order (one review per order)',
  path: '/course/api/v1/retail/review/create',
  auth: 'required',
  request: z.object({
    orderNo: zOrderNo(),
    rating: z.number().int().min(1, '请选择评分').max(5, '请选择评分'),
    content: z
      .string()
      .trim()
      .min(REVIEW_CONTENT_MIN, '评价内容至少5个字')
      .max(REVIEW_CONTENT_MAX, '评价内容最多500个字'),
    images: z.array(zUploadPath()).max(REVIEW_IMAGES_MAX, '最多上传3张图片').default([]),
  }),
  response: z.object({ reviewId: z.number(), goodsId: z.number() }),
});

export const ZPrize = z.object({
  code: z.string(),
  goods: ZGoodsCard,
  /** The activity that gave the code out. */
  source: z.string(),
  expiresAt: z.string(),
});

export type TPrize = z.infer<typeof ZPrize>;

/** Exchange codes: 8 to 16 letters and digits, typed in any case, with spaces or hyphens (printed XXXX-XXXX). */
export const zPrizeCode = () =>
  z
    .string()
    .max(40)
    .regex(/^[A-Za-z0-9 -]{8,40}$/, '兑换码格式不正确');

/** The stored form of an exchange code: upper case, no spaces or hyphens. */
export const normalizePrizeCode = (code: string): string => code.replace(/[\s-]/g, '').toUpperCase();

export const prizeCheck = defineCall({
  name: 'prizeCheck',
  summary: 'The prize behind an exchange code (refused when unknown, used or expired)',
  path: '/course/api/v1/gift/exchange/check',
  auth: 'required',
  request: z.object({ code: zPrizeCode() }),
  response: ZPrize,
});

export const prizeRedeem = defineCall({
  name: 'prizeRedeem',
  summary: 'Redeem an exchange code once: a zero-amount order of the prize that ships to the address',
  path: '/course/api/v1/gift/exchange/redeem',
  auth: 'required',
  request: z.object({ code: zPrizeCode(), addressId: zId() }),
  response: z.object({ orderNo: z.string() }),
});
