import type { pianoVideoDetail } from '@course/contracts/tools-piano';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { chapters, courses, sections } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import { courseCard } from '../catalogue/course-cards.ts';
import { ownsCourse } from '../catalogue/ownership.ts';
import { requireToolAccess } from './permissions.ts';

/**
 * Piano tools: the demonstration videos are the piano course's video lessons (trial lessons for everyone, the
 * others once the learner owns the course: the course's own access rule, never bypassed by the tool), the
 * promotion opens that course in the catalogue with facts counted from it. The further reading and listening
 * (extracurricular_expansion) is the content library's `expansion` family (content-library.ts).
 */

export const PIANO_TOOL_CODE = 'piano-practice';

/** The piano course of the tools: the first published course of the piano subject. */
async function pianoCourse(db: AppDb) {
  const [course] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.subject, 'piano'), eq(courses.status, 'published')))
    .orderBy(asc(courses.sort), asc(courses.id))
    .limit(1);
  return course ?? null;
}

async function courseVideos(db: AppDb, courseId: number, owned: boolean) {
  const rows = await db
    .select({
      id: sections.id,
      title: sections.title,
      chapterTitle: chapters.title,
      durationSec: sections.durationSec,
      isTrial: sections.isTrial,
      mediaUrl: sections.mediaUrl,
    })
    .from(sections)
    .innerJoin(chapters, eq(chapters.id, sections.chapterId))
    .where(and(eq(sections.courseId, courseId), eq(sections.kind, 'video')))
    .orderBy(asc(chapters.sort), asc(sections.sort), asc(sections.id));
  return rows.map((r) => ({ ...r, playable: r.isTrial || owned }));
}

const publicVideo = (v: Awaited<ReturnType<typeof courseVideos>>[number]) => ({
  id: v.id,
  title: v.title,
  chapterTitle: v.chapterTitle,
  durationSec: v.durationSec,
  isTrial: v.isTrial,
  playable: v.playable,
});

export async function pianoVideoList(db: AppDb, customerId: number, now: Date) {
  await requireToolAccess(db, customerId, PIANO_TOOL_CODE, now);
  const course = await pianoCourse(db);
  if (!course) return { course: null, list: [] };
  const owned = await ownsCourse(db, customerId, course.id);
  return {
    course: { id: course.id, title: course.title, owned },
    list: (await courseVideos(db, course.id, owned)).map(publicVideo),
  };
}

export async function pianoVideoOf(
  db: AppDb,
  customerId: number,
  input: CallInput<typeof pianoVideoDetail>,
  now: Date,
) {
  await requireToolAccess(db, customerId, PIANO_TOOL_CODE, now);
  const course = await pianoCourse(db);
  if (!course) throw notFound('示范视频');
  const owned = await ownsCourse(db, customerId, course.id);
  const videos = await courseVideos(db, course.id, owned);
  const video = videos.find((v) => v.id === input.id);
  if (!video) throw notFound('示范视频');
  return {
    ...publicVideo(video),
    courseId: course.id,
    mediaUrl: video.playable ? video.mediaUrl : null,
    posterUrl: course.coverUrl,
    others: videos.filter((v) => v.id !== video.id).map(publicVideo),
  };
}

/** Minutes as the promotion shows a length: 约 N 分钟, or 约 H 小时 M 分钟. */
export function lengthText(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes < 60 ? `约 ${minutes} 分钟` : `约 ${Math.floor(minutes / 60)} 小时 ${minutes % 60} 分钟`;
}

/**
 * The promotion: the piano course as the catalogue sells it (price, a running offer, owned), and what it
 * holds, counted from its own rows: lessons by kind, trial lessons, length, learners, chapters with their lesson
 * titles. Nothing here is written by hand, so it cannot drift from the course.
 */
export async function pianoPromoteOf(db: AppDb, customerId: number, now: Date) {
  await requireToolAccess(db, customerId, PIANO_TOOL_CODE, now);
  const course = await pianoCourse(db);
  if (!course) return { course: null, facts: [], chapters: [] };
  const [card, owned, rows] = await Promise.all([
    courseCard(db, course.id, now),
    ownsCourse(db, customerId, course.id),
    db
      .select({
        chapterId: chapters.id,
        chapterTitle: chapters.title,
        title: sections.title,
        kind: sections.kind,
        durationSec: sections.durationSec,
        isTrial: sections.isTrial,
      })
      .from(sections)
      .innerJoin(chapters, eq(chapters.id, sections.chapterId))
      .where(eq(sections.courseId, course.id))
      .orderBy(asc(chapters.sort), asc(chapters.id), asc(sections.sort), asc(sections.id)),
  ]);
  const byKind = (kind: string) => rows.filter((r) => r.kind === kind).length;
  const kinds = [
    ['video', '视频'],
    ['audio', '音频'],
    ['text', '图文'],
  ] as const;
  const kindText = kinds
    .map(([kind, name]) => (byKind(kind) ? `${byKind(kind)} 节${name}` : ''))
    .filter(Boolean)
    .join('、');
  const trial = rows.filter((r) => r.isTrial).length;
  const seconds = rows.reduce((n, r) => n + r.durationSec, 0);
  // rows come chapter by chapter (ordered above); a chapter is its id, two chapters may share a title
  const chapterList: { id: number; title: string; lessons: string[] }[] = [];
  for (const r of rows) {
    const last = chapterList.at(-1);
    if (last && last.id === r.chapterId) last.lessons.push(r.title);
    else chapterList.push({ id: r.chapterId, title: r.chapterTitle, lessons: [r.title] });
  }
  const facts = [
    { label: '课时', value: `${rows.length} 节${kindText ? `（${kindText}）` : ''}` },
    { label: '章节', value: `${chapterList.length} 章` },
    ...(seconds > 0 ? [{ label: '总时长', value: lengthText(seconds) }] : []),
    { label: '免费试听', value: trial ? `${trial} 节` : '暂无' },
    { label: '主讲老师', value: course.teacherName || '课程老师' },
    { label: '学员', value: `${card.learnerCount} 人已报名` },
  ];
  return {
    course: {
      id: course.id,
      title: course.title,
      subtitle: course.subtitle,
      intro: course.intro,
      teacherName: course.teacherName,
      coverUrl: course.coverUrl,
      priceCents: course.priceCents,
      originalPriceCents: course.originalPriceCents,
      offerPriceCents: card.offer?.priceCents ?? null,
      owned,
    },
    facts,
    chapters: chapterList.map(({ title, lessons }) => ({ title, lessons })),
  };
}
