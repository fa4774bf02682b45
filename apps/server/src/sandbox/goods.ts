import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { goods, goodsProfiles } from '../db/schema/index.ts';
import { resolveSession } from '../http/session-store.ts';
import { mintPrizeCode } from '../services/goods/goods-prizes.ts';
import { markOrderPaid } from '../services/orders/mark-paid.ts';
import { resolveItem } from '../services/orders/order-items.ts';
import { createOrder } from '../services/orders/orders.ts';

/**
 * Sandbox helpers of the goods pages (never in production):
 * - POST /sandbox/api/prize-codes { goodsId?, expired? } mints an exchange code (the first prize by default);
 * - GET /sandbox/api/goods lists every good with its id, title, price, status and line (tests find theirs);
 * - POST /sandbox/api/gifts { token } pays the calligraphy course for the learner at no charge, which earns the
 *   gift that comes with it (mygift), as a real purchase would.
 */
export async function sandboxGoods(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;
  const ok = (data: unknown) => ({ code: 0, msg: 'success', data });
  const fail = (code: number, msg: string) => ({ code, msg, data: null });

  app.get('/sandbox/api/goods', async () =>
    ok(
      await db()
        .select({
          id: goods.id,
          title: goods.title,
          priceCents: goods.priceCents,
          stock: goods.stock,
          status: goods.status,
          line: goodsProfiles.line,
        })
        .from(goods)
        .leftJoin(goodsProfiles, eq(goodsProfiles.goodsId, goods.id))
        .orderBy(asc(goods.id)),
    ),
  );

  const ZMint = z.object({
    goodsId: z.number().int().positive().optional(),
    expired: z.boolean().optional(),
  });
  app.post('/sandbox/api/prize-codes', async (request) => {
    const parsed = ZMint.safeParse(request.body ?? {});
    if (!parsed.success) return fail(1001, '参数错误');
    const [prize] = await db()
      .select({ id: goods.id, brand: goods.brand })
      .from(goods)
      .innerJoin(goodsProfiles, eq(goodsProfiles.goodsId, goods.id))
      .where(parsed.data.goodsId ? eq(goods.id, parsed.data.goodsId) : eq(goodsProfiles.line, 'prize'))
      .orderBy(asc(goods.id))
      .limit(1);
    if (!prize) return fail(1005, '奖品不存在');
    const now = app.deps.now();
    const code = await mintPrizeCode(db(), {
      brand: prize.brand,
      goodsId: prize.id,
      source: '沙箱测试活动',
      expiresAt: new Date(parsed.data.expired ? now - 60_000 : now + 30 * 86_400_000),
    });
    return ok({ code, goodsId: prize.id });
  });

  app.post<{ Body: { token?: string } }>('/sandbox/api/gifts', async (request) => {
    const session = await resolveSession(db(), request.body?.token);
    if (typeof session !== 'object') return fail(4, '登录已过期');
    const [gift] = await db()
      .select({ courseId: goods.giftOfCourseId, brand: goods.brand })
      .from(goods)
      .where(and(isNotNull(goods.giftOfCourseId), eq(goods.brand, 'nbc')))
      .orderBy(asc(goods.id))
      .limit(1);
    if (!gift?.courseId) return fail(1005, '没有随课赠送的礼品');
    const now = new Date(app.deps.now());
    const item = await resolveItem(db(), session.customerId, gift.brand, { courseId: gift.courseId });
    if (!item.canBuy) return fail(1009, item.reason ?? '无法购买');
    const order = await createOrder(db(), {
      customerId: session.customerId,
      brand: gift.brand,
      item,
      now,
      expireMinutes: app.config.payment.orderExpireMinutes,
    });
    await db().transaction((tx) =>
      markOrderPaid(tx, order.id, { now, payType: null, actor: 'system', detail: { sandbox: true } }),
    );
    return ok({ orderNo: order.orderNo });
  });
}
