import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { groupBuyMembers, groupBuyTeams, orders, refunds } from '../../db/schema/index.ts';
import type { PaymentProviders } from '../../integrations/payment/providers.ts';
import { approveRefund, openRefund } from '../orders/refunds.ts';
import { courseTitle } from './activities.ts';
import { sendGroupBuyMessage } from './team-messages.ts';
import { closeDueTeam, dueTeamIds } from './team-outcomes.ts';

/**
 * Paying back seats (failed teams, late payments) through the orders' refund (openRefund, then approveRefund:
 * the payment port's refund), and the deadline sweep that closes due teams and then pays back what is owed.
 */

const REFUND_CLAIM_MS = 5 * 60_000;

/**
 * Pays back every seat owed a refund (failed teams, late payments): claims it (one worker per seat across
 * processes; a claim older than 5 minutes may be taken again after a crash), opens the order's refund and has
 * it approved through the payment port. A provider's refusal leaves it claimed: it is tried again later.
 */
export async function refundOwedSeats(
  db: AppDb,
  payments: PaymentProviders,
  opts: { now: Date; publicBaseUrl: string; teamId?: number },
): Promise<number> {
  const stale = new Date(opts.now.getTime() - REFUND_CLAIM_MS);
  const claimable = and(
    eq(groupBuyMembers.status, 'refund_due'),
    or(isNull(groupBuyMembers.refundClaimedAt), lt(groupBuyMembers.refundClaimedAt, stale)),
  );
  const due = await db
    .select({ id: groupBuyMembers.id })
    .from(groupBuyMembers)
    .where(and(claimable, opts.teamId !== undefined ? eq(groupBuyMembers.teamId, opts.teamId) : undefined))
    .limit(100);
  let refunded = 0;
  for (const { id } of due) {
    const [member] = await db
      .update(groupBuyMembers)
      .set({ refundClaimedAt: opts.now })
      .where(and(eq(groupBuyMembers.id, id), claimable))
      .returning();
    if (!member) continue;
    try {
      if (await refundSeat(db, payments, member.id, member.orderId, member.teamId, opts)) refunded++;
    } catch {
      // left claimed: another sweep tries again once the claim is stale
    }
  }
  return refunded;
}

async function refundSeat(
  db: AppDb,
  payments: PaymentProviders,
  memberId: number,
  orderId: number,
  teamId: number,
  opts: { now: Date; publicBaseUrl: string },
): Promise<boolean> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return false;
  let refundNo: string | null = null;
  if (order.status === 'paid') {
    refundNo = (
      await openRefund(db, order, { reason: '拼团未成功，系统自动退款', now: opts.now, actor: 'system' })
    ).refundNo;
  } else if (order.status === 'refunding') {
    const [open] = await db
      .select({ refundNo: refunds.refundNo })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), inArray(refunds.status, ['requested', 'processing'])))
      .limit(1);
    refundNo = open?.refundNo ?? null;
  }
  if (refundNo) {
    await db.update(groupBuyMembers).set({ refundNo }).where(eq(groupBuyMembers.id, memberId));
    await approveRefund(db, payments, refundNo, { now: opts.now, publicBaseUrl: opts.publicBaseUrl });
  }
  const [after] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (after?.status !== 'refunded') return false;
  const [team] = await db.select().from(groupBuyTeams).where(eq(groupBuyTeams.id, teamId)).limit(1);
  await db.transaction(async (tx) => {
    await tx
      .update(groupBuyMembers)
      .set({ status: 'refunded' })
      .where(and(eq(groupBuyMembers.id, memberId), eq(groupBuyMembers.status, 'refund_due')));
    await sendGroupBuyMessage(tx, {
      customerId: after.customerId,
      kind: 'refunded',
      course: await courseTitle(tx, team!.activityId),
      amountCents: after.payAmountCents,
      key: after.orderNo,
    });
  });
  return true;
}

/** One pass of the deadline job: close every due team, then pay back what is owed. */
export async function sweepTeams(
  db: AppDb,
  payments: PaymentProviders,
  opts: { now: Date; publicBaseUrl: string },
): Promise<{ closed: number; refunded: number }> {
  let closed = 0;
  for (const id of await dueTeamIds(db, opts.now)) if (await closeDueTeam(db, id, opts.now)) closed++;
  const refunded = await refundOwedSeats(db, payments, opts);
  return { closed, refunded };
}
