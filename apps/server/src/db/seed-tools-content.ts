// Over 300 lines: seed data — the programme course and every demo item of the content library, read as one table.
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppTransaction } from './client.ts';
import { renderQrSvg } from './qr-image.ts';
import {
  chapters,
  courses,
  courseTeacherContacts,
  sections,
  toolContentItems,
  toolContentPosts,
} from './schema/index.ts';
import { renderCoverSvg, writeFileIfChanged } from './seed-assets.ts';
import { LESSON_INTRO_SECONDS, melodyDuration } from './seed-courses-media.ts';
import { demoCourse } from './seed-ledger.ts';
import { firstLunarMonthDay, nationalDay, publishedBefore } from './seed-tools-dates.ts';
import { EXPANSION_ITEMS, FRAME_TEMPLATES, type ItemSpec } from './seed-tools-expansion.ts';

/**
 * Demo content of the content tools (issue 19, content half): the chronic-disease programme's course (a normal
 * catalogue course, 慢病生活方式管理, played by the learning engine) and the content library's items — teaching
 * videos and materials on the seeded media, golden sentences, class notices, the brand book, course plans,
 * benefits and treasure — with two answered questions. Inserted once by code; an operator's later changes are kept.
 */

type Url = (file: string) => string;

export const CHRONIC_COURSE_SLUG = 'chronic-lifestyle';
const CHRONIC_TITLE = '慢病生活方式管理：21 天健康习惯计划';

const coverFile = (code: string) => `tools/${code}.svg`;
const CHRONIC_TEACHER_QR = 'qr/course-chronic-lifestyle-teacher.svg';
const CHRONIC_CLASS_TEACHER = '周老师';

type CoverSpec = { code: string; title: string; tag: string; from: string; to: string; byline: string };

const COVERS: CoverSpec[] = [
  {
    code: 'chronic',
    title: '慢病生活方式管理',
    tag: '健康计划',
    from: '#52C41A',
    to: '#237804',
    byline: '21 天养成健康习惯',
  },
  {
    code: 'lesson',
    title: '教学视频',
    tag: '视频工具',
    from: '#FF7A45',
    to: '#D4380D',
    byline: '跟着老师一步步练',
  },
  {
    code: 'template',
    title: '视频模板',
    tag: '一键套用',
    from: '#F759AB',
    to: '#C41D7F',
    byline: '三步做出好看的视频',
  },
  {
    code: 'material',
    title: '学习资料',
    tag: '资料宝典',
    from: '#597EF7',
    to: '#1D39C4',
    byline: '讲义与练习表',
  },
  {
    code: 'replay',
    title: '直播回放',
    tag: '随时回看',
    from: '#9254DE',
    to: '#531DAB',
    byline: '错过直播也不怕',
  },
  {
    code: 'welfare',
    title: '学员福利',
    tag: '福利',
    from: '#FFA940',
    to: '#D46B08',
    byline: '坚持学习有惊喜',
  },
  {
    code: 'notice',
    title: '班级通知',
    tag: '通知',
    from: '#36CFC9',
    to: '#08979C',
    byline: '上课安排早知道',
  },
  {
    code: 'brand',
    title: '品牌手册',
    tag: '关于我们',
    from: '#FF5330',
    to: '#A8071A',
    byline: '用心做好每一节课',
  },
  {
    code: 'plan',
    title: '课程方案',
    tag: '学习规划',
    from: '#40A9FF',
    to: '#0050B3',
    byline: '适合你的学习路线',
  },
  { code: 'treasure', title: '宝藏工具', tag: '宝藏', from: '#FADB14', to: '#AD8B00', byline: '学员都在用' },
  {
    code: 'expansion',
    title: '课外拓展',
    tag: '钢琴',
    from: '#597EF7',
    to: '#10239E',
    byline: '读一读，听一听',
  },
];

export async function writeToolsContentFiles(uploadsDir: string): Promise<void> {
  await writeFileIfChanged(
    path.join(uploadsDir, CHRONIC_TEACHER_QR),
    renderQrSvg(`sandbox://teacher/course/${CHRONIC_COURSE_SLUG}`, {
      label: `班主任 ${CHRONIC_CLASS_TEACHER}`,
    }),
  );
  for (const c of COVERS) {
    await writeFileIfChanged(
      path.join(uploadsDir, coverFile(c.code)),
      renderCoverSvg({ title: c.title, tag: c.tag, from: c.from, to: c.to, byline: c.byline }),
    );
  }
}

type SectionSpec = {
  title: string;
  kind: 'audio' | 'video' | 'text';
  file: string | null;
  durationSec: number;
  isTrial?: boolean;
  content?: string;
};

const CHRONIC_CHAPTERS: { title: string; sections: SectionSpec[] }[] = [
  {
    title: '第一章 认识生活方式管理',
    sections: [
      {
        title: '1.1 计划导读：21 天能改变什么',
        kind: 'video',
        file: 'media/pattern.mp4',
        durationSec: 6,
        isTrial: true,
      },
      {
        title: '1.2 每日记录表怎么填',
        kind: 'text',
        file: null,
        durationSec: 0,
        content:
          '每天睡前花两分钟，记下今天的四件事：\n一、三餐吃了什么，大概几分饱。\n二、今天走了多少步，做了哪些活动。\n三、几点睡、几点起，睡得好不好。\n四、今天的心情用一个词形容。\n坚持记录一周，你会看到自己的生活节奏；有体检或随访数据时，请交给医生解读。',
      },
    ],
  },
  {
    title: '第二章 饮食与运动',
    sections: [
      {
        title: '2.1 餐盘法：一日三餐的搭配思路',
        kind: 'audio',
        file: 'media/lesson-intro.mp3',
        durationSec: LESSON_INTRO_SECONDS,
      },
      { title: '2.2 居家轻运动：热身与拉伸', kind: 'video', file: 'media/pattern.m3u8', durationSec: 6 },
    ],
  },
  {
    title: '第三章 睡眠与放松',
    sections: [
      {
        title: '3.1 睡前呼吸放松练习',
        kind: 'audio',
        file: 'media/melody-calm.wav',
        durationSec: melodyDuration('media/melody-calm.wav'),
      },
    ],
  },
];

/**
 * The programme's course: a normal catalogue course of the health brand (jz, subject health, beside 八段锦), found by
 * title when it is already there. The tool opens it for a learner of any brand (courses are read by id).
 */
function seedChronicCourse(tx: AppTransaction, url: Url): Promise<number | null> {
  return demoCourse(tx, CHRONIC_COURSE_SLUG, 'jz', CHRONIC_TITLE, () => insertChronicCourse(tx, url));
}

async function insertChronicCourse(tx: AppTransaction, url: Url): Promise<number> {
  const [row] = await tx
    .insert(courses)
    .values({
      brand: 'jz',
      title: CHRONIC_TITLE,
      subtitle: '饮食、运动、睡眠、情绪，每天一小步',
      subject: 'health',
      coverUrl: url(coverFile('chronic')),
      teacherName: '健康管理师 李静',
      teacherAvatarUrl: url(coverFile('chronic')),
      intro:
        '为需要长期关注健康的朋友准备的生活方式课程：用 21 天把饮食、运动、睡眠和情绪的好习惯一点点建立起来。课程是健康科普与习惯练习，不替代医生的诊断和治疗。',
      priceCents: 9_900,
      originalPriceCents: 19_900,
      isZeroYuan: false,
      sort: 300,
    })
    .returning({ id: courses.id });
  const courseId = row!.id;
  for (const [ci, chapter] of CHRONIC_CHAPTERS.entries()) {
    const [chapterRow] = await tx
      .insert(chapters)
      .values({ courseId, title: chapter.title, sort: ci + 1 })
      .returning({ id: chapters.id });
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

const p = (...paragraphs: string[]) => paragraphs.join('\n\n');

export const CONTENT_ITEMS: ItemSpec[] = [
  // video tools: teaching videos, templates, materials, replays, welfare
  {
    code: 'video-compose-3min',
    family: 'video',
    category: 'lesson',
    title: '手机拍摄：三分钟学会构图',
    summary: '三分法、引导线、留白，拍出有层次的画面',
    body: p(
      '打开相机的网格线，把主体放在四个交点之一，画面马上就有了重心。',
      '拍人物时在视线方向多留一些空间；拍风景时让道路、河流成为引导线。',
      '练习：今天用三种构图各拍一张，发到学习群里请老师点评。',
    ),
    cover: 'lesson',
    media: { kind: 'video', file: 'media/pattern.mp4', durationSec: 6 },
    author: '赵一鸣',
    views: 3280,
  },
  {
    code: 'video-pen-horizontal',
    family: 'video',
    category: 'lesson',
    title: '硬笔书法：横画的起笔与收笔',
    summary: '轻入笔、匀行笔、稳收笔，写好最常用的笔画',
    body: p(
      '横画是使用最多的笔画。起笔轻轻一顿，行笔略向右上，收笔稍按后提起。',
      '长横舒展、短横收敛；一个字里有多个横画时，注意长短变化和间距均匀。',
    ),
    cover: 'lesson',
    media: { kind: 'video', file: 'media/pattern.m3u8', durationSec: 6 },
    author: '陈墨言',
    views: 5120,
  },
  {
    code: 'video-piano-posture',
    family: 'video',
    category: 'lesson',
    title: '钢琴入门：正确的坐姿与手型',
    summary: '坐凳前半部分，手腕放松，手指自然弯曲',
    body: p(
      '坐在琴凳前半部分，双脚平放地面，上臂自然下垂。',
      '手型像握着一个鸡蛋，指尖触键，手腕与键盘大致齐平。',
    ),
    cover: 'lesson',
    media: { kind: 'video', file: 'media/pattern.mp4', durationSec: 6 },
    author: '林雨桐',
    views: 2140,
  },
  {
    code: 'video-template-birthday',
    family: 'video',
    category: 'template',
    title: '生日祝福视频模板',
    summary: '放入 3 张照片，配上祝福语，一分钟做好',
    body: p(
      '准备 3 张横版或竖版照片，按顺序替换模板中的画面。',
      '祝福语不超过 20 个字更醒目；背景音乐已配好，可直接导出。',
    ),
    cover: 'template',
    media: { kind: 'video', file: 'media/pattern.mp4', durationSec: 6 },
    author: '短视频教研组',
    facts: [
      { label: '画面比例', value: '9:16 竖屏' },
      { label: '所需素材', value: '照片 3 张、祝福语 1 句' },
    ],
    frame: {
      layout: 'mat',
      outer: '#cf1322',
      inner: '#fff1f0',
      line: '#ffd666',
      text: '#a8071a',
      caption: '生日快乐',
    },
    views: 1890,
  },
  {
    code: 'video-template-checkin',
    family: 'video',
    category: 'template',
    title: '学习打卡日记模板',
    summary: '记录每天的练习成果，坚持 21 天做成合集',
    body: p('每天拍一张作品照片，写一句当天的心得。', '第 21 天把所有片段合成一个视频，就是你的进步日记。'),
    cover: 'template',
    media: { kind: 'video', file: 'media/pattern.m3u8', durationSec: 6 },
    author: '短视频教研组',
    facts: [
      { label: '画面比例', value: '9:16 竖屏' },
      { label: '所需素材', value: '每天 1 张作品照片' },
    ],
    frame: {
      layout: 'polaroid',
      outer: '#ffffff',
      inner: '#ffffff',
      line: '#d9d9d9',
      text: '#555555',
      caption: '我的打卡日记',
    },
    views: 1460,
  },
  ...FRAME_TEMPLATES,
  {
    code: 'material-pen-week1',
    family: 'video',
    category: 'material',
    title: '硬笔书法练习字帖（第一周）',
    summary: '控笔线条与八个基本笔画，每天一页',
    body: p(
      '第一天：直线与弧线控笔，各写两行。',
      '第二天到第五天：横、竖、撇、捺，每个笔画写满一页。',
      '第六、七天：点、提、折、钩，写完后对照范字自查。',
    ),
    cover: 'material',
    author: '陈墨言',
    facts: [
      { label: '适合', value: '零基础学员' },
      { label: '用时', value: '每天 15 分钟' },
    ],
    views: 4210,
  },
  {
    code: 'material-memory-pegs',
    family: 'video',
    category: 'material',
    title: '记忆宫殿定桩练习表',
    summary: '从自己家开始，选出 10 个熟悉的地点',
    body: p(
      '按顺时针方向在家中选 10 个地点：门口、鞋柜、沙发、茶几、电视……',
      '每个地点写下一个鲜明特征，第二天闭眼走一遍，能完整说出就算完成。',
    ),
    cover: 'material',
    author: '王立新',
    views: 2630,
  },
  {
    code: 'replay-calligraphy-open',
    family: 'video',
    category: 'replay',
    title: '直播回放：书法公开课第 1 期',
    summary: '陈墨言老师带你写好“永”字八法',
    body: p('本期直播讲解了“永”字八法，并现场点评了学员作业。', '回放可反复观看，建议边看边写。'),
    cover: 'replay',
    media: { kind: 'video', file: 'media/pattern.m3u8', durationSec: 6 },
    author: '陈墨言',
    views: 6010,
  },
  {
    code: 'replay-keep-going',
    family: 'video',
    category: 'replay',
    title: '直播回放：如何坚持每天练习',
    summary: '音频回放：把练习放进日常作息',
    body: p(
      '把练习时间固定在每天同一时段，比如早饭后 10 分钟。',
      '给自己设一个很小的目标，完成后在学习群打卡。',
    ),
    cover: 'replay',
    media: { kind: 'audio', file: 'media/lesson-intro.mp3', durationSec: LESSON_INTRO_SECONDS },
    author: '王立新',
    views: 980,
  },
  {
    code: 'welfare-21day-book',
    family: 'video',
    category: 'welfare',
    title: '学员福利：21 天打卡赠练习册',
    summary: '连续打卡 21 天，班主任为你寄出纸质练习册',
    body: p(
      '在学习中心连续打卡 21 天，即可获得纸质练习册一本。',
      '完成后联系班主任登记收货地址，7 个工作日内寄出。',
    ),
    cover: 'welfare',
    facts: [
      { label: '领取条件', value: '连续打卡 21 天' },
      { label: '发放方式', value: '班主任登记后邮寄' },
    ],
    views: 1750,
  },
  // golden sentences
  ...(
    [
      ['不积跬步，无以至千里；不积小流，无以成江海。', '荀子《劝学》', '每天进步一点点，时间会给你答案。'],
      ['学而时习之，不亦说乎？', '《论语·学而》', '学过的东西按时温习，是一件快乐的事。'],
      ['业精于勤，荒于嬉；行成于思，毁于随。', '韩愈《进学解》', '勤奋让技艺精进，思考让事情做成。'],
      ['纸上得来终觉浅，绝知此事要躬行。', '陆游《冬夜读书示子聿》', '看十遍不如动手写一遍。'],
      ['锲而舍之，朽木不折；锲而不舍，金石可镂。', '荀子《劝学》', '坚持，是最朴素也最有效的方法。'],
    ] as const
  ).map(
    ([text, author, note], i): ItemSpec => ({
      code: `sentence-${i + 1}`,
      family: 'sentence',
      category: 'daily',
      title: text,
      summary: note,
      body: p(text, note),
      cover: 'brand',
      author,
      views: 900 - i * 80,
    }),
  ),
  // class notices
  {
    code: 'notice-national-day',
    family: 'notice',
    category: 'suspend',
    title: '国庆假期停课通知',
    summary: '10 月 1 日至 10 月 7 日直播课暂停，录播课正常开放',
    body: p(
      '各位学员：国庆假期期间直播课暂停，录播课程和学习中心照常开放。',
      '假期作业已发布在各班学习群，复课后第一节课统一点评。祝大家节日快乐！',
    ),
    cover: 'notice',
    facts: [
      { label: '停课时间', value: '10 月 1 日—10 月 7 日' },
      { label: '复课时间', value: '10 月 8 日 19:30' },
      { label: '涉及班级', value: '全部直播班' },
    ],
    views: 2300,
    published: (now) => publishedBefore(now, nationalDay, 4),
  },
  {
    code: 'notice-teacher-leave',
    family: 'notice',
    category: 'suspend',
    title: '钢琴直播课临时停课通知',
    summary: '本周四直播课顺延一周，已报名学员无需重新报名',
    body: p(
      '因授课老师临时外出参加教研活动，本周四的钢琴直播课顺延至下周四同一时间。',
      '停课期间可观看上期直播回放，练习中的问题可在学习群向助教提问。',
    ),
    cover: 'notice',
    facts: [
      { label: '停课课次', value: '本周四 20:00' },
      { label: '补课时间', value: '下周四 20:00' },
      { label: '涉及班级', value: '成人钢琴入门 3 班' },
    ],
    views: 860,
  },
  {
    code: 'notice-spring-resume',
    family: 'notice',
    category: 'resume',
    title: '春节后复课通知',
    summary: '正月初八起各班恢复直播课',
    body: p(
      '春节假期结束，各班将于正月初八起恢复直播课，上课时间不变。',
      '请提前检查学习设备，准备好练习工具。',
    ),
    cover: 'notice',
    facts: [
      { label: '复课时间', value: '正月初八 19:30' },
      { label: '涉及班级', value: '全部直播班' },
    ],
    views: 1540,
    published: (now) => publishedBefore(now, (year) => firstLunarMonthDay(year, 8), 3),
  },
  // brand book
  {
    code: 'brand-book',
    family: 'brand',
    category: 'book',
    title: '品牌手册：用心做好每一节课',
    summary: '我们是谁、老师是谁、我们承诺什么',
    body: p(
      '我们专注成人兴趣与技能学习，课程覆盖记忆力、书法、钢琴、短视频和健康生活方式。',
      '每门课程由一线教师主讲，教研组逐节打磨；每个班级配有班主任和助教，作业有点评、问题有回应。',
      '我们的承诺：课程内容与介绍一致；学习遇到问题 24 小时内回复；按课程协议办理退款。',
    ),
    cover: 'brand',
    facts: [
      { label: '累计学员', value: '超过 100 万人次' },
      { label: '授课老师', value: '60 余位' },
      { label: '服务时间', value: '每天 9:00—21:00' },
    ],
    views: 3000,
  },
  // plans
  {
    code: 'plan-calligraphy-30',
    family: 'plan',
    category: 'sales',
    title: '硬笔书法 30 天课程方案',
    summary: '控笔—笔画—结构—作品，四个阶段写出好字',
    body: p(
      '第 1—7 天：控笔与基本笔画，每天 15 分钟。',
      '第 8—21 天：偏旁部首与间架结构，老师逐份点评作业。',
      '第 22—30 天：章法与作品创作，完成一幅小作品。',
    ),
    cover: 'plan',
    facts: [
      { label: '课程时长', value: '30 天，每天 15 分钟' },
      { label: '授课方式', value: '录播课 + 每周一次直播答疑' },
      { label: '课程价格', value: '以课程详情页的实时价格为准' },
    ],
    views: 2780,
  },
  {
    code: 'plan-piano-adult',
    family: 'plan',
    category: 'sales',
    title: '成人钢琴入门课程方案',
    summary: '零基础 8 周弹奏第一首完整曲目',
    body: p(
      '第 1—2 周：坐姿手型、认识五线谱。',
      '第 3—6 周：双手配合与简单伴奏。',
      '第 7—8 周：完整弹奏一首流行曲目，录制结课作品。',
    ),
    cover: 'plan',
    facts: [
      { label: '课程时长', value: '8 周' },
      { label: '授课方式', value: '录播课 + 作业点评' },
    ],
    views: 1320,
  },
  {
    code: 'plan-book-21day',
    family: 'plan',
    category: 'book',
    title: '21 天学习规划书',
    summary: '把目标拆成每天能完成的小任务',
    body: p(
      '第一周：每天固定一个学习时段，完成当天课程并打卡。',
      '第二周：开始提交作业，根据老师点评调整练习重点。',
      '第三周：整理笔记，完成阶段测试，给自己写一段总结。',
    ),
    cover: 'plan',
    facts: [
      { label: '每日用时', value: '15—30 分钟' },
      { label: '阶段检查', value: '第 7、14、21 天' },
    ],
    views: 1980,
  },
  // benefits
  {
    code: 'benefit-starter-pack',
    family: 'benefit',
    category: 'reach',
    title: '新学员资料包',
    summary: '电子字帖、练习表和学习日历，领取后在学习群发放',
    body: p(
      '资料包包含：电子字帖 3 套、记忆练习表 1 份、21 天学习日历 1 张。',
      '领取后班主任会在 1 个工作日内通过学习群发送给你。',
    ),
    cover: 'welfare',
    facts: [
      { label: '领取对象', value: '全部学员' },
      { label: '发放方式', value: '班主任在学习群发送' },
    ],
    views: 2460,
  },
  {
    code: 'benefit-arrival-7',
    family: 'benefit',
    category: 'arrival',
    title: '到课福利：连续到课 7 天',
    summary: '连续 7 天到课学习，领取一节直播答疑课',
    body: p(
      '在学习中心连续 7 天完成当天课程即视为到课。',
      '领取后可在任意一期直播答疑中向老师提问一次，问题优先解答。',
    ),
    cover: 'welfare',
    facts: [
      { label: '领取条件', value: '连续到课 7 天' },
      { label: '福利内容', value: '直播答疑优先提问 1 次' },
    ],
    views: 1210,
  },
  // treasure
  {
    code: 'treasure-metronome',
    family: 'treasure',
    category: 'tool',
    title: '练琴节拍器使用指南',
    summary: '从每分钟 60 拍开始，稳了再加速',
    body: p('练新曲子时先把速度降到每分钟 60 拍，每拍对准一个音。', '连续三遍不出错，再把速度提高 5 拍。'),
    cover: 'treasure',
    views: 1670,
  },
  {
    code: 'treasure-grid-paper',
    family: 'treasure',
    category: 'tool',
    title: '米字格与田字格怎么选',
    summary: '初学用米字格找重心，进阶用田字格练结构',
    body: p(
      '米字格的斜线能帮你看清撇捺的角度和字的重心。',
      '熟练后换成田字格，只保留横竖中线，练习字的整体比例。',
    ),
    cover: 'treasure',
    views: 2050,
  },
  {
    code: 'treasure-memory-book',
    family: 'treasure',
    category: 'book',
    title: '记忆训练常用方法宝典',
    summary: '联想法、串联法、定桩法，一页看懂',
    body: p(
      '联想法：把两个要记的东西放进同一个夸张的画面。',
      '串联法：把一串信息编成一个小故事。',
      '定桩法：把信息放到熟悉的地点上，按路线回忆。',
    ),
    cover: 'treasure',
    views: 3120,
  },
  {
    code: 'treasure-video-checklist',
    family: 'treasure',
    category: 'book',
    title: '短视频发布前检查清单',
    summary: '封面、标题、字幕、音乐，发布前过一遍',
    body: p(
      '封面：主体清晰，文字不超过 10 个字。',
      '标题：说清楚视频讲什么，避免夸大。',
      '字幕与音乐：音量适中，字幕不遮挡主体。',
    ),
    cover: 'treasure',
    views: 1390,
  },
  {
    code: 'treasure-gift-pack',
    family: 'treasure',
    category: 'gift',
    title: '学员礼包：节日祝福卡片',
    summary: '五款节日卡片，可用“图片合成”做成自己的作品',
    body: p(
      '春节、中秋、教师节、生日和结课纪念五款卡片。',
      '打开“图片合成”，选择相框，放入你的作品照片即可保存。',
    ),
    cover: 'treasure',
    views: 880,
  },
  ...EXPANSION_ITEMS,
];

/** Questions other learners asked, with the teacher's answers (the resource pages show them). */
const SEEDED_QUESTIONS: { itemCode: string; asker: string; text: string; answer: string; by: string }[] = [
  {
    itemCode: 'video-pen-horizontal',
    asker: '学员小周',
    text: '写横的时候总是往下斜，怎么纠正？',
    answer: '把本子摆正，手腕不要贴得太死；先慢写，注意行笔略向右上，写十个横对照范字检查角度。',
    by: '陈墨言老师',
  },
  {
    itemCode: 'video-pen-horizontal',
    asker: '学员阿敏',
    text: '用中性笔还是钢笔练比较好？',
    answer: '入门用 0.5 mm 中性笔就可以，书写顺滑、不洇墨；练熟后再换钢笔体会提按。',
    by: '陈墨言老师',
  },
  {
    itemCode: 'video-compose-3min',
    asker: '学员老李',
    text: '手机上的网格线在哪里打开？',
    answer: '一般在相机设置里的“参考线”或“网格”选项，打开后拍照界面会出现九宫格。',
    by: '赵一鸣老师',
  },
];

export async function seedToolsContent(tx: AppTransaction, url: Url): Promise<Map<string, number>> {
  const chronicId = await seedChronicCourse(tx, url);
  // the programme's class teacher, like every course's (buyers outside a camp class add them by QR)
  if (chronicId !== null)
    await tx
      .insert(courseTeacherContacts)
      .values({ courseId: chronicId, teacherName: CHRONIC_CLASS_TEACHER, qrUrl: url(CHRONIC_TEACHER_QR) })
      .onConflictDoNothing();
  const now = Date.now();
  await tx
    .insert(toolContentItems)
    .values(
      CONTENT_ITEMS.map((item, i) => ({
        code: item.code,
        family: item.family,
        category: item.category,
        title: item.title,
        summary: item.summary ?? '',
        body: item.body ?? '',
        coverUrl: url(coverFile(item.cover)),
        mediaKind: item.media?.kind ?? ('none' as const),
        mediaUrl: item.media ? url(item.media.file) : null,
        durationSec: item.media?.durationSec ?? 0,
        author: item.author ?? '',
        facts: item.facts ?? [],
        frame: item.frame ?? null,
        views: item.views,
        sort: i * 10,
        publishedAt: new Date(item.published?.(now) ?? now - i * 36 * 3600_000),
      })),
    )
    .onConflictDoNothing();
  // frames came after the first content seed: give a template seeded before them its frame (once; never over
  // an operator's)
  for (const item of CONTENT_ITEMS) {
    if (!item.frame) continue;
    await tx
      .update(toolContentItems)
      .set({ frame: item.frame })
      .where(and(eq(toolContentItems.code, item.code), isNull(toolContentItems.frame)));
  }
  for (const q of SEEDED_QUESTIONS) {
    const [item] = await tx
      .select({ id: toolContentItems.id })
      .from(toolContentItems)
      .where(eq(toolContentItems.code, q.itemCode));
    if (!item) continue;
    const [seen] = await tx
      .select({ id: toolContentPosts.id })
      .from(toolContentPosts)
      .where(
        and(
          eq(toolContentPosts.itemId, item.id),
          isNull(toolContentPosts.customerId),
          eq(toolContentPosts.text, q.text),
        ),
      );
    if (seen) continue;
    await tx.insert(toolContentPosts).values({
      itemId: item.id,
      customerId: null,
      askerName: q.asker,
      kind: 'question',
      text: q.text,
      answer: q.answer,
      answeredBy: q.by,
      answeredAt: new Date(now),
    });
  }
  return new Map(chronicId === null ? [] : [[CHRONIC_COURSE_SLUG, chronicId]]);
}
