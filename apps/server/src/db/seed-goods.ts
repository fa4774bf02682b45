// Over 300 lines: a data set (the demo goods) with its insert.
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { AppTransaction } from './client.ts';
import { escapeXml } from './qr-image.ts';
import { goods, goodsProfiles, goodsReviewSources, goodsReviews, prizeCodes } from './schema/index.ts';
import { renderCoverSvg, writeFileIfChanged } from './seed-assets.ts';
import { DEMO_GOODS } from './seed-commerce.ts';
import { demoRow } from './seed-ledger.ts';

/**
 * Goods pages demo data (issue 6): pictures for every physical good (square carousel shots, long description
 * pictures, a video poster), more goods to show each state of the goods page — specs, sold out, off the
 * shelf, the zqt line, a prize for the exchange pages — reviews with pictures, and prize exchange codes.
 */

const FONT = 'PingFang SC, Hiragino Sans GB, Microsoft YaHei, Noto Sans CJK SC, sans-serif';

type ExtraGoods = {
  slug: string;
  title: string;
  subtitle: string;
  detail: string;
  priceCents: number;
  originalPriceCents: number | null;
  stock: number;
  status?: 'on_sale' | 'off_sale';
  line: 'shop' | 'zqt' | 'prize';
  spec?: { group: string; name: string };
  gradient: [string, string];
  tag: string;
  video?: boolean;
};

export const EXTRA_GOODS: ExtraGoods[] = [
  {
    slug: 'mind-map-pens-12',
    title: '思维导图彩色白板笔',
    subtitle: '可擦易干，配合思维导图课程使用',
    detail: '低气味水性墨水，圆头 2mm，书写流畅不断墨。附赠板擦一块、收纳袋一个。',
    priceCents: 2_990,
    originalPriceCents: 3_990,
    stock: 800,
    line: 'shop',
    spec: { group: 'mind-map-pens', name: '12 色装' },
    gradient: ['#36CFC9', '#08979C'],
    tag: '文具',
  },
  {
    slug: 'mind-map-pens-24',
    title: '思维导图彩色白板笔',
    subtitle: '可擦易干，配合思维导图课程使用',
    detail: '低气味水性墨水，圆头 2mm，书写流畅不断墨。附赠板擦一块、收纳袋一个。',
    priceCents: 4_990,
    originalPriceCents: 6_990,
    stock: 300,
    line: 'shop',
    spec: { group: 'mind-map-pens', name: '24 色装' },
    gradient: ['#36CFC9', '#08979C'],
    tag: '文具',
  },
  {
    slug: 'signed-notebook',
    title: '名师签名款学习笔记本（限量）',
    subtitle: '每本附名师手写寄语，限量 200 本',
    detail: 'A5 尺寸，120g 护眼米黄纸，共 192 页，康奈尔笔记法版式。',
    priceCents: 6_800,
    originalPriceCents: 9_800,
    stock: 0,
    line: 'shop',
    gradient: ['#9254DE', '#531DAB'],
    tag: '限量',
  },
  {
    slug: 'old-memory-handbook',
    title: '记忆训练手册（旧版）',
    subtitle: '已停售，新版请看训练卡片套装',
    detail: '旧版手册已停止销售。',
    priceCents: 1_990,
    originalPriceCents: null,
    stock: 50,
    status: 'off_sale',
    line: 'shop',
    gradient: ['#8C8C8C', '#434343'],
    tag: '停售',
  },
  {
    slug: 'zqt-focus-kit',
    title: '智趣堂儿童专注力训练教具',
    subtitle: '舒尔特方格 + 记忆翻翻棋，亲子共玩',
    detail: '榉木材质，水性漆无异味。含舒尔特方格 5 套、记忆翻翻棋 1 套、训练计划表 30 天。',
    priceCents: 15_800,
    originalPriceCents: 19_800,
    stock: 120,
    line: 'zqt',
    gradient: ['#FFC53D', '#FA8C16'],
    tag: '智趣堂',
    video: true,
  },
  {
    slug: 'star-thermos',
    title: '学习之星定制保温杯',
    subtitle: '打卡挑战奖品，刻字定制',
    detail: '316 不锈钢内胆，500ml，12 小时保温。杯身激光刻“学习之星”。',
    priceCents: 0,
    originalPriceCents: 12_900,
    stock: 1000,
    status: 'off_sale',
    line: 'prize',
    gradient: ['#F5222D', '#A8071A'],
    tag: '奖品',
  },
];

/** Exchange codes printed in docs/operations.md (valid for a year from seeding). */
export const DEMO_PRIZE_CODES = ['STAR2026A001', 'STAR2026A002', 'STAR2026A003', 'STAR2026A004'];

const REVIEWS_WITH_PICTURES = [
  {
    nickname: '陈**',
    rating: 5,
    content: '做工扎实，颜色和图片一致，孩子很喜欢，每天都主动练。',
    pictures: 2,
  },
  { nickname: '刘**', rating: 4, content: '东西不错，物流两天就到了，包装也很用心。', pictures: 1 },
  { nickname: '赵**', rating: 5, content: '配合课程一起用，老师讲的方法一下就能练起来。', pictures: 0 },
  { nickname: '周**', rating: 3, content: '整体还行，说明书可以再详细一些。', pictures: 0 },
];

/** A square product shot (750x750): the good on a soft gradient, its tag and name. */
export function renderGoodsShotSvg(input: {
  title: string;
  tag: string;
  from: string;
  to: string;
  view: number;
}): string {
  const shapes = [
    '<rect x="215" y="170" width="320" height="400" rx="28" fill="#fff" fill-opacity="0.92"/><rect x="255" y="220" width="240" height="28" rx="14" fill="url(#g)"/><rect x="255" y="270" width="180" height="20" rx="10" fill="url(#g)" fill-opacity="0.5"/><rect x="255" y="310" width="210" height="20" rx="10" fill="url(#g)" fill-opacity="0.5"/>',
    '<g transform="rotate(-12 375 360)"><rect x="185" y="200" width="380" height="300" rx="24" fill="#fff" fill-opacity="0.9"/><circle cx="375" cy="350" r="90" fill="url(#g)" fill-opacity="0.8"/></g>',
    '<rect x="160" y="230" width="200" height="300" rx="20" fill="#fff" fill-opacity="0.9"/><rect x="390" y="190" width="200" height="340" rx="20" fill="#fff" fill-opacity="0.75"/><circle cx="260" cy="330" r="50" fill="url(#g)"/><circle cx="490" cy="300" r="60" fill="url(#g)" fill-opacity="0.7"/>',
  ];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="750" viewBox="0 0 750 750" font-family="${FONT}">`,
    `<title>${escapeXml(input.title)}</title>`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${input.from}"/><stop offset="1" stop-color="${input.to}"/>`,
    '</linearGradient><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="${input.from}" stop-opacity="0.25"/><stop offset="1" stop-color="${input.to}" stop-opacity="0.45"/>`,
    '</linearGradient></defs>',
    '<rect width="750" height="750" fill="#fff"/><rect width="750" height="750" fill="url(#bg)"/>',
    '<ellipse cx="375" cy="600" rx="250" ry="26" fill="#000" fill-opacity="0.08"/>',
    shapes[input.view % shapes.length],
    `<rect x="40" y="40" rx="20" width="${Array.from(input.tag).length * 30 + 44}" height="48" fill="url(#g)"/>`,
    `<text x="62" y="74" font-size="28" fill="#fff">${escapeXml(input.tag)}</text>`,
    `<text x="375" y="680" font-size="34" font-weight="700" text-anchor="middle" fill="#333">${escapeXml(input.title)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

/** A long description picture (750x900): a heading band and a few selling points. */
export function renderGoodsDetailSvg(input: {
  title: string;
  heading: string;
  points: string[];
  color: string;
}) {
  const rows = input.points
    .map(
      (p, i) =>
        `<circle cx="90" cy="${300 + i * 150}" r="34" fill="${input.color}"/><text x="90" y="${312 + i * 150}" font-size="32" fill="#fff" text-anchor="middle">${i + 1}</text><text x="150" y="${312 + i * 150}" font-size="32" fill="#333">${escapeXml(p)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="900" viewBox="0 0 750 900" font-family="${FONT}">`,
    `<title>${escapeXml(input.heading)}</title>`,
    '<rect width="750" height="900" fill="#FFFAF5"/>',
    `<rect width="750" height="180" fill="${input.color}"/>`,
    `<text x="375" y="80" font-size="30" fill="#fff" fill-opacity="0.85" text-anchor="middle">${escapeXml(input.title)}</text>`,
    `<text x="375" y="136" font-size="44" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(input.heading)}</text>`,
    rows,
    '</svg>',
    '',
  ].join('\n');
}

type PictureSource = { slug: string; title: string; tag: string; gradient: [string, string] };

const pictureSources = (): PictureSource[] => [
  ...DEMO_GOODS.filter((g) => g.kind === 'physical'),
  ...EXTRA_GOODS,
];

const HEADINGS: [string, string[]][] = [
  ['产品亮点', ['精选材质，安全环保', '配套课程，学练结合', '尺寸合适，便于收纳']],
  ['使用场景', ['课堂练习与课后巩固', '亲子共学，陪伴成长', '随身携带，碎片时间练']],
];

export async function writeGoodsFiles(uploadsDir: string): Promise<void> {
  for (const g of pictureSources()) {
    for (const view of [0, 1, 2]) {
      await writeFileIfChanged(
        path.join(uploadsDir, `goods/${g.slug}-${view}.svg`),
        renderGoodsShotSvg({ title: g.title, tag: g.tag, from: g.gradient[0], to: g.gradient[1], view }),
      );
    }
    await writeFileIfChanged(
      path.join(uploadsDir, `goods/${g.slug}-poster.svg`),
      renderCoverSvg({
        title: g.title,
        tag: '商品视频',
        byline: '开箱与使用演示',
        from: g.gradient[0],
        to: g.gradient[1],
      }),
    );
    for (const [i, [heading, points]] of HEADINGS.entries()) {
      await writeFileIfChanged(
        path.join(uploadsDir, `goods/${g.slug}-detail-${i}.svg`),
        renderGoodsDetailSvg({ title: g.title, heading, points, color: g.gradient[1] }),
      );
    }
  }
}

export async function seedGoods(
  tx: AppTransaction,
  url: (file: string) => string,
  now: Date = new Date(),
): Promise<void> {
  for (const [index, g] of EXTRA_GOODS.entries()) {
    // two demo goods share a title: the price tells them apart
    const named = and(eq(goods.brand, 'nbc'), eq(goods.title, g.title), eq(goods.priceCents, g.priceCents))!;
    await demoRow(tx, `goods:${g.slug}`, goods, named, async () => {
      const [row] = await tx
        .insert(goods)
        .values({
          brand: 'nbc',
          kind: 'physical',
          title: g.title,
          subtitle: g.subtitle,
          detail: g.detail,
          coverUrl: url(`goods/${g.slug}-0.svg`),
          videoUrl: g.video ? url('media/pattern.mp4') : null,
          priceCents: g.priceCents,
          originalPriceCents: g.originalPriceCents,
          stock: g.stock,
          sold: g.stock === 0 ? 200 : 23 * (index + 2),
          status: g.status ?? 'on_sale',
          sort: 100 + index * 10,
        })
        .returning({ id: goods.id });
      if (g.line !== 'prize') await insertReviews(tx, row!.id, g.slug, url, index);
      return row!.id;
    });
  }

  // Profiles for every physical good of the demo, old and new.
  for (const g of pictureSources()) {
    const source = DEMO_GOODS.find((d) => d.slug === g.slug);
    const extra = EXTRA_GOODS.find((e) => e.slug === g.slug);
    const [row] = await tx
      .select({ id: goods.id, videoUrl: goods.videoUrl })
      .from(goods)
      .where(
        and(
          eq(goods.brand, source?.brand ?? 'nbc'),
          eq(goods.title, g.title),
          eq(goods.priceCents, source?.priceCents ?? extra!.priceCents),
        ),
      )
      .limit(1);
    if (!row) continue;
    await tx
      .insert(goodsProfiles)
      .values({
        goodsId: row.id,
        line: extra?.line ?? 'shop',
        images: [0, 1, 2].map((view) => url(`goods/${g.slug}-${view}.svg`)),
        detailImages: HEADINGS.map((_, i) => url(`goods/${g.slug}-detail-${i}.svg`)),
        videoPosterUrl: row.videoUrl ? url(`goods/${g.slug}-poster.svg`) : null,
        specGroup: extra?.spec?.group ?? null,
        specName: extra?.spec?.name ?? null,
      })
      .onConflictDoNothing();
  }

  // The commerce seed's reviews of its physical goods: pictures on the first one.
  for (const g of DEMO_GOODS.filter((d) => d.kind === 'physical' && !d.giftOfCourseTitle)) {
    const [first] = await tx
      .select({ id: goodsReviews.id })
      .from(goodsReviews)
      .innerJoin(goods, eq(goods.id, goodsReviews.goodsId))
      .where(and(eq(goods.title, g.title), eq(goods.brand, g.brand)))
      .orderBy(asc(goodsReviews.id))
      .limit(1);
    if (!first) continue;
    await tx
      .insert(goodsReviewSources)
      .values({ reviewId: first.id, images: [1, 2].map((view) => url(`goods/${g.slug}-${view}.svg`)) })
      .onConflictDoNothing();
  }

  const [prize] = await tx
    .select({ id: goods.id })
    .from(goods)
    .innerJoin(goodsProfiles, eq(goodsProfiles.goodsId, goods.id))
    .where(eq(goodsProfiles.line, 'prize'))
    .limit(1);
  if (prize) {
    await tx
      .insert(prizeCodes)
      .values(
        DEMO_PRIZE_CODES.map((code) => ({
          code,
          brand: 'nbc' as const,
          goodsId: prize.id,
          source: '21 天打卡挑战',
          expiresAt: new Date(now.getTime() + 365 * 86_400_000),
        })),
      )
      .onConflictDoNothing();
  }
}

async function insertReviews(
  tx: AppTransaction,
  goodsId: number,
  slug: string,
  url: (file: string) => string,
  offset: number,
): Promise<void> {
  for (const [i, r] of REVIEWS_WITH_PICTURES.entries()) {
    const [review] = await tx
      .insert(goodsReviews)
      .values({
        goodsId,
        nickname: r.nickname,
        rating: r.rating,
        content: r.content,
        createdAt: new Date(Date.UTC(2026, 9, 1 + offset * 3 + i, 4)),
      })
      .returning({ id: goodsReviews.id });
    if (r.pictures > 0) {
      await tx.insert(goodsReviewSources).values({
        reviewId: review!.id,
        images: Array.from({ length: r.pictures }, (_, p) => url(`goods/${slug}-${p + 1}.svg`)),
      });
    }
  }
}
