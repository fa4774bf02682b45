import { z } from 'zod';
import { defineConsoleCall } from './console-call.ts';
import { zText } from './define-call.ts';

/** Console calls of the refunds group: the queue of refund requests and finance's approval (money). */

export const ZConsoleRefund = z.object({
  refundNo: z.string(),
  orderNo: z.string(),
  customerId: z.number(),
  /** Cents; never more than the order's pay amount (the refund row is made from it). */
  amountCents: z.number(),
  reason: z.string(),
  status: z.enum(['requested', 'refunded', 'rejected']),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});

export const consoleRefundList = defineConsoleCall({
  name: 'consoleRefundList',
  summary: '退款申请列表（默认待处理），新的在前',
  method: 'GET',
  path: '/admin/api/refunds/list',
  request: z
    .object({
      status: z.enum(['requested', 'refunded', 'rejected']).default('requested'),
      pageSize: z.coerce.number().int().min(1).max(100).default(50),
    })
    .strict(),
  response: z.object({ list: z.array(ZConsoleRefund) }),
});

export const consoleRefundApprove = defineConsoleCall({
  name: 'consoleRefundApprove',
  summary: '财务通过退款：经支付渠道原路退回，订单变为已退款并收回课程；重复通过无效果',
  method: 'POST',
  path: '/admin/api/refunds/approve',
  request: z.object({ refundNo: zText(40).regex(/^[A-Za-z0-9_-]+$/) }).strict(),
  response: z.object({ refunded: z.boolean() }),
});
