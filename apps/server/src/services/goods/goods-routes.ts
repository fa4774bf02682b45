import { goodsDetail } from '@course/contracts/goods-retail';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { goodsPage } from './goods-page.ts';

/** The goods page (detail, pictures, spec group, freight rule). */
export function registerGoodsRoutes(app: FastifyInstance): void {
  registerCall(app, goodsDetail, async ({ body, db }) => goodsPage(db, body.productCode, body.goodsId));
}
