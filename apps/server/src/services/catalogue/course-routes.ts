import {
  chapterBasic,
  courseBasic,
  courseBasicV1,
  courseDetail,
  courseExtend,
  getPackCourseInfo,
  hasStockCourse,
  isPopup,
  limitedTimeOffer,
  listByParameter,
  listPackages,
  teacherWxInfo,
} from '@course/contracts/course-course';
import { COURSE_REFUND_NOTICE } from '@course/domain/refund-rule';
import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { escapeLike } from '../../db/like-pattern.ts';
import {
  chapters,
  courseOwnerships,
  coursePackageItems,
  coursePackages,
  courses,
  courseTeacherContacts,
  courseWelfares,
  customers,
  exams,
  homeworks,
  sections,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { brandOf, courseCard, courseCards, courseRow } from './course-cards.ts';
import { learnerCamps } from './learner-camps.ts';
import { loadOutline, ownershipOf } from './outline.ts';
import { courseQuote } from './pricing.ts';

/** /course/api/v1/course/* and hasStockCourse. */
export function registerCourseCalls(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const now = () => new Date(app.deps.now());

  const courseInfo = async (courseId: number) => {
    const row = await courseRow(db(), courseId);
    return { ...(await courseCard(db(), courseId, now())), intro: row.intro };
  };

  registerCall(app, courseDetail, async ({ body, customer }) => {
    const course = await courseInfo(body.courseId);
    const outline = await loadOutline(db(), {
      courseId: course.id,
      customerId: customer?.customerId ?? null,
      now: now(),
    });
    const [[welfare], [exam], [homework]] = await Promise.all([
      db()
        .select({ id: courseWelfares.id })
        .from(courseWelfares)
        .where(eq(courseWelfares.courseId, course.id)),
      db().select({ id: exams.id }).from(exams).where(eq(exams.courseId, course.id)).limit(1),
      db().select({ id: homeworks.id }).from(homeworks).where(eq(homeworks.courseId, course.id)).limit(1),
    ]);
    return {
      course,
      price: await courseQuote(db(), course, customer?.customerId ?? null, now()),
      ownership: { isPay: outline.ownership !== null, source: outline.ownership?.source ?? null },
      chapters: outline.chapters,
      progress: outline.progress,
      hasWelfare: welfare !== undefined,
      hasExam: exam !== undefined,
      hasHomework: homework !== undefined,
    };
  });

  registerCall(app, courseBasic, async ({ body }) => courseInfo(body.courseId));

  registerCall(app, courseBasicV1, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const course = await courseInfo(ctx.body.courseId);
    const outline = await loadOutline(db(), { courseId: course.id, customerId, now: now() });
    return {
      course,
      ownership: { isPay: outline.ownership !== null, source: outline.ownership?.source ?? null },
      progress: outline.progress,
    };
  });

  registerCall(app, courseExtend, async ({ body }) => {
    const row = await courseRow(db(), body.courseId);
    const [stats] = await db()
      .select({
        sectionCount: sql<number>`count(*)::int`,
        totalDurationSec: sql<number>`coalesce(sum(${sections.durationSec}), 0)::int`,
      })
      .from(sections)
      .where(eq(sections.courseId, row.id));
    const [chapterStats] = await db()
      .select({ n: count() })
      .from(chapters)
      .where(eq(chapters.courseId, row.id));
    const learners = await db()
      .select({ nickname: customers.nickname, avatarUrl: customers.avatarUrl })
      .from(courseOwnerships)
      .innerJoin(customers, eq(customers.id, courseOwnerships.customerId))
      .where(eq(courseOwnerships.courseId, row.id))
      .orderBy(desc(courseOwnerships.grantedAt))
      .limit(8);
    const [learnerCount] = await db()
      .select({ n: count() })
      .from(courseOwnerships)
      .where(eq(courseOwnerships.courseId, row.id));
    return {
      teacher: {
        name: row.teacherName,
        avatarUrl: row.teacherAvatarUrl,
        intro: `${row.teacherName}老师，${row.subtitle}`,
      },
      chapterCount: Number(chapterStats?.n ?? 0),
      sectionCount: Number(stats?.sectionCount ?? 0),
      totalDurationSec: Number(stats?.totalDurationSec ?? 0),
      learnerCount: Number(learnerCount?.n ?? 0),
      recentLearners: learners.map((l) => ({ nickname: l.nickname ?? '学员', avatarUrl: l.avatarUrl ?? '' })),
      notice: COURSE_REFUND_NOTICE,
    };
  });

  registerCall(app, chapterBasic, async ({ body, customer }) => {
    const [chapter] = await db()
      .select({ courseId: chapters.courseId })
      .from(chapters)
      .where(eq(chapters.id, body.chapterId))
      .limit(1);
    if (!chapter) throw notFound('章节');
    await courseRow(db(), chapter.courseId);
    const outline = await loadOutline(db(), {
      courseId: chapter.courseId,
      customerId: customer?.customerId ?? null,
      now: now(),
    });
    return outline.chapters.find((c) => c.id === body.chapterId)!;
  });

  registerCall(app, listByParameter, async ({ body }) => {
    const brand = brandOf(body.productCode, app.config.brand);
    const conditions = [eq(courses.brand, brand), eq(courses.status, 'published')];
    if (body.subject) conditions.push(eq(courses.subject, body.subject));
    if (body.ids?.length) conditions.push(inArray(courses.id, body.ids));
    if (body.onlyFree) conditions.push(or(eq(courses.priceCents, 0), eq(courses.isZeroYuan, true))!);
    const keyword = body.keyword?.trim();
    if (keyword) {
      const like = `%${escapeLike(keyword)}%`;
      conditions.push(
        or(
          ilike(courses.title, like),
          ilike(courses.subtitle, like),
          ilike(courses.teacherName, like),
          exists(
            db()
              .select({ one: sql`1` })
              .from(sections)
              .where(and(eq(sections.courseId, courses.id), ilike(sections.title, like))),
          ),
        )!,
      );
    }
    const order =
      body.sort === 'priceAsc'
        ? [asc(courses.priceCents), asc(courses.id)]
        : body.sort === 'newest'
          ? [desc(courses.createdAt), desc(courses.id)]
          : body.sort === 'popular'
            ? [
                desc(
                  sql`(select count(*) from ${courseOwnerships} where ${courseOwnerships.courseId} = ${courses.id})`,
                ),
                asc(courses.sort),
              ]
            : [asc(courses.sort), asc(courses.id)];
    const where = and(...conditions);
    const [total] = await db().select({ n: count() }).from(courses).where(where);
    const rows = await db()
      .select({ id: courses.id })
      .from(courses)
      .where(where)
      .orderBy(...order)
      .limit(body.pageSize)
      .offset((body.pageNum - 1) * body.pageSize);
    const subjects = await db()
      .selectDistinct({ subject: courses.subject })
      .from(courses)
      .where(and(eq(courses.brand, brand), eq(courses.status, 'published')))
      .orderBy(courses.subject);
    return {
      list: await courseCards(
        db(),
        rows.map((r) => r.id),
        now(),
      ),
      total: Number(total?.n ?? 0),
      subjects: subjects.map((s) => s.subject),
    };
  });

  registerCall(app, isPopup, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const course = await courseRow(db(), ctx.body.courseId);
    const outline = await loadOutline(db(), { courseId: course.id, customerId, now: now() });
    if (!outline.ownership) return { isPopup: false, type: null };
    const [camp] = await learnerCamps(db(), customerId, [course.id]);
    if (camp?.teacherQrUrl) return { isPopup: true, type: 'teacher' as const };
    const [welfare] = await db()
      .select({ id: courseWelfares.id, giftCourseId: courseWelfares.giftCourseId })
      .from(courseWelfares)
      .where(eq(courseWelfares.courseId, course.id));
    if (welfare?.giftCourseId) {
      const [gift] = await db()
        .select({ id: courseOwnerships.id })
        .from(courseOwnerships)
        .where(
          and(
            eq(courseOwnerships.customerId, customerId),
            eq(courseOwnerships.courseId, welfare.giftCourseId),
          ),
        );
      if (!gift) return { isPopup: true, type: 'welfare' as const };
    }
    return { isPopup: false, type: null };
  });

  registerCall(app, teacherWxInfo, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const course = await courseRow(db(), ctx.body.courseId);
    const [camp] = await learnerCamps(db(), customerId, [course.id]);
    if (camp?.teacherQrUrl) {
      return {
        teacherName: camp.teacherName ?? course.teacherName,
        avatarUrl: course.teacherAvatarUrl,
        qrUrl: camp.teacherQrUrl,
        groupQrUrl: camp.groupQrUrl,
        className: camp.className,
      };
    }
    // outside a camp's class, an owner adds the course's own class teacher (course_teacher_contacts)
    const owned = (await ownershipOf(db(), customerId, course.id)) !== null;
    const [contact] = owned
      ? await db()
          .select({ teacherName: courseTeacherContacts.teacherName, qrUrl: courseTeacherContacts.qrUrl })
          .from(courseTeacherContacts)
          .where(eq(courseTeacherContacts.courseId, course.id))
          .limit(1)
      : [];
    return {
      teacherName: contact?.teacherName ?? camp?.teacherName ?? course.teacherName,
      avatarUrl: course.teacherAvatarUrl,
      qrUrl: contact?.qrUrl || null,
      groupQrUrl: camp?.groupQrUrl ?? null,
      className: camp?.className ?? null,
    };
  });

  registerCall(app, limitedTimeOffer, async ({ body }) => {
    const card = await courseCard(db(), body.courseId, now());
    return { offer: card.offer, originalPriceCents: card.originalPriceCents, priceCents: card.priceCents };
  });

  registerCall(app, getPackCourseInfo, async ({ body, customer }) => {
    const [pack] = await db()
      .select()
      .from(coursePackages)
      .where(eq(coursePackages.id, body.packageId))
      .limit(1);
    if (!pack) throw notFound('套餐');
    const items = await db()
      .select({ courseId: coursePackageItems.courseId })
      .from(coursePackageItems)
      .where(eq(coursePackageItems.packageId, pack.id))
      .orderBy(asc(coursePackageItems.sort));
    const ids = items.map((i) => i.courseId);
    let ownedCount = 0;
    if (customer && ids.length) {
      const [row] = await db()
        .select({ n: count() })
        .from(courseOwnerships)
        .where(
          and(eq(courseOwnerships.customerId, customer.customerId), inArray(courseOwnerships.courseId, ids)),
        );
      ownedCount = Number(row?.n ?? 0);
    }
    return {
      id: pack.id,
      title: pack.title,
      intro: pack.intro,
      coverUrl: pack.coverUrl,
      priceCents: pack.priceCents,
      originalPriceCents: pack.originalPriceCents,
      courses: await courseCards(db(), ids, now()),
      ownedCount,
    };
  });

  registerCall(app, listPackages, async ({ body }) => {
    const brand = brandOf(body.productCode, app.config.brand);
    const rows = await db()
      .select({
        id: coursePackages.id,
        title: coursePackages.title,
        intro: coursePackages.intro,
        coverUrl: coursePackages.coverUrl,
        priceCents: coursePackages.priceCents,
        originalPriceCents: coursePackages.originalPriceCents,
        courseCount: sql<number>`(select count(*)::int from ${coursePackageItems} where ${coursePackageItems.packageId} = ${coursePackages.id})`,
      })
      .from(coursePackages)
      .where(eq(coursePackages.brand, brand))
      .orderBy(asc(coursePackages.id));
    return rows.map((r) => ({ ...r, courseCount: Number(r.courseCount) }));
  });

  registerCall(app, hasStockCourse, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const [row] = await db()
      .select({ n: count() })
      .from(courseOwnerships)
      .where(eq(courseOwnerships.customerId, customerId));
    const n = Number(row?.n ?? 0);
    return { hasStockCourse: n > 0, count: n };
  });
}
