import { z } from 'zod';
import { defineCall, zText } from './define-call.ts';
import { zOrderNo } from './orders-checkout.ts';
import { ZPage } from './orders-user.ts';

/** Invoices of paid orders, with the tax-number (USCC) check. */

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
