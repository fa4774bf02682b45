import { formatPrice } from '@course/domain/price';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { scriptNonceOf } from '../http/content-security.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { resolveSession } from '../http/session-store.ts';
import type { SandboxTradeState } from '../integrations/payment/sandbox.ts';
import { type AddressFields, createAddress } from '../services/goods/addresses.ts';
import { shipOrder } from '../services/goods/shipments.ts';
import { approveRefund } from '../services/orders/refunds.ts';
import { cashierPage, WX_BRIDGE_JS } from './payment-pages.ts';

/**
 * The sandbox payment provider's outside half (DESIGN.md, sandbox contract):
 * - /sandbox/cashier?paymentNo=… the H5 cashier standing in for Alipay, Huabei and JD Pay pages;
 * - /sandbox/wx-bridge.js a WeixinJSBridge whose getBrandWCPayRequest shows the messaging app's payment sheet;
 * - /sandbox/api/pay/:paymentNo/{pay|fail|cancel} the tester's decision: a signed notification is POSTed to the
 *   same notification endpoint production uses (through the server's own router), like the provider would;
 * - /sandbox/api/pay/:paymentNo/redeliver sends the same notification again (providers redeliver);
 * - /sandbox/api/orders/:orderNo/ship and /sandbox/api/refunds/:refundNo/approve stand in for the warehouse
 *   and the operator.
 * Test ids: sandbox-pay-confirm, sandbox-pay-cancel, sandbox-pay-fail, sandbox-cashier, sandbox-pay-sheet.
 */
export async function sandboxPayment(app: FastifyInstance): Promise<void> {
  const sandbox = () => app.deps.payments.sandbox;
  const ok = (data: unknown) => ({ code: 0, msg: 'success', data });
  const fail = (code: number, msg: string) => ({ code, msg, data: null });

  app.get('/sandbox/wx-bridge.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(WX_BRIDGE_JS),
  );

  app.get<{ Querystring: { paymentNo?: string } }>('/sandbox/cashier', async (request, reply) => {
    const record = request.query.paymentNo ? await sandbox()?.record(request.query.paymentNo) : null;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!record) return reply.status(404).send(cashierPage(null));
    return reply.send(
      cashierPage({ ...record, amount: formatPrice(record.amountCents) }, scriptNonceOf(reply.raw)),
    );
  });

  app.get<{ Params: { paymentNo: string } }>('/sandbox/api/pay/:paymentNo', async (request) => {
    const record = await sandbox()?.record(request.params.paymentNo);
    return record ? ok({ ...record, amount: formatPrice(record.amountCents) }) : fail(1005, '支付单不存在');
  });

  const deliver = async (notification: { headers: Record<string, string>; rawBody: string }) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/course/api/v1/order/notify/sandbox',
      headers: notification.headers,
      payload: notification.rawBody,
    });
    return answer.statusCode;
  };

  const ZDecision = z.enum(['pay', 'fail', 'cancel', 'redeliver']);
  const STATES: Record<string, SandboxTradeState> = { pay: 'SUCCESS', fail: 'PAYERROR', cancel: 'CLOSED' };
  app.post<{ Params: { paymentNo: string; decision: string } }>(
    '/sandbox/api/pay/:paymentNo/:decision',
    async (request) => {
      const provider = sandbox();
      if (!provider) return fail(1009, '沙箱支付未启用（PAYMENT_MODE=live）');
      const decision = ZDecision.safeParse(request.params.decision);
      if (!decision.success) return fail(1001, '参数错误');
      const current = await provider.record(request.params.paymentNo);
      if (!current) return fail(1005, '支付单不存在');
      const settled = await provider.settle(
        request.params.paymentNo,
        decision.data === 'redeliver'
          ? current.state === 'NOTPAY'
            ? 'SUCCESS'
            : (current.state as SandboxTradeState)
          : STATES[decision.data]!,
      );
      const notifyStatus = settled?.notification ? await deliver(settled.notification) : null;
      return ok({
        state: settled?.record.state ?? current.state,
        returnUrl: current.returnUrl,
        quitUrl: current.quitUrl,
        notifyStatus,
      });
    },
  );

  // A delivery address for the learner of a token (tests start with one).
  app.post<{ Body: AddressFields & { token?: string } }>('/sandbox/api/addresses', async (request) => {
    const session = await resolveSession(app.deps.database.db, request.body?.token);
    if (typeof session !== 'object') return fail(4, '登录已过期');
    const { token: _token, ...fields } = request.body;
    return ok(await createAddress(app.deps.database.db, session.customerId, fields));
  });

  app.post<{ Params: { orderNo: string } }>('/sandbox/api/orders/:orderNo/ship', async (request) =>
    ok(await shipOrder(app.deps.database.db, request.params.orderNo, new Date(app.deps.now()))),
  );

  app.post<{ Params: { refundNo: string } }>('/sandbox/api/refunds/:refundNo/approve', async (request) =>
    ok(
      await approveRefund(app.deps.database.db, app.deps.payments, request.params.refundNo, {
        now: new Date(app.deps.now()),
        publicBaseUrl: publicOrigin(app.config, request),
      }),
    ),
  );
}
