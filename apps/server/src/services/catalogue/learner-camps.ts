import type { TStableCamp } from '@course/contracts/orders-camp';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { campMembers, camps, classes } from '../../db/schema/index.ts';

/**
 * A learner's camp period and class per course. 'Stable' means a class is assigned (the class group the
 * learner joins); campDataId is the camp period's id (the lesson centre's query).
 */
export async function learnerCamps(
  db: AppDb,
  customerId: number,
  courseIds: readonly number[],
): Promise<TStableCamp[]> {
  if (courseIds.length === 0) return [];
  const rows = await db
    .select({
      courseId: camps.courseId,
      campDataId: camps.id,
      campName: camps.name,
      startsAt: camps.startsAt,
      classId: classes.id,
      className: classes.name,
      teacherName: classes.teacherName,
      teacherQrUrl: classes.teacherQrUrl,
      groupQrUrl: classes.groupQrUrl,
    })
    .from(campMembers)
    .innerJoin(camps, eq(camps.id, campMembers.campId))
    .leftJoin(classes, eq(classes.id, campMembers.classId))
    .where(and(eq(campMembers.customerId, customerId), inArray(camps.courseId, [...courseIds])))
    .orderBy(desc(camps.startsAt));
  const seen = new Set<number>();
  const out: TStableCamp[] = [];
  for (const r of rows) {
    if (seen.has(r.courseId)) continue;
    seen.add(r.courseId);
    out.push({
      courseId: r.courseId,
      campDataId: r.campDataId,
      campName: r.campName,
      startsAt: r.startsAt.getTime(),
      classId: r.classId,
      className: r.className,
      teacherName: r.teacherName,
      teacherQrUrl: r.teacherQrUrl || null,
      groupQrUrl: r.groupQrUrl || null,
      isStable: r.classId !== null,
    });
  }
  return out;
}

/**
 * Puts a learner into a camp period (and class), once: a second call for the same camp changes nothing.
 * The landing sign-up, which takes the class seat, calls this after it.
 */
export async function joinCamp(
  db: AppDb,
  input: { customerId: number; campId: number; classId: number | null },
): Promise<void> {
  await db
    .insert(campMembers)
    .values({ customerId: input.customerId, campId: input.campId, classId: input.classId })
    .onConflictDoNothing();
}
