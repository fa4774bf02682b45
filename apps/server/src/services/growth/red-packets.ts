import { randomInt } from 'node:crypto';
import type { redPacketActivitySave } from '@course/contracts/growth-red-packet';
import { beijingDayKey } from '@course/domain/beijing-time';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import {
  type RedPacketActivityRow,
  redPacketActivities,
  redPackets,
  rewardBalances,
} from '../../db/schema/index.ts';
import { conflict, invalidParams, notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import { lockBalance, postEntry } from './ledger.ts';
import { requireRunning } from './raffle.ts';

/**
 * Red packets. A packet is opened once: its key is unique ('<activity>:<learner>' for a 'once' activity,
 * '<activity>:<learner>:<Beijing day>' for a daily one) and the learner's balance row is locked while it is
 * opened, so twenty taps at once open one packet and credit it once (ledger key 'red_packet:<key>'). The amount
 * is random in [min, max] and taken from the budget by one conditional update (`spent + amount <= budget`);
 * when the rest of the budget is below the drawn amount the packet gets what is left, if that is at least min.
 */

export async function redPacketActivityByCode(db: AppDb, code: string): Promise<RedPacketActivityRow> {
  const [row] = await db.select().from(redPacketActivities).where(eq(redPacketActivities.code, code));
  if (!row) throw notFound('红包活动');
  return row;
}

const packetKeyOf = (activity: RedPacketActivityRow, customerId: number, now: Date) =>
  activity.kind === 'daily'
    ? `${activity.id}:${customerId}:${beijingDayKey(now)}`
    : `${activity.id}:${customerId}`;

const balanceOf = async (db: AppDb, customerId: number) =>
  (
    await db
      .select({ cents: rewardBalances.balanceCents })
      .from(rewardBalances)
      .where(eq(rewardBalances.customerId, customerId))
  )[0]?.cents ?? 0;

const findPacket = async (db: AppDb, packetKey: string) =>
  (await db.select().from(redPackets).where(eq(redPackets.packetKey, packetKey)))[0] ?? null;

export const redPacketActivityView = (a: RedPacketActivityRow) => ({
  code: a.code,
  title: a.title,
  kind: a.kind,
  theme: a.theme,
  rule: a.rule,
  minCents: a.minCents,
  maxCents: a.maxCents,
  startsAt: a.startsAt?.getTime() ?? null,
  endsAt: a.endsAt?.getTime() ?? null,
  soldOut: a.budgetCents - a.spentCents < a.minCents,
});

export async function redPacketInfoOf(db: AppDb, input: { code: string; customerId: number; now: Date }) {
  const activity = await redPacketActivityByCode(db, input.code);
  const packet = await findPacket(db, packetKeyOf(activity, input.customerId, input.now));
  return {
    activity: redPacketActivityView(activity),
    opened: packet ? { amountCents: packet.amountCents, openedAt: packet.openedAt.getTime() } : null,
    balanceCents: await balanceOf(db, input.customerId),
  };
}

export async function openRedPacket(
  db: AppDb,
  input: {
    code: string;
    customerId: number;
    now: Date;
    roll?: (min: number, maxExclusive: number) => number;
  },
): Promise<{ amountCents: number; openedAt: number; alreadyOpened: boolean; balanceCents: number }> {
  const { customerId, now } = input;
  const activity = await redPacketActivityByCode(db, input.code);
  const packetKey = packetKeyOf(activity, customerId, now);
  return db.transaction(async (tx) => {
    await lockBalance(tx, customerId);
    const existing = await findPacket(tx, packetKey);
    if (existing) {
      return {
        amountCents: existing.amountCents,
        openedAt: existing.openedAt.getTime(),
        alreadyOpened: true,
        balanceCents: await balanceOf(tx, customerId),
      };
    }
    requireRunning(activity, now);
    // Lock the activity row, cut the drawn amount to what the budget has left, and move the budget by one
    // conditional update (`spent + amount <= budget`, with the CHECK as the last guard).
    const [budget] = await tx
      .select({ budgetCents: redPacketActivities.budgetCents, spentCents: redPacketActivities.spentCents })
      .from(redPacketActivities)
      .where(eq(redPacketActivities.id, activity.id))
      .for('update');
    const left = budget!.budgetCents - budget!.spentCents;
    const drawn = (input.roll ?? randomInt)(activity.minCents, activity.maxCents + 1);
    const amountCents = Math.min(drawn, left);
    if (amountCents < activity.minCents) throw conflict('红包已被抢光啦，下次早点来');
    const [taken] = await tx
      .update(redPacketActivities)
      .set({ spentCents: sql`${redPacketActivities.spentCents} + ${amountCents}` })
      .where(
        and(
          eq(redPacketActivities.id, activity.id),
          sql`${redPacketActivities.spentCents} + ${amountCents} <= ${redPacketActivities.budgetCents}`,
        ),
      )
      .returning({ id: redPacketActivities.id });
    if (!taken) throw conflict('红包已被抢光啦，下次早点来');
    const [packet] = await tx
      .insert(redPackets)
      .values({
        activityId: activity.id,
        customerId,
        packetKey,
        amountCents,
        beijingDay: beijingDayKey(now),
        openedAt: now,
      })
      .returning();
    const posted = await postEntry(tx, {
      customerId,
      kind: 'red_packet',
      amountCents,
      reason: `红包：${activity.title}`,
      entryKey: `red_packet:${packetKey}`,
      now,
    });
    if (!posted.posted) throw conflict('红包已领取');
    return {
      amountCents: packet!.amountCents,
      openedAt: packet!.openedAt.getTime(),
      alreadyOpened: false,
      balanceCents: posted.balanceAfterCents,
    };
  });
}

export async function redPacketHistoryOf(
  db: AppDb,
  input: { customerId: number; pageNum: number; pageSize: number },
) {
  const rows = await db
    .select({
      title: redPacketActivities.title,
      kind: redPacketActivities.kind,
      amountCents: redPackets.amountCents,
      openedAt: redPackets.openedAt,
    })
    .from(redPackets)
    .innerJoin(redPacketActivities, eq(redPacketActivities.id, redPackets.activityId))
    .where(eq(redPackets.customerId, input.customerId))
    .orderBy(desc(redPackets.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  const [totals] = await db
    .select({ n: count(), cents: sql<number>`coalesce(sum(${redPackets.amountCents}), 0)::int` })
    .from(redPackets)
    .where(eq(redPackets.customerId, input.customerId));
  return {
    list: rows.map((r) => ({ ...r, openedAt: r.openedAt.getTime() })),
    total: totals?.n ?? 0,
    totalCents: totals?.cents ?? 0,
  };
}

/** The operator's red-packet activity, created or changed by its code; the budget never below what was spent. */
export async function saveRedPacketActivity(
  db: AppDb,
  input: CallInput<typeof redPacketActivitySave>,
): Promise<{ id: number }> {
  if (input.maxCents < input.minCents) throw invalidParams('红包金额上限须不小于下限');
  if (input.startsAt != null && input.endsAt != null && input.endsAt <= input.startsAt) {
    throw invalidParams('结束时间须晚于开始时间');
  }
  const values = {
    code: input.code,
    title: input.title,
    kind: input.kind,
    theme: input.theme,
    rule: input.rule,
    minCents: input.minCents,
    maxCents: input.maxCents,
    budgetCents: input.budgetCents,
    active: input.active,
    startsAt: input.startsAt == null ? null : new Date(input.startsAt),
    endsAt: input.endsAt == null ? null : new Date(input.endsAt),
  };
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ spentCents: redPacketActivities.spentCents, kind: redPacketActivities.kind })
      .from(redPacketActivities)
      .where(eq(redPacketActivities.code, input.code))
      .for('update');
    if (existing && existing.spentCents > input.budgetCents) {
      throw invalidParams(`预算不能低于已发放的 ${(existing.spentCents / 100).toFixed(2)} 元`);
    }
    if (existing && existing.kind !== input.kind) throw invalidParams('已有活动不能修改红包类型');
    const [row] = await tx
      .insert(redPacketActivities)
      .values(values)
      .onConflictDoUpdate({ target: redPacketActivities.code, set: values })
      .returning({ id: redPacketActivities.id });
    return { id: row!.id };
  });
}
