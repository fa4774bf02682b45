import { type PriceQuote, quotePrice } from '@course/domain/price-rule';
import { and, eq, gt, isNotNull, isNull, min, or } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { type courses, goodsOwnerships, virtualGoodsProfiles } from '../../db/schema/index.ts';
import { runningOffers } from './course-cards.ts';

/**
 * The data side of the price rule (packages/domain/src/price-rule.ts): the running offer of a course and the
 * learner's running membership, read from the database. The course detail page, the checkout and the order
 * creation all price a course through `courseQuote`, so the learner pays what was advertised.
 */

/** The member price percent of the learner's running membership (the lowest when several run), or null. */
export async function memberPercentOf(
  db: AppDb,
  customerId: number | null,
  now: Date,
): Promise<number | null> {
  if (customerId === null) return null;
  const [row] = await db
    .select({ percent: min(virtualGoodsProfiles.coursePricePercent) })
    .from(goodsOwnerships)
    .innerJoin(virtualGoodsProfiles, eq(virtualGoodsProfiles.goodsId, goodsOwnerships.goodsId))
    .where(
      and(
        eq(goodsOwnerships.customerId, customerId),
        isNull(goodsOwnerships.revokedAt),
        or(isNull(goodsOwnerships.expiresAt), gt(goodsOwnerships.expiresAt, now)),
        isNotNull(virtualGoodsProfiles.coursePricePercent),
      ),
    );
  return row?.percent ?? null;
}

type CoursePriceFields = Pick<
  typeof courses.$inferSelect,
  'id' | 'priceCents' | 'originalPriceCents' | 'isZeroYuan'
>;

/** What this learner (or a visitor: null) pays for the course now. */
export async function courseQuote(
  db: AppDb,
  course: CoursePriceFields,
  customerId: number | null,
  now: Date,
): Promise<PriceQuote> {
  const [offers, memberPercent] = await Promise.all([
    runningOffers(db, [course.id], now),
    memberPercentOf(db, customerId, now),
  ]);
  return quotePrice({
    kind: 'course',
    listPriceCents: course.priceCents,
    referencePriceCents: course.originalPriceCents,
    isZeroYuan: course.isZeroYuan,
    offer: offers.get(course.id) ?? null,
    memberPercent,
    now: now.getTime(),
  });
}
