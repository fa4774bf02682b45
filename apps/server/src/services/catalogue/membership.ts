import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { goodsOwnerships, memberOnlyCourses, virtualGoodsProfiles } from '../../db/schema/index.ts';

/**
 * The membership as the catalogue honours it (issue 18, item 4). A membership is a virtual good of type
 * 'membership' bought through the orders checkout (orders/grants.ts records its ownership with its end). While
 * one runs (not revoked, not expired) the learner gets the member price (pricing.ts `memberPercentOf`) and opens
 * the member-only courses (会员专享, `member_only_courses`) without buying them (ownership.ts counts them).
 * A lapsed membership loses both at once: every check compares the end with the server's clock.
 */

export type RunningMembership = { goodsId: number; since: Date; expiresAt: Date | null };

const running = (now: Date) =>
  and(
    eq(virtualGoodsProfiles.type, 'membership'),
    isNull(goodsOwnerships.revokedAt),
    or(isNull(goodsOwnerships.expiresAt), gt(goodsOwnerships.expiresAt, now)),
  );

/** The learner's running membership (the one that ends last; a lifetime one first), or null. */
export async function runningMembershipOf(
  db: AppDb,
  customerId: number | null,
  now: Date,
): Promise<RunningMembership | null> {
  if (customerId === null) return null;
  const rows = await db
    .select({
      goodsId: goodsOwnerships.goodsId,
      since: goodsOwnerships.grantedAt,
      expiresAt: goodsOwnerships.expiresAt,
    })
    .from(goodsOwnerships)
    .innerJoin(virtualGoodsProfiles, eq(virtualGoodsProfiles.goodsId, goodsOwnerships.goodsId))
    .where(and(eq(goodsOwnerships.customerId, customerId), running(now)))
    .orderBy(desc(goodsOwnerships.expiresAt));
  if (rows.length === 0) return null;
  const lifetime = rows.find((r) => r.expiresAt === null);
  const latest = lifetime ?? rows[0]!;
  const since = new Date(Math.min(...rows.map((r) => r.since.getTime())));
  return { goodsId: latest.goodsId, since, expiresAt: latest.expiresAt };
}

/** Whether the learner holds a running membership now. */
export async function hasRunningMembership(db: AppDb, customerId: number, now: Date): Promise<boolean> {
  return (await runningMembershipOf(db, customerId, now)) !== null;
}

/** Which of the given courses are member-only. */
export async function memberOnlyIds(db: AppDb, courseIds: readonly number[]): Promise<Set<number>> {
  if (courseIds.length === 0) return new Set();
  const rows = await db
    .select({ courseId: memberOnlyCourses.courseId })
    .from(memberOnlyCourses)
    .where(inArray(memberOnlyCourses.courseId, [...courseIds]));
  return new Set(rows.map((r) => r.courseId));
}

export async function isMemberOnly(db: AppDb, courseId: number): Promise<boolean> {
  return (await memberOnlyIds(db, [courseId])).has(courseId);
}

/** Every member-only course id, in the order they were marked. */
export async function allMemberOnlyCourseIds(db: AppDb): Promise<number[]> {
  const rows = await db
    .select({ courseId: memberOnlyCourses.courseId })
    .from(memberOnlyCourses)
    .orderBy(memberOnlyCourses.createdAt, memberOnlyCourses.courseId);
  return rows.map((r) => r.courseId);
}

/** Marks a course member-only (seeds, tests). */
export async function markMemberOnly(db: AppDb, courseId: number): Promise<void> {
  await db.insert(memberOnlyCourses).values({ courseId }).onConflictDoNothing();
}

/** When a member-only course is opened by a running membership: since when (for ownership), else null. */
export async function memberOpeningOf(
  db: AppDb,
  customerId: number | null,
  courseId: number,
  now: Date,
): Promise<Date | null> {
  if (customerId === null || !(await isMemberOnly(db, courseId))) return null;
  return (await runningMembershipOf(db, customerId, now))?.since ?? null;
}
