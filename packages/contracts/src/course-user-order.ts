import { z } from 'zod';
import { ZOrderStatus, zOrderNo } from './course-order.ts';
import { defineCall, zId, zText } from './define-call.ts';

/** The learner's own orders, refunds, addresses and invoices under /course/api/v1/user/. */

export const ZAddressSnapshot = z.object({
  receiver: z.string(),
  mobile: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
});

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

export const ZAddress = ZAddressSnapshot.extend({ id: z.number(), isDefault: z.boolean() });
export type TAddress = z.infer<typeof ZAddress>;

/** The same rules as packages/domain/address-rules.ts (the form's), with its messages. */
export const ZAddressInput = z.object({
  receiver: z.string().trim().min(1, '请填写收货人（1-20个字）').max(20, '请填写收货人（1-20个字）'),
  mobile: z.string().regex(/^1[3-9]\d{9}$/, '请输入正确的手机号'),
  province: zText(20).min(1, '请选择所在地区'),
  city: zText(20).min(1, '请选择所在地区'),
  district: zText(20).min(1, '请选择所在地区'),
  detail: z.string().trim().min(5, '请填写详细地址（5-120个字）').max(120, '请填写详细地址（5-120个字）'),
  isDefault: z.boolean().optional(),
});

export const addressGet = defineCall({
  name: 'addressGet',
  summary: 'The learner’s delivery addresses, the default first',
  path: '/course/api/v1/user/address/get',
  auth: 'required',
  request: z.object({}),
  response: z.object({ list: z.array(ZAddress), defaultId: z.number().nullable() }),
});

export const addressCreate = defineCall({
  name: 'addressCreate',
  summary: 'Add a delivery address',
  path: '/course/api/v1/user/address/create',
  auth: 'required',
  request: ZAddressInput,
  response: ZAddress,
});

export const addressUpdate = defineCall({
  name: 'addressUpdate',
  summary: 'Change, make default or delete a delivery address',
  path: '/course/api/v1/user/address/update',
  auth: 'required',
  request: ZAddressInput.partial().extend({ id: zId(), deleted: z.boolean().optional() }),
  response: ZAddress.nullable(),
});

export const ZInvoice = z.object({
  invoiceNo: z.string(),
  orderNo: z.string(),
  titleType: z.enum(['personal', 'company']),
  title: z.string(),
  taxNo: z.string().nullable(),
  email: z.string(),
  amountCents: z.number(),
  status: z.enum(['requested', 'issued']),
  issuedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Where the issued invoice can be downloaded; null until issued. */
  downloadUrl: z.string().nullable(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const invoiceApply = defineCall({
  name: 'invoiceApply',
  summary: 'Ask for the electronic invoice of a paid order',
  path: '/course/api/v1/user/invoice/apply',
  auth: 'required',
  request: z.object({
    orderNo: zOrderNo(),
    titleType: z.enum(['personal', 'company']),
    title: zText(60).min(2),
    taxNo: z
      .string()
      .regex(/^[0-9A-Z]{15,20}$/, '请输入正确的纳税人识别号')
      .optional(),
    email: z.string().max(100).email('请输入正确的邮箱'),
  }),
  response: ZInvoice,
});

export const invoiceDetail = defineCall({
  name: 'invoiceDetail',
  summary: 'The invoice of an order',
  path: '/course/api/v1/user/invoice/detail',
  auth: 'required',
  request: z.object({ orderNo: zOrderNo() }),
  response: ZInvoice,
});

/** Where an order stands for an invoice (我的 → 发票): 已开票, 开票中, 可开票, 退款中, 已退款. */
export const INVOICE_STATES = ['issued', 'requested', 'available', 'refunding', 'refunded'] as const;

export const invoiceOrderList = defineCall({
  name: 'invoiceOrderList',
  summary: 'The learner’s paid orders with an amount, newest first, each with where it stands for an invoice',
  path: '/course/api/v1/user/invoice/orders',
  auth: 'required',
  request: ZPage,
  response: z.object({
    list: z.array(
      z.object({
        orderNo: z.string(),
        kind: z.enum(['course', 'goods', 'gift', 'package']),
        title: z.string(),
        coverUrl: z.string(),
        payAmountCents: z.number(),
        paidAt: z.string().nullable(),
        invoiceState: z.enum(INVOICE_STATES),
        invoiceNo: z.string().nullable(),
      }),
    ),
    total: z.number(),
    hasMore: z.boolean(),
  }),
});

/**
 * The taxpayer identification number of a company invoice title: the 18-character unified social credit code
 * (GB 32100-2015, its last character a check over the first 17) or an older 15- or 20-character tax number.
 * Answers the problem in words, or null when it is fine. The server applies it to invoiceApply; the form too.
 */
const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export function taxNoProblem(taxNo: string): string | null {
  if (!/^[0-9A-Z]{15}$|^[0-9A-Z]{18}$|^[0-9A-Z]{20}$/.test(taxNo))
    return '纳税人识别号应为15、18或20位数字或大写字母';
  if (taxNo.length !== 18) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = USCC_CHARSET.indexOf(taxNo[i]!);
    if (value < 0) return '纳税人识别号包含无效字符（不含 I、O、S、V、Z）';
    sum += value * USCC_WEIGHTS[i]!;
  }
  const check = USCC_CHARSET[(31 - (sum % 31)) % 31];
  return taxNo[17] === check ? null : '纳税人识别号校验不通过，请核对后重新输入';
}
