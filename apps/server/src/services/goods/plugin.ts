import type { FastifyInstance } from 'fastify';
import { registerAddressRoutes } from './address-routes.ts';
import { registerGoodsRoutes } from './goods-routes.ts';
import { registerRetailRoutes } from './retail-routes.ts';

/** The goods service: products sold outside courses (detail, reviews, prizes, gifts, logistics) and addresses. */
export async function goodsService(app: FastifyInstance): Promise<void> {
  registerRetailRoutes(app);
  registerGoodsRoutes(app);
  registerAddressRoutes(app);
}
