import { type PageTemplateLayout, sanitizeLayout, validateLayout } from '@course/domain/landing-layout';
import { ResponseCode } from '@course/domain/response-codes';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { KeyValueStore } from '../../cache/key-value-store.ts';
import type { AppDb } from '../../db/client.ts';
import { courses, pageTemplates } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { cachedValue, forgetCached, landingCacheKey } from './landing-cache.ts';

/**
 * Page templates (add-group pages). componentJson is checked on write (validateLayout: a wrong field refuses
 * the whole write) and again on read (sanitizeLayout: a wrong field is dropped and logged), so a row written
 * around this code (SQL, an old version) never reaches a page as it is.
 */

export type LoadedTemplate = {
  id: number;
  name: string;
  brand: string;
  courseId: number | null;
  layout: PageTemplateLayout | null;
};

/** A template as pages get it; with `kv`, from the landing cache (saveTemplate forgets it). */
export async function loadTemplate(
  db: AppDb,
  id: number,
  log?: FastifyBaseLogger,
  kv?: KeyValueStore,
): Promise<LoadedTemplate | null> {
  if (kv) return cachedValue(kv, landingCacheKey.template(id), () => loadTemplate(db, id, log));
  const [row] = await db.select().from(pageTemplates).where(eq(pageTemplates.id, id)).limit(1);
  if (!row) return null;
  const { layout, dropped } = sanitizeLayout(row.componentJson);
  if (dropped.length) log?.warn({ pageTemplateId: id, dropped }, 'page template fields dropped on read');
  return { id: row.id, name: row.name, brand: row.brand, courseId: row.courseId, layout };
}

/** Writes a template and forgets its cached copy (every template write goes through here). */
export async function saveTemplate(
  db: AppDb,
  kv: KeyValueStore,
  input: { id?: number; name: string; brand: 'nbc' | 'jz'; courseId?: number | null; componentJson: string },
): Promise<{ id: number; layout: PageTemplateLayout }> {
  const checked = validateLayout(input.componentJson);
  if (!checked.ok) {
    throw new AppError(
      ResponseCode.invalidParams,
      `参数错误：componentJson ${checked.errors.slice(0, 5).join('；')}`,
    );
  }
  if (input.courseId) {
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.id, input.courseId))
      .limit(1);
    if (!course) throw notFound('课程');
  }
  const values = {
    name: input.name,
    brand: input.brand,
    courseId: input.courseId ?? null,
    componentJson: checked.layout,
  };
  if (input.id) {
    const rows = await db
      .update(pageTemplates)
      .set(values)
      .where(eq(pageTemplates.id, input.id))
      .returning({ id: pageTemplates.id });
    if (!rows[0]) throw notFound('落地页模板');
    await forgetCached(kv, landingCacheKey.template(rows[0].id));
    return { id: rows[0].id, layout: checked.layout };
  }
  const [row] = await db.insert(pageTemplates).values(values).returning({ id: pageTemplates.id });
  // A visit to the id before it existed cached 'none'.
  await forgetCached(kv, landingCacheKey.template(row!.id));
  return { id: row!.id, layout: checked.layout };
}

/**
 * The course a landing enrols into: its template's, or without a template the brand's first published
 * zero-yuan course (the catalogue's sort order).
 */
export async function landingCourseId(
  db: AppDb,
  template: LoadedTemplate | null,
  brand: string,
): Promise<number | null> {
  if (template) return template.courseId;
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        eq(courses.brand, brand as 'nbc'),
        eq(courses.status, 'published'),
        eq(courses.isZeroYuan, true),
        eq(courses.priceCents, 0),
      ),
    )
    .orderBy(asc(courses.sort), asc(courses.id))
    .limit(1);
  return row?.id ?? null;
}
