import { and, eq, inArray, lte } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import {
  type GroupBuyTeamRow,
  groupBuyActivities,
  groupBuyMembers,
  groupBuyTeams,
  type OrderRow,
  orders,
} from '../../db/schema/index.ts';
import { grantCourse } from '../catalogue/ownership.ts';
import { recordOrderEvent } from '../orders/order-events.ts';
import { courseTitle } from './activities.ts';
import { sendGroupBuyMessage } from './team-messages.ts';
import { GROUP_BUYING_BUSINESS_CODE, lockTeam, paidSeats, releaseLapsedSeats } from './teams.ts';

/**
 * What happens to a team after its seats are taken, each step exactly once:
 * - a seat's order is paid (the orders' onOrderPaid hook, inside the payment's transaction): the seat is paid,
 *   the team opens (the leader) or succeeds (the last seat); a payment for a seat the team no longer holds
 *   (released, or the team ended) is flagged `paid_too_late` and owed a refund;
 * - a team succeeds: every paid member gets the course (catalogue ownership, grant ref `order:<orderNo>`, so a
 *   later refund of the order takes it back) and a site message;
 * - a team reaches its deadline (the scheduler): completed by the system (模拟成团) when the activity allows it
 *   and the leader paid, otherwise failed: every paid member is owed a refund;
 * - owed refunds go through the orders' refund (openRefund, then approveRefund: the payment port's refund) by
 *   one worker at a time: a member's refund is claimed with a conditional update before the provider is asked.
 * Status changes are conditional updates under the team row's lock.
 */

/** The onOrderPaid listener: a seat's order was paid (created → paid, in that transaction). */
export async function onSeatPaid(tx: AppDb, order: OrderRow, now: Date): Promise<void> {
  if (order.businessCode !== GROUP_BUYING_BUSINESS_CODE) return;
  const [member] = await tx
    .select()
    .from(groupBuyMembers)
    .where(eq(groupBuyMembers.orderId, order.id))
    .limit(1);
  if (!member) return;
  const team = await lockTeam(tx, member.teamId);
  if (!team) return;
  const live = team.status === 'pending' || team.status === 'open';
  if (member.status === 'reserved' && live && team.deadlineAt > now) {
    await tx
      .update(groupBuyMembers)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(groupBuyMembers.id, member.id), eq(groupBuyMembers.status, 'reserved')));
    if (member.role === 'leader')
      await tx
        .update(groupBuyTeams)
        .set({ status: 'open' })
        .where(and(eq(groupBuyTeams.id, team.id), eq(groupBuyTeams.status, 'pending')));
    if ((await paidSeats(tx, team.id)) >= team.seats) await succeedTeam(tx, team, now, 0);
    return;
  }
  // No seat for this money any more: flag it and owe the refund (the scheduler's refund step pays it back).
  await tx
    .update(groupBuyMembers)
    .set({ status: 'refund_due', paidTooLate: true, liveActivityId: null, paidAt: now })
    .where(eq(groupBuyMembers.id, member.id));
  await tx.update(orders).set({ needsRefund: true, updatedAt: now }).where(eq(orders.id, order.id));
  await recordOrderEvent(tx, {
    orderId: order.id,
    type: 'group_buy_paid_too_late',
    actor: 'system',
    detail: { teamNo: team.teamNo, teamStatus: team.status, seatStatus: member.status },
  });
  await sendGroupBuyMessage(tx, {
    customerId: order.customerId,
    kind: 'paidTooLate',
    course: await courseTitle(tx, team.activityId),
    amountCents: order.payAmountCents,
    key: order.orderNo,
  });
}

/** Full (or filled by the system): succeeded once; every paid member gets the course; unpaid seats are released. */
async function succeedTeam(tx: AppDb, team: GroupBuyTeamRow, now: Date, systemFilled: number): Promise<void> {
  const [done] = await tx
    .update(groupBuyTeams)
    .set({ status: 'succeeded', closedAt: now, systemFilled })
    .where(and(eq(groupBuyTeams.id, team.id), inArray(groupBuyTeams.status, ['pending', 'open'])))
    .returning();
  if (!done) return;
  const [activity] = await tx
    .select()
    .from(groupBuyActivities)
    .where(eq(groupBuyActivities.id, team.activityId))
    .limit(1);
  const title = await courseTitle(tx, team.activityId);
  const paid = await tx
    .select({ member: groupBuyMembers, order: orders })
    .from(groupBuyMembers)
    .innerJoin(orders, eq(orders.id, groupBuyMembers.orderId))
    .where(and(eq(groupBuyMembers.teamId, team.id), eq(groupBuyMembers.status, 'paid')));
  for (const { member, order } of paid) {
    const granted = await grantCourse(tx, {
      customerId: member.customerId,
      courseId: activity!.courseId,
      source: 'bought',
      grantRef: `order:${order.orderNo}`,
      grantedAt: now,
    });
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: granted ? 'course_granted' : 'course_already_owned',
      actor: 'system',
      detail: { courseId: activity!.courseId, teamNo: team.teamNo },
    });
    await sendGroupBuyMessage(tx, {
      customerId: member.customerId,
      kind: 'succeeded',
      course: title,
      amountCents: order.payAmountCents,
      key: team.teamNo,
    });
  }
  await tx
    .update(groupBuyMembers)
    .set({ liveActivityId: null })
    .where(and(eq(groupBuyMembers.teamId, team.id), eq(groupBuyMembers.status, 'paid')));
  await tx
    .update(groupBuyMembers)
    .set({ status: 'released', liveActivityId: null })
    .where(and(eq(groupBuyMembers.teamId, team.id), eq(groupBuyMembers.status, 'reserved')));
}

/**
 * Closes one team past its deadline, once (the team's lock and a conditional update): completed by the system
 * or failed. Answers what happened, or null when it was not due (or already closed by another worker).
 */
export async function closeDueTeam(
  db: AppDb,
  teamId: number,
  now: Date,
): Promise<'succeeded' | 'failed' | null> {
  return db.transaction(async (tx) => {
    const team = await lockTeam(tx, teamId);
    if (!team || (team.status !== 'pending' && team.status !== 'open') || team.deadlineAt > now) return null;
    await releaseLapsedSeats(tx, team.id, now);
    const [activity] = await tx
      .select()
      .from(groupBuyActivities)
      .where(eq(groupBuyActivities.id, team.activityId))
      .limit(1);
    const paid = await paidSeats(tx, team.id);
    if (activity?.systemFill && team.status === 'open' && paid >= 1) {
      await succeedTeam(tx, team, now, team.seats - paid);
      return 'succeeded';
    }
    await tx
      .update(groupBuyTeams)
      .set({ status: 'failed', closedAt: now })
      .where(eq(groupBuyTeams.id, team.id));
    const title = await courseTitle(tx, team.activityId);
    const owed = await tx
      .update(groupBuyMembers)
      .set({ status: 'refund_due', liveActivityId: null })
      .where(and(eq(groupBuyMembers.teamId, team.id), eq(groupBuyMembers.status, 'paid')))
      .returning();
    for (const member of owed) {
      const [order] = await tx.select().from(orders).where(eq(orders.id, member.orderId)).limit(1);
      await recordOrderEvent(tx, {
        orderId: member.orderId,
        type: 'group_buy_failed',
        actor: 'system',
        detail: { teamNo: team.teamNo },
      });
      await sendGroupBuyMessage(tx, {
        customerId: member.customerId,
        kind: 'failed',
        course: title,
        amountCents: order?.payAmountCents ?? 0,
        key: team.teamNo,
      });
    }
    await tx
      .update(groupBuyMembers)
      .set({ status: 'released', liveActivityId: null })
      .where(and(eq(groupBuyMembers.teamId, team.id), eq(groupBuyMembers.status, 'reserved')));
    return 'failed';
  });
}

/** Teams past their deadline and still pending or open (the sweep's list). */
export async function dueTeamIds(db: AppDb, now: Date, limit = 100): Promise<number[]> {
  const rows = await db
    .select({ id: groupBuyTeams.id })
    .from(groupBuyTeams)
    .where(and(inArray(groupBuyTeams.status, ['pending', 'open']), lte(groupBuyTeams.deadlineAt, now)))
    .limit(limit);
  return rows.map((r) => r.id);
}
