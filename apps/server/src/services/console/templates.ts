import type { ConsoleRequestOf } from '@course/contracts/console-call';
import type { consoleTemplateCreate, consoleTemplateSaveVersion } from '@course/contracts/console-templates';
import { DEFAULT_LAYOUT, validateLayout } from '@course/domain/landing-layout';
import { ResponseCode } from '@course/domain/response-codes';
import { and, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { KeyValueStore } from '../../cache/key-value-store.ts';
import type { AppDb } from '../../db/client.ts';
import { pageTemplates, pageTemplateVersions, staff } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { forgetCached, landingCacheKey } from '../landing/landing-cache.ts';
import { saveTemplate } from '../landing/page-templates.ts';
import { writeAudit } from './audit.ts';

/**
 * The landing-template editor's server (issue 17 item 3). Layouts are checked by the domain's rules
 * (validateLayout) and kept as numbered versions (page_template_versions); publishing writes a version to the
 * live template through the landing's own write path (saveTemplate), so whatever that path does on a write
 * keeps happening. Every change writes an audit row in its own transaction.
 */

type Actor = { staffId: number; ip: string };

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function refuseLayout(componentJson: unknown) {
  const checked = validateLayout(componentJson);
  if (!checked.ok) {
    throw new AppError(
      ResponseCode.invalidParams,
      `模板布局不合规：${checked.errors.slice(0, 5).join('；')}`,
    );
  }
  return checked.layout;
}

async function summaries(db: AppDb, templateId?: number) {
  const latest = db
    .select({
      templateId: pageTemplateVersions.templateId,
      latestVersion: max(pageTemplateVersions.version).as('latest_version'),
    })
    .from(pageTemplateVersions)
    .groupBy(pageTemplateVersions.templateId)
    .as('latest');
  const rows = await db
    .select({
      id: pageTemplates.id,
      name: pageTemplates.name,
      brand: pageTemplates.brand,
      courseId: pageTemplates.courseId,
      createdAt: pageTemplates.createdAt,
      latestVersion: latest.latestVersion,
      publishedVersion: sql<number | null>`(select v.version from ${pageTemplateVersions} v
        where v.template_id = ${pageTemplates.id} and v.published_at is not null
        order by v.published_at desc, v.id desc limit 1)`,
    })
    .from(pageTemplates)
    .leftJoin(latest, eq(latest.templateId, pageTemplates.id))
    .where(templateId === undefined ? undefined : eq(pageTemplates.id, templateId))
    .orderBy(desc(pageTemplates.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    brand: r.brand,
    courseId: r.courseId,
    latestVersion: Number(r.latestVersion ?? 0),
    publishedVersion: r.publishedVersion === null ? null : Number(r.publishedVersion),
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function listTemplates(db: AppDb) {
  return { list: await summaries(db) };
}

const versionColumns = {
  id: pageTemplateVersions.id,
  version: pageTemplateVersions.version,
  componentJson: pageTemplateVersions.componentJson,
  note: pageTemplateVersions.note,
  staffLogin: staff.login,
  createdAt: pageTemplateVersions.createdAt,
  publishedAt: pageTemplateVersions.publishedAt,
};

type VersionRow = {
  id: number;
  version: number;
  componentJson: Record<string, unknown>;
  note: string;
  staffLogin: string | null;
  createdAt: Date;
  publishedAt: Date | null;
};

const versionView = (row: VersionRow) => ({
  id: row.id,
  version: row.version,
  componentJson: JSON.stringify(row.componentJson),
  note: row.note,
  staffLogin: row.staffLogin,
  createdAt: row.createdAt.toISOString(),
  publishedAt: iso(row.publishedAt),
});

export async function versionOf(db: AppDb, templateId: number, versionId: number): Promise<VersionRow> {
  const [row] = await db
    .select(versionColumns)
    .from(pageTemplateVersions)
    .leftJoin(staff, eq(staff.id, pageTemplateVersions.staffId))
    .where(and(eq(pageTemplateVersions.id, versionId), eq(pageTemplateVersions.templateId, templateId)))
    .limit(1);
  if (!row) throw notFound('模板版本');
  return row;
}

export async function templateDetail(db: AppDb, templateId: number) {
  const [template] = await summaries(db, templateId);
  if (!template) throw notFound('落地页模板');
  const [live] = await db
    .select({ componentJson: pageTemplates.componentJson })
    .from(pageTemplates)
    .where(eq(pageTemplates.id, templateId));
  const versions = await db
    .select(versionColumns)
    .from(pageTemplateVersions)
    .leftJoin(staff, eq(staff.id, pageTemplateVersions.staffId))
    .where(eq(pageTemplateVersions.templateId, templateId))
    .orderBy(desc(pageTemplateVersions.version))
    .limit(200);
  return {
    template,
    liveComponentJson: JSON.stringify(live?.componentJson ?? {}),
    versions: versions.map(versionView),
  };
}

/**
 * Adds a version under a lock on the template row: the next number is read and written while no other save of
 * the same template runs (and the unique key refuses a duplicate number from any code that skips the lock).
 */
async function insertVersion(
  tx: AppDb,
  templateId: number,
  layout: Record<string, unknown>,
  note: string,
  actor: Actor,
  publishedAt: Date | null,
) {
  const locked = await tx
    .select({ id: pageTemplates.id })
    .from(pageTemplates)
    .where(eq(pageTemplates.id, templateId))
    .for('update');
  if (!locked[0]) throw notFound('落地页模板');
  const [top] = await tx
    .select({ n: max(pageTemplateVersions.version) })
    .from(pageTemplateVersions)
    .where(eq(pageTemplateVersions.templateId, templateId));
  const [row] = await tx
    .insert(pageTemplateVersions)
    .values({
      templateId,
      version: Number(top?.n ?? 0) + 1,
      componentJson: layout,
      note,
      staffId: actor.staffId,
      publishedAt,
    })
    .returning({ id: pageTemplateVersions.id });
  return row!.id;
}

export async function createTemplate(
  db: AppDb,
  kv: KeyValueStore,
  input: ConsoleRequestOf<typeof consoleTemplateCreate>,
  actor: Actor,
  now: Date,
) {
  const layout = { ...DEFAULT_LAYOUT };
  const id = await db.transaction(async (tx) => {
    const saved = await saveTemplate(tx, kv, {
      name: input.name,
      brand: input.brand,
      courseId: input.courseId,
      componentJson: JSON.stringify(layout),
    });
    await insertVersion(tx, saved.id, saved.layout, '新建', actor, now);
    await writeAudit(tx, {
      staffId: actor.staffId,
      action: 'template.create',
      targetType: 'page_template',
      targetId: saved.id,
      before: null,
      after: { name: input.name, brand: input.brand, courseId: input.courseId, layout: saved.layout },
      ip: actor.ip,
    });
    return saved.id;
  });
  await forgetCached(kv, landingCacheKey.template(id)); // after the commit too (landing-cache.ts)
  const [template] = await summaries(db, id);
  return { template: template! };
}

export async function saveVersion(
  db: AppDb,
  input: ConsoleRequestOf<typeof consoleTemplateSaveVersion>,
  actor: Actor,
) {
  const layout = refuseLayout(input.componentJson);
  const versionId = await db.transaction(async (tx) => {
    const id = await insertVersion(tx, input.templateId, layout, input.note, actor, null);
    await writeAudit(tx, {
      staffId: actor.staffId,
      action: 'template.version.save',
      targetType: 'page_template',
      targetId: input.templateId,
      before: null,
      after: { versionId: id, layout },
      ip: actor.ip,
    });
    return id;
  });
  return { version: versionView(await versionOf(db, input.templateId, versionId)) };
}

/**
 * Publishes a version (an earlier one: a rollback): its layout, checked again by the domain's rules, goes to
 * the live template through the landing's write path; the audit row holds the live layout before and after.
 */
export async function publishVersion(
  db: AppDb,
  kv: KeyValueStore,
  input: { templateId: number; versionId: number },
  actor: Actor,
  now: Date,
) {
  const version = await versionOf(db, input.templateId, input.versionId);
  const layout = refuseLayout(version.componentJson);
  await db.transaction(async (tx) => {
    const [live] = await tx
      .select()
      .from(pageTemplates)
      .where(eq(pageTemplates.id, input.templateId))
      .for('update');
    if (!live) throw notFound('落地页模板');
    const [wasLive] = await tx
      .select({ version: pageTemplateVersions.version })
      .from(pageTemplateVersions)
      .where(
        and(
          eq(pageTemplateVersions.templateId, input.templateId),
          isNotNull(pageTemplateVersions.publishedAt),
        ),
      )
      .orderBy(desc(pageTemplateVersions.publishedAt), desc(pageTemplateVersions.id))
      .limit(1);
    await saveTemplate(tx, kv, {
      id: live.id,
      name: live.name,
      brand: live.brand,
      courseId: live.courseId,
      componentJson: JSON.stringify(layout),
    });
    await tx
      .update(pageTemplateVersions)
      .set({ publishedAt: now })
      .where(eq(pageTemplateVersions.id, version.id));
    await writeAudit(tx, {
      staffId: actor.staffId,
      action: 'template.version.publish',
      targetType: 'page_template',
      targetId: input.templateId,
      before: { version: wasLive?.version ?? null, layout: live.componentJson },
      after: { version: version.version, layout },
      ip: actor.ip,
    });
  });
  await forgetCached(kv, landingCacheKey.template(input.templateId)); // after the commit too (landing-cache.ts)
  return { version: versionView(await versionOf(db, input.templateId, input.versionId)) };
}
