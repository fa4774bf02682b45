import { MAX_CAMP_CHANGES, type TCamp } from '@course/contracts/course-order';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { camps, classes, orders } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import { recordOrderEvent } from './order-events.ts';
import { conflict, type OrderRow } from './orders.ts';

/**
 * Choosing when a bought course starts (curriculum-time, selectDate): the camps of the order's course.
 * A start date may be chosen once and changed MAX_CAMP_CHANGES times, only to a camp that has not started,
 * and only while the chosen one has not started either (changeClassTimeLose otherwise).
 */

export async function campsOf(db: AppDb, courseId: number, now: Date): Promise<TCamp[]> {
  const rows = await db
    .select({
      campId: camps.id,
      name: camps.name,
      startsAt: camps.startsAt,
      seatsLeft: sql<number>`coalesce(sum(${classes.capacity} - ${classes.seatsTaken}), 0)::int`,
    })
    .from(camps)
    .leftJoin(classes, eq(classes.campId, camps.id))
    .where(eq(camps.courseId, courseId))
    .groupBy(camps.id)
    .orderBy(asc(camps.startsAt));
  return rows
    .filter((r) => r.startsAt > now)
    .map((r) => ({
      campId: r.campId,
      name: r.name,
      startsAt: r.startsAt.toISOString(),
      seatsLeft: Number(r.seatsLeft),
    }));
}

async function campById(db: AppDb, campId: number) {
  const [camp] = await db.select().from(camps).where(eq(camps.id, campId)).limit(1);
  return camp ?? null;
}

export async function campStatus(db: AppDb, order: OrderRow, now: Date) {
  const camp = order.campId === null ? null : await campById(db, order.campId);
  const changesLeft = Math.max(0, MAX_CAMP_CHANGES - order.campChanges);
  let reason: string | null = null;
  if (!camp) reason = '尚未选择开课时间';
  else if (camp.startsAt <= now) reason = '课程已开始，无法调整开课时间';
  else if (changesLeft === 0) reason = '调课次数已用完';
  return {
    chosen: camp !== null,
    camp: camp
      ? { campId: camp.id, name: camp.name, startsAt: camp.startsAt.toISOString(), seatsLeft: 0 }
      : null,
    canChange: camp !== null && reason === null,
    changesLeft,
    reason,
  };
}

/** First choice (mode 'choose') or a change (mode 'change'), each a conditional update. */
export async function setCamp(
  db: AppDb,
  order: OrderRow,
  campId: number,
  mode: 'choose' | 'change',
  now: Date,
): Promise<TCamp> {
  if (order.kind !== 'course' || order.status !== 'paid') throw conflict('订单未支付，无法选择开课时间');
  const camp = await campById(db, campId);
  if (!camp || camp.courseId !== order.courseId) throw notFound('开课时间');
  if (camp.startsAt <= now) throw conflict('该期已开课，请选择其他时间');
  if (mode === 'choose' && order.campId !== null) {
    if (order.campId === campId)
      return { campId, name: camp.name, startsAt: camp.startsAt.toISOString(), seatsLeft: 0 };
    throw conflict('已选择开课时间，如需调整请使用调课');
  }
  return db.transaction(async (tx) => {
    let updated: { id: number }[];
    if (mode === 'choose') {
      updated = await tx
        .update(orders)
        .set({ campId, campChosenAt: now, updatedAt: now })
        .where(and(eq(orders.id, order.id), sql`${orders.campId} is null`))
        .returning({ id: orders.id });
    } else {
      if (order.campId === null) throw conflict('尚未选择开课时间');
      const current = await campById(tx, order.campId);
      if (current && current.startsAt <= now) throw conflict('课程已开始，无法调整开课时间');
      updated = await tx
        .update(orders)
        .set({ campId, campChosenAt: now, campChanges: sql`${orders.campChanges} + 1`, updatedAt: now })
        .where(
          and(
            eq(orders.id, order.id),
            eq(orders.campId, order.campId),
            sql`${orders.campChanges} < ${MAX_CAMP_CHANGES}`,
          ),
        )
        .returning({ id: orders.id });
    }
    if (updated.length === 0) throw conflict(mode === 'choose' ? '已选择开课时间' : '调课次数已用完');
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: mode === 'choose' ? 'camp_chosen' : 'camp_changed',
      actor: 'customer',
      detail: { campId, from: order.campId },
    });
    return { campId, name: camp.name, startsAt: camp.startsAt.toISOString(), seatsLeft: 0 };
  });
}
