import { startOfBeijingDay } from '@course/domain/beijing-time';
import { and, eq } from 'drizzle-orm';
import { sandboxStreamUrl } from '../sandbox/live-stream.ts';
import type { AppDb } from './client.ts';
import {
  courses,
  courseTeacherContacts,
  studyTourNotices,
  studyTourStations,
  studyTours,
} from './schema/index.ts';
import { demoCourse } from './seed-ledger.ts';

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
function tourCourse(db: AppDb, title: string, priceCents: number): Promise<number | null> {
  return demoCourse(db, title, 'nbc', title, () => insertTourCourse(db, title, priceCents));
}

async function insertTourCourse(db: AppDb, title: string, priceCents: number): Promise<number | null> {
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

export async function seedStudyTour(
  db: AppDb,
  url: (file: string) => string = (file) => `/uploads/${file}`,
  now: Date = new Date(),
): Promise<void> {
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
  await seedStations(db, url, at);
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

/**
 * The Xi'an tour's four stations (issue 18): each with its introduction, classroom tasks and video; the first
 * station's classroom is the sandbox's live stream, the others the recorded test-pattern lesson. Inserted once.
 */
async function seedStations(db: AppDb, url: (file: string) => string, at: (days: number) => Date) {
  const [tour] = await db
    .select({ id: studyTours.id, startsAt: studyTours.startsAt })
    .from(studyTours)
    .where(eq(studyTours.code, 'xian-calligraphy'))
    .limit(1);
  if (!tour) return;
  const recorded = url('media/pattern.mp4');
  await db
    .insert(studyTourStations)
    .values([
      {
        tourId: tour.id,
        sort: 1,
        name: '开营课堂',
        place: '西安·书院门研学基地',
        intro: [
          '抵达西安后的第一站：认识同行的伙伴和带队老师，复习楷书基本笔画。',
          '课堂全程直播，家长可在线同步观看。',
        ],
        tasks: ['完成开营签到', '临写“永字八法”一遍', '写下本次研学想解决的一个书写问题'],
        arrivesAt: at(60),
        videoTitle: '开营课堂直播',
        videoUrl: sandboxStreamUrl(at(-1)),
      },
      {
        tourId: tour.id,
        sort: 2,
        name: '西安碑林博物馆',
        place: '西安市碑林区三学街15号',
        intro: [
          '中国收藏古代碑石时间最早、名碑最多的博物馆，被誉为“书法艺术的宝库”。',
          '在颜真卿《多宝塔碑》前现场临帖，老师讲解笔法源流。',
        ],
        tasks: ['找到《多宝塔碑》并拍照打卡', '现场临写碑中 8 个字', '记录一处你最喜欢的笔画'],
        arrivesAt: at(61),
        videoTitle: '碑林导学：颜体楷书的笔法',
        videoUrl: recorded,
      },
      {
        tourId: tour.id,
        sort: 3,
        name: '陕西历史博物馆',
        place: '西安市雁塔区小寨东路91号',
        intro: ['从甲骨文、金文到篆隶楷，沿着展品看汉字的演变。', '汉字演变专题课在博物馆教室进行。'],
        tasks: ['找到一件刻有文字的青铜器', '画出一个汉字从甲骨文到楷书的演变'],
        arrivesAt: at(62),
        videoTitle: '汉字演变专题课',
        videoUrl: recorded,
      },
      {
        tourId: tour.id,
        sort: 4,
        name: '大雁塔与书院门',
        place: '西安市雁塔区大慈恩寺内',
        intro: [
          '大雁塔下读《雁塔圣教序》，书院门文房街认识笔墨纸砚。',
          '结营前完成一幅作品，参加最后一天的作品展示。',
        ],
        tasks: ['挑选一支适合自己的毛笔', '完成结营作品初稿'],
        arrivesAt: at(63),
        videoTitle: '文房四宝实践课',
        videoUrl: recorded,
      },
    ])
    .onConflictDoNothing();
}
