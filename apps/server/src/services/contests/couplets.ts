import { randomBytes } from 'node:crypto';
import type { Couplet } from '@course/contracts/contests-couplets';
import { beijingDayKey } from '@course/domain/beijing-time';
import { COUPLET_PROBLEM_TEXT, coupletChars, coupletProblem } from '@course/domain/couplet-rules';
import { ResponseCode } from '@course/domain/response-codes';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import {
  customers,
  springCoupletActivities,
  springCoupletFirstLines,
  springCoupletShares,
  springCouplets,
} from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import type { ModerationPort } from '../../integrations/uploads/moderation.ts';
import type { UploadStore } from '../../integrations/uploads/port.ts';
import { renderCoupletPng } from './couplet-image.ts';

/**
 * Spring couplets: the activity of a brand, its first lines, submitting a second line (the rule of
 * @course/domain/couplet-rules, then the moderation port's text check, then the daily limit), the learner's
 * couplets and shares. The daily limit holds under concurrent submits: the count and the insert run in one
 * transaction under a per-learner advisory lock. The drawn PNG is kept in the upload store.
 */

type ActivityRow = typeof springCoupletActivities.$inferSelect;
type CoupletRow = typeof springCouplets.$inferSelect;

export async function coupletActivity(db: AppDb, brand: string): Promise<ActivityRow> {
  const [row] = await db
    .select()
    .from(springCoupletActivities)
    .where(eq(springCoupletActivities.brand, brand))
    .limit(1);
  if (!row) throw notFound('春联活动');
  return row;
}

export function activityState(activity: ActivityRow, now: Date): 'upcoming' | 'open' | 'closed' {
  if (now < activity.startsAt) return 'upcoming';
  return now < activity.endsAt ? 'open' : 'closed';
}

export const coupletView = (row: CoupletRow): Couplet => ({
  coupletId: row.id,
  firstLine: row.firstLine,
  secondLine: row.secondLine,
  banner: row.banner,
  imageUrl: row.imageUrl,
  createdAt: row.createdAt.getTime(),
});

export async function firstLines(db: AppDb, activityId: number) {
  const rows = await db
    .select()
    .from(springCoupletFirstLines)
    .where(eq(springCoupletFirstLines.activityId, activityId))
    .orderBy(asc(springCoupletFirstLines.sort), asc(springCoupletFirstLines.id));
  return rows.map((r) => ({
    id: r.id,
    firstLine: r.firstLine,
    banner: r.banner,
    length: coupletChars(r.firstLine).length,
  }));
}

const madeOn = (db: AppDb, activityId: number, customerId: number, dayKey: string) =>
  db
    .select({ n: count() })
    .from(springCouplets)
    .where(
      and(
        eq(springCouplets.activityId, activityId),
        eq(springCouplets.customerId, customerId),
        eq(springCouplets.dayKey, dayKey),
      ),
    )
    .then(([r]) => Number(r?.n ?? 0));

export async function learnerToday(db: AppDb, activityId: number, customerId: number, now: Date) {
  const dayKey = beijingDayKey(now);
  const [total] = await db
    .select({ n: count() })
    .from(springCouplets)
    .where(and(eq(springCouplets.activityId, activityId), eq(springCouplets.customerId, customerId)));
  const [shared] = await db
    .select({ n: count() })
    .from(springCoupletShares)
    .where(
      and(
        eq(springCoupletShares.activityId, activityId),
        eq(springCoupletShares.customerId, customerId),
        eq(springCoupletShares.dayKey, dayKey),
      ),
    );
  return {
    madeToday: await madeOn(db, activityId, customerId, dayKey),
    madeTotal: Number(total?.n ?? 0),
    sharedToday: Number(shared?.n ?? 0) > 0,
  };
}

const dailyLimit = (perDay: number) =>
  new AppError(ResponseCode.coupletDailyLimit, `每天最多写 ${perDay} 副春联，明天再来吧`);

export async function submitCouplet(
  db: AppDb,
  deps: { store: UploadStore; moderation: ModerationPort },
  input: { brand: string; customerId: number; firstLineId: number; secondLine: string; now: Date },
): Promise<Couplet> {
  const activity = await coupletActivity(db, input.brand);
  const state = activityState(activity, input.now);
  if (state !== 'open') throw conflict(state === 'upcoming' ? '活动还未开始' : '活动已结束');
  const [first] = await db
    .select()
    .from(springCoupletFirstLines)
    .where(
      and(
        eq(springCoupletFirstLines.id, input.firstLineId),
        eq(springCoupletFirstLines.activityId, activity.id),
      ),
    )
    .limit(1);
  if (!first) throw notFound('上联');
  const secondLine = input.secondLine.trim();
  const problem = coupletProblem(first.firstLine, secondLine);
  if (problem) throw new AppError(ResponseCode.invalidParams, COUPLET_PROBLEM_TEXT[problem]);
  const verdict = await deps.moderation.checkText(secondLine);
  if (!verdict.pass) throw new AppError(ResponseCode.contentRefused, verdict.reason);
  const dayKey = beijingDayKey(input.now);
  // A cheap refusal before drawing; the locked check below is the one that holds under concurrency.
  if ((await madeOn(db, activity.id, input.customerId, dayKey)) >= activity.perDay)
    throw dailyLimit(activity.perDay);
  const [person] = await db
    .select({ nickname: customers.nickname })
    .from(customers)
    .where(eq(customers.id, input.customerId));
  const png = await renderCoupletPng({
    firstLine: coupletChars(first.firstLine).join(''),
    secondLine,
    banner: first.banner,
    writer: person?.nickname || '学员',
    at: input.now,
  });
  const imageKey = `couplets/${input.customerId}/${randomBytes(12).toString('hex')}.png`;
  await deps.store.write(imageKey, png, 'image/png');
  try {
    const row = await db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`spring-couplet:${activity.id}:${input.customerId}`}))`,
      );
      if ((await madeOn(tx, activity.id, input.customerId, dayKey)) >= activity.perDay)
        throw dailyLimit(activity.perDay);
      const [inserted] = await tx
        .insert(springCouplets)
        .values({
          activityId: activity.id,
          customerId: input.customerId,
          firstLineId: first.id,
          firstLine: first.firstLine,
          secondLine,
          banner: first.banner,
          imageKey,
          imageUrl: deps.store.publicUrl(imageKey),
          dayKey,
        })
        .returning();
      return inserted!;
    });
    return coupletView(row);
  } catch (error) {
    await deps.store.remove(imageKey).catch(() => {});
    throw error;
  }
}

export async function ownCouplet(db: AppDb, customerId: number, coupletId: number): Promise<CoupletRow> {
  const [row] = await db
    .select()
    .from(springCouplets)
    .where(and(eq(springCouplets.id, coupletId), eq(springCouplets.customerId, customerId)))
    .limit(1);
  if (!row) throw notFound('春联');
  return row;
}

export async function coupletPage(
  db: AppDb,
  activityId: number,
  customerId: number,
  pageNum: number,
  pageSize: number,
) {
  const where = and(eq(springCouplets.activityId, activityId), eq(springCouplets.customerId, customerId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(springCouplets)
      .where(where)
      .orderBy(desc(springCouplets.createdAt), desc(springCouplets.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(springCouplets).where(where),
  ]);
  return { list: rows.map(coupletView), total: Number(total?.n ?? 0) };
}

/** A share: one row per learner and Beijing day (the unique key), so only the day's first share counts. */
export async function recordShare(
  db: AppDb,
  input: { activityId: number; customerId: number; coupletId: number | null; now: Date },
) {
  const inserted = await db
    .insert(springCoupletShares)
    .values({
      activityId: input.activityId,
      customerId: input.customerId,
      coupletId: input.coupletId,
      dayKey: beijingDayKey(input.now),
    })
    .onConflictDoNothing()
    .returning({ id: springCoupletShares.id });
  const [days] = await db
    .select({ n: count() })
    .from(springCoupletShares)
    .where(
      and(
        eq(springCoupletShares.activityId, input.activityId),
        eq(springCoupletShares.customerId, input.customerId),
      ),
    );
  return { counted: inserted.length > 0, sharedDays: Number(days?.n ?? 0) };
}
