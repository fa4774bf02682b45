import { z } from 'zod';
import { defineCall, zText } from './define-call.ts';
import { ZAddressSnapshot } from './goods-address.ts';
import { ZOrderStatus, zOrderNo } from './orders-checkout.ts';

/** The learner's own orders and refunds under /course/api/v1/user/. */

export const ZOrderCard = z.object({
  orderNo: z.string(),
  kind: z.enum(['course', 'goods', 'gift', 'package']),
  status: ZOrderStatus,
  needsRefund: z.boolean(),
  title: z.string(),
  coverUrl: z.string(),
  quantity: z.number(),
  unitPriceCents: z.number(),
  payAmountCents: z.number(),
  payType: z.number().nullable(),
  fulfilment: z.enum(['none', 'awaiting_shipment', 'shipped', 'received']),
  courseId: z.number().nullable(),
  goodsId: z.number().nullable(),
  packageId: z.number().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  expiresAt: z.string(),
});

export type TOrderCard = z.infer<typeof ZOrderCard>;

export const ZOrderEvent = z.object({
  type: z.string(),
  toStatus: z.string().nullable(),
  actor: z.string(),
  createdAt: z.string(),
});

export const ZOrderDetail = ZOrderCard.extend({
  goodsAmountCents: z.number(),
  freightCents: z.number(),
  discountCents: z.number(),
  instalmentPeriods: z.number().nullable(),
  closedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  address: ZAddressSnapshot.nullable(),
  logistics: z.object({ company: z.string(), no: z.string() }).nullable(),
  camp: z.object({ campId: z.number(), name: z.string(), startsAt: z.string() }).nullable(),
  invoice: z.object({ invoiceNo: z.string(), status: z.enum(['requested', 'issued']) }).nullable(),
  refund: z
    .object({
      refundNo: z.string(),
      status: z.enum(['requested', 'refunded', 'rejected']),
      reason: z.string(),
      amountCents: z.number(),
      /** Why the refund was rejected (set by finance in the console); null unless rejected. */
      rejectReason: z.string().nullable(),
    })
    .nullable(),
  events: z.array(ZOrderEvent),
  canPay: z.boolean(),
  canCancel: z.boolean(),
  /** 申请退款 is offered: the refund rule (packages/domain/src/refund-rule.ts) allows it now. */
  canRefund: z.boolean(),
  /** The refund rule of this kind of order, in words (shown on the refund form). */
  refundRule: z.string(),
  /** Why a paid order cannot be refunded online, or null. */
  refundBlockedReason: z.string().nullable(),
  canInvoice: z.boolean(),
  canConfirmReceipt: z.boolean(),
  canModifyAddress: z.boolean(),
  needsCampChoice: z.boolean(),
});

export type TOrderDetail = z.infer<typeof ZOrderDetail>;

export const userOrderDetail = defineCall({
  name: 'userOrderDetail',
  summary: 'One of the learner’s orders with its timeline, address, logistics, invoice and refund',
  path: '/course/api/v1/user/order/:id',
  auth: 'required',
  params: z.object({ id: zOrderNo() }),
  request: z.object({}),
  response: ZOrderDetail,
});

/** Tabs of the order list: 全部 / 待付款 / 已完成 / 退款. */
export const ORDER_LIST_TABS = ['all', 'unpaid', 'paid', 'refund'] as const;

export const ZPage = z.object({
  page: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
});

export const userOrderList = defineCall({
  name: 'userOrderList',
  summary: 'The learner’s orders, newest first, by tab',
  path: '/course/api/v1/user/order/list',
  auth: 'required',
  request: ZPage.extend({ tab: z.enum(ORDER_LIST_TABS).default('all') }),
  response: z.object({ list: z.array(ZOrderCard), total: z.number(), hasMore: z.boolean() }),
});

export const userOrderCancel = defineCall({
  name: 'userOrderCancel',
  summary: 'Cancel (close) an unpaid order',
  path: '/course/api/v1/user/order/cancel',
  auth: 'required',
  request: z.object({ orderNo: zOrderNo() }),
  response: z.object({ orderNo: z.string(), status: ZOrderStatus }),
});

export const REFUND_REASONS = [
  '不想学了',
  '课程内容与描述不符',
  '重复购买',
  '商品质量问题',
  '其他原因',
] as const;

export const refundApply = defineCall({
  name: 'refundApply',
  summary: 'Ask for a refund of a paid order',
  path: '/course/api/v1/user/myOrder/refund/apply',
  auth: 'required',
  request: z.object({ orderNo: zOrderNo(), reason: zText(200).min(1) }),
  response: z.object({ refundNo: z.string(), status: z.enum(['requested', 'refunded', 'rejected']) }),
});
