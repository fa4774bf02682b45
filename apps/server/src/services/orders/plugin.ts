import type { FastifyInstance } from 'fastify';
import { registerCampRoutes } from './camp-routes.ts';
import { registerCheckoutRoutes } from './checkout-routes.ts';
import { registerCollectRoutes } from './collect-routes.ts';
import { registerInvoiceRoutes } from './invoice-routes.ts';
import { registerMyOrderRoutes } from './my-order-routes.ts';
import { notifyRoutes } from './notify-routes.ts';
import { closeExpiredOrders } from './orders.ts';
import { registerPayResultRoutes } from './pay-result-routes.ts';
import { registerReceiveCourseRoutes } from './receive-course-routes.ts';
import { registerRefundRoutes } from './refund-routes.ts';
import { registerVirtualGoodsRoutes } from './virtual-goods-routes.ts';

/**
 * The orders service: checkout, paying, pay results, the learner's orders, refunds, invoices, collect pay,
 * virtual goods, camp (class-time) choice, and the providers' notifications.
 */
export async function ordersService(app: FastifyInstance): Promise<void> {
  registerCheckoutRoutes(app);
  registerPayResultRoutes(app);
  registerCampRoutes(app);
  registerReceiveCourseRoutes(app);
  registerMyOrderRoutes(app);
  registerRefundRoutes(app);
  registerInvoiceRoutes(app);
  registerCollectRoutes(app);
  registerVirtualGoodsRoutes(app);
  await app.register(notifyRoutes);

  // Unpaid orders close at their expiry: a sweep every minute (conditional updates, safe on several processes).
  const sweep = setInterval(() => {
    closeExpiredOrders(app.deps.database.db, new Date(app.deps.now())).catch((error) =>
      app.log.warn({ err: error }, 'closing expired orders failed'),
    );
  }, 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
