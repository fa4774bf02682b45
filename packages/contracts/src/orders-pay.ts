import { z } from 'zod';
import { defineCall, zId } from './define-call.ts';
import { ZGoodsCard } from './goods-retail.ts';
import { ZOrderStatus, zOrderNo } from './orders-checkout.ts';

/**
 * Payment hand-offs and what surrounds them (issue 6): paying for someone else's order (代付, AliPayCollect),
 * and the virtual-good detail page.
 */

/** A collect token: `<orderNo>.<expiry in base 36 ms>.<HMAC, base64url>`; signed by the server, expiring. */
export const zCollectToken = () =>
  z
    .string()
    .max(120)
    .regex(/^[CGF]\d{10,30}\.[0-9a-z]{1,12}\.[A-Za-z0-9_-]{20,64}$/, '代付链接无效');

/** Pay types a collect (代付) payment may use: Alipay and Huabei (a payer outside the messaging app). */
export const COLLECT_PAY_TYPES = [21, 22] as const;

export const collectCreate = defineCall({
  name: 'collectCreate',
  summary: 'The owner of an unpaid order gets a signed, expiring link someone else can pay it with (代付)',
  path: '/course/api/v1/order/collect/create',
  auth: 'required',
  request: z.object({ orderNo: zOrderNo() }),
  response: z.object({ token: z.string(), expiresAt: z.string() }),
});

export const COLLECT_STATES = ['payable', 'paid', 'closed', 'expired'] as const;

export const ZCollectInfo = z.object({
  orderNo: z.string(),
  state: z.enum(COLLECT_STATES),
  /** Why it cannot be paid (readable), null when payable. */
  message: z.string().nullable(),
  orderStatus: ZOrderStatus,
  title: z.string(),
  coverUrl: z.string(),
  quantity: z.number(),
  payAmountCents: z.number(),
  /** The buyer, masked: '张*', '138****5678'. */
  buyerName: z.string(),
  buyerMobile: z.string(),
  /** When the link stops working (the earlier of the token's and the order's expiry). */
  expiresAt: z.string(),
  isOwner: z.boolean(),
});

export type TCollectInfo = z.infer<typeof ZCollectInfo>;

export const collectInfo = defineCall({
  name: 'collectInfo',
  summary: 'What a collect (代付) link pays for: item, amount, masked buyer, and whether it can be paid',
  path: '/course/api/v1/order/collect/info',
  auth: 'required',
  request: z.object({ token: zCollectToken() }),
  response: ZCollectInfo,
});

export const collectPay = defineCall({
  name: 'collectPay',
  summary: 'Pay someone else’s order through its collect link; the owner’s order becomes paid',
  path: '/course/api/v1/order/collect/pay',
  auth: 'required',
  request: z.object({
    token: zCollectToken(),
    payType: z.union([z.literal(21), z.literal(22)]),
    periods: z.number().int().min(1).max(24).optional(),
  }),
  response: z.object({
    orderNo: z.string(),
    payAmountCents: z.number(),
    payType: z.number(),
    action: z.discriminatedUnion('type', [
      z.object({ type: z.literal('redirect'), url: z.string() }),
      z.object({ type: z.literal('none') }),
    ]),
  }),
});

export const VIRTUAL_GOODS_TYPES = ['ebook', 'membership', 'data_pack'] as const;

export const ZVirtualGoods = ZGoodsCard.extend({
  type: z.enum(VIRTUAL_GOODS_TYPES),
  detail: z.string(),
  benefits: z.array(z.string()),
  /** Days a membership lasts; null = for good. */
  validDays: z.number().nullable(),
  deliveryNote: z.string(),
  /** The learner's current ownership (latest, unexpired), or null. */
  owned: z.object({ expiresAt: z.string().nullable() }).nullable(),
});

export type TVirtualGoods = z.infer<typeof ZVirtualGoods>;

export const virtualGoodsDetail = defineCall({
  name: 'virtualGoodsDetail',
  summary: 'A virtual good (e-book, membership, data pack): what it is, what you get, whether you own it',
  path: '/course/api/v1/retail/virtualGoodsDetail',
  auth: 'optional',
  request: z.object({
    goodsId: zId().optional(),
    /** Without goodsId: the brand's first good of this type (miniVipAlipay asks for the membership). */
    type: z.enum(VIRTUAL_GOODS_TYPES).optional(),
  }),
  response: ZVirtualGoods,
});
