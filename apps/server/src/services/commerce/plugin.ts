import type { FastifyInstance } from 'fastify';
import { registerGoodsRoutes } from './goods-routes.ts';
import { notifyRoutes } from './notify-routes.ts';
import { registerOrderRoutes } from './order-routes.ts';
import { closeExpiredOrders } from './orders.ts';
import { registerPayRoutes } from './pay-routes.ts';
import { registerRetailRoutes } from './retail-routes.ts';
import { registerUserRoutes } from './user-routes.ts';

/**
 * Commerce (issue 6): orders, payment, goods, refunds, invoices. Its calls live under the course service's
 * prefixes (/course/api/v1/order, /user, /retail, /gift, /receive) plus putin's live/payResult; one plugin
 * for the product area keeps it apart from the course pages' plugin that shares the /course prefix.
 */
export async function commerceService(app: FastifyInstance): Promise<void> {
  registerOrderRoutes(app);
  registerUserRoutes(app);
  registerRetailRoutes(app);
  registerGoodsRoutes(app);
  registerPayRoutes(app);
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
