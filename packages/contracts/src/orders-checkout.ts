import { z } from 'zod';
import { defineCall, zId, zText } from './define-call.ts';

/**
 * Orders and payment under /course/api/v1/order/ (document 2, section 7). Amounts are integer cents.
 * `id` in the paths of the camp-date calls is the order number.
 */

/** Order numbers: a letter and digits ('C' course, 'G' goods, 'F' gift), e.g. C2026112212345678901234. */
export const zOrderNo = () => z.string().regex(/^[CGF]\d{10,30}$/, '订单号无效');

export const ZOrderNoParams = z.object({ id: zOrderNo() });

export const PAY_TYPES = [11, 15, 21, 22, 31] as const;

export const zPayType = () =>
  z.union([z.literal(11), z.literal(15), z.literal(21), z.literal(22), z.literal(31)]);

export const ORDER_STATUS_VALUES = ['created', 'paid', 'closed', 'refunding', 'refunded'] as const;

export const ZOrderStatus = z.enum(ORDER_STATUS_VALUES);

export type TOrderStatus = z.infer<typeof ZOrderStatus>;

export const ZPayConfigCell = z.object({
  payType: z.number(),
  sort: z.number(),
  defaultChannel: z.boolean(),
  iconUrl: z.string(),
  hbPayResponse: z
    .object({
      hbPeriodPayDetails: z.array(
        z.object({ periodNum: z.number(), eachPrinAndFeeCents: z.number(), totalFeeCents: z.number() }),
      ),
    })
    .nullable(),
});

export type TPayConfigCell = z.infer<typeof ZPayConfigCell>;

export const getPayConfig = defineCall({
  name: 'getPayConfig',
  summary: 'Payment methods for a business and amount (orderPrice is yuan × 100, i.e. cents)',
  path: '/course/api/v1/order/getPayConfig',
  auth: 'optional',
  request: z.object({
    businessCode: zText(32),
    orderPrice: z.number().int().min(0).max(1_000_000_000),
  }),
  response: z.object({
    configState: z.number(),
    configList: z.object({ configCells: z.array(ZPayConfigCell) }),
  }),
});

/**
 * What is being bought: a course, a package of courses (套餐), or goods with a quantity and (physical goods) a
 * delivery address. Exactly one of courseId, packageId, goodsId.
 */
export const ZOrderItemInput = z.object({
  courseId: zId().optional(),
  packageId: zId().optional(),
  goodsId: zId().optional(),
  quantity: z.number().int().min(1).max(99).optional(),
  addressId: zId().optional(),
});

export const ZPrepareResult = z.object({
  canBuy: z.boolean(),
  /** Why not: '已购买该课程', '商品已售罄', … */
  reason: z.string().nullable(),
  alreadyOwned: z.boolean(),
  kind: z.enum(['course', 'goods', 'package']),
  title: z.string(),
  coverUrl: z.string(),
  /** What one unit costs this learner now (the price rule). */
  unitPriceCents: z.number(),
  /** The struck-through price next to it (the list price under a discount, else the reference price). */
  originalPriceCents: z.number().nullable(),
  /** The discount's name: 限时优惠, 会员价, 套餐价, or null. */
  priceLabel: z.string().nullable(),
  offerEndsAt: z.number().nullable(),
  quantity: z.number(),
  /** 商品金额 = list price × quantity; 合计 = goodsAmount − discount + freight. */
  goodsAmountCents: z.number(),
  discountCents: z.number(),
  freightCents: z.number(),
  /** For goods that ship: the freight rule in words (shown while no address is known). */
  freightRule: z.string().nullable(),
  payAmountCents: z.number(),
  needsAddress: z.boolean(),
  businessCode: z.string(),
  /** An unpaid order of the same item that paying will reuse. */
  pendingOrderNo: z.string().nullable(),
});

export type TPrepareResult = z.infer<typeof ZPrepareResult>;

export const submitPackOrderPayBefore = defineCall({
  name: 'submitPackOrderPayBefore',
  summary: 'Check before paying: the item, its price and whether the learner may buy it',
  path: '/course/api/v1/order/submitPackOrderPayBefore',
  auth: 'required',
  request: ZOrderItemInput,
  response: ZPrepareResult,
});

export const ZPayAction = z.discriminatedUnion('type', [
  z.object({
    /** The messaging app's in-browser payment sheet: WeixinJSBridge getBrandWCPayRequest with these. */
    type: z.literal('jsapi'),
    params: z.object({
      appId: z.string(),
      timeStamp: z.string(),
      nonceStr: z.string(),
      package: z.string(),
      signType: z.string(),
      paySign: z.string(),
    }),
  }),
  /** An H5 cashier (Alipay, JD Pay, the sandbox cashier): open this URL. */
  z.object({ type: z.literal('redirect'), url: z.string() }),
  /** Nothing to pay (zero amount): the order is already paid. */
  z.object({ type: z.literal('none') }),
]);

export type TPayAction = z.infer<typeof ZPayAction>;

export const submitOrderPay = defineCall({
  name: 'submitOrderPay',
  summary: 'Create the order (or reuse an unpaid one) and start paying it with a method',
  path: '/course/api/v1/order/submitOrderPay',
  auth: 'required',
  request: ZOrderItemInput.extend({
    orderNo: zOrderNo().optional(),
    payType: zPayType(),
    periods: z.number().int().min(1).max(24).optional(),
    businessCode: zText(32).optional(),
    channel: zText(32).optional(),
    subChannel: zText(32).optional(),
    /** Site path the cashier returns to (e.g. '/alipaySuccess?orderNo=…'); never another origin. */
    returnPath: z
      .string()
      .max(500)
      .regex(/^\/(?!\/)[^\s]*$/, 'returnPath must be a site path')
      .optional(),
  }),
  response: z.object({
    orderNo: z.string(),
    payAmountCents: z.number(),
    payType: z.number(),
    action: ZPayAction,
  }),
});

export const ZPayResult = z.object({
  orderNo: z.string(),
  kind: z.enum(['course', 'goods', 'gift', 'package']),
  status: ZOrderStatus,
  paid: z.boolean(),
  title: z.string(),
  payAmountCents: z.number(),
  courseId: z.number().nullable(),
  goodsId: z.number().nullable(),
  packageId: z.number().nullable(),
  /** 'received' for a paid virtual good (nothing to ship), 'awaiting_shipment' for physical goods. */
  fulfilment: z.enum(['none', 'awaiting_shipment', 'shipped', 'received']),
  /** The course has camps and no start date is chosen yet (curriculum-time). */
  needsCampChoice: z.boolean(),
  /** The order bought the membership plan (a virtual good of type membership): the result leads to 会员中心. */
  membership: z.boolean(),
});

export type TPayResult = z.infer<typeof ZPayResult>;

export const payResult = defineCall({
  name: 'payResult',
  summary: 'The payment state of an order (asks the provider when the notification is late)',
  path: '/course/api/v1/order/payResult',
  auth: 'required',
  request: z.object({ orderNo: zOrderNo() }),
  response: ZPayResult,
});

export const ZCamp = z.object({
  campId: z.number(),
  name: z.string(),
  startsAt: z.string(),
  /** Seats left over the camp's classes. */
  seatsLeft: z.number(),
});

export type TCamp = z.infer<typeof ZCamp>;

export const isOrderIncludeCampDate = defineCall({
  name: 'isOrderIncludeCampDate',
  summary: 'Whether the order’s course has start dates (camps) to choose from, and which',
  path: '/course/api/v1/order/isOrderIncludeCampDate/:id',
  auth: 'required',
  params: ZOrderNoParams,
  request: z.object({}),
  response: z.object({ include: z.boolean(), camps: z.array(ZCamp), chosenCampId: z.number().nullable() }),
});

/** How many times a learner may move to another start date. */
export const MAX_CAMP_CHANGES = 2;

export const getOrderSelectedCampDateStatus = defineCall({
  name: 'getOrderSelectedCampDateStatus',
  summary: 'The start date chosen for an order, and whether it may still change',
  path: '/course/api/v1/order/getOrderSelectedCampDateStatus/:id',
  auth: 'required',
  params: ZOrderNoParams,
  request: z.object({}),
  response: z.object({
    chosen: z.boolean(),
    camp: ZCamp.nullable(),
    canChange: z.boolean(),
    changesLeft: z.number(),
    /** Why it cannot change: '课程已开始', '调课次数已用完', … */
    reason: z.string().nullable(),
  }),
});

const ZCampChoice = z.object({ orderNo: zOrderNo(), campId: zId() });

const ZCampChoiceResult = z.object({ orderNo: z.string(), camp: ZCamp });

export const chooseCampDate = defineCall({
  name: 'chooseCampDate',
  summary: 'Choose the start date (camp) of a paid course order',
  path: '/course/api/v1/order/chooseCampDate',
  auth: 'required',
  request: ZCampChoice,
  response: ZCampChoiceResult,
});

export const chooseCampDateNew = defineCall({
  name: 'chooseCampDateNew',
  summary: 'Choose the start date: /chooseCampDateNew/{orderNo}/{campId}',
  path: '/course/api/v1/order/chooseCampDateNew/:a/:b',
  auth: 'required',
  params: z.object({ a: zOrderNo(), b: zId() }),
  request: z.object({}),
  response: ZCampChoiceResult,
});

export const changeCampDate = defineCall({
  name: 'changeCampDate',
  summary: 'Move a paid course order to another start date (before it starts, limited times)',
  path: '/course/api/v1/order/changeCampDate',
  auth: 'required',
  request: ZCampChoice,
  response: ZCampChoiceResult,
});
