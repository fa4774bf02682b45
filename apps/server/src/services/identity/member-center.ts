import type { TCourseCard } from '@course/contracts/catalogue-shared';
import { memberPriceCents } from '@course/domain/price-rule';
import { and, asc, desc, eq, isNull, lte } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import {
  type BrandCode,
  customers,
  goods,
  goodsOwnerships,
  virtualGoodsProfiles,
} from '../../db/schema/index.ts';
import { brandCourseIds, courseCards } from '../catalogue/course-cards.ts';
import { allMemberOnlyCourseIds, runningMembershipOf } from '../catalogue/membership.ts';

/**
 * The member centre: the learner's membership as the catalogue honours it (catalogue/membership.ts), the plan
 * on sale (the brand's first membership virtual good on sale) and what it gives. The rights are built only from
 * what the server applies (the plan's member price percent, the member-only courses), so the page never promises
 * more; the plan's benefit lines are free text (the virtualGoods page's 你将获得) and would repeat or overstate
 * them, so they are not rights here.
 */

const percentText = (percent: number) => `${percent / 10}折`;

export async function memberCenterOf(db: AppDb, input: { brand: BrandCode; customerId: number; now: Date }) {
  const [customer] = await db
    .select({ nickname: customers.nickname, avatarUrl: customers.avatarUrl })
    .from(customers)
    .where(eq(customers.id, input.customerId));
  const running = await runningMembershipOf(db, input.customerId, input.now);
  const [lapsed] = running
    ? []
    : await db
        .select({ expiresAt: goodsOwnerships.expiresAt })
        .from(goodsOwnerships)
        .innerJoin(virtualGoodsProfiles, eq(virtualGoodsProfiles.goodsId, goodsOwnerships.goodsId))
        .where(
          and(
            eq(goodsOwnerships.customerId, input.customerId),
            eq(virtualGoodsProfiles.type, 'membership'),
            isNull(goodsOwnerships.revokedAt),
            lte(goodsOwnerships.expiresAt, input.now),
          ),
        )
        .orderBy(desc(goodsOwnerships.expiresAt))
        .limit(1);
  const [planRow] = await db
    .select({ goods, profile: virtualGoodsProfiles })
    .from(goods)
    .innerJoin(virtualGoodsProfiles, eq(virtualGoodsProfiles.goodsId, goods.id))
    .where(
      and(
        eq(goods.brand, input.brand),
        eq(goods.status, 'on_sale'),
        eq(virtualGoodsProfiles.type, 'membership'),
      ),
    )
    .orderBy(asc(goods.sort), asc(goods.id))
    .limit(1);
  const plan = planRow
    ? {
        goodsId: planRow.goods.id,
        title: planRow.goods.title,
        coverUrl: planRow.goods.coverUrl,
        priceCents: planRow.goods.priceCents,
        originalPriceCents: planRow.goods.originalPriceCents,
        validDays: planRow.profile.validDays,
        coursePricePercent: planRow.profile.coursePricePercent,
        benefits: planRow.profile.benefits,
      }
    : null;
  const [memberOnly, published] = await Promise.all([
    allMemberOnlyCourseIds(db),
    brandCourseIds(db, input.brand),
  ]);
  const ofBrand = new Set(published);
  const brandCards: TCourseCard[] = await courseCards(
    db,
    memberOnly.filter((id) => ofBrand.has(id)),
    input.now,
  );
  return {
    nickname: customer?.nickname ?? '学员',
    avatarUrl: customer?.avatarUrl ?? '',
    isMember: running !== null,
    since: running?.since.toISOString() ?? null,
    expiresAt: running?.expiresAt?.toISOString() ?? null,
    lapsedAt: lapsed?.expiresAt?.toISOString() ?? null,
    plan,
    rights: rightsOf(plan, brandCards.length),
    memberCourses: brandCards.map((c) => ({ ...c, opened: running !== null })),
  };
}

function rightsOf(plan: { coursePricePercent: number | null } | null, memberCourseCount: number) {
  const rights: { key: string; title: string; text: string }[] = [];
  if (plan?.coursePricePercent != null) {
    const example = memberPriceCents(10_000, plan.coursePricePercent) / 100;
    rights.push({
      key: 'member-price',
      title: `购课${percentText(plan.coursePricePercent)}`,
      text: `会员购买课程享会员价：标价的 ${plan.coursePricePercent}%（例：标价 ¥100 的课程 ¥${example}）。与限时优惠不叠加，取更低价。`,
    });
  }
  if (memberCourseCount > 0) {
    rights.push({
      key: 'member-courses',
      title: '会员专享课',
      text: `${memberCourseCount} 门会员专享课程，会员期内免费学习，到期后需续费才能继续学习。`,
    });
  }
  return rights;
}
