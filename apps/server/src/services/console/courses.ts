// Over 300 lines: the console's course reads and their audited writes, one function per call.
import type { ConsoleRequestOf } from '@course/contracts/console-call';
import type {
  consoleChapterSave,
  consoleCourseList,
  consoleCourseSave,
  consolePackageSave,
  consoleSectionSave,
} from '@course/contracts/console-courses';
import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import {
  chapters,
  chapterUnlockRules,
  coursePackageItems,
  coursePackages,
  courses,
  sections,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import {
  writeChapter,
  writeCourse,
  writeCourseStatus,
  writeOutlineOrder,
  writePackage,
  writeSection,
  writeSectionMedia,
} from '../catalogue/course-writes.ts';
import { writeAudit } from './audit.ts';

/**
 * The console's courses and content (issue 17 item 8): what the editor reads (any status: drafts too) and the
 * writes, each through the catalogue's write path (catalogue/course-writes.ts) with its audit row (before and
 * after) in the same transaction.
 */

type Actor = { staffId: number; ip: string };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listCourses(db: AppDb, input: ConsoleRequestOf<typeof consoleCourseList>) {
  const conditions: SQL[] = [];
  if (input.q) conditions.push(ilike(courses.title, `%${escapeLike(input.q)}%`));
  if (input.brand) conditions.push(eq(courses.brand, input.brand));
  if (input.status) conditions.push(eq(courses.status, input.status));
  const rows = await db
    .select({
      id: courses.id,
      brand: courses.brand,
      title: courses.title,
      subject: courses.subject,
      coverUrl: courses.coverUrl,
      priceCents: courses.priceCents,
      originalPriceCents: courses.originalPriceCents,
      isZeroYuan: courses.isZeroYuan,
      status: courses.status,
      sort: courses.sort,
      chapterCount: sql<number>`(select count(*)::int from ${chapters} where ${chapters.courseId} = ${courses.id})`,
      sectionCount: sql<number>`(select count(*)::int from ${sections} where ${sections.courseId} = ${courses.id})`,
    })
    .from(courses)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(courses.id))
    .limit(500);
  return {
    list: rows.map((r) => ({
      ...r,
      chapterCount: Number(r.chapterCount),
      sectionCount: Number(r.sectionCount),
    })),
  };
}

export async function courseForEditor(db: AppDb, courseId: number) {
  const [row] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!row) throw notFound('课程');
  const chapterRows = await db
    .select({
      id: chapters.id,
      title: chapters.title,
      unlockAt: chapters.unlockAt,
      ruleKind: chapterUnlockRules.kind,
      ruleDays: chapterUnlockRules.days,
    })
    .from(chapters)
    .leftJoin(chapterUnlockRules, eq(chapterUnlockRules.chapterId, chapters.id))
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.sort), asc(chapters.id));
  const sectionRows = await db
    .select()
    .from(sections)
    .where(eq(sections.courseId, courseId))
    .orderBy(asc(sections.sort), asc(sections.id));
  return {
    course: {
      id: row.id,
      brand: row.brand,
      title: row.title,
      subtitle: row.subtitle,
      subject: row.subject,
      coverUrl: row.coverUrl,
      teacherName: row.teacherName,
      teacherAvatarUrl: row.teacherAvatarUrl,
      intro: row.intro,
      priceCents: row.priceCents,
      originalPriceCents: row.originalPriceCents,
      isZeroYuan: row.isZeroYuan,
      status: row.status,
      sort: row.sort,
      chapterCount: chapterRows.length,
      sectionCount: sectionRows.length,
      chapters: chapterRows.map((c) => ({
        id: c.id,
        title: c.title,
        unlockAt: c.unlockAt?.getTime() ?? null,
        unlockRule: c.ruleKind ?? ('none' as const),
        unlockDays: c.ruleDays ?? 0,
        sections: sectionRows
          .filter((s) => s.chapterId === c.id)
          .map((s) => ({
            id: s.id,
            chapterId: s.chapterId,
            title: s.title,
            kind: s.kind,
            mediaUrl: s.mediaUrl,
            durationSec: s.durationSec,
            isTrial: s.isTrial,
            content: s.content,
          })),
      })),
    },
  };
}

const rowOf = (course: Awaited<ReturnType<typeof courseForEditor>>['course']) => {
  const { chapters: _c, subtitle: _s, intro: _i, teacherName: _t, teacherAvatarUrl: _a, ...row } = course;
  return row;
};

export async function saveCourse(db: AppDb, input: ConsoleRequestOf<typeof consoleCourseSave>, actor: Actor) {
  const { courseId, ...fields } = input;
  const id = await db.transaction(async (tx) => {
    const change = await writeCourse(tx, courseId, fields);
    await writeAudit(tx, {
      ...actorOf(actor),
      action: change.before ? 'course.update' : 'course.create',
      targetType: 'course',
      targetId: change.after.id,
      before: change.before,
      after: change.after,
    });
    return change.after.id;
  });
  return courseForEditor(db, id);
}

export async function setCourseOnSale(db: AppDb, input: { courseId: number; onSale: boolean }, actor: Actor) {
  await db.transaction(async (tx) => {
    const change = await writeCourseStatus(tx, input.courseId, input.onSale ? 'published' : 'draft');
    await writeAudit(tx, {
      ...actorOf(actor),
      action: input.onSale ? 'course.on-sale' : 'course.off-sale',
      targetType: 'course',
      targetId: input.courseId,
      before: { status: change.before?.status ?? null },
      after: { status: change.after.status },
    });
  });
  return { course: rowOf((await courseForEditor(db, input.courseId)).course) };
}

export async function saveChapter(
  db: AppDb,
  input: ConsoleRequestOf<typeof consoleChapterSave>,
  actor: Actor,
) {
  await db.transaction(async (tx) => {
    const change = await writeChapter(tx, {
      courseId: input.courseId,
      chapterId: input.chapterId,
      title: input.title,
      unlockAt: input.unlockAt === null ? null : new Date(input.unlockAt),
      rule: { kind: input.unlockRule, days: input.unlockDays },
    });
    await writeAudit(tx, {
      ...actorOf(actor),
      action: change.before ? 'chapter.update' : 'chapter.create',
      targetType: 'chapter',
      targetId: change.after.id,
      before: change.before,
      after: change.after,
    });
  });
  return courseForEditor(db, input.courseId);
}

export async function saveSection(
  db: AppDb,
  input: ConsoleRequestOf<typeof consoleSectionSave>,
  actor: Actor,
) {
  const courseId = await db.transaction(async (tx) => {
    const change = await writeSection(tx, input);
    await writeAudit(tx, {
      ...actorOf(actor),
      action: change.before ? 'section.update' : 'section.create',
      targetType: 'section',
      targetId: change.after.id,
      before: change.before,
      after: change.after,
    });
    return change.after.courseId;
  });
  return courseForEditor(db, courseId);
}

export async function attachSectionMedia(
  db: AppDb,
  sectionId: number,
  media: { kind: 'audio' | 'video'; mediaUrl: string; durationSec: number },
  actor: Actor,
) {
  await db.transaction(async (tx) => {
    const change = await writeSectionMedia(tx, sectionId, media);
    await writeAudit(tx, {
      ...actorOf(actor),
      action: 'section.media',
      targetType: 'section',
      targetId: sectionId,
      before: change.before && {
        kind: change.before.kind,
        mediaUrl: change.before.mediaUrl,
        durationSec: change.before.durationSec,
      },
      after: {
        kind: change.after.kind,
        mediaUrl: change.after.mediaUrl,
        durationSec: change.after.durationSec,
      },
    });
  });
}

export async function reorderCourse(
  db: AppDb,
  input: { courseId: number; chapters: { chapterId: number; sectionIds: number[] }[] },
  actor: Actor,
) {
  await db.transaction(async (tx) => {
    const change = await writeOutlineOrder(tx, input.courseId, input.chapters);
    await writeAudit(tx, {
      ...actorOf(actor),
      action: 'course.reorder',
      targetType: 'course',
      targetId: input.courseId,
      before: { chapters: change.before },
      after: { chapters: change.after },
    });
  });
  return courseForEditor(db, input.courseId);
}

export async function listPackages(db: AppDb) {
  const rows = await db.select().from(coursePackages).orderBy(desc(coursePackages.id)).limit(500);
  const ids = rows.map((r) => r.id);
  const items =
    ids.length === 0
      ? []
      : await db
          .select({
            packageId: coursePackageItems.packageId,
            id: courses.id,
            title: courses.title,
            priceCents: courses.priceCents,
          })
          .from(coursePackageItems)
          .innerJoin(courses, eq(courses.id, coursePackageItems.courseId))
          .where(inArray(coursePackageItems.packageId, ids))
          .orderBy(asc(coursePackageItems.sort));
  return {
    list: rows.map((r) => ({
      id: r.id,
      brand: r.brand,
      title: r.title,
      intro: r.intro,
      coverUrl: r.coverUrl,
      priceCents: r.priceCents,
      originalPriceCents: r.originalPriceCents,
      courses: items
        .filter((i) => i.packageId === r.id)
        .map(({ id, title, priceCents }) => ({ id, title, priceCents })),
    })),
  };
}

export async function savePackage(
  db: AppDb,
  input: ConsoleRequestOf<typeof consolePackageSave>,
  actor: Actor,
) {
  const { packageId, ...fields } = input;
  const id = await db.transaction(async (tx) => {
    const change = await writePackage(tx, packageId, fields);
    await writeAudit(tx, {
      ...actorOf(actor),
      action: change.before ? 'package.update' : 'package.create',
      targetType: 'package',
      targetId: change.after.id,
      before: change.before,
      after: change.after,
    });
    return change.after.id;
  });
  const found = (await listPackages(db)).list.find((p) => p.id === id);
  if (!found) throw notFound('套餐');
  return { package: found };
}

const actorOf = (actor: Actor) => ({ staffId: actor.staffId, ip: actor.ip });
