// Over 300 lines: a data set (the demo courses, chapters, sections and media) with its insert.
import path from 'node:path';
import { beijingDayKey } from '@course/domain/beijing-time';
import { and, eq, sql } from 'drizzle-orm';
import type { AppTransaction } from './client.ts';
import { renderQrSvg } from './qr-image.ts';
import {
  type BrandCode,
  campMembers,
  camps,
  categoryModuleCourses,
  categoryModules,
  chapters,
  chapterUnlockRules,
  classes,
  courseCategories,
  courseOffers,
  courseOwnerships,
  coursePackageItems,
  coursePackages,
  courses,
  courseTeacherContacts,
  courseWelfares,
  customerMessages,
  customers,
  examQuestions,
  exams,
  homeworks,
  learnMilestones,
  learnRecords,
  memberOnlyCourses,
  notes,
  sectionBrowseLogs,
  sections,
} from './schema/index.ts';
import { renderAvatarSvg, renderCoverSvg, writeFileIfChanged } from './seed-assets.ts';
import { LESSON_INTRO_SECONDS, melodyDuration } from './seed-courses-media.ts';
import { DEMO_COURSES } from './seed-data.ts';
import { demoCourse, firstId } from './seed-ledger.ts';

/**
 * The courses module's demo data (issue 5): two more courses of its own (an audio course and a video course
 * with a stream and a document), find-courses tabs and modules, a limited-time offer, a package, a welfare with
 * a gift course, unlock rules, homework and exams, and a demo learner (学员小周, 100003) with progress, notes
 * and a class, who owns only these courses, the zero-yuan memory course and the calligraphy course.
 * The shared demo customers are left untouched. Idempotent like the rest of the seed.
 */

type Url = (file: string) => string;

const DAY = 86_400_000;

/** The demo learner's minutes on each of the three sections of their progress, one day each. */
export const DEMO_STAY_MINUTES = [12, 9, 4] as const;

export const COURSES_DEMO_LEARNER = {
  openid: 'sandbox_demo_courses_100003',
  wechatType: 99,
  nickname: '学员小周',
  mobile: '13912345678',
  learnNumber: '100003',
} as const;

type DemoSectionSpec = {
  title: string;
  kind: 'audio' | 'video' | 'text';
  file: string | null;
  durationSec: number;
  isTrial?: boolean;
  content?: string;
};

const OWN_COURSES: {
  slug: string;
  brand: BrandCode;
  subject: 'memory' | 'piano';
  title: string;
  subtitle: string;
  tag: string;
  teacherName: string;
  intro: string;
  priceCents: number;
  originalPriceCents: number;
  gradient: [string, string];
  /** 会员专享 (issue 18): not sold; a running membership opens it. */
  memberOnly?: boolean;
  chapters: {
    title: string;
    rule?: { kind: 'days_after_grant' | 'after_previous'; days: number };
    sections: DemoSectionSpec[];
  }[];
}[] = [
  {
    slug: 'daily-listen',
    brand: 'nbc',
    subject: 'memory',
    title: '每日一听：记忆力小课堂',
    subtitle: '每天 5 分钟音频，通勤路上练记忆',
    tag: '每日一听',
    teacherName: '王立新',
    intro:
      '把记忆训练拆成一节节小音频：开场导读、节奏记忆、旋律联想和放松练习。适合通勤、做家务时收听，配合学习中心的打卡，坚持 21 天养成好习惯。',
    priceCents: 2_990,
    originalPriceCents: 9_900,
    gradient: ['#36CFC9', '#08979C'],
    chapters: [
      {
        title: '第一章 听见记忆',
        sections: [
          {
            title: '1.1 开场导读：为什么你总是记不住',
            kind: 'audio',
            file: 'media/lesson-intro.mp3',
            durationSec: LESSON_INTRO_SECONDS,
            isTrial: true,
          },
          {
            title: '1.2 节奏记忆：跟着《小星星》记数字',
            kind: 'audio',
            file: 'media/melody-twinkle.wav',
            durationSec: melodyDuration('media/melody-twinkle.wav'),
          },
        ],
      },
      {
        title: '第二章 旋律联想',
        rule: { kind: 'after_previous', days: 0 },
        sections: [
          {
            title: '2.1 用《欢乐颂》串联购物清单',
            kind: 'audio',
            file: 'media/melody-ode.wav',
            durationSec: melodyDuration('media/melody-ode.wav'),
          },
          {
            title: '2.2 睡前放松：记忆巩固冥想',
            kind: 'audio',
            file: 'media/melody-calm.wav',
            durationSec: melodyDuration('media/melody-calm.wav'),
          },
        ],
      },
    ],
  },
  {
    slug: 'memory-palace-video',
    brand: 'nbc',
    subject: 'memory',
    title: '记忆宫殿进阶：影像记忆实战',
    subtitle: '视频精讲 + 图文讲义，带你搭建 5 座记忆宫殿',
    tag: '进阶课',
    teacherName: '王立新',
    intro:
      '在 21 天训练营的基础上继续进阶：用视频演示定桩与路线设计，配套图文讲义随时复习。课程按训练营节奏解锁，第三章在开课 7 天后开放。',
    priceCents: 19_900,
    originalPriceCents: 39_900,
    gradient: ['#9254DE', '#531DAB'],
    chapters: [
      {
        title: '第一章 宫殿的地基',
        sections: [
          {
            title: '1.1 试看：什么是影像记忆（直播回放）',
            kind: 'video',
            file: 'media/pattern.m3u8',
            durationSec: 6,
            isTrial: true,
          },
          { title: '1.2 选址：从你的家开始', kind: 'video', file: 'media/pattern.mp4', durationSec: 6 },
          {
            title: '1.3 讲义：定桩的十条规则',
            kind: 'text',
            file: null,
            durationSec: 0,
            content:
              '一、桩子要熟悉：优先选择每天都会看到的地点。\n二、顺序要固定：按顺时针方向走一遍。\n三、距离要适中：相邻两个桩子之间留出空间。\n四、特征要鲜明：避免两个长得很像的桩子。\n五、数量要节制：一个房间先定 5 个桩子。\n六、画面要夸张：把要记的内容放大、变色、动起来。\n七、感官要参与：想象声音、气味和触感。\n八、复习要及时：当天、第二天、一周后各走一遍。\n九、宫殿要分区：不同科目使用不同宫殿。\n十、练习要持续：每天用 10 分钟新建或复习一座宫殿。',
          },
        ],
      },
      {
        title: '第二章 路线与联结',
        sections: [
          { title: '2.1 一条路线记住 30 个词', kind: 'video', file: 'media/pattern.mp4', durationSec: 6 },
        ],
      },
      {
        title: '第三章 实战：背诵《出师表》',
        rule: { kind: 'days_after_grant', days: 7 },
        sections: [
          { title: '3.1 逐段定桩实战演示', kind: 'video', file: 'media/pattern.m3u8', durationSec: 6 },
        ],
      },
    ],
  },
  {
    slug: 'member-study-methods',
    brand: 'nbc',
    subject: 'memory',
    title: '会员专享：高效学习方法 6 讲',
    subtitle: '番茄钟、费曼学习法与间隔复习，会员免费学',
    tag: '会员专享',
    teacherName: '王立新',
    intro:
      '只为会员开放的方法课：用番茄钟管理专注、用费曼学习法检验是否真懂、用间隔复习对抗遗忘。6 节短课，每节配一个当天就能用上的小练习。会员期内免费学习，会员到期后需续费才能继续学习。',
    priceCents: 9_900,
    originalPriceCents: 19_900,
    gradient: ['#6B4F1D', '#3A2C12'],
    memberOnly: true,
    chapters: [
      {
        title: '第一章 专注与计划',
        sections: [
          {
            title: '1.1 番茄钟：25 分钟的专注',
            kind: 'audio',
            file: 'media/lesson-intro.mp3',
            durationSec: LESSON_INTRO_SECONDS,
            isTrial: true,
          },
          {
            title: '1.2 讲义：一周学习计划模板',
            kind: 'text',
            file: null,
            durationSec: 0,
            content:
              '一、每周日晚上花 15 分钟排下一周的课。\n二、每天只定一个必须完成的学习任务。\n三、把任务放进固定时段，例如早饭后或睡前。\n四、完成后在学习中心打卡，看见自己的坚持。',
          },
        ],
      },
      {
        title: '第二章 理解与复习',
        sections: [
          { title: '2.1 费曼学习法：讲给别人听', kind: 'video', file: 'media/pattern.mp4', durationSec: 6 },
          {
            title: '2.2 间隔复习：1-2-4-7 天',
            kind: 'audio',
            file: 'media/melody-calm.wav',
            durationSec: melodyDuration('media/melody-calm.wav'),
          },
        ],
      },
    ],
  },
];

const CATEGORIES: Record<
  BrandCode,
  {
    name: string;
    iconText: string;
    color: string;
    modules: { title: string; layout: 'banner' | 'list' | 'grid' | 'audio'; courses: string[] }[];
  }[]
> = {
  nbc: [
    {
      name: '推荐',
      iconText: '荐',
      color: '#FF5330',
      modules: [
        {
          title: '热门推荐',
          layout: 'banner',
          courses: ['memory-21days', 'memory-palace-video', 'piano-adult-beginner'],
        },
        {
          title: '精选好课',
          layout: 'list',
          courses: ['memory-21days', 'calligraphy-pen-30days', 'piano-adult-beginner', 'short-video-phone'],
        },
        { title: '限时优惠', layout: 'grid', courses: ['calligraphy-pen-30days', 'memory-palace-video'] },
        { title: '每日一听', layout: 'audio', courses: ['daily-listen'] },
      ],
    },
    {
      name: '记忆力',
      iconText: '记',
      color: '#FF7A45',
      modules: [
        {
          title: '记忆力课程',
          layout: 'list',
          courses: ['memory-21days', 'memory-palace-video', 'daily-listen'],
        },
      ],
    },
    {
      name: '书法',
      iconText: '书',
      color: '#8C6A4F',
      modules: [{ title: '书法课程', layout: 'list', courses: ['calligraphy-pen-30days'] }],
    },
    {
      name: '钢琴',
      iconText: '琴',
      color: '#597EF7',
      modules: [{ title: '钢琴课程', layout: 'list', courses: ['piano-adult-beginner'] }],
    },
    {
      name: '短视频',
      iconText: '视',
      color: '#F759AB',
      modules: [{ title: '短视频课程', layout: 'list', courses: ['short-video-phone'] }],
    },
  ],
  jz: [
    {
      name: '推荐',
      iconText: '荐',
      color: '#1677FF',
      modules: [{ title: '精选好课', layout: 'list', courses: ['health-baduanjin', 'finance-family'] }],
    },
    {
      name: '健康',
      iconText: '康',
      color: '#73D13D',
      modules: [{ title: '健康课程', layout: 'list', courses: ['health-baduanjin'] }],
    },
    {
      name: '理财',
      iconText: '财',
      color: '#FFC53D',
      modules: [{ title: '理财课程', layout: 'list', courses: ['finance-family'] }],
    },
  ],
};

const coverFile = (slug: string) => `covers/${slug}.svg`;
const teacherAvatarFile = (slug: string) => `avatars/teacher-${slug}.svg`;

/**
 * The class teacher of each demo course for buyers outside a camp's class (course_teacher_contacts): a name
 * and a QR to long-press, one per course, taking turns through these teachers.
 */
const CLASS_TEACHERS = ['周雨欣', '吴晓晴', '郑思远', '孙佳怡'] as const;
const courseTeacherQrFile = (slug: string) => `qr/course-${slug}-teacher.svg`;
const allCourseSlugs = () => [...DEMO_COURSES.map((c) => c.slug), ...OWN_COURSES.map((c) => c.slug)];
const classTeacherOf = (i: number) => CLASS_TEACHERS[i % CLASS_TEACHERS.length]!;

/** The covers and teacher avatars of the module's own courses, and every course's class-teacher QR. */
export async function writeCoursesDemoImages(uploadsDir: string): Promise<void> {
  for (const [i, slug] of allCourseSlugs().entries()) {
    await writeFileIfChanged(
      path.join(uploadsDir, courseTeacherQrFile(slug)),
      renderQrSvg(`sandbox://teacher/course/${slug}`, { label: `班主任 ${classTeacherOf(i)} 老师` }),
    );
  }
  for (const course of OWN_COURSES) {
    await writeFileIfChanged(
      path.join(uploadsDir, coverFile(course.slug)),
      renderCoverSvg({
        title: course.title,
        tag: course.tag,
        teacher: course.teacherName,
        from: course.gradient[0],
        to: course.gradient[1],
      }),
    );
    await writeFileIfChanged(
      path.join(uploadsDir, teacherAvatarFile(course.slug)),
      renderAvatarSvg(Array.from(course.teacherName)[0] ?? '师', course.gradient[1]),
    );
  }
  await writeFileIfChanged(
    path.join(uploadsDir, 'covers/package-interest.svg'),
    renderCoverSvg({
      title: '兴趣全能套餐：书法+钢琴+短视频',
      tag: '套餐',
      teacher: '陈墨言 林雨桐 赵一鸣',
      from: '#FF9C6E',
      to: '#D4380D',
    }),
  );
}

/** The course made once (seed-ledger.ts): null when an operator deleted it. */
function ownCourse(
  tx: AppTransaction,
  url: Url,
  course: (typeof OWN_COURSES)[number],
  sort: number,
): Promise<number | null> {
  return demoCourse(tx, course.slug, course.brand, course.title, () =>
    insertOwnCourse(tx, url, course, sort),
  );
}

async function insertOwnCourse(
  tx: AppTransaction,
  url: Url,
  course: (typeof OWN_COURSES)[number],
  sort: number,
): Promise<number> {
  const [row] = await tx
    .insert(courses)
    .values({
      brand: course.brand,
      title: course.title,
      subtitle: course.subtitle,
      subject: course.subject,
      coverUrl: url(coverFile(course.slug)),
      teacherName: course.teacherName,
      teacherAvatarUrl: url(teacherAvatarFile(course.slug)),
      intro: course.intro,
      priceCents: course.priceCents,
      originalPriceCents: course.originalPriceCents,
      isZeroYuan: false,
      sort,
    })
    .returning({ id: courses.id });
  const courseId = row!.id;
  for (const [ci, chapter] of course.chapters.entries()) {
    const [chapterRow] = await tx
      .insert(chapters)
      .values({ courseId, title: chapter.title, sort: ci + 1 })
      .returning({ id: chapters.id });
    if (chapter.rule)
      await tx.insert(chapterUnlockRules).values({ chapterId: chapterRow!.id, ...chapter.rule });
    await tx.insert(sections).values(
      chapter.sections.map((s, si) => ({
        chapterId: chapterRow!.id,
        courseId,
        title: s.title,
        kind: s.kind,
        mediaUrl: s.file ? url(s.file) : null,
        durationSec: s.durationSec,
        isTrial: s.isTrial ?? false,
        sort: si + 1,
        content: s.content ?? null,
      })),
    );
  }
  return courseId;
}

export async function seedCoursesDemo(
  tx: AppTransaction,
  url: Url,
  foundationIds: Map<string, number>,
): Promise<void> {
  const ids = new Map(foundationIds);
  for (const [i, course] of OWN_COURSES.entries()) {
    const courseId = await ownCourse(tx, url, course, 100 + i * 10);
    if (courseId === null) continue;
    ids.set(course.slug, courseId);
    if (course.memberOnly) await tx.insert(memberOnlyCourses).values({ courseId }).onConflictDoNothing();
  }
  const id = (slug: string) => ids.get(slug);
  const now = Date.now();

  // every course's class teacher, for buyers outside a camp's class
  const contacts = allCourseSlugs().flatMap((slug, i) => {
    const courseId = id(slug);
    return courseId
      ? [{ courseId, teacherName: classTeacherOf(i), qrUrl: url(courseTeacherQrFile(slug)) }]
      : [];
  });
  if (contacts.length) await tx.insert(courseTeacherContacts).values(contacts).onConflictDoNothing();

  // find-courses tabs and modules
  for (const [brand, categories] of Object.entries(CATEGORIES) as [BrandCode, (typeof CATEGORIES)['nbc']][]) {
    for (const [ci, category] of categories.entries()) {
      await tx
        .insert(courseCategories)
        .values({
          brand,
          name: category.name,
          iconText: category.iconText,
          color: category.color,
          sort: ci + 1,
        })
        .onConflictDoNothing();
      const [cat] = await tx
        .select({ id: courseCategories.id })
        .from(courseCategories)
        .where(and(eq(courseCategories.brand, brand), eq(courseCategories.name, category.name)));
      for (const [mi, module] of category.modules.entries()) {
        let moduleId = await firstId(
          tx
            .select({ id: categoryModules.id })
            .from(categoryModules)
            .where(and(eq(categoryModules.categoryId, cat!.id), eq(categoryModules.title, module.title))),
        );
        if (moduleId === undefined) {
          [{ id: moduleId }] = (await tx
            .insert(categoryModules)
            .values({ categoryId: cat!.id, title: module.title, layout: module.layout, sort: mi + 1 })
            .returning({ id: categoryModules.id })) as [{ id: number }];
        }
        const items = module.courses.flatMap((slug, i) =>
          id(slug) ? [{ moduleId: moduleId!, courseId: id(slug)!, sort: i + 1 }] : [],
        );
        if (items.length) await tx.insert(categoryModuleCourses).values(items).onConflictDoNothing();
      }
    }
  }

  // a limited-time offer on calligraphy and on the video course (renewed while the demo runs)
  for (const [slug, priceCents] of [
    ['calligraphy-pen-30days', 6_900],
    ['memory-palace-video', 14_900],
  ] as const) {
    const courseId = id(slug);
    if (!courseId) continue;
    const running = await firstId(
      tx
        .select({ id: courseOffers.id })
        .from(courseOffers)
        .where(and(eq(courseOffers.courseId, courseId), sql`${courseOffers.endsAt} > now()`)),
    );
    if (running === undefined) {
      await tx
        .insert(courseOffers)
        .values({ courseId, priceCents, startsAt: new Date(now - DAY), endsAt: new Date(now + 3 * DAY) });
    }
  }

  // a package
  const packageTitle = '兴趣全能套餐：书法+钢琴+短视频';
  let packageId = await firstId(
    tx.select({ id: coursePackages.id }).from(coursePackages).where(eq(coursePackages.title, packageTitle)),
  );
  if (packageId === undefined) {
    [{ id: packageId }] = (await tx
      .insert(coursePackages)
      .values({
        brand: 'nbc',
        title: packageTitle,
        intro: '三门兴趣课一次拿下：写一手好字、弹一首完整曲目、拍一条有质感的短视频。套餐价比单买省 ¥199。',
        coverUrl: url('covers/package-interest.svg'),
        priceCents: 39_900,
        originalPriceCents: 59_700,
      })
      .returning({ id: coursePackages.id })) as [{ id: number }];
    const items = ['calligraphy-pen-30days', 'piano-adult-beginner', 'short-video-phone'].flatMap(
      (slug, i) => (id(slug) ? [{ packageId: packageId!, courseId: id(slug)!, sort: i + 1 }] : []),
    );
    if (items.length) await tx.insert(coursePackageItems).values(items);
  }

  // welfare of the zero-yuan memory course: the daily listening course as a gift
  if (id('memory-21days') && id('daily-listen')) {
    await tx
      .insert(courseWelfares)
      .values({
        courseId: id('memory-21days')!,
        title: '训练营专属福利：赠《每日一听：记忆力小课堂》',
        content:
          '报名训练营即可免费领取音频课《每日一听：记忆力小课堂》，每天 5 分钟，配合训练营打卡效果更好。领取后在学习中心收听。',
        giftCourseId: id('daily-listen')!,
      })
      .onConflictDoNothing();
  }

  // homework and exams
  for (const slug of ['memory-21days', 'memory-palace-video']) {
    const courseId = id(slug);
    if (!courseId) continue;
    const hasHomework = await firstId(
      tx.select({ id: homeworks.id }).from(homeworks).where(eq(homeworks.courseId, courseId)),
    );
    if (hasHomework === undefined) {
      const [firstChapter] = await tx
        .select({ id: chapters.id })
        .from(chapters)
        .where(eq(chapters.courseId, courseId))
        .orderBy(chapters.sort)
        .limit(1);
      await tx.insert(homeworks).values([
        {
          courseId,
          chapterId: firstChapter?.id ?? null,
          title: '作业一：用图像记住 10 个词',
          content:
            '请用“串联法”记住下面 10 个词，并写下你想象的画面：苹果、火车、雨伞、老虎、书包、月亮、钥匙、蛋糕、电话、风筝。',
          analysis:
            '参考答案：一个巨大的苹果开着火车，车上撑着雨伞，伞下坐着老虎背着书包，书包里飞出月亮，月亮上挂着钥匙……画面越夸张越好记。',
          sort: 1,
        },
        {
          courseId,
          chapterId: null,
          title: '作业二：搭建你的第一座记忆宫殿',
          content: '在你的家里按顺时针方向选出 10 个桩子，写下它们的名称和顺序。',
          analysis:
            '参考答案：门口鞋柜 → 衣帽架 → 沙发 → 茶几 → 电视 → 餐桌 → 冰箱 → 灶台 → 洗手台 → 阳台晾衣杆。桩子要熟悉、有特征、顺序固定。',
          sort: 2,
        },
      ]);
    }
    const hasExam = await firstId(
      tx.select({ id: exams.id }).from(exams).where(eq(exams.courseId, courseId)),
    );
    if (hasExam === undefined) {
      const [exam] = await tx
        .insert(exams)
        .values({ courseId, title: '结课考试', passScore: 60 })
        .returning({ id: exams.id });
      await tx.insert(examQuestions).values([
        {
          examId: exam!.id,
          kind: 'single',
          stem: '艾宾浩斯遗忘曲线告诉我们，遗忘最快发生在什么时候？',
          options: ['学习后的最初几小时', '一周之后', '一个月之后', '一年之后'],
          answer: [0],
          explanation: '遗忘在学习后的最初阶段最快，所以要当天及时复习。',
          score: 25,
          sort: 1,
        },
        {
          examId: exam!.id,
          kind: 'multiple',
          stem: '以下哪些做法能让记忆画面更牢固？',
          options: ['画面夸张', '加入声音和气味', '只默读文字', '让画面动起来'],
          answer: [0, 1, 3],
          explanation: '夸张、多感官和动态画面都能加深印象；单纯默读效果最差。',
          score: 25,
          sort: 2,
        },
        {
          examId: exam!.id,
          kind: 'judge',
          stem: '记忆宫殿的桩子顺序可以每次随意改变。',
          options: ['正确', '错误'],
          answer: [1],
          explanation: '桩子的顺序必须固定，才能按顺序提取信息。',
          score: 25,
          sort: 3,
        },
        {
          examId: exam!.id,
          kind: 'single',
          stem: '一个房间刚开始建议定多少个桩子？',
          options: ['1 个', '5 个', '20 个', '50 个'],
          answer: [1],
          explanation: '先从 5 个开始，熟练后再增加。',
          score: 25,
          sort: 4,
        },
      ]);
    }
  }

  // a camp of the video course with one class
  const videoId = id('memory-palace-video');
  let classId: number | undefined;
  let campId: number | undefined;
  if (videoId) {
    campId = await firstId(tx.select({ id: camps.id }).from(camps).where(eq(camps.courseId, videoId)));
    if (campId === undefined) {
      [{ id: campId }] = (await tx
        .insert(camps)
        .values({ courseId: videoId, name: '记忆宫殿进阶营 第1期', startsAt: new Date(now - 2 * DAY) })
        .returning({ id: camps.id })) as [{ id: number }];
    }
    classId = await firstId(tx.select({ id: classes.id }).from(classes).where(eq(classes.campId, campId)));
    if (classId === undefined) {
      [{ id: classId }] = (await tx
        .insert(classes)
        .values({
          campId,
          name: '进阶营 1 班',
          teacherName: '李晓芸',
          capacity: 100,
          groupQrUrl: url('qr/camp1-class2-group.svg'),
          teacherQrUrl: url('qr/camp1-class2-teacher.svg'),
        })
        .returning({ id: classes.id })) as [{ id: number }];
    }
  }

  // the demo learner
  await tx
    .insert(customers)
    .values({ ...COURSES_DEMO_LEARNER, avatarUrl: url('avatars/avatar-10.svg') })
    .onConflictDoNothing();
  const [learner] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.openid, COURSES_DEMO_LEARNER.openid));
  const customerId = learner!.id;
  const grants: [string, 'bought' | 'gifted' | 'zero_yuan'][] = [
    ['memory-21days', 'zero_yuan'],
    ['calligraphy-pen-30days', 'bought'],
    ['daily-listen', 'gifted'],
    ['memory-palace-video', 'bought'],
  ];
  for (const [slug, source] of grants) {
    if (!id(slug)) continue;
    await tx
      .insert(courseOwnerships)
      .values({
        customerId,
        courseId: id(slug)!,
        source,
        grantRef: 'seed:courses-demo',
        grantedAt: new Date(now - 3 * DAY),
      })
      .onConflictDoNothing();
  }
  if (campId !== undefined && classId !== undefined) {
    const joined = await tx
      .insert(campMembers)
      .values({ customerId, campId, classId })
      .onConflictDoNothing()
      .returning({ campId: campMembers.campId });
    if (joined.length) {
      await tx
        .update(classes)
        .set({ seatsTaken: sql`${classes.seatsTaken} + 1` })
        .where(and(eq(classes.id, classId), sql`${classes.seatsTaken} < ${classes.capacity}`));
    }
  }
  // progress: the first memory chapter learned, half of the next section, a note and a message
  const memoryId = id('memory-21days');
  if (memoryId) {
    const memorySections = await tx
      .select()
      .from(sections)
      .where(eq(sections.courseId, memoryId))
      .orderBy(sections.sort, sections.id);
    const ordered = memorySections.sort((a, b) => a.chapterId - b.chapterId || a.sort - b.sort);
    for (const [i, s] of ordered.slice(0, 3).entries()) {
      const learned = i < 2;
      await tx
        .insert(learnRecords)
        .values({
          customerId,
          courseId: memoryId,
          sectionId: s.id,
          isLearned: learned,
          maxPercent: learned ? 100 : 30,
          positionSec: learned ? s.durationSec : Math.round(s.durationSec * 0.3),
          durationSec: s.durationSec,
          learnedAt: learned ? new Date(now - (2 - i) * DAY) : null,
          firstAt: new Date(now - (3 - i) * DAY),
          lastAt: new Date(now - (2 - i) * DAY),
        })
        .onConflictDoNothing();
      // the time on the section's page that day (学习分钟 and the calendar read these logs, not the records):
      // listening again, notes and homework, so longer than the demo's short media
      await tx
        .insert(sectionBrowseLogs)
        .values({
          customerId,
          sectionId: s.id,
          day: beijingDayKey(now - (2 - i) * DAY),
          stayMs: DEMO_STAY_MINUTES[i]! * 60_000,
          osName: 'android',
        })
        .onConflictDoNothing();
      for (const milestone of [5, 10, 30, 60, 80, 100].filter((m) => m <= (learned ? 100 : 30))) {
        await tx
          .insert(learnMilestones)
          .values({ customerId, sectionId: s.id, milestone })
          .onConflictDoNothing();
      }
    }
    const hasNote = await firstId(
      tx.select({ id: notes.id }).from(notes).where(eq(notes.customerId, customerId)),
    );
    if (hasNote === undefined && ordered[0]) {
      await tx.insert(notes).values({
        customerId,
        courseId: memoryId,
        sectionId: ordered[0].id,
        content: '遗忘曲线：学完当天、第二天、第四天、第七天各复习一次。',
      });
    }
  }
  await tx
    .insert(customerMessages)
    .values({
      customerId,
      title: '欢迎加入记忆力训练营',
      content: '您的课程已开通，进入“学习中心”即可开始学习。每天坚持 15 分钟，21 天后见证改变！',
      dedupeKey: 'welcome:courses-demo',
    })
    .onConflictDoNothing();
}
