import { createHmac } from 'node:crypto';
import {
  invoiceApply,
  invoiceDetail,
  invoiceOrderList,
  refundApply,
  userOrderCancel,
  userOrderDetail,
  userOrderList,
} from '@course/contracts/course-user-order';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { secretsEqual } from '../../security/keys.ts';
import { applyInvoice, applyRefund, invoiceByNo, invoiceOf } from './after-sale.ts';
import { renderInvoiceSvg } from './invoice-file.ts';
import { listInvoiceOrders, listOrders, orderDetail } from './order-queries.ts';
import { closeOrder, conflict, ownOrder } from './orders.ts';

/** /course/api/v1/user/*: the learner's orders, refunds, invoices and addresses. */
export function registerUserRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const now = () => new Date(app.deps.now());
  const own = (customerId: number, orderNo: string) => ownOrder(db(), customerId, orderNo, now());

  const fileKey = (invoiceNo: string) =>
    createHmac('sha256', app.config.keys.invoiceLink)
      .update(`invoice:${invoiceNo}`)
      .digest('hex')
      .slice(0, 32);
  const fileUrl = (invoiceNo: string) =>
    `/course/api/v1/user/invoice/file/${invoiceNo}.svg?k=${fileKey(invoiceNo)}`;

  registerCall(app, userOrderDetail, async (ctx) =>
    orderDetail(db(), await own(requireCustomer(ctx).customerId, ctx.params.id), now()),
  );

  registerCall(app, userOrderList, async (ctx) =>
    listOrders(db(), { customerId: requireCustomer(ctx).customerId, ...ctx.body }),
  );

  registerCall(app, userOrderCancel, async (ctx) => {
    const order = await own(requireCustomer(ctx).customerId, ctx.body.orderNo);
    if (order.status === 'created')
      await closeOrder(db(), order.id, { now: now(), actor: 'customer', reason: 'cancelled' });
    else if (order.status !== 'closed') throw conflict('订单已支付，无法取消');
    const after = await own(order.customerId, order.orderNo);
    return { orderNo: after.orderNo, status: after.status };
  });

  registerCall(app, refundApply, async (ctx) =>
    applyRefund(db(), await own(requireCustomer(ctx).customerId, ctx.body.orderNo), ctx.body.reason, now()),
  );

  registerCall(app, invoiceApply, async (ctx) => {
    const { orderNo, wechatType: _w, productCode: _p, ...input } = ctx.body;
    return applyInvoice(db(), await own(requireCustomer(ctx).customerId, orderNo), input, now(), fileUrl);
  });
  registerCall(app, invoiceOrderList, async (ctx) =>
    listInvoiceOrders(db(), { customerId: requireCustomer(ctx).customerId, ...ctx.body }),
  );
  registerCall(app, invoiceDetail, async (ctx) =>
    invoiceOf(db(), await own(requireCustomer(ctx).customerId, ctx.body.orderNo), fileUrl),
  );

  // The issued invoice as an image: the link carries its own HMAC (a browser download sends no token).
  app.get<{ Params: { file: string }; Querystring: { k?: string } }>(
    '/course/api/v1/user/invoice/file/:file',
    async (request, reply) => {
      const invoiceNo = request.params.file.replace(/\.svg$/, '');
      const missing = () => reply.status(404).send({ code: 1005, msg: '发票不存在', data: null });
      if (!/^I\d{20}$/.test(invoiceNo) || !secretsEqual(request.query.k, fileKey(invoiceNo)))
        return missing();
      const found = await invoiceByNo(db(), invoiceNo);
      if (found?.invoice.status !== 'issued') return missing();
      return reply
        .type('image/svg+xml')
        .header('content-disposition', `inline; filename="${invoiceNo}.svg"`)
        .send(renderInvoiceSvg({ ...found.invoice, orderNo: found.orderNo, itemTitle: found.title }));
    },
  );
}
