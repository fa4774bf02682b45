import type { FastifyInstance } from 'fastify';
import { registerAddressRoutes } from './address-routes.ts';
import { registerGiftRoutes } from './gift-routes.ts';
import { registerGoodsRoutes } from './goods-routes.ts';
import { registerPrizeRoutes } from './prize-routes.ts';
import { registerRetailOrderRoutes } from './retail-order-routes.ts';
import { registerReviewRoutes } from './review-routes.ts';
import { registerShopRoutes } from './shop-routes.ts';

/** The goods service: products sold outside courses (shop, detail, reviews, prizes, gifts, logistics) and addresses. */
export async function goodsService(app: FastifyInstance): Promise<void> {
  registerShopRoutes(app);
  registerRetailOrderRoutes(app);
  registerGiftRoutes(app);
  registerGoodsRoutes(app);
  registerReviewRoutes(app);
  registerPrizeRoutes(app);
  registerAddressRoutes(app);
}
