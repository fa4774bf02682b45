// Over 300 lines: a data set (the demo brands, templates, classes and channels).
import { CAPTION_BLOCK_HEIGHT, CAPTION_GAP } from '@course/domain/landing-layout';
import type { BrandCode, CourseSubject, PageTemplateLayout, SectionKind } from './schema/index.ts';
import { LANDING_BACKGROUND, landingBackgroundTextRegions } from './seed-assets.ts';

/** The demo content that `seedDemoData` writes. Plain data; file names are relative to the uploads folder. */

export type DemoSection = {
  title: string;
  kind: SectionKind;
  durationSec: number;
  isTrial?: boolean;
  content?: string;
};
export type DemoChapter = { title: string; unlockInDays?: number; sections: DemoSection[] };
export type DemoCourse = {
  slug: string;
  brand: BrandCode;
  subject: CourseSubject;
  title: string;
  subtitle: string;
  tag: string;
  teacherName: string;
  intro: string;
  priceCents: number;
  originalPriceCents: number | null;
  isZeroYuan: boolean;
  gradient: [string, string];
  chapters: DemoChapter[];
};

export const DEMO_AUDIO_FILE = 'media/tone-440.wav';
export const DEMO_VIDEO_FILE = 'media/pattern.mp4';
export const DEMO_AUDIO_SECONDS = 3;
/** The committed test-pattern video's length. */
export const DEMO_VIDEO_SECONDS = 6;

export const DEMO_BRANDS = [
  {
    code: 'nbc',
    name: '能力培训学堂',
    template: 'nbc',
    logoFile: 'brand/nbc-logo.svg',
    logoColor: '#FF5330',
    subscriptionQrFile: 'qr/nbc-subscription.svg',
    projectNames: ['记忆力', '书法', '钢琴', '短视频'],
    elephantId: 'elephant_nbc_demo',
    showWechatShadowBoxImg: true,
    isQcApp: false,
    isSinglePageJump: false,
    miniBlackListUrl: '/blackList',
    isOpenBlackListIntercept: true,
    tourShow: 'show',
    dataProject: '',
    partnerCode: '10001',
  },
  {
    code: 'jz',
    name: '匠知课堂',
    template: 'jz',
    logoFile: 'brand/jz-logo.svg',
    logoColor: '#1677FF',
    subscriptionQrFile: 'qr/jz-subscription.svg',
    projectNames: ['健康', '理财'],
    elephantId: 'elephant_jz_demo',
    showWechatShadowBoxImg: false,
    isQcApp: false,
    isSinglePageJump: true,
    miniBlackListUrl: '/blackList',
    isOpenBlackListIntercept: false,
    tourShow: 'hide',
    dataProject: 'jiangzhen',
    partnerCode: '10002',
  },
] as const;

export const DEMO_WECHAT_APPS = [
  { wechatType: 99, brandCode: 'nbc', name: '能力培训学堂服务号' },
  { wechatType: 1, brandCode: 'jz', name: '匠知课堂' },
  { wechatType: 2, brandCode: 'jz', name: '匠知直播间' },
] as const;

export const DEMO_CONFIG_CODES = [
  { code: 'miniComplaint', value: 1, description: '落地页是否显示投诉入口（1 显示）' },
  {
    code: 'allowPayMethod',
    // payTypes (11 messaging-app pay, 21 Alipay, 22 Huabei instalments, 31 JD pay, 15 messaging-app H5 pay)
    value: [11, 21, 22, 31, 15],
    description: '允许的支付方式（payType 列表，空表示不限制）',
  },
] as const;

export const DEMO_FEEDBACK_REASONS = [
  { code: '1', desc: '二维码无法识别' },
  { code: '2', desc: '提示群已满' },
  { code: '3', desc: '扫码后无反应' },
  { code: '4', desc: '已被移出群聊' },
  { code: '5', desc: '不想加群只想听课' },
  { code: '6', desc: '其他原因' },
] as const;

export const DEMO_CHANNELS = [
  { channel: '1001', subChannel: '100101', name: '朋友圈广告-记忆力', banned: false, linkUrl: null },
  {
    channel: '1002',
    subChannel: '100201',
    name: '已下线投放渠道',
    banned: true,
    linkUrl: '/classInfoInvalid',
  },
] as const;

export const DEMO_SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '高',
  '林',
  '罗',
  '郑',
  '梁',
  '谢',
  '宋',
] as const;

export const AVATAR_COLORS = [
  '#FF5330',
  '#FF8A3D',
  '#F5B700',
  '#52C41A',
  '#13C2C2',
  '#1677FF',
  '#2F54EB',
  '#722ED1',
  '#EB2F96',
  '#FA541C',
  '#36CFC9',
  '#9254DE',
] as const;

// A section's duration is its media file's real length, so the list, the player and progress agree.
const audio = (title: string, extra: Partial<DemoSection> = {}): DemoSection => ({
  title,
  kind: 'audio',
  durationSec: DEMO_AUDIO_SECONDS,
  ...extra,
});
const video = (title: string, extra: Partial<DemoSection> = {}): DemoSection => ({
  title,
  kind: 'video',
  durationSec: DEMO_VIDEO_SECONDS,
  ...extra,
});

export const DEMO_COURSES: DemoCourse[] = [
  {
    slug: 'memory-21days',
    brand: 'nbc',
    subject: 'memory',
    title: '21天超级记忆力训练营',
    subtitle: '零基础学会记忆宫殿、数字编码与快速背单词',
    tag: '记忆力',
    teacherName: '王立新',
    intro:
      '世界记忆大师王立新老师带你系统学习图像记忆法。从注意力训练、联想与定桩，到数字编码和记忆宫殿，每天 15 分钟，21 天后轻松记住一副扑克牌的顺序、一篇古文和 100 个英语单词。适合学生、职场人和想预防记忆衰退的中老年朋友。',
    priceCents: 0,
    originalPriceCents: 19_900,
    isZeroYuan: true,
    gradient: ['#FF7A45', '#FF5330'],
    chapters: [
      {
        title: '第一章 认识你的大脑',
        sections: [
          audio('1.1 为什么你总是记不住', {
            isTrial: true,
            content: '了解遗忘曲线，找到适合自己的复习节奏。',
          }),
          video('1.2 注意力热身：舒尔特方格'),
        ],
      },
      {
        title: '第二章 图像联想法',
        sections: [audio('2.1 把文字变成画面'), video('2.2 串联法实战：记住 20 个词语')],
      },
      {
        title: '第三章 记忆宫殿',
        unlockInDays: 3,
        sections: [video('3.1 搭建你的第一座记忆宫殿')],
      },
    ],
  },
  {
    slug: 'calligraphy-pen-30days',
    brand: 'nbc',
    subject: 'calligraphy',
    title: '零基础硬笔书法：30天写出一手好字',
    subtitle: '控笔、笔画、结构三步走，告别“鸡爪字”',
    tag: '书法',
    teacherName: '陈墨言',
    intro:
      '中国书法家协会会员陈墨言老师亲授。课程从握笔姿势和控笔练习开始，逐一讲解横、竖、撇、捺等基本笔画，再到偏旁部首和间架结构，配套字帖逐字示范，适合想练好签名、板书和日常书写的成年人。',
    priceCents: 9_900,
    originalPriceCents: 29_900,
    isZeroYuan: false,
    gradient: ['#8C6A4F', '#3E2C23'],
    chapters: [
      {
        title: '第一章 握笔与控笔',
        sections: [video('1.1 正确的坐姿与握笔', { isTrial: true }), audio('1.2 控笔练习的要领')],
      },
      {
        title: '第二章 基本笔画',
        sections: [video('2.1 横与竖：写出力量感'), video('2.2 撇与捺：舒展有度')],
      },
    ],
  },
  {
    slug: 'piano-adult-beginner',
    brand: 'nbc',
    subject: 'piano',
    title: '成人钢琴入门：从识谱到弹奏《致爱丽丝》',
    subtitle: '每天 20 分钟，零基础也能弹完整曲目',
    tag: '钢琴',
    teacherName: '林雨桐',
    intro:
      '中央音乐学院钢琴系毕业的林雨桐老师，专为成年零基础学员设计的入门课。学会五线谱与节奏、正确的手型和指法，用电钢琴或手机模拟键盘就能练习，课程结束时能完整弹奏《小星星》《欢乐颂》和《致爱丽丝》主题段落。',
    priceCents: 19_900,
    originalPriceCents: 49_900,
    isZeroYuan: false,
    gradient: ['#597EF7', '#1D39C4'],
    chapters: [
      {
        title: '第一章 认识键盘与五线谱',
        sections: [
          video('1.1 88 个琴键的秘密', { isTrial: true }),
          audio('1.2 听懂节拍：四分音符与八分音符'),
        ],
      },
      {
        title: '第二章 手型与指法',
        sections: [video('2.1 放松的手型'), audio('2.2 五指原位练习')],
      },
      {
        title: '第三章 第一首完整曲目',
        sections: [video('3.1 双手合奏《欢乐颂》')],
      },
    ],
  },
  {
    slug: 'short-video-phone',
    brand: 'nbc',
    subject: 'short-video',
    title: '手机短视频拍摄与剪辑实战',
    subtitle: '一部手机拍出有质感的生活 Vlog',
    tag: '短视频',
    teacherName: '赵一鸣',
    intro:
      '百万粉丝视频博主赵一鸣分享拍摄和剪辑的完整流程：构图与运镜、自然光布光、收音技巧，再到用剪映完成剪辑、字幕、配乐和封面。每节课都有作业，学完就能独立完成一条完整的短视频作品。',
    priceCents: 29_900,
    originalPriceCents: 59_900,
    isZeroYuan: false,
    gradient: ['#F759AB', '#9E1068'],
    chapters: [
      {
        title: '第一章 拍摄基础',
        sections: [
          video('1.1 手机相机设置与构图', { isTrial: true }),
          video('1.2 五种常用运镜'),
          audio('1.3 好故事的开头三秒'),
        ],
      },
      {
        title: '第二章 剪辑与发布',
        sections: [video('2.1 剪映快速上手'), audio('2.2 标题与封面的小心机')],
      },
    ],
  },
  {
    slug: 'health-baduanjin',
    brand: 'jz',
    subject: 'health',
    title: '八段锦与居家养生课',
    subtitle: '每天 12 分钟，舒筋活络、改善睡眠',
    tag: '健康',
    teacherName: '孙慧芳',
    intro:
      '中医院康复科孙慧芳医师带练国家体育总局推广的健身气功八段锦，逐式分解动作要领和呼吸配合，并讲解四季饮食起居、穴位按揉等居家养生知识，适合中老年朋友和久坐的上班族。',
    priceCents: 4_990,
    originalPriceCents: 9_900,
    isZeroYuan: false,
    gradient: ['#73D13D', '#237804'],
    chapters: [
      {
        title: '第一章 八段锦分解教学',
        sections: [
          video('1.1 两手托天理三焦', { isTrial: true }),
          video('1.2 左右开弓似射雕'),
          audio('1.3 练功时的呼吸方法'),
        ],
      },
      {
        title: '第二章 居家养生',
        sections: [audio('2.1 睡不好？试试这三个穴位')],
      },
    ],
  },
  {
    slug: 'finance-family',
    brand: 'jz',
    subject: 'finance',
    title: '家庭理财必修课：从记账到稳健投资',
    subtitle: '看懂基金、存款与保险，守住家庭钱袋子',
    tag: '理财',
    teacherName: '周子谦',
    intro:
      '注册金融分析师周子谦用生活中的例子讲清楚理财的基本功：如何记账和做预算、应急金留多少、银行存款与国债怎么选、指数基金定投的逻辑，以及如何识别常见的理财骗局。不荐股、不带单，只讲方法。',
    priceCents: 9_900,
    originalPriceCents: 19_900,
    isZeroYuan: false,
    gradient: ['#FFC53D', '#D48806'],
    chapters: [
      {
        title: '第一章 管好现金流',
        sections: [audio('1.1 三步学会家庭记账', { isTrial: true }), video('1.2 应急金与预算表')],
      },
      {
        title: '第二章 稳健投资入门',
        sections: [video('2.1 指数基金定投的逻辑'), audio('2.2 远离理财骗局')],
      },
    ],
  },
];

/** The camp (of the zero-yuan memory course) and its classes. The third is tiny, to show a full class. */
export const DEMO_CAMP = {
  courseSlug: 'memory-21days',
  name: '21天超级记忆力训练营 第1期',
  classes: [
    { key: 'class1', name: '记忆力训练营 1 班', teacherName: '王立新', capacity: 200 },
    { key: 'class2', name: '记忆力训练营 2 班', teacherName: '李晓芸', capacity: 200 },
    { key: 'class3', name: '记忆力训练营 3 班', teacherName: '张思远', capacity: 2 },
  ],
} as const;

export type DemoTemplate = {
  name: string;
  brand: BrandCode;
  courseSlug: string | null;
  layout: (url: (file: string) => string) => PageTemplateLayout;
  /** The card printed on the template's background image for the QR (draft px = template units). */
  backgroundCard?: { top: number; height: number };
};

/** The calligraphy template's background (seed-assets renderLandingBackgroundSvg draws it). */
export const DEMO_CALLIGRAPHY_BACKGROUND = {
  headline: '30天写出一手好字',
  subline: '硬笔书法训练营 · 名师逐字示范',
  slogan: '每天 15 分钟 · 一笔一画跟着练',
  from: '#8C6A4F',
  to: '#3E2C23',
};

/**
 * The memory camp template's background: warm, about the camp (21天超级记忆力训练营), its card just tall enough
 * for the QR (48 under the card's top), the caption block under it and a margin (no empty band under the caption).
 */
export const DEMO_MEMORY_CARD = {
  top: LANDING_BACKGROUND.card.top,
  height: 48 + 320 + CAPTION_GAP + CAPTION_BLOCK_HEIGHT + 16,
};
export const DEMO_MEMORY_BACKGROUND = {
  headline: '21天超级记忆力',
  subline: '记忆力训练营 · 名师带练 21 天',
  slogan: '每天 20 分钟 · 背书记单词更轻松',
  from: '#FF8A4C',
  to: '#B8431F',
  card: DEMO_MEMORY_CARD,
};

export const DEMO_TEMPLATES: DemoTemplate[] = [
  {
    name: '记忆力训练营-暖色背景',
    brand: 'nbc',
    courseSlug: 'memory-21days',
    // like the calligraphy template: a designed background with its own headline and card; the QR near the
    // card's top, its caption under it inside the card and off the background's printed text (tTextRegions)
    layout: (url) => ({
      tBackgroundImg: url('templates/bg-memory.svg'),
      tBackgroundColor: DEMO_MEMORY_BACKGROUND.to,
      tQrcodeTop: DEMO_MEMORY_CARD.top + 48,
      tQrcodeHeight: 320,
      tShowQrcodeBackImg: '0',
      tShowMarquee: '1',
      tMarqueeTop: 60,
      tShowComplaint: '1',
      tShowFeedback: '1',
      tFeedbackBottom: 30,
      tTextRegions: landingBackgroundTextRegions(DEMO_MEMORY_CARD),
    }),
    backgroundCard: DEMO_MEMORY_CARD,
  },
  {
    name: '硬笔书法-背景图',
    brand: 'nbc',
    courseSlug: 'calligraphy-pen-30days',
    // the QR in the upper middle of the background's card, its caption under it inside the card; the
    // caption is kept off the headline, subline and slogan the background prints (tTextRegions)
    layout: (url) => ({
      tBackgroundImg: url('templates/bg-calligraphy.svg'),
      tBackgroundColor: DEMO_CALLIGRAPHY_BACKGROUND.to,
      tQrcodeTop: LANDING_BACKGROUND.card.top + 80,
      tQrcodeHeight: 320,
      tShowQrcodeBackImg: '0',
      tShowMarquee: '1',
      tMarqueeTop: 60,
      tShowComplaint: '1',
      tShowFeedback: '1',
      tFeedbackBottom: 30,
      tTextRegions: landingBackgroundTextRegions(),
    }),
    backgroundCard: { top: LANDING_BACKGROUND.card.top, height: LANDING_BACKGROUND.card.height },
  },
];

export const DEMO_CUSTOMERS = [
  {
    openid: 'sandbox_demo_100001',
    wechatType: 99,
    nickname: '学员小王',
    mobile: null,
    learnNumber: '100001',
  },
  {
    openid: 'sandbox_demo_100002',
    wechatType: 99,
    nickname: '学员小李',
    mobile: '13812345678',
    learnNumber: '100002',
  },
] as const;
