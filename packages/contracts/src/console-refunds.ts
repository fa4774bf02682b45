import { z } from 'zod';
import { consolePaging, defineConsoleCall, zNextCursor } from './console-call.ts';
import { zText } from './define-call.ts';

/**
 * Console calls of the refunds group: the queue of refund requests, finance's approval and rejection, and a
 * refund finance starts from an order's detail (money: finance alone).
 */

export const REFUND_STATUSES = ['requested', 'processing', 'refunded', 'rejected'] as const;
const zRefundNo = () => zText(40).regex(/^[A-Za-z0-9_-]+$/, '退款单号格式不正确');

export const ZConsoleRefund = z.object({
  refundNo: z.string(),
  orderNo: z.string(),
  customerId: z.number(),
  /** Cents; never more than the order's pay amount (the refund row is made from it). */
  amountCents: z.number(),
  reason: z.string(),
  /** processing: an approval claimed it and the payment provider is being asked. */
  status: z.enum(REFUND_STATUSES),
  /** Why finance rejected it (the learner sees it on the order page); null unless rejected. */
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});

export const consoleRefundList = defineConsoleCall({
  name: 'consoleRefundList',
  summary: '退款申请列表（默认待处理，含处理中），新的在前',
  method: 'GET',
  path: '/admin/api/refunds/list',
  request: z
    .object({
      status: z.enum(['requested', 'refunded', 'rejected']).default('requested'),
      ...consolePaging,
    })
    .strict(),
  response: z.object({ list: z.array(ZConsoleRefund), nextCursor: zNextCursor() }),
});

export const consoleRefundApprove = defineConsoleCall({
  name: 'consoleRefundApprove',
  summary: '财务通过退款：经支付渠道原路退回，订单变为已退款并收回课程；重复通过无效果',
  method: 'POST',
  path: '/admin/api/refunds/approve',
  request: z.object({ refundNo: zRefundNo() }).strict(),
  response: z.object({ refunded: z.boolean() }),
});

export const consoleRefundReject = defineConsoleCall({
  name: 'consoleRefundReject',
  summary: '财务拒绝退款：填写原因（学员在订单页看到），订单回到已支付；已被通过或处理中的不能拒绝',
  method: 'POST',
  path: '/admin/api/refunds/reject',
  request: z
    .object({
      refundNo: zRefundNo(),
      reason: z.string().trim().min(1, '请填写拒绝原因').max(200, '拒绝原因不能超过 200 字'),
    })
    .strict(),
  response: z.object({ rejected: z.boolean() }),
});

export const consoleRefundCreate = defineConsoleCall({
  name: 'consoleRefundCreate',
  summary: '财务从订单详情发起退款（金额单位分，不超过实付减已退），随即经支付渠道原路退回',
  method: 'POST',
  path: '/admin/api/refunds/create',
  request: z
    .object({
      orderNo: zText(40).regex(/^[A-Za-z0-9_-]+$/, '订单号格式不正确'),
      amountCents: z.number().int('金额须为整数（分）').min(1, '退款金额至少 1 分').max(100_000_000),
      reason: z.string().trim().min(1, '请填写退款原因').max(200, '退款原因不能超过 200 字'),
    })
    .strict(),
  response: z.object({ refundNo: z.string(), amountCents: z.number(), refunded: z.boolean() }),
});
