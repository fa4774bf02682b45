import path from 'node:path';
import type { ContestConfig } from '@course/contracts/contests-activity';
import { formatNames, UPLOAD_TYPES } from '@course/domain/upload-formats';
import { renderRulesPdf } from '../services/contests/rules-document.ts';
import type { AppDb } from './client.ts';
import {
  type ContestFamily,
  contests,
  springCoupletActivities,
  springCoupletFirstLines,
} from './schema/index.ts';
import { writeFileIfChanged } from './seed-assets.ts';

/**
 * The demo contests (issue 16), one per family, so dev and the e2e suite have them running: every stage open
 * from a day before the seed for 90 days (a demo walks all stages without waiting). Inserted once by code; an
 * operator's later changes are kept.
 */
const DAY = 86_400_000;

/** An audio or video contest's 大赛资料: its rules and scoring as a PDF the seed writes (writeContestFiles). */
const rulesFile = (code: string) => `contest-materials/rules-${code}.pdf`;

function demoConfig(input: {
  code: string;
  url: (file: string) => string;
  family: ContestFamily;
  kind: 'audio' | 'video' | 'image';
  subtitle: string;
  teacherQr: string;
  from: Date;
  to: Date;
}): ContestConfig {
  const stage = (key: ContestConfig['stages'][number]['key'], title: string) => ({
    key,
    title,
    startsAt: input.from.toISOString(),
    endsAt: input.to.toISOString(),
  });
  const audio = input.kind === 'audio';
  if (input.kind === 'image') return worksConfig({ ...input, stage });
  return {
    subtitle: input.subtitle,
    coverUrl: '',
    stages: [
      stage('apply', '报名'),
      stage('preliminary', '初赛'),
      stage('live', '赛前直播'),
      stage('exercise', '赛前练习'),
      stage('upload', '上传作品'),
      stage('questions', '大赛题目'),
      stage('rank', '排行榜'),
      stage('vote', '投票'),
      stage('result', '结果公布'),
    ],
    judgeUserType: 'all',
    entry: audio
      ? { kind: 'audio', maxBytes: 20 * 1024 * 1024, minSeconds: 1, maxSeconds: 300 }
      : { kind: 'video', maxBytes: 100 * 1024 * 1024, minSeconds: 3, maxSeconds: 180 },
    vote: { perEntryPerDay: 1, perDay: 5, requireSms: false },
    askRegion: input.family === 'apac',
    prizes: [
      { rank: '第1名', title: '金奖', detail: '奖杯、证书与价值 999 元课程礼包' },
      { rank: '第2-3名', title: '银奖', detail: '证书与价值 499 元课程礼包' },
      { rank: '第4-10名', title: '铜奖', detail: '证书与精美文具' },
      { rank: '参赛选手', title: '优秀奖', detail: '电子参赛证书' },
    ],
    rules: [
      '报名时间内完成报名，每位学员限报名一次。',
      audio
        ? `作品为 1 秒至 5 分钟的音频（${formatNames(UPLOAD_TYPES.audio)}），不超过 20MB。`
        : `作品为 3 秒至 3 分钟的视频（${formatNames(UPLOAD_TYPES.video)}），不超过 100MB。`,
      '每人每天可投 5 票，同一作品每天限投 1 票。',
      '排名按得票数，票数相同按提交先后。严禁刷票，违规作品取消资格。',
    ],
    liveUrl: '',
    exercises: [
      '记住这 10 个词语的顺序：苹果、火车、月亮、钢琴、书包、大海、灯笼、老虎、雨伞、蜡烛。',
      '一分钟内记住 20 位数字：38271946503827164059。',
    ],
    questions: ['第一题：请按顺序复述 20 个随机词语。', '第二题：请在 5 分钟内记住一副扑克牌的顺序。'],
    materials: [{ title: '大赛规则与评分标准（PDF）', url: input.url(rulesFile(input.code)) }],
    teacher: { name: '王老师', qrcodeUrl: input.teacherQr, tip: '长按识别二维码，添加老师领取赛前资料' },
    sponsors: [],
  };
}

/** A works contest (calligraphy, the graduation showcase): a photo of the work, reviewed, no live or questions. */
function worksConfig(input: {
  subtitle: string;
  teacherQr: string;
  stage: (key: ContestConfig['stages'][number]['key'], title: string) => ContestConfig['stages'][number];
}): ContestConfig {
  const { stage } = input;
  return {
    subtitle: input.subtitle,
    coverUrl: '',
    stages: [
      stage('apply', '报名'),
      stage('upload', '上传作品'),
      stage('rank', '作品展示'),
      stage('result', '结果公布'),
    ],
    judgeUserType: 'all',
    entry: { kind: 'image', maxBytes: 5 * 1024 * 1024, minSeconds: 0, maxSeconds: 1 },
    vote: { perEntryPerDay: 1, perDay: 5, requireSms: false },
    askRegion: false,
    prizes: [
      { rank: '一等奖', title: '金笔奖', detail: '获奖证书、文房四宝礼盒与价值 999 元书法课程' },
      { rank: '二等奖', title: '银笔奖', detail: '获奖证书与价值 499 元书法课程' },
      { rank: '三等奖', title: '铜笔奖', detail: '获奖证书与精美字帖一套' },
      { rank: '入围作品', title: '优秀奖', detail: '电子参赛证书' },
    ],
    rules: [
      '作品为参赛者本人书写的硬笔或毛笔书法，内容积极向上，字体不限。',
      '拍摄作品照片上传：可从相册选择或直接拍照，上传前可裁剪、旋转，使作品端正完整。',
      `图片为 ${formatNames(UPLOAD_TYPES.image)} 格式，不超过 5MB。`,
      '每人限提交一件作品：审核通过前可重新上传替换，审核通过后不能再替换。',
      '作品提交后由老师审核，审核结果在"我的作品"中查看；未通过会说明原因，可修改后重新提交。',
    ],
    liveUrl: '',
    exercises: [],
    questions: [],
    materials: [],
    teacher: { name: '李老师', qrcodeUrl: input.teacherQr, tip: '长按识别二维码，添加书法老师获取点评' },
    sponsors: [
      {
        name: '墨香文房',
        slogan: '大赛指定文房用品：笔墨纸砚，参赛选手享 8 折',
        imageUrl: '',
        linkUrl: '',
      },
      {
        name: '少儿书法精品课',
        slogan: '名师一对一点评，7 天练出一手好字',
        imageUrl: '',
        linkUrl: '',
      },
      { name: '书香阅读', slogan: '经典字帖电子版，报名即送', imageUrl: '', linkUrl: '' },
    ],
  };
}

const DEMO_CONTESTS = [
  {
    code: 'memory-2026',
    family: 'memory',
    kind: 'audio',
    title: '全国青少年记忆力大赛',
    subtitle: '挑战最强大脑，赢取荣誉证书',
  },
  {
    code: 'short-video-2026',
    family: 'shortVideo',
    kind: 'video',
    title: '短视频创作大赛',
    subtitle: '用一分钟讲好你的故事',
  },
  {
    // The single pages good-voice / sign-up / handin-works / vote-list / voice-rule open this voice contest.
    code: 'good-voice-2026',
    family: 'memory',
    kind: 'audio',
    title: '好声音大赛',
    subtitle: '唱出你的声音，赢取好声音之星',
  },
  {
    // qcMegagame / qcMegagameH5 / uploadResults; avertising-space and marketPromotion show it by default.
    code: 'calligraphy-2026',
    family: 'calligraphy',
    kind: 'image',
    title: '全国青少年书法大赛',
    subtitle: '一笔一画写好中国字',
  },
  {
    // graduation-season: the seasonal works showcase, the same works contest engine.
    code: 'graduation-2026',
    family: 'calligraphy',
    kind: 'image',
    title: '毕业季作品展',
    subtitle: '晒出你的毕业作品，记录成长的每一笔',
  },
  {
    code: 'apac-2026',
    family: 'apac',
    kind: 'audio',
    title: '亚太区记忆力大赛',
    subtitle: '各赛区选手同台竞技',
  },
] as const;

/** Every demo contest with its configuration (stages from `now`). */
export function demoContests(url: (file: string) => string, now: Date) {
  const from = new Date(now.getTime() - DAY);
  const to = new Date(now.getTime() + 90 * DAY);
  const teacherQr = url('qr/camp1-class1-teacher.svg');
  return DEMO_CONTESTS.map((r) => ({
    ...r,
    from,
    to,
    config: withTheme(
      r.code,
      demoConfig({
        code: r.code,
        url,
        family: r.family,
        kind: r.kind,
        subtitle: r.subtitle,
        teacherQr,
        from,
        to,
      }),
    ),
  }));
}

/** The files the demo contests link to: each audio or video contest's rules PDF, under the uploads folder. */
export async function writeContestFiles(uploadsDir: string): Promise<void> {
  for (const c of demoContests((file) => file, new Date())) {
    if (c.kind === 'image') continue;
    const pdf = await renderRulesPdf({ ...c.config, title: c.title });
    await writeFileIfChanged(path.join(uploadsDir, rulesFile(c.code)), pdf);
  }
}

export async function seedContests(
  db: AppDb,
  url: (file: string) => string,
  now = new Date(),
): Promise<void> {
  const rows = demoContests(url, now);
  await db
    .insert(contests)
    .values(
      rows.map((r) => ({
        code: r.code,
        brand: 'nbc',
        family: r.family,
        title: r.title,
        startsAt: r.from,
        endsAt: r.to,
        config: r.config,
      })),
    )
    .onConflictDoNothing();
}

/** The graduation showcase: any work of the year (a drawing, calligraphy, a handmade piece), its own prizes. */
function withTheme(code: string, config: ContestConfig): ContestConfig {
  if (code !== 'graduation-2026') return config;
  return {
    ...config,
    prizes: [
      { rank: '最佳作品', title: '毕业之星', detail: '荣誉证书与价值 599 元进阶课程' },
      { rank: '优秀作品', title: '成长之星', detail: '荣誉证书与精美纪念册' },
      { rank: '参展作品', title: '参展纪念', detail: '电子参展证书' },
    ],
    rules: ['展出本学年完成的一件作品：书法、绘画或手工作品均可，须为本人完成。', ...config.rules.slice(1)],
    sponsors: [],
  };
}

const FIRST_LINES: { firstLine: string; banner: string }[] = [
  { firstLine: '爆竹声声辞旧岁', banner: '万象更新' },
  { firstLine: '春回大地千山秀', banner: '春满人间' },
  { firstLine: '天增岁月人增寿', banner: '福满人间' },
  { firstLine: '一帆风顺年年好', banner: '吉星高照' },
  { firstLine: '书山有路勤为径', banner: '学海无涯' },
  { firstLine: '瑞雪兆丰年', banner: '五谷丰登' },
  { firstLine: '家和人和万事和', banner: '家和万事兴' },
];

/** The demo spring-couplet activity (open from a day before the seed for 90 days) and its first lines. */
export async function seedSpringCouplets(db: AppDb, now = new Date()): Promise<void> {
  const [activity] = await db
    .insert(springCoupletActivities)
    .values({
      brand: 'nbc',
      title: '新春写春联',
      subtitle: '写下联，送祝福，生成专属春联',
      rules: [
        '从上联中选一句，写出您的下联：字数与上联相同，只能是汉字。',
        '每人每天最多写 5 副春联，内容需文明健康。',
        '长按春联图片可保存到手机，分享给亲友送上新春祝福。',
        '每天首次分享计入分享天数。',
      ],
      perDay: 5,
      startsAt: new Date(now.getTime() - DAY),
      endsAt: new Date(now.getTime() + 90 * DAY),
    })
    .onConflictDoNothing()
    .returning({ id: springCoupletActivities.id });
  if (!activity) return;
  await db
    .insert(springCoupletFirstLines)
    .values(FIRST_LINES.map((line, sort) => ({ activityId: activity.id, ...line, sort })));
}
