import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { courses, learnRecords, sectionBrowseLogs, sections, toolCatalog } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';

/**
 * The chronic-disease programme (issue 19): a catalogue course ('慢病生活方式管理') presented as a programme. Access
 * is the tool's (owning the course); chapters, playing and progress are the learning engine's. This adds the
 * programme's own words and the learner's summary (learned sections, days studied, where to continue).
 */

export const CHRONIC_TOOL = 'chronic-disease';

export const CHRONIC_DISCLAIMER =
  '本计划提供健康生活方式的科普与习惯养成练习，不是医学检查、诊断或治疗，不能替代医生的意见；用药和治疗方案请遵医嘱，身体不适请及时就医。';

export const CHRONIC_HIGHLIGHTS = [
  { title: '认识生活方式管理', text: '了解饮食、运动、睡眠与情绪对日常状态的影响，学会看懂自己的记录。' },
  { title: '一日三餐怎么搭配', text: '用“餐盘法”安排主食、蔬菜和蛋白质，少盐少油从小处做起。' },
  { title: '适合居家的轻运动', text: '跟着视频做热身与拉伸，循序渐进，量力而行。' },
  { title: '睡眠与放松练习', text: '睡前呼吸放松音频，帮助建立规律的作息。' },
] as const;

export async function chronicProgrammeOf(db: AppDb, customerId: number) {
  const [tool] = await db
    .select({ courseId: toolCatalog.courseId, name: toolCatalog.name })
    .from(toolCatalog)
    .where(eq(toolCatalog.code, CHRONIC_TOOL))
    .limit(1);
  if (!tool?.courseId) throw notFound('慢病管理计划');
  const [course] = await db.select().from(courses).where(eq(courses.id, tool.courseId)).limit(1);
  if (!course) throw notFound('慢病管理计划');
  const [total] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(sections)
    .where(eq(sections.courseId, course.id));
  const [learned] = await db
    .select({ n: sql<number>`count(*) filter (where ${learnRecords.isLearned})`.mapWith(Number) })
    .from(learnRecords)
    .where(and(eq(learnRecords.customerId, customerId), eq(learnRecords.courseId, course.id)));
  const [last] = await db
    .select({ sectionId: learnRecords.sectionId })
    .from(learnRecords)
    .where(and(eq(learnRecords.customerId, customerId), eq(learnRecords.courseId, course.id)))
    .orderBy(desc(learnRecords.lastAt))
    .limit(1);
  const days = await db.execute<{ n: number | string }>(sql`
    select count(distinct day)::int as n from (
      select ${sectionBrowseLogs.day}::date as day from ${sectionBrowseLogs}
        join ${sections} s on s.id = ${sectionBrowseLogs.sectionId}
        where ${sectionBrowseLogs.customerId} = ${customerId} and s.course_id = ${course.id}
      union
      select (${learnRecords.lastAt} at time zone 'Asia/Shanghai')::date from ${learnRecords}
        where ${learnRecords.customerId} = ${customerId} and ${learnRecords.courseId} = ${course.id}
    ) d`);
  return {
    toolCode: CHRONIC_TOOL,
    courseId: course.id,
    title: course.title,
    subtitle: course.subtitle,
    intro: course.intro,
    coverUrl: course.coverUrl,
    teacherName: course.teacherName,
    highlights: CHRONIC_HIGHLIGHTS.map((h) => ({ ...h })),
    disclaimer: CHRONIC_DISCLAIMER,
    learned: learned?.n ?? 0,
    total: total?.n ?? 0,
    studyDays: Number(days.rows[0]?.n ?? 0),
    lastSectionId: last?.sectionId ?? null,
  };
}
