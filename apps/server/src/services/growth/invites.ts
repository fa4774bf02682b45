import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { customers, inviteBindings, orders, rewardLedger } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { requireActivity } from './activities.ts';
import { rewardEntryView } from './reward-records.ts';
import { grantInviteReward } from './rewards.ts';

/**
 * Binding an invitee to an inviter (share_verify). Refused: inviting yourself, and an existing learner (an
 * account older than NEW_LEARNER_WINDOW_MS at the binding, or one that already paid an order). One inviter per
 * invitee: the unique invitee key makes the first binding win, however many arrive at once. A new binding earns
 * the inviter the registration reward in the same transaction.
 */

export const NEW_LEARNER_WINDOW_MS = 24 * 3_600_000;

export type BindResult = { inviterId: number | null; result: 'bound' | 'already_bound' };

export async function bindInvitee(
  db: AppDb,
  input: { inviterId: number; inviteeId: number; activityCode?: string | undefined; now: Date },
): Promise<BindResult> {
  const { inviterId, inviteeId, now } = input;
  if (inviterId === inviteeId) throw conflict('不能邀请自己哦');
  const activity = await requireActivity(db, now, input.activityCode);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ inviterId: inviteBindings.inviterId })
      .from(inviteBindings)
      .where(eq(inviteBindings.inviteeId, inviteeId))
      .limit(1);
    if (existing) return { inviterId: existing.inviterId, result: 'already_bound' as const };
    const [inviter] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, inviterId));
    if (!inviter) throw notFound('邀请人');
    const [invitee] = await tx
      .select({ createdAt: customers.createdAt })
      .from(customers)
      .where(eq(customers.id, inviteeId));
    if (!invitee) throw notFound('用户');
    const [paid] = await tx
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.customerId, inviteeId), isNotNull(orders.paidAt)));
    if (now.getTime() - invitee.createdAt.getTime() > NEW_LEARNER_WINDOW_MS || (paid?.n ?? 0) > 0)
      throw conflict('您已是老学员，不能接受新人邀请');
    const [bound] = await tx
      .insert(inviteBindings)
      .values({ activityId: activity.id, inviterId, inviteeId, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: inviteBindings.id });
    if (!bound) {
      const [first] = await tx
        .select({ inviterId: inviteBindings.inviterId })
        .from(inviteBindings)
        .where(eq(inviteBindings.inviteeId, inviteeId));
      return { inviterId: first?.inviterId ?? null, result: 'already_bound' as const };
    }
    await grantInviteReward(tx, { activity, inviterId, inviteeId, event: 'registration', now });
    return { inviterId, result: 'bound' as const };
  });
}

/** The learners an inviter brought, newest first, with what each earned the inviter (net of reversals). */
export async function inviteesOf(
  db: AppDb,
  input: { customerId: number; pageNum: number; pageSize: number },
) {
  const where = eq(inviteBindings.inviterId, input.customerId);
  const [total] = await db.select({ n: count() }).from(inviteBindings).where(where);
  const rows = await inviteeRows(db, input.customerId)
    .where(where)
    .orderBy(desc(inviteBindings.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  return { total: total?.n ?? 0, list: rows.map(inviteeView) };
}

/**
 * Whether the invitee of an invite_bindings row has a course bought with money and kept (paid, not refunded):
 * the 已购课 of the invite pages; a refunded order's reward is reversed, so it no longer counts.
 */
export const inviteeBought = () =>
  sql<boolean>`exists (select 1 from ${orders} o where o.customer_id = ${inviteBindings.inviteeId}
    and o.paid_at is not null and o.pay_amount_cents > 0 and o.status <> 'refunded')`;

/** An inviter's invitees with what each earned the inviter (net of reversals) and whether they bought. */
const inviteeRows = (db: AppDb, inviterId: number) =>
  db
    .select({
      inviteeId: inviteBindings.inviteeId,
      nickname: customers.nickname,
      avatar: customers.avatarUrl,
      boundAt: inviteBindings.createdAt,
      rewardCents: sql<number>`coalesce((select sum(l.amount_cents) from ${rewardLedger} l
        where l.customer_id = ${inviterId} and l.invitee_id = ${inviteBindings.inviteeId}), 0)::int`,
      purchased: inviteeBought(),
    })
    .from(inviteBindings)
    .innerJoin(customers, eq(customers.id, inviteBindings.inviteeId))
    .$dynamic();

type InviteeRow = Awaited<ReturnType<typeof inviteeRows>>[number];

const inviteeView = (r: InviteeRow) => ({
  id: r.inviteeId,
  nickname: r.nickname ?? '',
  avatar: r.avatar ?? '',
  boundAt: r.boundAt.getTime(),
  purchased: Boolean(r.purchased),
  rewardCents: Number(r.rewardCents),
});

/**
 * One invitee of this inviter (fanDetail) with the ledger entries the invitee caused for the inviter. Another
 * learner's invitee answers 'not found', the same as an unknown id, so ids cannot be probed.
 */
export async function fanDetailOf(db: AppDb, input: { customerId: number; inviteeId: number }) {
  const [row] = await inviteeRows(db, input.customerId).where(
    and(eq(inviteBindings.inviterId, input.customerId), eq(inviteBindings.inviteeId, input.inviteeId)),
  );
  if (!row) throw notFound('邀请记录');
  const entries = await db
    .select()
    .from(rewardLedger)
    .where(and(eq(rewardLedger.customerId, input.customerId), eq(rewardLedger.inviteeId, input.inviteeId)))
    .orderBy(desc(rewardLedger.id))
    .limit(50);
  return { invitee: inviteeView(row), entries: entries.map(rewardEntryView) };
}
