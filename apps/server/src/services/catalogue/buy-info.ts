import type { checkBuyAuth, getCommitInfo } from '@course/contracts/catalogue-listing';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { coursePackageItems, coursePackages } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import { courseCard } from './course-cards.ts';
import { ownedCourseCount, ownsCourse } from './ownership.ts';
import { courseQuote } from './pricing.ts';

/** Buying a course or a package: what it is and costs for this learner, whether they may buy it, the order lines. */

/** The course or package a buy call names. */
type GoodsRef = { goodsId: number; goodsType: 'course' | 'package' };

/** A course or package as sold to this learner (or a visitor): its price now and whether it is owned. */
export async function saleItemInfo(db: AppDb, ref: GoodsRef, customerId: number | null, now: Date) {
  if (ref.goodsType === 'course') {
    const card = await courseCard(db, ref.goodsId, now);
    const quote = await courseQuote(db, { ...card, id: card.id }, customerId, now);
    const owned = await ownsCourse(db, customerId, card.id);
    return {
      goodsId: card.id,
      goodsType: 'course' as const,
      title: card.title,
      subtitle: card.subtitle,
      coverUrl: card.coverUrl,
      priceCents: quote.unitPriceCents,
      originalPriceCents: quote.struckPriceCents,
      offerEndsAt: quote.offerEndsAt,
      isOwned: owned,
    };
  }
  const [pack] = await db.select().from(coursePackages).where(eq(coursePackages.id, ref.goodsId)).limit(1);
  if (!pack) throw notFound('商品');
  const items = await db
    .select({ courseId: coursePackageItems.courseId })
    .from(coursePackageItems)
    .where(eq(coursePackageItems.packageId, pack.id));
  const ownedAll =
    customerId !== null &&
    items.length > 0 &&
    (await ownedCourseCount(
      db,
      customerId,
      items.map((i) => i.courseId),
    )) === items.length;
  return {
    goodsId: pack.id,
    goodsType: 'package' as const,
    title: pack.title,
    subtitle: `${items.length} 门课程`,
    coverUrl: pack.coverUrl,
    priceCents: pack.priceCents,
    originalPriceCents: pack.originalPriceCents,
    offerEndsAt: null,
    isOwned: ownedAll,
  };
}

/** Whether the learner may buy the course or package (not when they own it, or every course of it). */
export async function buyCheck(
  db: AppDb,
  input: CallInput<typeof checkBuyAuth> & { customerId: number; now: Date },
) {
  const { customerId } = input;
  const info = await saleItemInfo(db, input, customerId, input.now);
  if (info.isOwned) {
    return {
      canBuy: false,
      reason: info.goodsType === 'course' ? '您已购买该课程，请到学习中心学习' : '您已拥有套餐内的全部课程',
    };
  }
  return { canBuy: true, reason: null };
}

/** The order lines of buying the course or package: goods amount, the discount, the total. */
export async function commitInfo(
  db: AppDb,
  input: CallInput<typeof getCommitInfo> & { customerId: number; now: Date },
) {
  const { customerId } = input;
  const goods = await saleItemInfo(db, input, customerId, input.now);
  const lines = [{ label: '商品金额', amountCents: goods.originalPriceCents ?? goods.priceCents }];
  const discount = (goods.originalPriceCents ?? goods.priceCents) - goods.priceCents;
  if (discount > 0) {
    lines.push({ label: goods.offerEndsAt ? '限时优惠' : '优惠', amountCents: -discount });
  }
  return { goods, lines, totalCents: goods.priceCents };
}

/** Whether the learner owns any course, and how many. */
export async function ownedCourses(db: AppDb, input: { customerId: number }) {
  const { customerId } = input;
  const n = await ownedCourseCount(db, customerId);
  return { hasStockCourse: n > 0, count: n };
}
