// Over 300 lines: one suite for the demo seed: every area's rows, idempotence, two seeds at once.
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type PayMarkName, payMarkSvg } from '@course/domain/pay-marks';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, describeEachDatabase, rowCounts } from '../test-support/test-database.ts';
import type { Database } from './client.ts';
import {
  brands,
  camps,
  chapters,
  classes,
  configCodes,
  courses,
  courseTeacherContacts,
  customers,
  feedbackReasons,
  pageTemplates,
  payChannelConfigs,
  sections,
  wechatApps,
} from './schema/index.ts';
import { DEMO_AUDIO_URL_PATH, DEMO_AVATAR_PATHS, seedDemoData } from './seed.ts';
import { DEMO_CAMP, DEMO_COURSES } from './seed-data.ts';
import { DEMO_APP_DOWNLOAD } from './seed-landing.ts';

const TABLES = [
  'brands',
  'wechat_apps',
  'customers',
  'config_codes',
  'feedback_reasons',
  'channels',
  'courses',
  'chapters',
  'sections',
  'page_templates',
  'camps',
  'classes',
];

const counts = (database: Database) => rowCounts(database, TABLES);

async function listFiles(dir: string): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out.set(path.relative(dir, file), (await stat(file)).mtimeMs);
  }
  return out;
}

describeEachDatabase('seedDemoData', (getDatabase) => {
  let uploadsDir: string;
  let firstCounts: Record<string, number>;
  let firstFiles: Map<string, number>;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'seed-uploads-'));
    await seedDemoData(getDatabase(), { uploadsDir });
    firstCounts = await counts(getDatabase());
    firstFiles = await listFiles(uploadsDir);
  }, 60_000);

  afterAll(async () => {
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('is idempotent: a second run changes no row count and rewrites no file', async () => {
    await seedDemoData(getDatabase(), { uploadsDir });
    expect(await counts(getDatabase())).toEqual(firstCounts);
    expect(await listFiles(uploadsDir)).toEqual(firstFiles);
  });

  it('two seeds at once still insert everything once', async () => {
    await Promise.all([
      seedDemoData(getDatabase(), { uploadsDir }),
      seedDemoData(getDatabase(), { uploadsDir }),
    ]);
    expect(await counts(getDatabase())).toEqual(firstCounts);
  });

  it('seeds both brands with their tab-bar switches', async () => {
    const rows = await getDatabase().db.select().from(brands).orderBy(brands.code);
    expect(rows.map((b) => [b.code, b.tourShow, b.dataProject, b.partnerCode])).toEqual([
      ['jz', 'hide', 'jiangzhen', '10002'],
      ['nbc', 'show', '', '10001'],
    ]);
  });

  it('seeds the messaging-app accounts 99 (nbc), 1 and 2 (jz) without secrets', async () => {
    const rows = await getDatabase().db.select().from(wechatApps).orderBy(wechatApps.wechatType);
    expect(rows.map((a) => [a.wechatType, a.brandCode, a.appId])).toEqual([
      [1, 'jz', 'wx_sandbox_jz_1'],
      [2, 'jz', 'wx_sandbox_jz_2'],
      [99, 'nbc', 'wx_sandbox_nbc_99'],
    ]);
    for (const app of rows) expect(app.appSecretRef).toMatch(/^WECHAT_APP_SECRET_\d+$/);
  });

  it('seeds the config codes and six feedback reasons in order', async () => {
    const config = await getDatabase().db.select().from(configCodes).orderBy(configCodes.code);
    const agreements = config.filter((c) => c.code.startsWith('agreement.'));
    expect(agreements.map((c) => c.code)).toEqual(
      ['about', 'membership', 'privacy', 'purchase', 'qualifications', 'service'].flatMap((t) => [
        `agreement.${t}.jz`,
        `agreement.${t}.nbc`,
      ]),
    );
    expect(agreements.find((c) => c.code === 'agreement.service.nbc')?.value).toMatchObject({
      title: '能力培训学堂用户服务协议',
    });
    expect(config.filter((c) => c.code.startsWith('privacy.')).map((c) => c.code)).toEqual([
      'privacy.collectedList',
      'privacy.thirdShareList',
    ]);
    expect(
      config
        .filter((c) => !c.code.startsWith('agreement.') && !c.code.startsWith('privacy.'))
        .map((c) => [c.code, c.value]),
    ).toEqual([
      ['allowPayMethod', [11, 21, 22, 31, 15]],
      ['appDownload', DEMO_APP_DOWNLOAD],
      [
        'landingDiversion',
        [
          { page: 'classInfo20', weight: 1 },
          { page: 'pageTemplate', weight: 1 },
        ],
      ],
      ['landingMarqueeAvatars', DEMO_AVATAR_PATHS],
      ['miniComplaint', 1],
      ['refundAgreement.jz', expect.objectContaining({ title: '匠知课堂退款协议' })],
      ['refundAgreement.nbc', expect.objectContaining({ title: '能力培训学堂退款协议' })],
    ]);
    const reasons = await getDatabase().db.select().from(feedbackReasons).orderBy(feedbackReasons.sort);
    expect(reasons).toHaveLength(6);
    expect(reasons[0]!.desc).toBe('二维码无法识别');
    expect(reasons.at(-1)!.desc).toBe('其他原因');
  });

  it('seeds courses of every subject, one zero-yuan, each with 2–3 chapters and 3–5 audio or video sections', async () => {
    const db = getDatabase().db;
    // The foundation's six courses; the courses module adds its own (seed-courses.test.ts).
    const titles: string[] = DEMO_COURSES.map((c) => c.title);
    const rows = (await db.select().from(courses)).filter((c) => titles.includes(c.title));
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((c) => c.subject))).toEqual(
      new Set(['memory', 'calligraphy', 'piano', 'short-video', 'health', 'finance']),
    );
    expect(rows.filter((c) => c.isZeroYuan && c.priceCents === 0)).toHaveLength(1);
    for (const course of rows) {
      expect(course.coverUrl).toMatch(/^\/uploads\/covers\/.+\.svg$/);
      const chapterRows = await db.select().from(chapters).where(eq(chapters.courseId, course.id));
      expect(chapterRows.length).toBeGreaterThanOrEqual(2);
      expect(chapterRows.length).toBeLessThanOrEqual(3);
      const sectionRows = await db.select().from(sections).where(eq(sections.courseId, course.id));
      expect(sectionRows.length).toBeGreaterThanOrEqual(3);
      expect(sectionRows.length).toBeLessThanOrEqual(5);
      for (const section of sectionRows) {
        expect(section.mediaUrl).toBe(
          section.kind === 'audio' ? DEMO_AUDIO_URL_PATH : '/uploads/media/pattern.mp4',
        );
      }
    }
  });

  it('writes the files the rows point at', async () => {
    const db = getDatabase().db;
    const urls = [
      ...(await db.select({ u: courses.coverUrl }).from(courses)).map((r) => r.u),
      ...(await db.select({ u: courses.teacherAvatarUrl }).from(courses)).map((r) => r.u),
      ...(await db.select({ u: classes.groupQrUrl }).from(classes)).map((r) => r.u),
      ...(await db.select({ u: classes.teacherQrUrl }).from(classes)).map((r) => r.u),
      ...(await db.select({ u: courseTeacherContacts.qrUrl }).from(courseTeacherContacts)).map((r) => r.u),
      ...(await db.select({ u: wechatApps.qrcodeUrl }).from(wechatApps)).map((r) => r.u),
      ...(await db.select({ u: brands.logoUrl }).from(brands)).map((r) => r.u),
      ...(await db.select({ u: customers.avatarUrl }).from(customers)).map((r) => r.u ?? ''),
      ...DEMO_AVATAR_PATHS,
      DEMO_AUDIO_URL_PATH,
    ];
    for (const template of await db.select().from(pageTemplates)) {
      const layout = template.componentJson;
      for (const u of [layout.tBackgroundImg, layout.tQrcodeBackImg]) if (u) urls.push(u);
    }
    expect(DEMO_AVATAR_PATHS).toHaveLength(24);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\//);
      expect(firstFiles.has(url.slice('/uploads/'.length)), url).toBe(true);
    }
  });

  it("seeds the pay config's icon files as the providers' marks, not placeholder characters", async () => {
    const db = getDatabase().db;
    const rows = await db.select().from(payChannelConfigs);
    expect(rows.length).toBeGreaterThan(0);
    const marks = new Map([
      [11, 'wechat-pay'],
      [15, 'wechat-pay'],
      [21, 'alipay'],
      [22, 'huabei'],
      [31, 'jdpay'],
    ]);
    for (const row of rows) {
      expect(row.iconUrl).toMatch(/^\/uploads\/pay\/.+\.svg$/);
      const svg = await readFile(path.join(uploadsDir, row.iconUrl.slice('/uploads/'.length)), 'utf8');
      expect(svg, row.iconUrl).not.toMatch(/<text/);
      const mark = marks.get(row.payType);
      if (mark) expect(svg, row.iconUrl).toBe(payMarkSvg(mark as PayMarkName));
    }
  });

  it('gives every course a class teacher with a QR for buyers outside a camp class', async () => {
    const db = getDatabase().db;
    const contacts = await db.select().from(courseTeacherContacts);
    expect(contacts.length).toBe((await db.select({ id: courses.id }).from(courses)).length);
    for (const c of contacts) expect(c.teacherName).not.toBe('');
  });

  it('shows learners no placeholder contact and no 主讲 on goods pictures', async () => {
    const db = getDatabase().db;
    const about = await db
      .select({ value: configCodes.value })
      .from(configCodes)
      .where(sql`${configCodes.code} like 'agreement.about.%'`);
    expect(about.length).toBeGreaterThan(0);
    for (const row of about) {
      expect(JSON.stringify(row.value)).not.toContain('example.com');
      expect(JSON.stringify(row.value)).toContain('联系客服');
    }
    // a database seeded with the old placeholder is brought up to date by the next seed
    const [first] = await db
      .select()
      .from(configCodes)
      .where(sql`${configCodes.code} like 'agreement.about.%'`)
      .limit(1);
    const stale = JSON.parse(
      JSON.stringify(first!.value).replace(/在线客服：[^"]*/, '客服邮箱：service@example.com'),
    ) as unknown;
    await db.update(configCodes).set({ value: stale }).where(eq(configCodes.code, first!.code));
    await seedDemoData(getDatabase(), { uploadsDir });
    const [fixed] = await db.select().from(configCodes).where(eq(configCodes.code, first!.code));
    expect(JSON.stringify(fixed!.value)).not.toContain('example.com');

    const goodsPictures = [...firstFiles.keys()].filter((f) => f.startsWith('goods/') && f.endsWith('.svg'));
    expect(goodsPictures.length).toBeGreaterThan(0);
    for (const file of goodsPictures) {
      expect(await readFile(path.join(uploadsDir, file), 'utf8'), file).not.toContain('主讲');
    }
  });

  it('writes a playable 3-second 440 Hz WAV (PCM 16-bit mono 8 kHz)', async () => {
    const wav = await readFile(path.join(uploadsDir, 'media/tone-440.wav'));
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt16LE(20)).toBe(1); // PCM
    expect(wav.readUInt16LE(22)).toBe(1); // mono
    expect(wav.readUInt32LE(24)).toBe(8000);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.readUInt32LE(40)).toBe(3 * 8000 * 2);
    expect(wav.length).toBe(44 + 3 * 8000 * 2);
    // Zero crossings upward per second ≈ the frequency.
    let crossings = 0;
    for (let i = 1; i < 8000; i++) {
      if (wav.readInt16LE(44 + (i - 1) * 2) < 0 && wav.readInt16LE(44 + i * 2) >= 0) crossings++;
    }
    expect(crossings).toBeGreaterThanOrEqual(438);
    expect(crossings).toBeLessThanOrEqual(441);
  });

  it('seeds a camp with classes of capacity 200, 200 and 2, each with a group and a teacher QR', async () => {
    const db = getDatabase().db;
    const [camp] = await db.select().from(camps).where(eq(camps.name, DEMO_CAMP.name));
    const rows = await db.select().from(classes).where(eq(classes.campId, camp!.id)).orderBy(classes.id);
    expect(rows.map((c) => c.capacity)).toEqual([200, 200, 2]);
    for (const c of rows) {
      expect(c.groupQrUrl).toMatch(/^\/uploads\/qr\/.+-group\.svg$/);
      expect(c.teacherQrUrl).toMatch(/^\/uploads\/qr\/.+-teacher\.svg$/);
    }
  });

  it('seeds the two demo customers, one without and one with a mobile, and the demo teacher', async () => {
    const rows = await getDatabase().db.select().from(customers).orderBy(customers.learnNumber);
    // 学员小周 (100003) is the courses module's own demo learner (seed-courses.ts).
    expect(rows.map((c) => [c.nickname, c.mobile, c.learnNumber])).toEqual([
      ['学员小王', null, '100001'],
      ['学员小李', '13812345678', '100002'],
      ['学员小周', '13912345678', '100003'],
      ['王老师', '13900000001', '900001'],
    ]);
  });
});

describe('seedDemoData with publicBase', () => {
  it('prefixes stored image and media URLs with it', async () => {
    const uploadsDir = await mkdtemp(path.join(tmpdir(), 'seed-uploads-'));
    const { database, drop } = await createTestDatabase('pglite');
    try {
      await seedDemoData(database, { uploadsDir, publicBase: 'https://cdn.example.com/' });
      const [course] = await database.db.select().from(courses).limit(1);
      expect(course!.coverUrl).toMatch(/^https:\/\/cdn\.example\.com\/uploads\/covers\//);
      const [section] = await database.db.select().from(sections).where(eq(sections.kind, 'audio')).limit(1);
      expect(section!.mediaUrl).toBe('https://cdn.example.com/uploads/media/tone-440.wav');
    } finally {
      await drop();
      await rm(uploadsDir, { recursive: true, force: true });
    }
  }, 60_000);
});
