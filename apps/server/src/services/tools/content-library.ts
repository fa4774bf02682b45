import type { contentDetail, contentList, contentReact } from '@course/contracts/tools-content';
import { ResponseCode } from '@course/domain/response-codes';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import {
  type CONTENT_FAMILIES,
  toolContentItems,
  toolContentPosts,
  toolContentReactions,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import { requireToolAccess } from './permissions.ts';

/**
 * The content library (issue 19, content half): lists and details of every content family, and the learners'
 * likes, favourites and benefit claims. A reaction is a row under a unique key (item, learner, kind): counted
 * once per learner however often or concurrently it is sent.
 */

export type ContentFamily = (typeof CONTENT_FAMILIES)[number];
type ItemRow = typeof toolContentItems.$inferSelect;

/** The tool a family belongs to (its access rule); families without one are the brand's open information. */
export const FAMILY_TOOL: Partial<Record<ContentFamily, string>> = {
  video: 'video-tools',
  sentence: 'golden-sentence',
  treasure: 'treasure',
  expansion: 'piano-practice',
};

/** The words of each family's categories, in the order the pages show them. */
export const CATEGORY_NAMES: Record<ContentFamily, Record<string, string>> = {
  video: {
    lesson: '教学视频',
    template: '视频模板',
    material: '学习资料',
    replay: '直播回放',
    welfare: '学员福利',
  },
  sentence: { daily: '每日金句' },
  notice: { suspend: '停课通知', resume: '复课通知' },
  brand: { book: '品牌手册' },
  plan: { sales: '课程方案', book: '学习规划书' },
  benefit: { reach: '领取福利', arrival: '到课福利' },
  treasure: { tool: '实用工具', book: '资料宝典', gift: '学员礼包' },
  expansion: { listen: '推荐聆听', read: '延伸阅读' },
};

const categoryNameOf = (family: ContentFamily, category: string) =>
  CATEGORY_NAMES[family][category] ?? category;

/** Counts of reactions per item, as a subquery joined to the items. */
function reactionCounts(db: AppDb) {
  return db
    .select({
      itemId: toolContentReactions.itemId,
      likes: sql<number>`count(*) filter (where ${toolContentReactions.kind} = 'like')`.as('likes'),
      favorites: sql<number>`count(*) filter (where ${toolContentReactions.kind} = 'favorite')`.as(
        'favorites',
      ),
      claims: sql<number>`count(*) filter (where ${toolContentReactions.kind} = 'claim')`.as('claims'),
    })
    .from(toolContentReactions)
    .groupBy(toolContentReactions.itemId)
    .as('counts');
}

export function cardOf(row: ItemRow, likes: number) {
  return {
    id: row.id,
    family: row.family,
    category: row.category,
    categoryName: categoryNameOf(row.family, row.category),
    code: row.code,
    title: row.title,
    summary: row.summary,
    coverUrl: row.coverUrl,
    mediaKind: row.mediaKind,
    durationSec: row.durationSec,
    author: row.author,
    views: row.views,
    likes,
    publishedAt: row.publishedAt.getTime(),
  };
}

async function requireFamilyAccess(db: AppDb, customerId: number, family: ContentFamily, now: Date) {
  const tool = FAMILY_TOOL[family];
  if (tool) await requireToolAccess(db, customerId, tool, now);
}

export async function contentListOf(
  db: AppDb,
  customerId: number,
  input: CallInput<typeof contentList>,
  now: Date,
) {
  await requireFamilyAccess(db, customerId, input.family, now);
  const counts = reactionCounts(db);
  const likes = sql<number>`coalesce(${counts.likes}, 0)`.mapWith(Number);
  const conditions: SQL[] = [
    eq(toolContentItems.family, input.family),
    eq(toolContentItems.takenDown, false),
  ];
  if (input.category) conditions.push(eq(toolContentItems.category, input.category));
  if (input.favorites) {
    conditions.push(
      sql`exists (select 1 from ${toolContentReactions} r where r.item_id = ${toolContentItems.id}
        and r.customer_id = ${customerId} and r.kind = 'favorite')`,
    );
  }
  const order =
    input.sort === 'hot'
      ? [desc(sql`${toolContentItems.views} + coalesce(${counts.likes}, 0) * 10`), asc(toolContentItems.id)]
      : input.sort === 'new'
        ? [desc(toolContentItems.publishedAt), desc(toolContentItems.id)]
        : [asc(toolContentItems.sort), asc(toolContentItems.id)];
  const where = and(...conditions);
  const rows = await db
    .select({ item: toolContentItems, likes })
    .from(toolContentItems)
    .leftJoin(counts, eq(counts.itemId, toolContentItems.id))
    .where(where)
    .orderBy(...order)
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  const [total] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(toolContentItems)
    .where(where);
  const categoryRows = await db
    .select({ code: toolContentItems.category, count: sql<number>`count(*)`.mapWith(Number) })
    .from(toolContentItems)
    .where(and(eq(toolContentItems.family, input.family), eq(toolContentItems.takenDown, false)))
    .groupBy(toolContentItems.category);
  const order_ = Object.keys(CATEGORY_NAMES[input.family]);
  const categories = categoryRows
    .map((c) => ({ code: c.code, name: categoryNameOf(input.family, c.code), count: c.count }))
    .sort((a, b) => order_.indexOf(a.code) - order_.indexOf(b.code));
  return {
    list: rows.map((r) => cardOf(r.item, r.likes)),
    total: total?.n ?? 0,
    categories,
  };
}

async function reactionStateOf(db: AppDb, customerId: number, itemId: number) {
  const rows = await db
    .select({
      kind: toolContentReactions.kind,
      total: sql<number>`count(*)`.mapWith(Number),
      mine: sql<number>`count(*) filter (where ${toolContentReactions.customerId} = ${customerId})`.mapWith(
        Number,
      ),
    })
    .from(toolContentReactions)
    .where(eq(toolContentReactions.itemId, itemId))
    .groupBy(toolContentReactions.kind);
  const of = (kind: string) => rows.find((r) => r.kind === kind);
  return {
    liked: (of('like')?.mine ?? 0) > 0,
    favorited: (of('favorite')?.mine ?? 0) > 0,
    claimed: (of('claim')?.mine ?? 0) > 0,
    likes: of('like')?.total ?? 0,
    favorites: of('favorite')?.total ?? 0,
    claims: of('claim')?.total ?? 0,
  };
}

async function openItem(db: AppDb, id: number): Promise<ItemRow> {
  const [row] = await db.select().from(toolContentItems).where(eq(toolContentItems.id, id)).limit(1);
  if (!row) throw notFound('内容');
  if (row.takenDown) throw new AppError(ResponseCode.contentTakenDown, '该内容已下架');
  return row;
}

export async function contentDetailOf(
  db: AppDb,
  customerId: number,
  input: CallInput<typeof contentDetail>,
  now: Date,
) {
  let row: ItemRow | undefined;
  if (input.id !== undefined) {
    row = await openItem(db, input.id);
  } else if (input.family) {
    const conditions = [eq(toolContentItems.family, input.family), eq(toolContentItems.takenDown, false)];
    if (input.category) conditions.push(eq(toolContentItems.category, input.category));
    [row] = await db
      .select()
      .from(toolContentItems)
      .where(and(...conditions))
      .orderBy(asc(toolContentItems.sort), asc(toolContentItems.id))
      .limit(1);
    if (!row) throw notFound('内容');
  } else {
    throw new AppError(ResponseCode.invalidParams, '请指定要查看的内容');
  }
  await requireFamilyAccess(db, customerId, row.family, now);
  await db
    .update(toolContentItems)
    .set({ views: sql`${toolContentItems.views} + 1` })
    .where(eq(toolContentItems.id, row.id));
  const reactions = await reactionStateOf(db, customerId, row.id);
  const counts = reactionCounts(db);
  const related = await db
    .select({ item: toolContentItems, likes: sql<number>`coalesce(${counts.likes}, 0)`.mapWith(Number) })
    .from(toolContentItems)
    .leftJoin(counts, eq(counts.itemId, toolContentItems.id))
    .where(
      and(
        eq(toolContentItems.family, row.family),
        eq(toolContentItems.takenDown, false),
        sql`${toolContentItems.id} <> ${row.id}`,
      ),
    )
    .orderBy(asc(toolContentItems.sort), asc(toolContentItems.id))
    .limit(4);
  const [questions] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(toolContentPosts)
    .where(and(eq(toolContentPosts.itemId, row.id), eq(toolContentPosts.kind, 'question')));
  return {
    item: {
      ...cardOf({ ...row, views: row.views + 1 }, reactions.likes),
      body: row.body,
      mediaUrl: row.mediaUrl,
      facts: row.facts,
    },
    reactions,
    related: related.map((r) => cardOf(r.item, r.likes)),
    questionCount: questions?.n ?? 0,
  };
}

export async function reactToContent(
  db: AppDb,
  customerId: number,
  input: CallInput<typeof contentReact>,
  now: Date,
) {
  const row = await openItem(db, input.id);
  await requireFamilyAccess(db, customerId, row.family, now);
  if (input.kind === 'claim') {
    if (row.family !== 'benefit')
      throw new AppError(ResponseCode.contentNotClaimable, '该内容没有可领取的福利');
    if (!input.on) throw new AppError(ResponseCode.conflict, '福利领取后不能取消');
  }
  if (input.on) {
    await db
      .insert(toolContentReactions)
      .values({ itemId: row.id, customerId, kind: input.kind })
      .onConflictDoNothing();
  } else {
    await db
      .delete(toolContentReactions)
      .where(
        and(
          eq(toolContentReactions.itemId, row.id),
          eq(toolContentReactions.customerId, customerId),
          eq(toolContentReactions.kind, input.kind),
        ),
      );
  }
  return reactionStateOf(db, customerId, row.id);
}

/** Item cards by id (for posts), with their like counts. */
export async function cardsByIds(db: AppDb, ids: number[]) {
  if (!ids.length) return new Map<number, ReturnType<typeof cardOf>>();
  const counts = reactionCounts(db);
  const rows = await db
    .select({ item: toolContentItems, likes: sql<number>`coalesce(${counts.likes}, 0)`.mapWith(Number) })
    .from(toolContentItems)
    .leftJoin(counts, eq(counts.itemId, toolContentItems.id))
    .where(inArray(toolContentItems.id, ids));
  return new Map(rows.map((r) => [r.item.id, cardOf(r.item, r.likes)]));
}

export { openItem, requireFamilyAccess };
