// Over 300 lines: the demo data's one entry point, seeding every area in order (the data sets themselves live in seed-*.ts).
import path from 'node:path';
import { beijingParts, startOfBeijingDay } from '@course/domain/beijing-time';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb, AppTransaction, Database } from './client.ts';
import { renderQrSvg } from './qr-image.ts';
import {
  brands,
  camps,
  channels,
  chapters,
  classes,
  configCodes,
  courses,
  customers,
  feedbackReasons,
  pageTemplates,
  sections,
  wechatApps,
} from './schema/index.ts';
import { seedAgreements } from './seed-agreements.ts';
import {
  renderAvatarSvg,
  renderCoverSvg,
  renderLandingBackgroundSvg,
  renderLogoSvg,
  renderQrFrameSvg,
  renderToneWav,
  writeFileIfChanged,
} from './seed-assets.ts';
import { seedCommerce, writeCommerceFiles } from './seed-commerce.ts';
import { seedContests, seedSpringCouplets, writeContestFiles } from './seed-contests.ts';
import { seedCoursesDemo, writeCoursesDemoImages } from './seed-courses.ts';
import { writeCoursesDemoFiles } from './seed-courses-media.ts';
import {
  AVATAR_COLORS,
  DEMO_AUDIO_FILE,
  DEMO_AUDIO_SECONDS,
  DEMO_BRANDS,
  DEMO_CALLIGRAPHY_BACKGROUND,
  DEMO_CAMP,
  DEMO_CHANNELS,
  DEMO_CONFIG_CODES,
  DEMO_COURSES,
  DEMO_CUSTOMERS,
  DEMO_FEEDBACK_REASONS,
  DEMO_MEMORY_BACKGROUND,
  DEMO_SURNAMES,
  DEMO_TEMPLATES,
  DEMO_VIDEO_FILE,
  DEMO_WECHAT_APPS,
  type DemoCourse,
} from './seed-data.ts';
import { seedGoods, writeGoodsFiles } from './seed-goods.ts';
import { seedGroupBuying } from './seed-group-buying.ts';
import { seedGrowth } from './seed-growth.ts';
import { seedGrowthRewards } from './seed-growth-rewards.ts';
import { seedIdentityDemo } from './seed-identity.ts';
import { landingDemoFiles, seedLandingData } from './seed-landing.ts';
import { demoCourse, demoRow } from './seed-ledger.ts';
import { seedLiveLessons } from './seed-lives.ts';
import { seedPrivacyLists } from './seed-privacy.ts';
import { seedSandboxDemoIdentities } from './seed-sandbox-identities.ts';
import { seedShell } from './seed-shell.ts';
import { seedStudyTour } from './seed-study-tour.ts';
import { seedTools } from './seed-tools.ts';
import { seedToolsContent, writeToolsContentFiles } from './seed-tools-content.ts';

/**
 * Demo data for a laptop or a test deployment: brands, messaging-app accounts, config codes, feedback reasons,
 * channels, courses with chapters and sections, landing templates, a camp with classes and two customers, plus
 * the images and audio they point at under `uploadsDir`.
 *
 * Idempotent: rows with a natural key are inserted with ON CONFLICT DO NOTHING, the others after an existence
 * check, all in one transaction under an advisory lock (so two processes seeding at once do not duplicate);
 * files are written only when missing or different. Rows an operator changed are left as they are: the courses,
 * camps, classes, landing templates and goods an operator can rename or delete are found through the seed's ledger
 * (seed-ledger.ts), so a renamed one is not made again and a deleted one stays deleted. (A demo template's drawing,
 * componentJson, follows the seed's on every start, as before.)
 */

export type SeedOptions = {
  /** Folder served at /uploads. */
  uploadsDir: string;
  /** Prefix of stored image URLs (default '' — site-root paths such as /uploads/covers/x.svg). */
  publicBase?: string;
};

export const SEED_LOCK_KEY = 727_001_002;

/** Audio sections point at this file; the seed writes it (3 s of 440 Hz, 8 kHz mono 16-bit PCM). */
export const DEMO_AUDIO_URL_PATH = `/uploads/${DEMO_AUDIO_FILE}`;
/** Video sections point at this file; the seed copies it from apps/server/assets/media (seed-courses-media.ts). */
export const DEMO_VIDEO_URL_PATH = `/uploads/${DEMO_VIDEO_FILE}`;

export async function seedDemoData(database: Database, opts: SeedOptions): Promise<void> {
  const base = (opts.publicBase ?? '').replace(/\/+$/, '');
  const url = (file: string) => `${base}/uploads/${file}`;
  await writeDemoFiles(opts.uploadsDir);
  await writeCoursesDemoFiles(opts.uploadsDir);
  await writeCoursesDemoImages(opts.uploadsDir);
  await writeCommerceFiles(opts.uploadsDir);
  await writeGoodsFiles(opts.uploadsDir);
  await writeToolsContentFiles(opts.uploadsDir);
  await writeContestFiles(opts.uploadsDir);
  await database.db.transaction(async (tx) => {
    // a start-up step, as the migrations: waiting for another process's seed may take longer than the pooled
    // session's lock limit allows a request (client.ts POSTGRES_SESSION_LIMITS)
    await tx.execute(sql`set local lock_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await seedReferenceData(tx, url);
    const courseIds = await seedCourses(tx, url);
    await seedTemplates(tx, url, courseIds);
    await seedCamp(tx, url, courseIds);
    await seedLandingData(
      tx,
      url,
      courseIds,
      DEMO_SURNAMES.map((_, i) => url(avatarFile(i))),
    );
    await seedCoursesDemo(tx, url, courseIds);
    await seedIdentityDemo(tx, { teacherAvatarUrl: url(avatarFile(DEMO_CUSTOMERS.length)) });
    await seedCommerce(tx, url);
    await seedGoods(tx, url);
    await seedAgreements(tx);
    await seedPrivacyLists(tx);
    await seedGrowth(tx);
    await seedGrowthRewards(tx);
    await seedGroupBuying(tx);
    await seedTools(tx, new Map([...courseIds, ...(await seedToolsContent(tx, url))]));
    await seedStudyTour(tx, url);
    await seedContests(tx, url);
    await seedSpringCouplets(tx);
    await seedShell(
      tx,
      DEMO_SURNAMES.map((_, i) => url(avatarFile(i))),
    );
    await tx
      .insert(customers)
      .values(DEMO_CUSTOMERS.map((c, i) => ({ ...c, avatarUrl: url(avatarFile(i)) })))
      .onConflictDoNothing();
    await seedSandboxDemoIdentities(tx);
    await seedLiveLessons(tx, url);
  });
}

async function seedReferenceData(tx: AppTransaction, url: (file: string) => string): Promise<void> {
  await tx
    .insert(brands)
    .values(
      DEMO_BRANDS.map(({ logoFile, logoColor: _color, subscriptionQrFile, projectNames, ...brand }) => ({
        ...brand,
        projectNames: [...projectNames],
        logoUrl: url(logoFile),
        subscriptionQrUrl: url(subscriptionQrFile),
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(wechatApps)
    .values(
      DEMO_WECHAT_APPS.map((app) => ({
        ...app,
        appId: `wx_sandbox_${app.brandCode}_${app.wechatType}`,
        authDomainFront: '',
        authDomainBack: '',
        qrcodeUrl: url(`qr/wechat-${app.wechatType}.svg`),
        appSecretRef: `WECHAT_APP_SECRET_${app.wechatType}`,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(configCodes)
    .values(DEMO_CONFIG_CODES.map((c) => ({ ...c, value: c.value as unknown })))
    .onConflictDoNothing();
  await tx
    .insert(feedbackReasons)
    .values(DEMO_FEEDBACK_REASONS.map((r, i) => ({ ...r, sort: (i + 1) * 10, enabled: true })))
    .onConflictDoNothing();
  await tx
    .insert(channels)
    .values(DEMO_CHANNELS.map((c) => ({ ...c })))
    .onConflictDoNothing();
}

/**
 * Each demo course (with its chapters and sections), made once (seed-ledger.ts); answers the ids by slug, without
 * the courses an operator deleted.
 */
async function seedCourses(tx: AppTransaction, url: (file: string) => string): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [index, course] of DEMO_COURSES.entries()) {
    const id = await demoCourse(tx, course.slug, course.brand, course.title, () =>
      insertCourse(tx, course, (index + 1) * 10, url),
    );
    if (id !== null) ids.set(course.slug, id);
  }
  return ids;
}

async function insertCourse(
  tx: AppTransaction,
  course: DemoCourse,
  sort: number,
  url: (file: string) => string,
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
      isZeroYuan: course.isZeroYuan,
      status: 'published',
      sort,
    })
    .returning({ id: courses.id });
  const courseId = row!.id;
  for (const [chapterIndex, chapter] of course.chapters.entries()) {
    const [chapterRow] = await tx
      .insert(chapters)
      .values({
        courseId,
        title: chapter.title,
        sort: chapterIndex + 1,
        unlockAt:
          chapter.unlockInDays === undefined
            ? null
            : new Date(Date.now() + chapter.unlockInDays * 86_400_000),
      })
      .returning({ id: chapters.id });
    await tx.insert(sections).values(
      chapter.sections.map((section, sectionIndex) => ({
        chapterId: chapterRow!.id,
        courseId,
        title: section.title,
        kind: section.kind,
        mediaUrl: url(section.kind === 'audio' ? DEMO_AUDIO_FILE : DEMO_VIDEO_FILE),
        durationSec: section.durationSec,
        isTrial: section.isTrial ?? false,
        sort: sectionIndex + 1,
        content: section.content ?? null,
      })),
    );
  }
  return courseId;
}

async function seedTemplates(tx: AppDb, url: (file: string) => string, courseIds: Map<string, number>) {
  for (const template of DEMO_TEMPLATES) {
    let made = false;
    const id = await demoRow(
      tx,
      `template:${template.brand}:${template.name}`,
      pageTemplates,
      and(eq(pageTemplates.brand, template.brand), eq(pageTemplates.name, template.name))!,
      async () => {
        made = true;
        const [row] = await tx
          .insert(pageTemplates)
          .values({
            name: template.name,
            brand: template.brand,
            componentJson: template.layout(url),
            courseId: template.courseSlug ? (courseIds.get(template.courseSlug) ?? null) : null,
          })
          .returning({ id: pageTemplates.id });
        return row!.id;
      },
    );
    if (id === null || made) continue;
    // a demo template follows the seed's drawing of its background (its card, its text regions): an older
    // seed's layout would put the QR beside the card the current background draws
    await tx
      .update(pageTemplates)
      .set({ componentJson: template.layout(url) })
      .where(eq(pageTemplates.id, id));
  }
}

async function seedCamp(tx: AppDb, url: (file: string) => string, courseIds: Map<string, number>) {
  const courseId = courseIds.get(DEMO_CAMP.courseSlug);
  if (courseId === undefined) return;
  const campId = await demoRow(
    tx,
    `camp:${DEMO_CAMP.name}`,
    camps,
    and(eq(camps.courseId, courseId), eq(camps.name, DEMO_CAMP.name))!,
    async () =>
      (
        await tx
          .insert(camps)
          .values({ courseId, name: DEMO_CAMP.name, startsAt: nextMondayEvening() })
          .returning({ id: camps.id })
      )[0]!.id,
  );
  if (campId === null) return;
  for (const demoClass of DEMO_CAMP.classes) {
    await demoRow(
      tx,
      `class:${DEMO_CAMP.name}:${demoClass.key}`,
      classes,
      and(eq(classes.campId, campId), eq(classes.name, demoClass.name))!,
      async () =>
        (
          await tx
            .insert(classes)
            .values({
              campId,
              name: demoClass.name,
              teacherName: demoClass.teacherName,
              capacity: demoClass.capacity,
              groupQrUrl: url(classQrFile(demoClass.key, 'group')),
              teacherQrUrl: url(classQrFile(demoClass.key, 'teacher')),
            })
            .returning({ id: classes.id })
        )[0]!.id,
    );
  }
}

/** 20:00 Beijing time on the next Monday: when a new camp period usually starts. */
function nextMondayEvening(now = new Date()): Date {
  const daysAhead = (8 - beijingParts(now).weekday) % 7 || 7;
  return new Date(startOfBeijingDay(now).getTime() + daysAhead * 86_400_000 + 20 * 3_600_000);
}

const coverFile = (slug: string) => `covers/${slug}.svg`;
const teacherAvatarFile = (slug: string) => `avatars/teacher-${slug}.svg`;
const avatarFile = (index: number) => `avatars/avatar-${String(index + 1).padStart(2, '0')}.svg`;
const classQrFile = (key: string, kind: 'group' | 'teacher') => `qr/camp1-${key}-${kind}.svg`;

/** The 24 marquee avatars, as site-root paths (the seed writes the files). */
export const DEMO_AVATAR_PATHS = DEMO_SURNAMES.map((_, i) => `/uploads/${avatarFile(i)}`);

/** Writes every generated file the demo rows point at (the course media: seed-courses-media.ts). */
async function writeDemoFiles(uploadsDir: string): Promise<void> {
  const files = new Map<string, string | Uint8Array>();
  files.set(
    DEMO_AUDIO_FILE,
    renderToneWav({ frequency: 440, seconds: DEMO_AUDIO_SECONDS, sampleRate: 8000 }),
  );
  for (const brand of DEMO_BRANDS) {
    files.set(brand.logoFile, renderLogoSvg(brand.name, brand.logoColor));
    files.set(
      brand.subscriptionQrFile,
      renderQrSvg(`sandbox://subscribe/${brand.code}`, { label: brand.name }),
    );
  }
  for (const app of DEMO_WECHAT_APPS) {
    files.set(
      `qr/wechat-${app.wechatType}.svg`,
      renderQrSvg(`sandbox://wechat/${app.wechatType}`, { label: app.name }),
    );
  }
  for (const course of DEMO_COURSES) {
    files.set(
      coverFile(course.slug),
      renderCoverSvg({
        title: course.title,
        tag: course.tag,
        teacher: course.teacherName,
        from: course.gradient[0],
        to: course.gradient[1],
      }),
    );
    files.set(
      teacherAvatarFile(course.slug),
      renderAvatarSvg(Array.from(course.teacherName)[0] ?? '师', course.gradient[1]),
    );
  }
  DEMO_SURNAMES.forEach((surname, i) => {
    files.set(avatarFile(i), renderAvatarSvg(surname, AVATAR_COLORS[i % AVATAR_COLORS.length]!));
  });
  for (const demoClass of DEMO_CAMP.classes) {
    files.set(
      classQrFile(demoClass.key, 'group'),
      renderQrSvg(`sandbox://group/camp1/${demoClass.key}`, { label: `${demoClass.name} 班级群` }),
    );
    files.set(
      classQrFile(demoClass.key, 'teacher'),
      renderQrSvg(`sandbox://teacher/camp1/${demoClass.key}`, { label: `${demoClass.teacherName} 老师` }),
    );
  }
  files.set('templates/qr-frame-orange.svg', renderQrFrameSvg('扫码进群 领取课程资料', '#FF5330'));
  files.set('templates/bg-calligraphy.svg', renderLandingBackgroundSvg(DEMO_CALLIGRAPHY_BACKGROUND));
  files.set('templates/bg-memory.svg', renderLandingBackgroundSvg(DEMO_MEMORY_BACKGROUND));
  for (const [file, content] of landingDemoFiles()) files.set(file, content);
  for (const [file, content] of files) {
    await writeFileIfChanged(path.join(uploadsDir, file), content);
  }
}
