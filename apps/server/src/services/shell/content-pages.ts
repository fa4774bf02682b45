import { type TContentBlock, ZContentBody } from '@course/contracts/shell-content';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { shellContentPages } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';

/**
 * The shell's content pages: one row per route name, its blocks checked against the contract's shape when
 * written (seeds, operators) and when read, so a bad row is 'not found' rather than half a page.
 */
export async function contentPageOf(db: AppDb, key: string) {
  const [row] = await db.select().from(shellContentPages).where(eq(shellContentPages.key, key)).limit(1);
  const body = row ? ZContentBody.safeParse(row.body) : null;
  if (!row || !body?.success) throw notFound('该页面');
  return { key: row.key, title: row.title, blocks: body.data.blocks };
}

/** Writes a content page (seeds; an operator tool later), refusing a body that is not of the shape. */
export async function saveContentPage(
  db: AppDb,
  page: { key: string; title: string; blocks: TContentBlock[] },
  now: Date,
): Promise<void> {
  const body = ZContentBody.parse({ blocks: page.blocks });
  await db
    .insert(shellContentPages)
    .values({ key: page.key, title: page.title, body, updatedAt: now })
    .onConflictDoUpdate({ target: shellContentPages.key, set: { title: page.title, body, updatedAt: now } });
}

/** The applet block of a mini-program entry page (msgToapplets, msgToAppletH5). */
export async function appletOf(db: AppDb, entry: string) {
  const page = await contentPageOf(db, entry);
  for (const block of page.blocks) if (block.type === 'applet') return block;
  throw notFound('该小程序入口');
}
