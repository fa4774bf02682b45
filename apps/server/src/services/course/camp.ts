import type { TStableCamp } from '@course/contracts/orders-camp';
import { campIsStable, campStableList } from '@course/contracts/orders-camp';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { campMembers, camps, classes } from '../../db/schema/index.ts';
import { invalidParams } from '../../http/app-error.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';

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

function parseCourseIds(text: string): number[] {
  return [...new Set(text.split(',').map(Number))];
}

export function registerCampCalls(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  const own = (ctx: {
    customer: Parameters<typeof requireCustomer>[0]['customer'];
    body: { customerId: number };
  }) => {
    const { customerId } = requireCustomer(ctx);
    // The query names the learner (the spec's shape); one may only ask about oneself.
    if (ctx.body.customerId !== customerId) throw invalidParams('customerId 与登录学员不一致');
    return customerId;
  };
  registerCall(app, campStableList, async (ctx) =>
    learnerCamps(db(), own(ctx), parseCourseIds(ctx.body.courseIds)),
  );
  registerCall(app, campIsStable, async (ctx) => {
    const ids = parseCourseIds(ctx.body.courseIds);
    const list = await learnerCamps(db(), own(ctx), ids);
    return { isStable: ids.every((id) => list.some((c) => c.courseId === id && c.isStable)) };
  });
}
