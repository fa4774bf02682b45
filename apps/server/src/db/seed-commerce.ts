// Over 300 lines: a data set (demo orders, pay channels, camps) with its insert.
import path from 'node:path';
import { beijingParts, formatBeijingMonthDay, startOfBeijingDay } from '@course/domain/beijing-time';
import { type PayMarkName, payMarkSvg } from '@course/domain/pay-marks';
import { and, eq } from 'drizzle-orm';
import { refundAgreementCode } from '../services/legal/refund-agreement.ts';
import type { AppTransaction } from './client.ts';
import {
  camps,
  classes,
  configCodes,
  courses,
  goods,
  goodsReviews,
  payChannelConfigs,
  virtualGoodsProfiles,
} from './schema/index.ts';
import { renderCoverSvg, writeFileIfChanged } from './seed-assets.ts';
import { demoRow } from './seed-ledger.ts';
import { demoRefundAgreement } from './seed-refund-agreement.ts';

/**
 * Commerce demo data (issue 6): the pay methods each brand offers, goods for the shop (physical, virtual and a
 * gift that comes with the calligraphy course) with a few reviews, and the pictures they point at.
 */

type DemoGoods = {
  slug: string;
  brand: 'nbc' | 'jz';
  kind: 'physical' | 'virtual';
  title: string;
  subtitle: string;
  detail: string;
  priceCents: number;
  originalPriceCents: number | null;
  stock: number;
  giftOfCourseTitle?: string;
  gradient: [string, string];
  tag: string;
  /** Virtual goods: what they give (the virtualGoods page). */
  profile?: {
    type: 'ebook' | 'membership' | 'data_pack';
    benefits: string[];
    validDays: number | null;
    deliveryNote: string;
    /** A membership's member price for courses, percent of the list price (the price rule). */
    coursePricePercent?: number;
  };
};

export const DEMO_GOODS: DemoGoods[] = [
  {
    slug: 'memory-cards',
    brand: 'nbc',
    kind: 'physical',
    title: '记忆宫殿训练卡片套装',
    subtitle: '120 张图像编码卡 + 练习手册，配合训练营使用',
    detail:
      '套装包含数字编码卡 110 张、字母编码卡 10 张和 64 页练习手册。卡片 300g 铜版纸覆哑膜，可反复使用。',
    priceCents: 5_900,
    originalPriceCents: 8_900,
    stock: 500,
    gradient: ['#FF9A5A', '#FF5330'],
    tag: '教具',
  },
  {
    slug: 'copybook-set',
    brand: 'nbc',
    kind: 'physical',
    title: '硬笔书法控笔练字帖（全套 6 册）',
    subtitle: '控笔、笔画、偏旁、结构、章法逐级练习',
    detail: '陈墨言老师编写，配套 30 天硬笔书法课程。80g 道林纸，不洇墨不透页，附赠描红纸 20 张。',
    priceCents: 3_990,
    originalPriceCents: 5_900,
    stock: 1000,
    gradient: ['#A67C52', '#5C3D2E'],
    tag: '字帖',
  },
  {
    slug: 'piano-book',
    brand: 'nbc',
    kind: 'physical',
    title: '成人钢琴入门教程（含示范音频）',
    subtitle: '五线谱、指法与 30 首经典曲目',
    detail: '大 16 开精装，扫码即听每首曲目的慢速与原速示范，适合零基础成人自学。',
    priceCents: 12_800,
    originalPriceCents: 16_800,
    stock: 200,
    gradient: ['#6F8CFF', '#2F54EB'],
    tag: '教材',
  },
  {
    slug: 'vip-year',
    brand: 'nbc',
    kind: 'virtual',
    title: '年度学习会员',
    subtitle: '购课享 8 折会员价 + 会员专享课免费学',
    detail:
      '开通后立即生效，有效期 365 天。会员期间购买课程享 8 折会员价（与限时优惠不叠加，取更低价），会员专享课程会员期内免费学习。',
    priceCents: 19_900,
    originalPriceCents: 39_900,
    stock: 100_000,
    gradient: ['#F5C26B', '#D4860B'],
    tag: '会员',
    profile: {
      type: 'membership',
      // Only what catalogue/membership.ts applies (the member price, the member-only courses): membership.test
      benefits: ['购买课程享 8 折会员价', '会员专享课会员期内免费学'],
      validDays: 365,
      coursePricePercent: 80,
      deliveryNote: '支付成功后立即开通，到期日显示在本页',
    },
  },
  {
    slug: 'calligraphy-gift',
    brand: 'nbc',
    kind: 'physical',
    title: '练字礼盒（钢笔 + 字帖 + 墨囊）',
    subtitle: '购买硬笔书法课赠送',
    detail: '报名《零基础硬笔书法》即送：明尖钢笔一支、入门字帖一本、墨囊 12 支，包邮到家。',
    priceCents: 0,
    originalPriceCents: 9_900,
    stock: 10_000,
    giftOfCourseTitle: '零基础硬笔书法：30天写出一手好字',
    gradient: ['#C0392B', '#7B241C'],
    tag: '赠品',
  },
  {
    slug: 'health-handbook',
    brand: 'jz',
    kind: 'physical',
    title: '八段锦图解手册',
    subtitle: '动作分解彩图 + 呼吸要领',
    detail: '国家级社会体育指导员编写，48 幅动作分解彩图，适合中老年朋友居家练习。',
    priceCents: 2_990,
    originalPriceCents: 4_990,
    stock: 300,
    gradient: ['#52C41A', '#237804'],
    tag: '健康',
  },
  {
    slug: 'memory-ebook',
    brand: 'nbc',
    kind: 'virtual',
    title: '《超级记忆术》电子书',
    subtitle: '记忆宫殿、数字编码、快速记单词的 12 种方法',
    detail: '记忆力训练营主讲老师多年教学讲义整理成书，共 12 章 186 页，每章附练习题与答案，手机上即可阅读。',
    priceCents: 1_990,
    originalPriceCents: 3_990,
    stock: 100_000,
    gradient: ['#36CFC9', '#08979C'],
    tag: '电子书',
    profile: {
      type: 'ebook',
      benefits: [
        '12 章 186 页完整电子版',
        '每章配套练习与答案',
        '永久阅读，支持手机与电脑',
        '后续修订版免费更新',
      ],
      validDays: null,
      deliveryNote: '支付成功后在「我的订单」中阅读和下载',
    },
  },
  {
    slug: 'calligraphy-pack',
    brand: 'nbc',
    kind: 'virtual',
    title: '硬笔书法高清字帖资料包',
    subtitle: '楷书 3500 常用字 + 100 篇名篇字帖 PDF',
    detail:
      '包含楷书常用字 3500 字逐字示范、唐诗宋词名篇字帖 100 篇和田字格练习纸，A4 高清 PDF，可反复打印。',
    priceCents: 990,
    originalPriceCents: 2_990,
    stock: 100_000,
    gradient: ['#9254DE', '#531DAB'],
    tag: '资料包',
    profile: {
      type: 'data_pack',
      benefits: ['3500 常用字逐字示范', '100 篇名篇字帖', '田字格、米字格练习纸', 'A4 高清 PDF 可打印'],
      validDays: null,
      deliveryNote: '支付成功后在「我的订单」中下载，链接长期有效',
    },
  },
];

const REVIEWS = [
  { nickname: '李**', rating: 5, content: '质量很好，孩子每天都拿来练习，发货也快。' },
  { nickname: '王**', rating: 5, content: '和课程配合着用效果明显，推荐！' },
  { nickname: '张**', rating: 4, content: '包装结实，内容丰富，就是快递慢了一天。' },
];

/** Pay methods per brand: payType, sort, default, minimum amount, instalment periods. */
const PAY_CHANNELS = [
  { payType: 11, sort: 1, defaultChannel: true, icon: 'wechat', minAmountCents: 0, periods: [] },
  { payType: 21, sort: 2, defaultChannel: false, icon: 'alipay', minAmountCents: 0, periods: [] },
  {
    payType: 22,
    sort: 3,
    defaultChannel: false,
    icon: 'huabei',
    minAmountCents: 10_000,
    periods: [3, 6, 12],
  },
  { payType: 31, sort: 4, defaultChannel: false, icon: 'jdpay', minAmountCents: 0, periods: [] },
  { payType: 15, sort: 5, defaultChannel: false, icon: 'wechat-alt', minAmountCents: 0, periods: [] },
];

/** The icon file of each seeded pay channel: the provider's mark the web draws (packages/domain pay-marks.ts). */
const PAY_ICONS: Record<string, PayMarkName> = {
  wechat: 'wechat-pay',
  alipay: 'alipay',
  huabei: 'huabei',
  jdpay: 'jdpay',
  'wechat-alt': 'wechat-pay',
};

export async function writeCommerceFiles(uploadsDir: string): Promise<void> {
  for (const [name, mark] of Object.entries(PAY_ICONS)) {
    await writeFileIfChanged(path.join(uploadsDir, `pay/${name}.svg`), payMarkSvg(mark));
  }
  for (const g of DEMO_GOODS) {
    await writeFileIfChanged(
      path.join(uploadsDir, `goods/${g.slug}.svg`),
      renderCoverSvg({
        title: g.title,
        tag: g.tag,
        byline: g.subtitle,
        from: g.gradient[0],
        to: g.gradient[1],
      }),
    );
  }
}

/**
 * Start dates to choose after buying the piano course (curriculum-time): the next three Monday evenings
 * (20:00 Beijing), two classes of 300 each. Named by date, so a long-lived database gains new periods as the old
 * ones start. The other paid courses have no camp (withoutCamp).
 */
export const DEMO_CAMP_COURSE = '成人钢琴入门：从识谱到弹奏《致爱丽丝》';
const CAMP_CLASSES = [
  { name: '1 班', teacherName: '林雅琴', key: 'class1' },
  { name: '2 班', teacherName: '周子墨', key: 'class2' },
];

/** 20:00 Beijing time on each of the next `count` Mondays. */
export function upcomingMondays(count: number, now = new Date()): Date[] {
  const midnight = startOfBeijingDay(now).getTime();
  const daysAhead = (8 - beijingParts(now).weekday) % 7 || 7;
  return Array.from(
    { length: count },
    (_, i) => new Date(midnight + (daysAhead + i * 7) * 86_400_000 + 20 * 3_600_000),
  );
}

async function seedCourseCamps(tx: AppTransaction, url: (file: string) => string): Promise<void> {
  const [course] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.title, DEMO_CAMP_COURSE))
    .limit(1);
  if (!course) return;
  for (const startsAt of upcomingMondays(3)) {
    const label = formatBeijingMonthDay(startsAt);
    const name = `钢琴入门营 ${label}开课`;
    await demoRow(
      tx,
      `camp:${name}`,
      camps,
      and(eq(camps.courseId, course.id), eq(camps.name, name))!,
      async () => {
        const [camp] = await tx
          .insert(camps)
          .values({ courseId: course.id, name, startsAt })
          .returning({ id: camps.id });
        await tx.insert(classes).values(
          CAMP_CLASSES.map((c) => ({
            campId: camp!.id,
            name: `钢琴入门营 ${label} ${c.name}`,
            teacherName: c.teacherName,
            capacity: 300,
            groupQrUrl: url(`qr/camp1-${c.key}-group.svg`),
            teacherQrUrl: url(`qr/camp1-${c.key}-teacher.svg`),
          })),
        );
        return camp!.id;
      },
    );
  }
}

export async function seedCommerce(tx: AppTransaction, url: (file: string) => string): Promise<void> {
  await seedCourseCamps(tx, url);
  for (const brand of ['nbc', 'jz'] as const) {
    await tx
      .insert(payChannelConfigs)
      .values(
        PAY_CHANNELS.map((c) => ({
          brand,
          businessCode: '',
          payType: c.payType,
          sort: c.sort,
          defaultChannel: c.defaultChannel,
          iconUrl: url(`pay/${c.icon}.svg`),
          minAmountCents: c.minAmountCents,
          periods: c.periods,
        })),
      )
      .onConflictDoNothing();
  }
  await tx
    .insert(configCodes)
    .values(
      [
        ['nbc', '能力培训学堂'],
        ['jz', '匠知课堂'],
      ].map(([brand, name]) => ({
        code: refundAgreementCode(brand!),
        value: demoRefundAgreement(name!) as unknown,
        description: '退款协议（refundAgreement 页面），按品牌',
      })),
    )
    .onConflictDoNothing();
  for (const [index, g] of DEMO_GOODS.entries()) {
    let made = false;
    const id = await demoRow(
      tx,
      `goods:${g.slug}`,
      goods,
      and(eq(goods.brand, g.brand), eq(goods.title, g.title))!,
      async () => {
        made = true;
        return insertDemoGoods(tx, url, g, index);
      },
    );
    if (id !== null && !made && g.profile) {
      await tx
        .insert(virtualGoodsProfiles)
        .values({ goodsId: id, ...g.profile })
        .onConflictDoUpdate({
          target: virtualGoodsProfiles.goodsId,
          set: { coursePricePercent: g.profile.coursePricePercent ?? null },
        });
    }
  }
}

async function insertDemoGoods(
  tx: AppTransaction,
  url: (file: string) => string,
  g: (typeof DEMO_GOODS)[number],
  index: number,
): Promise<number> {
  let giftOfCourseId: number | null = null;
  if (g.giftOfCourseTitle) {
    const [course] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.title, g.giftOfCourseTitle))
      .limit(1);
    giftOfCourseId = course?.id ?? null;
  }
  const [row] = await tx
    .insert(goods)
    .values({
      brand: g.brand,
      kind: g.kind,
      title: g.title,
      subtitle: g.subtitle,
      detail: g.detail,
      coverUrl: url(`goods/${g.slug}.svg`),
      videoUrl: g.kind === 'physical' ? url('media/pattern.mp4') : null,
      priceCents: g.priceCents,
      originalPriceCents: g.originalPriceCents,
      stock: g.stock,
      sold: 37 * (index + 3),
      giftOfCourseId,
      sort: (index + 1) * 10,
    })
    .returning({ id: goods.id });
  if (g.profile) await tx.insert(virtualGoodsProfiles).values({ goodsId: row!.id, ...g.profile });
  if (!giftOfCourseId) {
    await tx.insert(goodsReviews).values(REVIEWS.map((r) => ({ ...r, goodsId: row!.id })));
  }
  return row!.id;
}
