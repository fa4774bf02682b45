import { MAX_CAMP_CHANGES, type TCamp } from '@course/contracts/orders-checkout';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { campMembers, camps, classes, type OrderRow, orders } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { recordOrderEvent } from './order-events.ts';

/**
 * Choosing when a bought course starts (curriculum-time, selectDate): the camps of the order's course.
 * A start date may be chosen once and changed MAX_CAMP_CHANGES times, only to a camp that has not started,
 * and only while the chosen one has not started either (changeClassTimeLose otherwise).
 *
 * Choosing takes a seat in a class of the camp, in the same transaction as the order's conditional update:
 * `update classes set seats_taken = seats_taken + 1 where id = … and seats_taken < capacity` (PostgreSQL
 * re-checks the condition on the row a concurrent winner wrote, and classes_seats_taken_check forbids an
 * overfill outright), then the camp membership the learning centre reads (camp_members). A change takes the
 * new seat first, then gives the old one back. A full camp refuses ('该期名额已满…') and nothing changes.
 */

export const CAMP_FULL_MESSAGE = '该期名额已满，请选择其他开课时间';

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
  if (order.status !== 'paid') reason = '订单未支付或已退款，无法调整开课时间';
  else if (!camp) reason = '尚未选择开课时间';
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

/**
 * Takes one seat in a class of the camp with room (lowest id first). A lost race for a class's last seat
 * matches no row and tries the next class; none left with room is 'full'. Returns the class id.
 */
async function takeSeat(tx: AppDb, campId: number): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const [open] = await tx
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.campId, campId), sql`${classes.seatsTaken} < ${classes.capacity}`))
      .orderBy(asc(classes.id))
      .limit(1);
    if (!open) break;
    const taken = await tx
      .update(classes)
      .set({ seatsTaken: sql`${classes.seatsTaken} + 1` })
      .where(and(eq(classes.id, open.id), sql`${classes.seatsTaken} < ${classes.capacity}`))
      .returning({ id: classes.id });
    if (taken.length > 0) return open.id;
  }
  throw conflict(CAMP_FULL_MESSAGE);
}

/** Puts the learner in the camp's class; one already in the camp (a landing sign-up) keeps their seat. */
async function joinWithSeat(tx: AppDb, customerId: number, campId: number): Promise<void> {
  const [member] = await tx
    .select({ classId: campMembers.classId })
    .from(campMembers)
    .where(and(eq(campMembers.customerId, customerId), eq(campMembers.campId, campId)))
    .limit(1);
  if (member?.classId) return;
  const classId = await takeSeat(tx, campId);
  const joined = await tx
    .insert(campMembers)
    .values({ customerId, campId, classId })
    .onConflictDoUpdate({
      target: [campMembers.customerId, campMembers.campId],
      set: { classId },
      where: sql`${campMembers.classId} is null`,
    })
    .returning({ campId: campMembers.campId });
  // a concurrent join of the same learner won: give this seat back
  if (joined.length === 0) await releaseSeat(tx, classId);
}

async function releaseSeat(tx: AppDb, classId: number): Promise<void> {
  await tx
    .update(classes)
    .set({ seatsTaken: sql`greatest(${classes.seatsTaken} - 1, 0)` })
    .where(eq(classes.id, classId));
}

/** Leaves a camp: the membership goes and its class seat comes back. */
export async function leaveCamp(tx: AppDb, customerId: number, campId: number): Promise<void> {
  const left = await tx
    .delete(campMembers)
    .where(and(eq(campMembers.customerId, customerId), eq(campMembers.campId, campId)))
    .returning({ classId: campMembers.classId });
  for (const row of left) if (row.classId !== null) await releaseSeat(tx, row.classId);
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
  const answer = { campId, name: camp.name, startsAt: camp.startsAt.toISOString(), seatsLeft: 0 };
  if (mode === 'choose' && order.campId !== null) {
    if (order.campId === campId) return answer;
    throw conflict('已选择开课时间，如需调整请使用调课');
  }
  if (mode === 'change' && order.campId === campId) throw conflict('已是当前开课时间，请选择其他时间');
  return db.transaction(async (tx) => {
    let updated: { id: number }[];
    if (mode === 'choose') {
      updated = await tx
        .update(orders)
        .set({ campId, campChosenAt: now, updatedAt: now })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'paid'), sql`${orders.campId} is null`))
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
            eq(orders.status, 'paid'),
            eq(orders.campId, order.campId),
            sql`${orders.campChanges} < ${MAX_CAMP_CHANGES}`,
          ),
        )
        .returning({ id: orders.id });
    }
    if (updated.length === 0) throw conflict(mode === 'choose' ? '已选择开课时间' : '调课次数已用完');
    // the order row is now locked by this transaction: the seat work below cannot race for the same order
    await joinWithSeat(tx, order.customerId, campId);
    if (mode === 'change' && order.campId !== null) await leaveCamp(tx, order.customerId, order.campId);
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: mode === 'choose' ? 'camp_chosen' : 'camp_changed',
      actor: 'customer',
      detail: { campId, from: order.campId },
    });
    return answer;
  });
}
