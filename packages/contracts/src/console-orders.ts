import { z } from 'zod';
import { consolePaging, defineConsoleCall, zNextCursor } from './console-call.ts';
import { ZConsoleRefund } from './console-refunds.ts';
import { zText } from './define-call.ts';

/**
 * Console calls of the orders group (issue 17 item 9): order search, an order's detail with its audit trail,
 * marking a goods order shipped, and finance's withdrawal approval queue (growth's withdrawals in review).
 */

export const CONSOLE_ORDER_STATUSES = ['created', 'paid', 'closed', 'refunding', 'refunded'] as const;
const zDay = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');
const zOrderNo = () => zText(40).regex(/^[A-Za-z0-9_-]+$/, '订单号格式不正确');

export const ZConsoleOrder = z.object({
  orderNo: z.string(),
  kind: z.enum(['course', 'goods', 'gift', 'package']),
  title: z.string(),
  customerId: z.number(),
  /** Masked unless the viewer is an operator (who ships and calls back). */
  mobile: z.string().nullable(),
  payAmountCents: z.number(),
  status: z.enum(CONSOLE_ORDER_STATUSES),
  fulfilment: z.enum(['none', 'awaiting_shipment', 'shipped', 'received']),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Cents refunded so far (partial refunds add up): a paid order with some refunded is 部分退款. */
  refundedCents: z.number(),
});

export const consoleOrderSearch = defineConsoleCall({
  name: 'consoleOrderSearch',
  summary: '订单搜索：订单号、手机号、课程或商品名、状态、下单日期（北京时间，含首尾两天）',
  method: 'GET',
  path: '/admin/api/orders/search',
  request: z
    .object({
      orderNo: zOrderNo().optional(),
      mobile: z
        .string()
        .regex(/^\d{3,11}$/, '手机号应为 3 到 11 位数字')
        .optional(),
      title: zText(60).optional(),
      status: z.enum(CONSOLE_ORDER_STATUSES).optional(),
      from: zDay().optional(),
      to: zDay().optional(),
      ...consolePaging,
    })
    .strict(),
  response: z.object({ list: z.array(ZConsoleOrder), nextCursor: zNextCursor() }),
});

export const ZConsoleOrderEvent = z.object({
  id: z.number(),
  type: z.string(),
  actor: z.string(),
  /** The console's staff member who acted (shipping, refunds); null for the learner, provider or system. */
  staff: z
    .object({
      id: z.number(),
      login: z.string(),
      displayName: z.string(),
      role: z.enum(['admin', 'operator', 'teacher', 'finance']),
    })
    .nullable(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

export const consoleOrderDetail = defineConsoleCall({
  name: 'consoleOrderDetail',
  summary: '订单详情与订单轨迹（每一次状态变化）',
  method: 'GET',
  path: '/admin/api/orders/detail',
  request: z.object({ orderNo: zOrderNo() }).strict(),
  response: z.object({
    order: ZConsoleOrder.extend({
      goodsAmountCents: z.number(),
      freightCents: z.number(),
      discountCents: z.number(),
      quantity: z.number(),
      channel: z.string().nullable(),
      address: z
        .object({ name: z.string(), mobile: z.string(), region: z.string(), detail: z.string() })
        .nullable(),
      logisticsCompany: z.string().nullable(),
      logisticsNo: z.string().nullable(),
      shippedAt: z.string().nullable(),
      refundedAt: z.string().nullable(),
      /** Cents finance may still refund: paid minus refunded; 0 unless the order is paid. */
      refundableCents: z.number(),
    }),
    refunds: z.array(ZConsoleRefund.omit({ orderNo: true, customerId: true })),
    events: z.array(ZConsoleOrderEvent),
  }),
});

export const consoleOrderShip = defineConsoleCall({
  name: 'consoleOrderShip',
  summary: '实物订单发货：填写快递公司与运单号，学员的物流页随即显示',
  method: 'POST',
  path: '/admin/api/orders/ship',
  request: z
    .object({
      orderNo: zOrderNo(),
      company: z.string().trim().min(1, '请填写快递公司').max(30),
      trackingNo: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9-]{6,32}$/, '运单号应为 6 到 32 位字母或数字'),
    })
    .strict(),
  response: z.object({ orderNo: z.string(), logisticsNo: z.string() }),
});

export const CONSOLE_WITHDRAWAL_STATES = [
  'REVIEWING',
  'CREATING',
  'WAIT_USER_CONFIRM',
  'SUCCESS',
  'FAIL',
  'CANCELLED',
  'REJECTED',
] as const;

export const ZConsoleWithdrawal = z.object({
  outBillNo: z.string(),
  customerId: z.number(),
  nickname: z.string().nullable(),
  amountCents: z.number(),
  state: z.enum(CONSOLE_WITHDRAWAL_STATES),
  failReason: z.string().nullable(),
  createdAt: z.string(),
});

export const consoleWithdrawalList = defineConsoleCall({
  name: 'consoleWithdrawalList',
  summary: '提现审核队列（默认待审核），早的在前',
  method: 'GET',
  path: '/admin/api/withdrawals/list',
  request: z
    .object({
      state: z.enum(CONSOLE_WITHDRAWAL_STATES).default('REVIEWING'),
      ...consolePaging,
    })
    .strict(),
  response: z.object({ list: z.array(ZConsoleWithdrawal), nextCursor: zNextCursor() }),
});

export const consoleWithdrawalReview = defineConsoleCall({
  name: 'consoleWithdrawalReview',
  summary: '财务审核提现：通过即发起转账，驳回则退回余额；已处理的不再改动',
  method: 'POST',
  path: '/admin/api/withdrawals/review',
  request: z
    .object({
      outBillNo: zText(64).regex(/^[A-Za-z0-9_-]+$/),
      approve: z.boolean(),
      reason: z.string().trim().max(200).default(''),
    })
    .strict(),
  response: z.object({ state: z.enum(CONSOLE_WITHDRAWAL_STATES) }),
});

export const CONSOLE_ORDER_CALLS = [
  consoleOrderSearch,
  consoleOrderDetail,
  consoleOrderShip,
  consoleWithdrawalList,
  consoleWithdrawalReview,
] as const;
