import { startOfBeijingDay } from '@course/domain/beijing-time';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from './client.ts';
import { courses, courseTeacherContacts, studyTourNotices, studyTours } from './schema/index.ts';

/**
 * The demo study tours (issue 18) of brand nbc: one taking bookings (deposit 500 元 of 3980 元, 20 places) and one
 * past tour for 往期回顾, with two notices. Each tour is sold as its own course row (archived, so no catalogue
 * list shows it; the tour's orders carry it). Dates are relative to the first seeding; inserted once by code.
 */
const DAY = 86_400_000;
const TOUR_COURSE = '【研学】西安·博物馆里的书法课';
const PAST_COURSE = '【研学】杭州·西湖诗词游学';

/**
 * The tour's course row: archived (no list shows it), with the calligraphy course's cover, teacher and class
 * teacher contact (the tour's teachers are the calligraphy teachers), so every course keeps a cover and a contact.
 */
async function tourCourse(db: AppDb, title: string, priceCents: number): Promise<number | null> {
  const [found] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.brand, 'nbc'), eq(courses.title, title)))
    .limit(1);
  if (found) return found.id;
  const [source] = await db
    .select({ course: courses, contact: courseTeacherContacts })
    .from(courses)
    .innerJoin(courseTeacherContacts, eq(courseTeacherContacts.courseId, courses.id))
    .where(and(eq(courses.brand, 'nbc'), eq(courses.subject, 'calligraphy')))
    .limit(1);
  if (!source) return null;
  const [made] = await db
    .insert(courses)
    .values({
      brand: 'nbc',
      title,
      subject: 'calligraphy',
      coverUrl: source.course.coverUrl,
      teacherName: source.course.teacherName,
      teacherAvatarUrl: source.course.teacherAvatarUrl,
      priceCents,
      status: 'archived',
    })
    .returning({ id: courses.id });
  await db
    .insert(courseTeacherContacts)
    .values({ courseId: made!.id, teacherName: source.contact.teacherName, qrUrl: source.contact.qrUrl });
  return made!.id;
}

export async function seedStudyTour(db: AppDb, now: Date = new Date()): Promise<void> {
  // no cover image of its own yet: the pages show the city on the tour's colour instead
  const coverUrl = '';
  // dates at 09:00 Beijing time, counted in days from the day of seeding
  const t = startOfBeijingDay(now).getTime() + 9 * 3_600_000;
  const at = (days: number) => new Date(t + days * DAY);
  const current = await tourCourse(db, TOUR_COURSE, 398_000);
  const past = await tourCourse(db, PAST_COURSE, 298_000);
  if (current === null || past === null) return;
  await db
    .insert(studyTours)
    .values([
      {
        code: 'xian-calligraphy',
        brand: 'nbc',
        courseId: current,
        title: '西安·博物馆里的书法课（5天4晚）',
        subtitle: '碑林临帖 · 陕博研学 · 名师随行',
        city: '西安',
        coverUrl,
        intro: [
          '走进西安碑林博物馆，在颜真卿《多宝塔碑》前临帖，听书法老师讲笔法源流。',
          '全程名师随行、小班 20 人，含住宿、餐食、门票与保险。',
        ],
        schedule: [
          { day: '第1天', text: '抵达西安，开营仪式，书法基础笔法复习' },
          { day: '第2天', text: '西安碑林博物馆研学，现场临帖' },
          { day: '第3天', text: '陕西历史博物馆，汉字演变专题课' },
          { day: '第4天', text: '大雁塔、书院门，文房四宝实践' },
          { day: '第5天', text: '作品展示与结营，返程' },
        ],
        priceCents: 398_000,
        depositCents: 50_000,
        places: 20,
        startsAt: at(60),
        endsAt: at(64),
        bookingEndsAt: at(40),
        balanceDueAt: at(45),
        depositRefundUntil: at(30),
        balanceRefundUntil: at(50),
      },
      {
        code: 'hangzhou-poetry',
        brand: 'nbc',
        courseId: past,
        title: '杭州·西湖诗词游学（4天3晚）',
        subtitle: '苏堤白堤 · 诗词吟诵 · 宋韵体验',
        city: '杭州',
        coverUrl,
        intro: [
          '沿着苏轼、白居易的足迹漫步西湖，在景中读诗、在诗中写字。',
          '本期已圆满结束，感谢 18 位学员的参与。',
        ],
        schedule: [
          { day: '第1天', text: '西湖漫步，诗词吟诵' },
          { day: '第2天', text: '灵隐寺与飞来峰，书法写生' },
          { day: '第3天', text: '宋城宋韵体验' },
          { day: '第4天', text: '结营与作品分享' },
        ],
        priceCents: 298_000,
        depositCents: 30_000,
        places: 18,
        startsAt: at(-90),
        endsAt: at(-87),
        bookingEndsAt: at(-120),
        balanceDueAt: at(-110),
        depositRefundUntil: at(-130),
        balanceRefundUntil: at(-100),
      },
    ])
    .onConflictDoNothing();
  const [notice] = await db
    .select({ id: studyTourNotices.id })
    .from(studyTourNotices)
    .where(eq(studyTourNotices.brand, 'nbc'))
    .limit(1);
  if (notice) return;
  await db.insert(studyTourNotices).values([
    {
      brand: 'nbc',
      title: '西安书法研学开放报名',
      body: [
        '西安·博物馆里的书法课开放报名，名额 20 个，先付定金锁定名额。',
        '尾款请在截止时间前支付，逾期报名自动关闭，详见报名协议。',
      ],
      publishedAt: at(-1),
    },
    {
      brand: 'nbc',
      title: '研学出行安全须知',
      body: ['请随身携带身份证件，遵守带队老师安排。', '出发前 3 天将通过站内信发送集合时间与地点。'],
      publishedAt: at(-3),
    },
  ]);
}
