import { ZAgreementDocument } from '@course/contracts/legal-agreement';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDb } from '../../db/client.ts';
import { configCodes, orders } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';

/**
 * The refund agreement (退款协议): one configuration row per brand, code `refundAgreement.<brand>`, so operators
 * change the text without a release. Opened from an order (refundAgreementLink) it also names the learner's order.
 */

export const refundAgreementCode = (brand: string) => `refundAgreement.${brand}`;

/** The same shape as the brand's other legal documents. */
export const ZRefundAgreementConfig = ZAgreementDocument;
export type RefundAgreementConfig = z.infer<typeof ZRefundAgreementConfig>;

export async function refundAgreementOf(
  db: AppDb,
  input: { brand: string; orderNo?: string | undefined; customerId: number | null },
) {
  const [row] = await db
    .select({ value: configCodes.value })
    .from(configCodes)
    .where(eq(configCodes.code, refundAgreementCode(input.brand)))
    .limit(1);
  const parsed = ZRefundAgreementConfig.safeParse(row?.value);
  if (!parsed.success) throw notFound('退款协议');
  let order = null;
  if (input.orderNo && input.customerId !== null) {
    const [o] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.orderNo, input.orderNo), eq(orders.customerId, input.customerId)))
      .limit(1);
    if (!o) throw notFound('订单');
    order = { orderNo: o.orderNo, title: o.title, status: o.status, payAmountCents: o.payAmountCents };
  }
  return { ...parsed.data, order };
}
