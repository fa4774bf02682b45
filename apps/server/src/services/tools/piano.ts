import type { pianoVideoDetail } from '@course/contracts/tools-piano';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { chapters, courses, sections } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import { ownsCourse } from '../catalogue/ownership.ts';
import { requireToolAccess } from './permissions.ts';

/**
 * Piano tools: the demonstration videos are the piano course's video lessons (trial lessons for everyone, the
 * others once the learner owns the course: the course's own access rule, never bypassed by the tool), the
 * promotion opens that course in the catalogue, the further reading and listening is a fixed list.
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

export const EXPANSION = [
  {
    id: 'r1',
    kind: 'read',
    title: '五线谱十分钟入门：高音谱号与低音谱号',
    author: '林雨桐',
    summary: '从中央 C 出发认识上下两行谱表，用“每个好孩子都爱吃糖”记住线上的音名。',
    minutes: 10,
  },
  {
    id: 'l1',
    kind: 'listen',
    title: '巴赫《G 大调小步舞曲》',
    author: '安娜·玛格达琳娜曲集',
    summary: '入门必听的巴洛克小品，留意左右手各自独立的旋律线。',
    minutes: 2,
  },
  {
    id: 'r2',
    kind: 'read',
    title: '为什么要用节拍器？稳定节奏的三个练法',
    author: '林雨桐',
    summary: '慢速 60 起步、每次加 4 拍、最后关掉节拍器自己数拍：三步把节奏“长”进手里。',
    minutes: 8,
  },
  {
    id: 'l2',
    kind: 'listen',
    title: '贝多芬《致爱丽丝》主题段落',
    author: '贝多芬',
    summary: '课程最后要弹的曲目，先听熟右手 E–D♯ 的来回摆动和左手的分解和弦。',
    minutes: 3,
  },
  {
    id: 'r3',
    kind: 'read',
    title: '成人学琴常见的五个误区',
    author: '课程教研组',
    summary: '手腕僵硬、只练右手、跳过慢练……每个误区附一条马上能用的改法。',
    minutes: 12,
  },
  {
    id: 'l3',
    kind: 'listen',
    title: '德彪西《月光》',
    author: '德彪西',
    summary: '感受踏板带来的音色层次，为以后学习踏板做耳朵上的准备。',
    minutes: 5,
  },
] as const;

export async function pianoExpansionOf(db: AppDb, customerId: number, now: Date) {
  await requireToolAccess(db, customerId, PIANO_TOOL_CODE, now);
  return { list: EXPANSION.map((item) => ({ ...item })) };
}

const HIGHLIGHTS = [
  { title: '零基础友好', text: '从认识键盘和五线谱讲起，每天 20 分钟' },
  { title: '名师示范', text: '每个动作都有近景示范视频，可反复观看' },
  { title: '练习有工具', text: '调音识音、节拍器、练习计划打卡一站配齐' },
  { title: '学完能弹', text: '结课完整弹奏《小星星》《欢乐颂》和《致爱丽丝》' },
];

export async function pianoPromoteOf(db: AppDb, customerId: number, now: Date) {
  await requireToolAccess(db, customerId, PIANO_TOOL_CODE, now);
  const course = await pianoCourse(db);
  return {
    course: course
      ? {
          id: course.id,
          title: course.title,
          subtitle: course.subtitle,
          teacherName: course.teacherName,
          coverUrl: course.coverUrl,
          priceCents: course.priceCents,
          originalPriceCents: course.originalPriceCents,
          owned: await ownsCourse(db, customerId, course.id),
        }
      : null,
    highlights: HIGHLIGHTS,
  };
}
