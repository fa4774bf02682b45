import { type TInvoice, taxNoProblem } from '@course/contracts/orders-invoice';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { invoices, type OrderRow, orders } from '../../db/schema/index.ts';
import { conflict, invalidParams, notFound } from '../../http/app-error.ts';
import { recordOrderEvent } from './order-events.ts';
import { newSerialNo } from './order-numbers.ts';

/**
 * Invoices: one per paid order; issued at once as an electronic invoice (the tax service is not ours to call).
 */

type InvoiceRow = typeof invoices.$inferSelect;
/** Where an issued invoice is downloaded: a link that carries its own HMAC, so no token header is needed. */
export type InvoiceFileUrl = (invoiceNo: string) => string;

const toInvoice = (i: InvoiceRow, orderNo: string, fileUrl: InvoiceFileUrl): TInvoice => ({
  invoiceNo: i.invoiceNo,
  orderNo,
  titleType: i.titleType,
  title: i.title,
  taxNo: i.taxNo,
  email: i.email,
  amountCents: i.amountCents,
  status: i.status,
  issuedAt: i.issuedAt?.toISOString() ?? null,
  createdAt: i.createdAt.toISOString(),
  downloadUrl: i.status === 'issued' ? fileUrl(i.invoiceNo) : null,
});

export async function applyInvoice(
  db: AppDb,
  order: OrderRow,
  input: { titleType: 'personal' | 'company'; title: string; taxNo?: string | undefined; email: string },
  now: Date,
  fileUrl: InvoiceFileUrl,
): Promise<TInvoice> {
  if (order.status !== 'paid' || order.payAmountCents === 0) throw conflict('该订单不能开具发票');
  if (input.titleType === 'company') {
    if (!input.taxNo) throw invalidParams('企业发票请填写纳税人识别号');
    const problem = taxNoProblem(input.taxNo);
    if (problem) throw invalidParams(problem);
  }
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(invoices)
        .values({
          invoiceNo: newSerialNo('I', now.getTime()),
          orderId: order.id,
          customerId: order.customerId,
          titleType: input.titleType,
          title: input.title,
          taxNo: input.titleType === 'company' ? (input.taxNo ?? null) : null,
          email: input.email,
          amountCents: order.payAmountCents,
          status: 'issued',
          issuedAt: now,
          createdAt: now,
        })
        .returning();
      await recordOrderEvent(tx, {
        orderId: order.id,
        type: 'invoice_issued',
        actor: 'system',
        detail: { invoiceNo: row!.invoiceNo },
      });
      return toInvoice(row!, order.orderNo, fileUrl);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('该订单已开具发票');
    throw error;
  }
}

export async function invoiceOf(db: AppDb, order: OrderRow, fileUrl: InvoiceFileUrl): Promise<TInvoice> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, order.id)).limit(1);
  if (!row) throw notFound('发票');
  return toInvoice(row, order.orderNo, fileUrl);
}

export async function invoiceByNo(db: AppDb, invoiceNo: string) {
  const [row] = await db
    .select({ invoice: invoices, orderNo: orders.orderNo, title: orders.title })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.invoiceNo, invoiceNo))
    .limit(1);
  return row ?? null;
}
