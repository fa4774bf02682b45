import type { listByParameter } from '@course/contracts/catalogue-course';
import type { courseList, getModuleDetails, getTabHome } from '@course/contracts/catalogue-listing';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import { type Page, pageWindow } from '../../db/paging.ts';
import {
  type BrandCode,
  categoryModuleCourses,
  categoryModules,
  courseCategories,
  courseOwnerships,
  courses,
  sections,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import { courseCards } from './course-cards.ts';

/** The course lists: search by parameters, a category's courses, categories, a category's home and modules. */

/** One page of the course ids matching `where` in `order`, with the total: how every course list pages. */
async function pagedCourseIds(
  db: AppDb,
  where: SQL | undefined,
  order: SQL[],
  page: Page,
): Promise<{ ids: number[]; total: number }> {
  const [total] = await db.select({ n: count() }).from(courses).where(where);
  const { limit, offset } = pageWindow(page);
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return { ids: rows.map((r) => r.id), total: Number(total?.n ?? 0) };
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

/** A brand's published courses by subject, ids, free only or keyword (title, teacher or a section title), sorted, a page at a time, with the brand's subjects. */
export async function coursesByParameter(
  db: AppDb,
  input: CallInput<typeof listByParameter> & { brand: BrandCode; now: Date },
) {
  const { brand } = input;
  const conditions = [eq(courses.brand, brand), eq(courses.status, 'published')];
  if (input.subject) conditions.push(eq(courses.subject, input.subject));
  if (input.ids?.length) conditions.push(inArray(courses.id, input.ids));
  if (input.onlyFree) conditions.push(or(eq(courses.priceCents, 0), eq(courses.isZeroYuan, true))!);
  const keyword = input.keyword?.trim();
  if (keyword) {
    const like = `%${escapeLike(keyword)}%`;
    conditions.push(
      or(
        ilike(courses.title, like),
        ilike(courses.subtitle, like),
        ilike(courses.teacherName, like),
        exists(
          db
            .select({ one: sql`1` })
            .from(sections)
            .where(and(eq(sections.courseId, courses.id), ilike(sections.title, like))),
        ),
      )!,
    );
  }
  const order =
    input.sort === 'priceAsc'
      ? [asc(courses.priceCents), asc(courses.id)]
      : input.sort === 'newest'
        ? [desc(courses.createdAt), desc(courses.id)]
        : input.sort === 'popular'
          ? [
              desc(
                sql`(select count(*) from ${courseOwnerships} where ${courseOwnerships.courseId} = ${courses.id})`,
              ),
              asc(courses.sort),
            ]
          : [asc(courses.sort), asc(courses.id)];
  const page = await pagedCourseIds(db, and(...conditions), order, input);
  const subjects = await db
    .selectDistinct({ subject: courses.subject })
    .from(courses)
    .where(and(eq(courses.brand, brand), eq(courses.status, 'published')))
    .orderBy(courses.subject);
  return {
    list: await courseCards(db, page.ids, input.now),
    total: page.total,
    subjects: subjects.map((s) => s.subject),
  };
}

/** A brand's course categories in order. */
export async function categoriesOf(db: AppDb, input: { brand: BrandCode }) {
  const { brand } = input;
  return db
    .select({
      id: courseCategories.id,
      name: courseCategories.name,
      iconText: courseCategories.iconText,
      color: courseCategories.color,
    })
    .from(courseCategories)
    .where(eq(courseCategories.brand, brand))
    .orderBy(asc(courseCategories.sort), asc(courseCategories.id));
}

/** A category's home: its modules with their first six courses. */
export async function categoryHome(db: AppDb, input: CallInput<typeof getTabHome> & { now: Date }) {
  const [category] = await db
    .select()
    .from(courseCategories)
    .where(eq(courseCategories.id, input.categoryId))
    .limit(1);
  if (!category) throw notFound('分类');
  const modules = await db
    .select()
    .from(categoryModules)
    .where(eq(categoryModules.categoryId, category.id))
    .orderBy(asc(categoryModules.sort), asc(categoryModules.id));
  return {
    category: { id: category.id, name: category.name, iconText: category.iconText, color: category.color },
    modules: await Promise.all(modules.map((m) => moduleWithCourses(db, m, input.now, 6))),
  };
}

/** A brand's published courses (of a category, matching a keyword), a page at a time. */
export async function courseListOf(
  db: AppDb,
  input: CallInput<typeof courseList> & { brand: BrandCode; now: Date },
) {
  const { brand } = input;
  const conditions = [eq(courses.brand, brand), eq(courses.status, 'published')];
  if (input.categoryId) {
    const ids = await db
      .selectDistinct({ courseId: categoryModuleCourses.courseId })
      .from(categoryModuleCourses)
      .innerJoin(categoryModules, eq(categoryModules.id, categoryModuleCourses.moduleId))
      .where(eq(categoryModules.categoryId, input.categoryId));
    if (ids.length === 0) return { list: [], total: 0 };
    conditions.push(
      inArray(
        courses.id,
        ids.map((i) => i.courseId),
      ),
    );
  }
  const keyword = input.keyword?.trim();
  if (keyword) {
    const like = `%${escapeLike(keyword)}%`;
    conditions.push(
      or(ilike(courses.title, like), ilike(courses.subtitle, like), ilike(courses.teacherName, like))!,
    );
  }
  const page = await pagedCourseIds(db, and(...conditions), [asc(courses.sort), asc(courses.id)], input);
  return { list: await courseCards(db, page.ids, input.now), total: page.total };
}

/** A category module with all its courses. */
export async function moduleOf(db: AppDb, input: CallInput<typeof getModuleDetails> & { now: Date }) {
  const [row] = await db
    .select()
    .from(categoryModules)
    .where(eq(categoryModules.id, input.moduleId))
    .limit(1);
  if (!row) throw notFound('模块');
  return moduleWithCourses(db, row, input.now);
}
