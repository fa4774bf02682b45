import {
  categoryList,
  checkBuyAuth,
  courseList,
  getCommitInfo,
  getGoodsInfo,
  getModuleDetails,
  getTabHome,
} from '@course/contracts/course-goods';
import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import {
  categoryModuleCourses,
  categoryModules,
  courseCategories,
  courseOwnerships,
  coursePackageItems,
  coursePackages,
  courses,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { brandOf, courseCard, courseCards } from './course-cards.ts';
import { courseQuote } from './pricing.ts';

type GoodsRef = { goodsId: number; goodsType: 'course' | 'package' };

async function goodsInfo(db: AppDb, ref: GoodsRef, customerId: number | null, now: Date) {
  if (ref.goodsType === 'course') {
    const card = await courseCard(db, ref.goodsId, now);
    const quote = await courseQuote(db, { ...card, id: card.id }, customerId, now);
    const owned =
      customerId !== null &&
      (
        await db
          .select({ id: courseOwnerships.id })
          .from(courseOwnerships)
          .where(and(eq(courseOwnerships.customerId, customerId), eq(courseOwnerships.courseId, card.id)))
      ).length > 0;
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
  let ownedAll = false;
  if (customerId !== null && items.length > 0) {
    const [row] = await db
      .select({ n: count() })
      .from(courseOwnerships)
      .where(
        and(
          eq(courseOwnerships.customerId, customerId),
          inArray(
            courseOwnerships.courseId,
            items.map((i) => i.courseId),
          ),
        ),
      );
    ownedAll = Number(row?.n ?? 0) === items.length;
  }
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

async function moduleWithCourses(
  db: AppDb,
  moduleRow: typeof categoryModules.$inferSelect,
  now: Date,
  limit?: number,
) {
  const items = await db
    .select({ courseId: categoryModuleCourses.courseId })
    .from(categoryModuleCourses)
    .where(eq(categoryModuleCourses.moduleId, moduleRow.id))
    .orderBy(asc(categoryModuleCourses.sort));
  const ids = items.map((i) => i.courseId);
  const cards = await courseCards(db, limit ? ids.slice(0, limit) : ids, now);
  return {
    id: moduleRow.id,
    title: moduleRow.title,
    layout: moduleRow.layout,
    courses: cards,
    total: ids.length,
  };
}

export function registerGoodsCalls(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const now = () => new Date(app.deps.now());

  registerCall(app, getGoodsInfo, async ({ body, customer }) =>
    goodsInfo(db(), body, customer?.customerId ?? null, now()),
  );

  registerCall(app, checkBuyAuth, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const info = await goodsInfo(db(), ctx.body, customerId, now());
    if (info.isOwned) {
      return {
        canBuy: false,
        reason: info.goodsType === 'course' ? '您已购买该课程，请到学习中心学习' : '您已拥有套餐内的全部课程',
      };
    }
    return { canBuy: true, reason: null };
  });

  registerCall(app, getCommitInfo, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const goods = await goodsInfo(db(), ctx.body, customerId, now());
    const lines = [{ label: '商品金额', amountCents: goods.originalPriceCents ?? goods.priceCents }];
    const discount = (goods.originalPriceCents ?? goods.priceCents) - goods.priceCents;
    if (discount > 0) {
      lines.push({ label: goods.offerEndsAt ? '限时优惠' : '优惠', amountCents: -discount });
    }
    return { goods, lines, totalCents: goods.priceCents };
  });

  registerCall(app, categoryList, async ({ body }) => {
    const brand = brandOf(body.productCode, app.config.brand);
    return db()
      .select({
        id: courseCategories.id,
        name: courseCategories.name,
        iconText: courseCategories.iconText,
        color: courseCategories.color,
      })
      .from(courseCategories)
      .where(eq(courseCategories.brand, brand))
      .orderBy(asc(courseCategories.sort), asc(courseCategories.id));
  });

  registerCall(app, getTabHome, async ({ body }) => {
    const [category] = await db()
      .select()
      .from(courseCategories)
      .where(eq(courseCategories.id, body.categoryId))
      .limit(1);
    if (!category) throw notFound('分类');
    const modules = await db()
      .select()
      .from(categoryModules)
      .where(eq(categoryModules.categoryId, category.id))
      .orderBy(asc(categoryModules.sort), asc(categoryModules.id));
    return {
      category: { id: category.id, name: category.name, iconText: category.iconText, color: category.color },
      modules: await Promise.all(modules.map((m) => moduleWithCourses(db(), m, now(), 6))),
    };
  });

  registerCall(app, courseList, async ({ body }) => {
    const brand = brandOf(body.productCode, app.config.brand);
    const conditions = [eq(courses.brand, brand), eq(courses.status, 'published')];
    if (body.categoryId) {
      const ids = await db()
        .selectDistinct({ courseId: categoryModuleCourses.courseId })
        .from(categoryModuleCourses)
        .innerJoin(categoryModules, eq(categoryModules.id, categoryModuleCourses.moduleId))
        .where(eq(categoryModules.categoryId, body.categoryId));
      if (ids.length === 0) return { list: [], total: 0 };
      conditions.push(
        inArray(
          courses.id,
          ids.map((i) => i.courseId),
        ),
      );
    }
    const keyword = body.keyword?.trim();
    if (keyword) {
      const like = `%${escapeLike(keyword)}%`;
      conditions.push(
        or(ilike(courses.title, like), ilike(courses.subtitle, like), ilike(courses.teacherName, like))!,
      );
    }
    const where = and(...conditions);
    const [total] = await db().select({ n: count() }).from(courses).where(where);
    const rows = await db()
      .select({ id: courses.id })
      .from(courses)
      .where(where)
      .orderBy(asc(courses.sort), asc(courses.id))
      .limit(body.pageSize)
      .offset((body.pageNum - 1) * body.pageSize);
    return {
      list: await courseCards(
        db(),
        rows.map((r) => r.id),
        now(),
      ),
      total: Number(total?.n ?? 0),
    };
  });

  registerCall(app, getModuleDetails, async ({ body }) => {
    const [row] = await db()
      .select()
      .from(categoryModules)
      .where(eq(categoryModules.id, body.moduleId))
      .limit(1);
    if (!row) throw notFound('模块');
    return moduleWithCourses(db(), row, now());
  });
}
