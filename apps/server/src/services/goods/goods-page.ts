import type { TGoodsDetail } from '@course/contracts/goods-retail';
import { and, asc, avg, count, desc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { goods, goodsProfiles, goodsReviewSources, goodsReviews } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import { BASE_FREIGHT_CENTS, FREE_FREIGHT_FROM_CENTS, REMOTE_FREIGHT_CENTS } from '../orders/freight.ts';
import { toGoodsCard } from '../orders/goods-card.ts';

/** The goods page: one good with its pictures, specs, product line, freight rule and review summary. */
export async function goodsPage(db: AppDb, brand: string, goodsId: number): Promise<TGoodsDetail> {
  const [found] = await db
    .select({ goods, profile: goodsProfiles })
    .from(goods)
    .leftJoin(goodsProfiles, eq(goodsProfiles.goodsId, goods.id))
    .where(and(eq(goods.id, goodsId), eq(goods.brand, brand as 'nbc')))
    .limit(1);
  if (!found) throw notFound('商品');
  const { goods: row, profile } = found;
  const line = profile?.line ?? 'shop';
  const [stats] = await db
    .select({ n: count(), rating: avg(goodsReviews.rating) })
    .from(goodsReviews)
    .where(eq(goodsReviews.goodsId, goodsId));
  const specs = profile?.specGroup
    ? await db
        .select({
          goodsId: goods.id,
          name: goodsProfiles.specName,
          priceCents: goods.priceCents,
          stock: goods.stock,
        })
        .from(goodsProfiles)
        .innerJoin(goods, eq(goods.id, goodsProfiles.goodsId))
        .where(
          and(
            eq(goodsProfiles.specGroup, profile.specGroup),
            eq(goods.brand, row.brand),
            eq(goods.status, 'on_sale'),
          ),
        )
        .orderBy(asc(goods.sort), asc(goods.id))
    : [];
  return {
    ...toGoodsCard(row),
    detail: row.detail,
    videoUrl: row.videoUrl,
    rating: stats?.rating ? Math.round(Number(stats.rating) * 10) / 10 : 5,
    reviewCount: stats?.n ?? 0,
    line,
    onSale: row.status === 'on_sale' && row.giftOfCourseId === null && line !== 'prize',
    images: profile?.images.length ? profile.images : [row.coverUrl].filter(Boolean),
    detailImages: profile?.detailImages ?? [],
    videoPosterUrl: profile?.videoPosterUrl ?? null,
    specs: specs.map((s) => ({ ...s, name: s.name ?? '' })),
    specName: profile?.specName ?? null,
    freight: {
      freeFromCents: FREE_FREIGHT_FROM_CENTS,
      baseCents: BASE_FREIGHT_CENTS,
      remoteCents: REMOTE_FREIGHT_CENTS,
    },
  };
}

/** Reviews of a good, newest first, with their pictures. */
export async function reviewPage(db: AppDb, input: { goodsId: number; page: number; pageSize: number }) {
  const where = eq(goodsReviews.goodsId, input.goodsId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(goodsReviews)
      .where(where)
      .orderBy(desc(goodsReviews.createdAt), desc(goodsReviews.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(goodsReviews).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const sources = ids.length
    ? await db.select().from(goodsReviewSources).where(inArray(goodsReviewSources.reviewId, ids))
    : [];
  const images = new Map(sources.map((s) => [s.reviewId, s.images]));
  const n = total?.n ?? 0;
  return {
    list: rows.map((r) => ({
      id: r.id,
      nickname: r.nickname,
      rating: r.rating,
      content: r.content,
      images: images.get(r.id) ?? [],
      createdAt: r.createdAt.toISOString(),
    })),
    total: n,
    hasMore: input.page * input.pageSize < n,
  };
}
