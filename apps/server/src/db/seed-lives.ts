import { startOfBeijingDay } from '@course/domain/beijing-time';
import { and, eq, inArray } from 'drizzle-orm';
import { sandboxStreamUrl } from '../sandbox/live-stream.ts';
import type { AppDb } from './client.ts';
import { courseLives, courses, customers, learnerQuestions, teachers } from './schema/index.ts';

/**
 * Demo live lessons and Q&A (issue 18) on the course 记忆宫殿进阶: an ended live with its replay, a public live
 * on air for a year from the first seeding (the live-stream landing qiniu-stream/{id} and its app diversion),
 * and one starting in three days at 20:00 Beijing time (liveNoticeDetail's countdown and reminder); three
 * public questions of the demo learners, two answered by the demo teacher (one with a video). The stream is the
 * sandbox's sliding live playlist (sandbox/live-stream.ts). Inserted once, dates relative to the first seeding.
 */
export const LIVE_DEMO_COURSE = '记忆宫殿进阶：影像记忆实战';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export async function seedLiveLessons(db: AppDb, url: (file: string) => string, now = new Date()) {
  const [course] = await db
    .select({ id: courses.id, teacherName: courses.teacherName })
    .from(courses)
    .where(eq(courses.title, LIVE_DEMO_COURSE))
    .limit(1);
  if (!course) return;
  const [existing] = await db
    .select({ id: courseLives.id })
    .from(courseLives)
    .where(eq(courseLives.courseId, course.id))
    .limit(1);
  if (existing) return;
  const teacherName = course.teacherName || '王老师';
  // 20:00 Beijing time, counted in days from the day of seeding
  const evening = (days: number) => new Date(startOfBeijingDay(now).getTime() + 20 * HOUR + days * DAY);
  await db.insert(courseLives).values([
    {
      courseId: course.id,
      title: '第一课直播：记忆宫殿的搭建方法',
      teacherName,
      intro: '用熟悉的房间搭建第一座记忆宫殿，现场演示 20 个词语的定桩记忆。',
      audience: 'owners',
      startsAt: evening(-2),
      endsAt: new Date(evening(-2).getTime() + HOUR),
      streamUrl: sandboxStreamUrl(evening(-2)),
      replayUrl: url('media/pattern.mp4'),
    },
    {
      courseId: course.id,
      title: '公开课：三分钟记住一串数字',
      teacherName,
      intro: '免费公开直播：数字编码法入门，边看边练，直播间可随时提问。',
      audience: 'public',
      startsAt: new Date(now.getTime() - HOUR),
      endsAt: new Date(now.getTime() + 365 * DAY),
      streamUrl: sandboxStreamUrl(new Date(now.getTime() - HOUR)),
      replayUrl: url('media/pattern.mp4'),
    },
    {
      courseId: course.id,
      title: '第二课直播：影像记忆实战演练',
      teacherName,
      intro: '把抽象信息转成画面：现场带练人名、地名与历史年代的影像记忆。',
      audience: 'owners',
      startsAt: evening(3),
      endsAt: new Date(evening(3).getTime() + 1.5 * HOUR),
      streamUrl: sandboxStreamUrl(evening(3)),
      replayUrl: null,
    },
  ]);

  const learners = await db
    .select({ id: customers.id, openid: customers.openid })
    .from(customers)
    .where(inArray(customers.openid, ['sandbox_demo_100001', 'sandbox_demo_100002']));
  const [teacher] = await db.select({ id: teachers.id, name: teachers.name }).from(teachers).limit(1);
  const [a, b] = [
    learners.find((l) => l.openid === 'sandbox_demo_100001'),
    learners.find((l) => l.openid === 'sandbox_demo_100002'),
  ];
  if (!a || !b || !teacher) return;
  const [asked] = await db
    .select({ id: learnerQuestions.id })
    .from(learnerQuestions)
    .where(and(eq(learnerQuestions.courseId, course.id), eq(learnerQuestions.customerId, a.id)))
    .limit(1);
  if (asked) return;
  await db.insert(learnerQuestions).values([
    {
      customerId: a.id,
      courseId: course.id,
      content: '记忆宫殿里的地点用完了怎么办？可以重复使用同一个房间吗？',
      answer:
        '可以重复使用，但建议间隔一周以上再用同一座宫殿，避免新旧信息互相干扰。地点不够时，可以把小区、学校、上班路线都变成新的宫殿。',
      answeredAt: new Date(now.getTime() - 20 * HOUR),
      answeredByTeacherId: teacher.id,
      answeredByName: teacher.name,
      createdAt: new Date(now.getTime() - DAY),
    },
    {
      customerId: b.id,
      courseId: course.id,
      content: '数字编码 00 到 99 一定要全部背下来吗？',
      answer: '先背常用的 0–30，够日常使用；看视频里的演示会更直观。',
      answerVideoUrl: url('media/pattern.mp4'),
      answeredAt: new Date(now.getTime() - 2 * HOUR),
      answeredByTeacherId: teacher.id,
      answeredByName: teacher.name,
      createdAt: new Date(now.getTime() - 5 * HOUR),
    },
    {
      customerId: b.id,
      courseId: course.id,
      content: '影像记忆练习每天多长时间比较合适？',
      createdAt: new Date(now.getTime() - HOUR),
    },
  ]);
}
