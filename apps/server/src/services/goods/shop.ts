import { and, asc, avg, count, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import { goods, goodsReviews } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import { toGoodsCard } from '../orders/goods-card.ts';

/** The shop: a brand's goods on sale and a good's detail with its rating. */

export async function listGoods(
  db: AppDb,
  brand: string,
  input: { keyword?: string | undefined; kind?: 'physical' | 'virtual' | undefined },
) {
  const conditions: SQL[] = [
    eq(goods.brand, brand as 'nbc'),
    eq(goods.status, 'on_sale'),
    isNull(goods.giftOfCourseId),
  ];
  if (input.kind) conditions.push(eq(goods.kind, input.kind));
  if (input.keyword) {
    const pattern = `%${escapeLike(input.keyword)}%`;
    conditions.push(or(ilike(goods.title, pattern), ilike(goods.subtitle, pattern))!);
  }
  const rows = await db
    .select()
    .from(goods)
    .where(and(...conditions))
    .orderBy(asc(goods.sort), asc(goods.id))
    .limit(50);
  return { list: rows.map(toGoodsCard) };
}

export async function goodsDetail(db: AppDb, brand: string, goodsId: number) {
  const [row] = await db
    .select()
    .from(goods)
    .where(and(eq(goods.id, goodsId), eq(goods.brand, brand as 'nbc')))
    .limit(1);
  if (!row) throw notFound('商品');
  const [stats] = await db
    .select({ n: count(), rating: avg(goodsReviews.rating) })
    .from(goodsReviews)
    .where(eq(goodsReviews.goodsId, goodsId));
  return {
    ...toGoodsCard(row),
    detail: row.detail,
    videoUrl: row.videoUrl,
    rating: stats?.rating ? Math.round(Number(stats.rating) * 10) / 10 : 5,
    reviewCount: stats?.n ?? 0,
  };
}
