import type { TPrepareResult } from '@course/contracts/orders-checkout';
import { checkoutLines, type PriceQuote, quotePrice } from '@course/domain/price-rule';
import { ResponseCode } from '@course/domain/response-codes';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import {
  type AddressSnapshot,
  coursePackageItems,
  coursePackages,
  courses,
  customerAddresses,
  goods,
  virtualGoodsProfiles,
} from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import { soldInApp } from '../catalogue/course-cards.ts';
import { isMemberOnly } from '../catalogue/membership.ts';
import { ownedCourseCount, ownershipOf } from '../catalogue/ownership.ts';
import { courseQuote } from '../catalogue/pricing.ts';
import { freightFor, freightRuleText } from './freight.ts';
import { currentOwnership } from './grants.ts';

/** Why a member-only course has no buy button, and what a member reads instead. */
export const MEMBER_ONLY = '会员专享课程，开通会员后即可学习';
export const MEMBER_OPENED = '会员专享课程，您的会员已开通该课程，可直接去学习';

/** What is bought and for how much: the item of a buy call resolved, priced and checked (checkout and order creation). */

export type ItemSpec = {
  courseId?: number;
  packageId?: number;
  goodsId?: number;
  quantity?: number;
  addressId?: number;
};

export type ResolvedItem = Omit<TPrepareResult, 'pendingOrderNo'> & {
  courseId: number | null;
  goodsId: number | null;
  packageId: number | null;
  address: AddressSnapshot | null;
  /** A member-only course (会员专享): never sold; a running membership opens it (catalogue/membership.ts). */
  memberOnly?: boolean;
};

export const BUSINESS_CODES = { course: 'course', goods: 'goods' } as const;

/**
 * The item, its price and whether this learner may buy it now. Prices come from the database only, through the
 * price rule (packages/domain/src/price-rule.ts, data in services/catalogue/pricing.ts): the same quote the course detail
 * page shows. Lines: 商品金额 = list × quantity, 优惠 = (list − unit) × quantity, 合计 = 商品金额 − 优惠 + 运费.
 * Freight is reckoned on what the goods cost after the discount.
 */
export async function resolveItem(
  db: AppDb,
  customerId: number,
  brand: string,
  spec: ItemSpec,
  now: Date = new Date(),
): Promise<ResolvedItem> {
  const chosen = [spec.courseId, spec.packageId, spec.goodsId].filter((id) => id !== undefined);
  if (chosen.length !== 1) {
    throw new AppError(ResponseCode.invalidParams, '参数错误：请选择要购买的课程或商品');
  }
  if (spec.packageId !== undefined) return resolvePackage(db, customerId, brand, spec.packageId);
  if (spec.courseId !== undefined) {
    const [course] = await db.select().from(courses).where(eq(courses.id, spec.courseId)).limit(1);
    if (!course || !soldInApp(course, brand)) throw notFound('课程');
    const [ownership, quote, memberOnly] = await Promise.all([
      ownershipOf(db, customerId, course.id, now),
      courseQuote(db, course, customerId, now),
      isMemberOnly(db, course.id),
    ]);
    const owned = ownership !== null;
    return {
      canBuy: !owned && !memberOnly,
      reason: owned
        ? ownership.source === 'member'
          ? MEMBER_OPENED
          : '您已购买该课程，可直接去学习'
        : memberOnly
          ? MEMBER_ONLY
          : null,
      alreadyOwned: owned,
      memberOnly,
      kind: 'course',
      courseId: course.id,
      goodsId: null,
      packageId: null,
      title: course.title,
      coverUrl: course.coverUrl,
      ...priced(quote, 1, 0),
      needsAddress: false,
      freightRule: null,
      businessCode: BUSINESS_CODES.course,
      address: null,
    };
  }
  const [item] = await db.select().from(goods).where(eq(goods.id, spec.goodsId!)).limit(1);
  if (!item || item.brand !== brand || item.giftOfCourseId !== null) throw notFound('商品');
  const quantity = spec.quantity ?? 1;
  const needsAddress = item.kind === 'physical';
  const address =
    needsAddress && spec.addressId !== undefined
      ? await addressSnapshot(db, customerId, spec.addressId)
      : null;
  const quote = quotePrice({
    kind: 'goods',
    listPriceCents: item.priceCents,
    referencePriceCents: item.originalPriceCents,
    now: now.getTime(),
  });
  const freightCents = address
    ? freightFor(address.province, quote.unitPriceCents * quantity).freightCents
    : 0;
  const owned = item.kind === 'virtual' ? await ownsForGood(db, customerId, item.id, now) : false;
  const reason = owned
    ? '您已拥有该商品，可在「我的订单」中查看'
    : item.status !== 'on_sale'
      ? '商品已下架'
      : item.stock < quantity
        ? '商品库存不足'
        : null;
  return {
    canBuy: reason === null,
    reason,
    alreadyOwned: owned,
    kind: 'goods',
    courseId: null,
    goodsId: item.id,
    packageId: null,
    title: item.title,
    coverUrl: item.coverUrl,
    ...priced(quote, quantity, freightCents),
    needsAddress,
    freightRule: needsAddress ? freightRuleText() : null,
    businessCode: BUSINESS_CODES.goods,
    address,
  };
}

/** The price fields of an item from its quote. */
function priced(quote: PriceQuote, quantity: number, freightCents: number) {
  return {
    unitPriceCents: quote.unitPriceCents,
    originalPriceCents: quote.struckPriceCents,
    priceLabel: quote.label,
    offerEndsAt: quote.offerEndsAt,
    quantity,
    ...checkoutLines(quote, quantity, freightCents),
  };
}

/**
 * Whether the learner already owns a virtual good that buying again would not add to: an e-book or a data pack
 * (owned for good). A membership may be bought again (it extends the running one).
 */
async function ownsForGood(db: AppDb, customerId: number, goodsId: number, now: Date): Promise<boolean> {
  const [profile] = await db
    .select({ type: virtualGoodsProfiles.type })
    .from(virtualGoodsProfiles)
    .where(eq(virtualGoodsProfiles.goodsId, goodsId))
    .limit(1);
  if (!profile || profile.type === 'membership') return false;
  return (await currentOwnership(db, customerId, goodsId, now)) !== null;
}

/** A package of courses (套餐): bought while at least one of its courses is not owned yet. */
async function resolvePackage(
  db: AppDb,
  customerId: number,
  brand: string,
  packageId: number,
): Promise<ResolvedItem> {
  const [pack] = await db.select().from(coursePackages).where(eq(coursePackages.id, packageId)).limit(1);
  if (!pack || pack.brand !== brand) throw notFound('套餐');
  const items = await db
    .select({ courseId: coursePackageItems.courseId })
    .from(coursePackageItems)
    .where(eq(coursePackageItems.packageId, pack.id));
  const owned = await ownedCourseCount(
    db,
    customerId,
    items.map((i) => i.courseId),
  );
  const ownsAll = items.length > 0 && owned >= items.length;
  const reason = items.length === 0 ? '套餐暂未上架课程' : ownsAll ? '您已拥有套餐内全部课程' : null;
  const quote = quotePrice({
    kind: 'package',
    listPriceCents: pack.priceCents,
    referencePriceCents: pack.originalPriceCents,
    now: Date.now(),
  });
  return {
    canBuy: reason === null,
    reason,
    alreadyOwned: ownsAll,
    kind: 'package',
    courseId: null,
    goodsId: null,
    packageId: pack.id,
    title: pack.title,
    coverUrl: pack.coverUrl,
    ...priced(quote, 1, 0),
    needsAddress: false,
    freightRule: null,
    businessCode: BUSINESS_CODES.course,
    address: null,
  };
}

/** The refusal to buy an item that cannot be bought: a clear code when it is already owned. */
export function cannotBuy(item: Pick<ResolvedItem, 'reason' | 'alreadyOwned' | 'memberOnly'>): AppError {
  if (item.alreadyOwned) return new AppError(ResponseCode.alreadyOwned, item.reason ?? '您已购买');
  if (item.memberOnly) return new AppError(ResponseCode.memberOnly, item.reason ?? MEMBER_ONLY);
  return conflict(item.reason ?? '暂时无法购买');
}

export async function addressSnapshot(
  db: AppDb,
  customerId: number,
  addressId: number,
): Promise<AddressSnapshot> {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(
      and(
        eq(customerAddresses.id, addressId),
        eq(customerAddresses.customerId, customerId),
        isNull(customerAddresses.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw notFound('收货地址');
  const { receiver, mobile, province, city, district, detail } = row;
  return { receiver, mobile, province, city, district, detail };
}
