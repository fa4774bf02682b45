import { maskName } from '@course/domain/masking';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { customers, goodsReviewSources, goodsReviews, type OrderRow, orders } from '../../db/schema/index.ts';
import { conflict } from '../../http/app-error.ts';

/**
 * Learners' reviews: one per goods order, only once the learner has confirmed receipt. The unique index on
 * goods_review_sources.order_id settles two submissions racing for the same order.
 */

export async function pendingReviews(db: AppDb, customerId: number, goodsId: number) {
  const rows = await db
    .select({
      orderNo: orders.orderNo,
      title: orders.title,
      coverUrl: orders.coverUrl,
      quantity: orders.quantity,
      receivedAt: orders.receivedAt,
    })
    .from(orders)
    .leftJoin(goodsReviewSources, eq(goodsReviewSources.orderId, orders.id))
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.goodsId, goodsId),
        inArray(orders.kind, ['goods', 'gift']),
        eq(orders.fulfilment, 'received'),
        isNull(goodsReviewSources.reviewId),
      ),
    )
    .orderBy(desc(orders.receivedAt))
    .limit(20);
  return { list: rows.map((r) => ({ ...r, receivedAt: r.receivedAt?.toISOString() ?? null })) };
}

export async function createReview(
  db: AppDb,
  order: OrderRow,
  input: { rating: number; content: string; images: string[]; now: Date },
) {
  if (order.kind === 'course' || order.goodsId === null) throw conflict('课程订单不能评价商品');
  if (order.fulfilment !== 'received') throw conflict('确认收货后才能评价');
  const goodsId = order.goodsId;
  try {
    return await db.transaction(async (tx) => {
      const [customer] = await tx
        .select({ nickname: customers.nickname })
        .from(customers)
        .where(eq(customers.id, order.customerId))
        .limit(1);
      const [review] = await tx
        .insert(goodsReviews)
        .values({
          goodsId,
          nickname: maskName(customer?.nickname) || '匿名用户',
          rating: input.rating,
          content: input.content,
          createdAt: input.now,
        })
        .returning({ id: goodsReviews.id });
      await tx.insert(goodsReviewSources).values({
        reviewId: review!.id,
        orderId: order.id,
        customerId: order.customerId,
        images: input.images,
      });
      return { reviewId: review!.id, goodsId };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'goods_review_sources_one_per_order')) throw conflict('该订单已评价');
    throw error;
  }
}
