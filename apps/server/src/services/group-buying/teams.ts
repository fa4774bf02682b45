import { ResponseCode } from '@course/domain/response-codes';
import { and, count, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  type GroupBuyActivityRow,
  type GroupBuyTeamRow,
  groupBuyMembers,
  groupBuyTeams,
  orders,
} from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import { cannotBuy, type ResolvedItem, resolveItem } from '../orders/order-items.ts';
import { newSerialNo } from '../orders/order-numbers.ts';
import { createOrder } from '../orders/orders.ts';
import { activityState, findActivity, seatPriceCents } from './activities.ts';

/**
 * Taking seats. Opening a team and joining one each take a seat: a member row with an unpaid order at the
 * team price, paid afterwards through the ordinary checkout (submitOrderPay with the orderNo). A join locks the
 * team row (`select … for update`), so joins of one team queue on it in every process: under the lock the
 * seats held (paid, or reserved by an order that can still be paid) are counted and a seat is taken only when
 * one is left. A learner refused is never given an order, so never charged.
 */

/** Orders of team seats carry this business code: orders does not open the course on payment (the team does). */
export const GROUP_BUYING_BUSINESS_CODE = 'group_buying';

export const TEAM_FULL_MESSAGE = '该拼团人数已满，请参加其他拼团或自己开团';
export const ONE_TEAM_MESSAGE = '您已在本活动的一个拼团中，请等待该拼团结束后再参加';

export type SeatInput = { customerId: number; brand: string; now: Date; expireMinutes: number };
export type Seat = { teamNo: string; orderNo: string; payAmountCents: number };

const LIVE_MEMBER = inArray(groupBuyMembers.status, ['reserved', 'paid']);

function assertRunning(activity: GroupBuyActivityRow, now: Date): void {
  const state = activityState(activity, now);
  if (state === 'not_started') throw conflict('拼团活动还未开始');
  if (state === 'ended') throw conflict('拼团活动已结束');
}

/** The course at the seat's price: the checkout's item with the team price as its discount. */
async function seatItem(
  db: AppDb,
  input: SeatInput,
  activity: GroupBuyActivityRow,
  role: 'leader' | 'member',
): Promise<ResolvedItem> {
  const item = await resolveItem(
    db,
    input.customerId,
    input.brand,
    { courseId: activity.courseId },
    input.now,
  );
  if (!item.canBuy) throw cannotBuy(item);
  const price = seatPriceCents(activity, role);
  const list = Math.max(item.goodsAmountCents, price);
  return {
    ...item,
    title: `【拼团】${item.title}`,
    priceLabel: '拼团价',
    unitPriceCents: price,
    goodsAmountCents: list,
    discountCents: list - price,
    freightCents: 0,
    payAmountCents: price,
    businessCode: GROUP_BUYING_BUSINESS_CODE,
  };
}

async function refuseSecondTeam(db: AppDb, activity: GroupBuyActivityRow, customerId: number) {
  if (activity.allowMultipleTeams) return;
  const [live] = await db
    .select({ id: groupBuyMembers.id })
    .from(groupBuyMembers)
    .where(and(eq(groupBuyMembers.liveActivityId, activity.id), eq(groupBuyMembers.customerId, customerId)))
    .limit(1);
  if (live) throw conflict(ONE_TEAM_MESSAGE);
}

/** Opens a team: the team (pending until the leader pays), the leader's seat and order. */
export async function openTeam(db: AppDb, input: SeatInput & { activityId: number }): Promise<Seat> {
  const { activity } = await findActivity(db, input.brand, { activityId: input.activityId });
  assertRunning(activity, input.now);
  await refuseSecondTeam(db, activity, input.customerId);
  const item = await seatItem(db, input, activity, 'leader');
  try {
    return await db.transaction(async (tx) => {
      const [team] = await tx
        .insert(groupBuyTeams)
        .values({
          teamNo: newSerialNo('T', input.now.getTime()),
          activityId: activity.id,
          leaderId: input.customerId,
          seats: activity.teamSize,
          deadlineAt: new Date(input.now.getTime() + activity.deadlineHours * 3_600_000),
          createdAt: input.now,
        })
        .returning();
      const order = await createOrder(tx, { ...input, item });
      await tx.insert(groupBuyMembers).values({
        teamId: team!.id,
        customerId: input.customerId,
        orderId: order.id,
        role: 'leader',
        liveActivityId: activity.allowMultipleTeams ? null : activity.id,
        createdAt: input.now,
      });
      return { teamNo: team!.teamNo, orderNo: order.orderNo, payAmountCents: order.payAmountCents };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'group_buy_members_live_key')) throw conflict(ONE_TEAM_MESSAGE);
    throw error;
  }
}

/** Seats of reserved members whose order can no longer be paid (closed, or past its expiry) go back. */
export async function releaseLapsedSeats(tx: AppDb, teamId: number, now: Date): Promise<void> {
  await tx
    .update(groupBuyMembers)
    .set({ status: 'released', liveActivityId: null })
    .where(
      and(
        eq(groupBuyMembers.teamId, teamId),
        eq(groupBuyMembers.status, 'reserved'),
        inArray(
          groupBuyMembers.orderId,
          tx
            .select({ id: orders.id })
            .from(orders)
            .where(
              or(eq(orders.status, 'closed'), and(eq(orders.status, 'created'), lte(orders.expiresAt, now))),
            ),
        ),
      ),
    );
}

export async function lockTeam(tx: AppDb, teamId: number): Promise<GroupBuyTeamRow | undefined> {
  const [team] = await tx
    .select()
    .from(groupBuyTeams)
    .where(eq(groupBuyTeams.id, teamId))
    .for('update')
    .limit(1);
  return team;
}

export async function heldSeats(tx: AppDb, teamId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(groupBuyMembers)
    .where(and(eq(groupBuyMembers.teamId, teamId), LIVE_MEMBER));
  return Number(row?.n ?? 0);
}

/** Joins a team: under the team's lock, a seat and its order, or 2201 when every seat is held. */
export async function joinTeam(db: AppDb, input: SeatInput & { teamNo: string }): Promise<Seat> {
  const [found] = await db
    .select()
    .from(groupBuyTeams)
    .where(eq(groupBuyTeams.teamNo, input.teamNo))
    .limit(1);
  if (!found) throw notFound('拼团');
  const { activity } = await findActivity(db, input.brand, { activityId: found.activityId });
  if (found.status === 'succeeded') throw new AppError(ResponseCode.teamFull, TEAM_FULL_MESSAGE);
  if (found.status === 'failed' || found.deadlineAt <= input.now)
    throw conflict('该拼团已结束，请参加其他拼团');
  const item = await seatItem(db, input, activity, 'member');
  try {
    return await db.transaction(async (tx) => {
      const team = (await lockTeam(tx, found.id))!;
      if (team.status === 'succeeded') throw new AppError(ResponseCode.teamFull, TEAM_FULL_MESSAGE);
      if (team.status === 'failed' || team.deadlineAt <= input.now)
        throw conflict('该拼团已结束，请参加其他拼团');
      if (team.status === 'pending') throw conflict('团长还未完成支付，请稍后再来');
      await releaseLapsedSeats(tx, team.id, input.now);
      const [mine] = await tx
        .select({ status: groupBuyMembers.status, orderNo: orders.orderNo, amount: orders.payAmountCents })
        .from(groupBuyMembers)
        .innerJoin(orders, eq(orders.id, groupBuyMembers.orderId))
        .where(
          and(
            eq(groupBuyMembers.teamId, team.id),
            eq(groupBuyMembers.customerId, input.customerId),
            LIVE_MEMBER,
          ),
        )
        .limit(1);
      // Asking again while holding an unpaid seat answers that seat (paying again, not a second seat).
      if (mine?.status === 'reserved')
        return { teamNo: team.teamNo, orderNo: mine.orderNo, payAmountCents: mine.amount };
      if (mine) throw conflict('您已在该拼团中');
      if ((await heldSeats(tx, team.id)) >= team.seats)
        throw new AppError(ResponseCode.teamFull, TEAM_FULL_MESSAGE);
      await refuseSecondTeam(tx, activity, input.customerId);
      const order = await createOrder(tx, { ...input, item });
      await tx.insert(groupBuyMembers).values({
        teamId: team.id,
        customerId: input.customerId,
        orderId: order.id,
        role: 'member',
        liveActivityId: activity.allowMultipleTeams ? null : activity.id,
        createdAt: input.now,
      });
      return { teamNo: team.teamNo, orderNo: order.orderNo, payAmountCents: order.payAmountCents };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'group_buy_members_live_key')) throw conflict(ONE_TEAM_MESSAGE);
    throw error;
  }
}

/** How many members of a team have paid. */
export async function paidSeats(tx: AppDb, teamId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(groupBuyMembers)
    .where(and(eq(groupBuyMembers.teamId, teamId), eq(groupBuyMembers.status, 'paid')));
  return Number(row?.n ?? 0);
}
