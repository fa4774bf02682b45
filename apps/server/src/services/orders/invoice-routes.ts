import { createHmac } from 'node:crypto';
import { invoiceApply, invoiceDetail, invoiceOrderList } from '@course/contracts/orders-invoice';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { secretsEqual } from '../../security/keys.ts';
import { renderInvoiceSvg } from './invoice-file.ts';
import { applyInvoice, invoiceByNo, invoiceOf } from './invoices.ts';
import { listInvoiceOrders } from './order-queries.ts';
import { ownOrder } from './orders.ts';

/** Invoices: applying for one, the orders that can have one, the detail, and the issued file (its own HMAC link). */
export function registerInvoiceRoutes(app: FastifyInstance): void {
  const fileKey = (invoiceNo: string) =>
    createHmac('sha256', app.config.keys.invoiceLink)
      .update(`invoice:${invoiceNo}`)
      .digest('hex')
      .slice(0, 32);
  const fileUrl = (invoiceNo: string) =>
    `/course/api/v1/user/invoice/file/${invoiceNo}.svg?k=${fileKey(invoiceNo)}`;

  registerCall(app, invoiceApply, async (ctx) => {
    const { orderNo, ...input } = ctx.input;
    return applyInvoice(
      ctx.db,
      await ownOrder(ctx.db, requireCustomer(ctx).customerId, orderNo, ctx.now()),
      input,
      ctx.now(),
      fileUrl,
    );
  });
  registerCall(app, invoiceOrderList, async (ctx) =>
    listInvoiceOrders(ctx.db, { customerId: requireCustomer(ctx).customerId, ...ctx.body }),
  );
  registerCall(app, invoiceDetail, async (ctx) =>
    invoiceOf(
      ctx.db,
      await ownOrder(ctx.db, requireCustomer(ctx).customerId, ctx.body.orderNo, ctx.now()),
      fileUrl,
    ),
  );

  // The issued invoice as an image: the link carries its own HMAC (a browser download sends no token).
  app.get<{ Params: { file: string }; Querystring: { k?: string } }>(
    '/course/api/v1/user/invoice/file/:file',
    async (request, reply) => {
      const invoiceNo = request.params.file.replace(/\.svg$/, '');
      const missing = () => reply.status(404).send({ code: 1005, msg: '发票不存在', data: null });
      if (!/^I\d{20}$/.test(invoiceNo) || !secretsEqual(request.query.k, fileKey(invoiceNo)))
        return missing();
      const found = await invoiceByNo(app.deps.database.db, invoiceNo);
      if (found?.invoice.status !== 'issued') return missing();
      return reply
        .type('image/svg+xml')
        .header('content-disposition', `inline; filename="${invoiceNo}.svg"`)
        .send(renderInvoiceSvg({ ...found.invoice, orderNo: found.orderNo, itemTitle: found.title }));
    },
  );
}
