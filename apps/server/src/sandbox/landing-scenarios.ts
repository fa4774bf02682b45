import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { validateLayout } from '@course/domain/landing-layout';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { KeyValueStore } from '../cache/key-value-store.ts';
import type { AppDb } from '../db/client.ts';
import { renderQrSvg } from '../db/qr-image.ts';
import {
  camps,
  classes,
  courseExclusions,
  courseOwnerships,
  courses,
  pageTemplates,
} from '../db/schema/index.ts';
import { renderAvatarSvg, renderCoverSvg, writeFileIfChanged } from '../db/seed-assets.ts';
import { DEMO_TEMPLATES } from '../db/seed-data.ts';
import { forgetCached, landingCacheKey } from '../services/landing/landing-cache.ts';

/**
 * `POST /sandbox/api/landing/scenario`: a landing with its own zero-yuan course, a camp starting in a week and
 * its classes (real QR images), so that a test or a bench starts from a known state: a camp with room, a full
 * camp, a learner who owns the course, a learner held back by a mutual exclusion.
 */

const ZScenario = z.object({
  classCount: z.number().int().min(1).max(200).default(2),
  capacity: z.number().int().min(1).max(100_000).default(200),
  /** Every class already full. */
  full: z.boolean().default(false),
  /** The classes have no group QR (scene 6: the teacher's QR is shown). */
  withoutGroupQr: z.boolean().default(false),
  /** The template's componentJson; default: the default-like layout of the demo. */
  layout: z.record(z.string(), z.unknown()).optional(),
  /** The learner the scenario is about. */
  customerId: z.number().int().positive().optional(),
  /** The learner already bought the landing's course (live-order check type 5). */
  owns: z.boolean().default(false),
  /** The learner bought a course the landing's course excludes (type 2). */
  excluded: z.boolean().default(false),
  /** The camp started this many days ago instead of starting in a week. */
  startedDaysAgo: z.number().int().min(0).max(400).optional(),
});

export async function createLandingScenario(
  db: AppDb,
  uploadsDir: string,
  input: z.infer<typeof ZScenario>,
  /** The server's landing cache, when the scenario is made for pages of a running server. */
  kv?: KeyValueStore,
): Promise<{ addGroupPageId: number; courseId: number; campId: number; classIds: number[] }> {
  const tag = randomBytes(4).toString('hex');
  const layout = validateLayout(input.layout ?? { tBackgroundColor: '#FFF1E6', tShowQrcodeBackImg: '0' });
  if (!layout.ok) throw new Error(layout.errors.join('; '));
  const scenario = await db.transaction(async (tx) => {
    // a course on sale has a cover and a teacher (the console refuses one without a cover): drawn as the seed's are
    const coverFile = `covers/sandbox-${tag}.svg`;
    const avatarFile = `avatars/sandbox-${tag}-teacher.svg`;
    await writeFileIfChanged(
      path.join(uploadsDir, coverFile),
      renderCoverSvg({
        title: '沙箱体验营',
        tag: '0 元体验',
        teacher: '林晓',
        from: '#FFB37B',
        to: '#FA541C',
      }),
    );
    await writeFileIfChanged(path.join(uploadsDir, avatarFile), renderAvatarSvg('林', '#FA541C'));
    const newCourse = async (title: string, zero: boolean) => {
      const [row] = await tx
        .insert(courses)
        .values({
          brand: 'nbc',
          title,
          subject: 'memory',
          coverUrl: `/uploads/${coverFile}`,
          teacherName: '林晓',
          teacherAvatarUrl: `/uploads/${avatarFile}`,
          priceCents: zero ? 0 : 9_900,
          isZeroYuan: zero,
          status: 'published',
          sort: 10_000,
        })
        .returning({ id: courses.id });
      return row!.id;
    };
    const courseId = await newCourse(`沙箱体验营 ${tag}`, true);
    const startsAt =
      input.startedDaysAgo === undefined
        ? new Date(Date.now() + 7 * 86_400_000)
        : new Date(Date.now() - input.startedDaysAgo * 86_400_000);
    const [camp] = await tx
      .insert(camps)
      .values({ courseId, name: `沙箱体验营 ${tag} 第1期`, startsAt })
      .returning({ id: camps.id });
    const classIds: number[] = [];
    for (let i = 1; i <= input.classCount; i++) {
      // a bench's hundred classes share five images
      const image = ((i - 1) % 5) + 1;
      const groupFile = `qr/sandbox-${tag}-${image}-group.svg`;
      const teacherFile = `qr/sandbox-${tag}-${image}-teacher.svg`;
      const [row] = await tx
        .insert(classes)
        .values({
          campId: camp!.id,
          name: `沙箱 ${i} 班`,
          teacherName: `沙箱老师${i}`,
          capacity: input.capacity,
          seatsTaken: input.full ? input.capacity : 0,
          groupQrUrl: input.withoutGroupQr ? '' : `/uploads/${groupFile}`,
          teacherQrUrl: `/uploads/${teacherFile}`,
        })
        .returning({ id: classes.id });
      classIds.push(row!.id);
      if (i === image) {
        await writeFileIfChanged(
          path.join(uploadsDir, groupFile),
          renderQrSvg(`sandbox://group/${tag}/${i}`, { label: `沙箱 ${i} 班 班级群` }),
        );
        await writeFileIfChanged(
          path.join(uploadsDir, teacherFile),
          renderQrSvg(`sandbox://teacher/${tag}/${i}`, { label: `沙箱老师${i}` }),
        );
      }
    }
    const [template] = await tx
      .insert(pageTemplates)
      .values({ name: `沙箱落地页 ${tag}`, brand: 'nbc', componentJson: layout.layout, courseId })
      .returning({ id: pageTemplates.id });
    if (input.customerId && input.owns) {
      await tx
        .insert(courseOwnerships)
        .values({ customerId: input.customerId, courseId, source: 'bought', grantRef: 'sandbox' });
    }
    if (input.customerId && input.excluded) {
      const other = await newCourse(`沙箱正价课 ${tag}`, false);
      await tx.insert(courseExclusions).values({
        courseId,
        excludedCourseId: other,
        qrUrl: '/uploads/qr/course-advisor.svg',
        qrName: '课程顾问 陈老师',
      });
      await tx
        .insert(courseOwnerships)
        .values({ customerId: input.customerId, courseId: other, source: 'bought', grantRef: 'sandbox' });
    }
    return { addGroupPageId: template!.id, courseId, campId: camp!.id, classIds };
  });
  // The template is written here, not through saveTemplate: a visit to its id before it existed (another
  // test's link to template 7, say) cached 'none', which would hide it for the cache's TTL.
  if (kv) await forgetCached(kv, landingCacheKey.template(scenario.addGroupPageId));
  return scenario;
}

type SeededTemplate = { id: number; name: string; courseId: number | null; componentJson: unknown };

/** The seeded page templates as they are stored (id, name, course, layout), in the seed's order. */
export async function seededTemplates(db: AppDb): Promise<SeededTemplate[]> {
  const found: SeededTemplate[] = [];
  for (const template of DEMO_TEMPLATES) {
    const [row] = await db
      .select({
        id: pageTemplates.id,
        name: pageTemplates.name,
        courseId: pageTemplates.courseId,
        componentJson: pageTemplates.componentJson,
      })
      .from(pageTemplates)
      .where(and(eq(pageTemplates.brand, template.brand), eq(pageTemplates.name, template.name)))
      .limit(1);
    if (row) found.push(row);
  }
  return found;
}

export function registerLandingScenarios(app: FastifyInstance): void {
  // `GET /sandbox/api/landing/templates`: the seeded templates, so that a test covers every one of them
  app.get('/sandbox/api/landing/templates', async () => ({
    code: 0,
    msg: 'success',
    data: await seededTemplates(app.deps.database.db),
  }));
  app.post('/sandbox/api/landing/scenario', async (request, reply) => {
    const parsed = ZScenario.safeParse(request.body ?? {});
    if (!parsed.success)
      return reply.send({ code: 1001, msg: `参数错误：${parsed.error.message}`, data: null });
    const data = await createLandingScenario(
      app.deps.database.db,
      path.join(app.config.dataDir, 'uploads'),
      parsed.data,
      app.deps.kv,
    );
    return { code: 0, msg: 'success', data };
  });
}
