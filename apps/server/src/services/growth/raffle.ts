import { randomInt } from 'node:crypto';
import { beijingDayKey } from '@course/domain/beijing-time';
import { and, asc, count, eq, gte, like, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import {
  inviteBindings,
  type RafflePrizeRow,
  type RaffleRow,
  raffleDraws,
  rafflePrizes,
  raffles,
  rewardBalances,
} from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { mintPrizeCode } from '../goods/goods-prizes.ts';
import { lockBalance, postEntry } from './ledger.ts';

/**
 * Raffles: the draw is decided here, never on the page. Each learner's draws are serialised by the lock on
 * their reward-balance row (the same lock the ledger takes), their allowance is counted under it, and every
 * draw has a unique key (raffle, learner, allowance, ordinal): the same draw is never granted twice, even from
 * several processes. A prize's stock only falls by `UPDATE … SET stock = stock - 1 WHERE stock > 0`; a prize
 * that ran out between the pick and the update turns into the raffle's explicit 'no prize' outcome.
 */

/** How long a goods prize's exchange code stays valid. */
export const PRIZE_CODE_DAYS = 30;

/** Refuses an activity that is switched off, not started or over (1009 with the reason). */
export function requireRunning(
  row: { active: boolean; startsAt: Date | null; endsAt: Date | null },
  now: Date,
): void {
  if (!row.active) throw conflict('活动已下线');
  if (row.startsAt && row.startsAt > now) throw conflict('活动尚未开始，敬请期待');
  if (row.endsAt && row.endsAt <= now) throw conflict('活动已结束');
}

export async function raffleByCode(db: AppDb, code: string): Promise<RaffleRow> {
  const [row] = await db.select().from(raffles).where(eq(raffles.code, code));
  if (!row) throw notFound('抽奖活动');
  return row;
}

const prizesOf = (db: AppDb, raffleId: number) =>
  db.select().from(rafflePrizes).where(eq(rafflePrizes.raffleId, raffleId)).orderBy(asc(rafflePrizes.slot));

const dailyPrefix = (raffleId: number, customerId: number, day: string) =>
  `raffle:${raffleId}:${customerId}:day:${day}:`;
const invitePrefix = (raffleId: number, customerId: number) => `raffle:${raffleId}:${customerId}:invite:`;

/** Draws of one learner in one raffle whose key starts with `prefix` (the index covers raffle and learner). */
const countKeys = async (db: AppDb, raffleId: number, customerId: number, prefix: string) =>
  (
    await db
      .select({ n: count() })
      .from(raffleDraws)
      .where(
        and(
          eq(raffleDraws.raffleId, raffleId),
          eq(raffleDraws.customerId, customerId),
          like(raffleDraws.drawKey, `${prefix}%`),
        ),
      )
  )[0]?.n ?? 0;

/** The learner's remaining draws: today's free ones first, then those earned by invitees bound since the start. */
export async function allowanceOf(
  db: AppDb,
  raffle: RaffleRow,
  customerId: number,
  now: Date,
): Promise<{ dailyLeft: number; inviteLeft: number; dailyUsed: number; inviteUsed: number }> {
  const day = beijingDayKey(now);
  const dailyUsed = await countKeys(db, raffle.id, customerId, dailyPrefix(raffle.id, customerId, day));
  let inviteEarned = 0;
  let inviteUsed = 0;
  if (raffle.drawsPerInvite > 0) {
    const [bound] = await db
      .select({ n: count() })
      .from(inviteBindings)
      .where(
        and(
          eq(inviteBindings.inviterId, customerId),
          raffle.startsAt ? gte(inviteBindings.createdAt, raffle.startsAt) : undefined,
        ),
      );
    inviteEarned = (bound?.n ?? 0) * raffle.drawsPerInvite;
    inviteUsed = await countKeys(db, raffle.id, customerId, invitePrefix(raffle.id, customerId));
  }
  return {
    dailyLeft: Math.max(0, raffle.dailyDraws - dailyUsed),
    inviteLeft: Math.max(0, inviteEarned - inviteUsed),
    dailyUsed,
    inviteUsed,
  };
}

const balanceOf = async (db: AppDb, customerId: number) =>
  (
    await db
      .select({ cents: rewardBalances.balanceCents })
      .from(rewardBalances)
      .where(eq(rewardBalances.customerId, customerId))
  )[0]?.cents ?? 0;

export async function raffleInfoOf(db: AppDb, input: { code: string; customerId: number; now: Date }) {
  const raffle = await raffleByCode(db, input.code);
  const prizes = await prizesOf(db, raffle.id);
  const allowance = await allowanceOf(db, raffle, input.customerId, input.now);
  return {
    raffle: raffleView(raffle),
    prizes: prizes.map((p) => ({
      slot: p.slot,
      name: p.name,
      kind: p.kind,
      amountCents: p.amountCents,
      available: p.stock === null || p.stock > 0,
    })),
    drawsLeft: allowance.dailyLeft + allowance.inviteLeft,
    balanceCents: await balanceOf(db, input.customerId),
  };
}

export const raffleView = (r: RaffleRow) => ({
  code: r.code,
  title: r.title,
  rule: r.rule,
  theme: r.theme,
  startsAt: r.startsAt?.getTime() ?? null,
  endsAt: r.endsAt?.getTime() ?? null,
  dailyDraws: r.dailyDraws,
  drawsPerInvite: r.drawsPerInvite,
});

/** Weighted pick among the prizes with stock; `roll` is in [0, total). */
export function pickPrize(prizes: RafflePrizeRow[], roll: (total: number) => number): RafflePrizeRow {
  const open = prizes.filter((p) => p.weight > 0 && (p.stock === null || p.stock > 0));
  const none = prizes.find((p) => p.kind === 'none')!;
  const total = open.reduce((sum, p) => sum + p.weight, 0);
  if (total === 0) return none;
  let point = roll(total);
  for (const prize of open) {
    if (point < prize.weight) return prize;
    point -= prize.weight;
  }
  return none;
}

export type DrawOutcome = {
  result: {
    slot: number;
    name: string;
    kind: RafflePrizeRow['kind'];
    amountCents: number;
    prizeCode: string | null;
    drawnAt: number;
  };
  drawsLeft: number;
  balanceCents: number;
};

export async function drawRaffle(
  db: AppDb,
  input: { code: string; customerId: number; brand: string; now: Date; roll?: (total: number) => number },
): Promise<DrawOutcome> {
  const { customerId, now } = input;
  const raffle = await raffleByCode(db, input.code);
  requireRunning(raffle, now);
  return db.transaction(async (tx) => {
    await lockBalance(tx, customerId);
    const allowance = await allowanceOf(tx, raffle, customerId, now);
    let drawKey: string;
    if (allowance.dailyLeft > 0) {
      drawKey = `${dailyPrefix(raffle.id, customerId, beijingDayKey(now))}${allowance.dailyUsed + 1}`;
    } else if (allowance.inviteLeft > 0) {
      drawKey = `${invitePrefix(raffle.id, customerId)}${allowance.inviteUsed + 1}`;
    } else {
      throw conflict(
        raffle.drawsPerInvite > 0
          ? '今日抽奖次数已用完，邀请好友可获得更多机会'
          : '今日抽奖次数已用完，明天再来吧',
      );
    }
    const prizes = await prizesOf(tx, raffle.id);
    let prize = pickPrize(prizes, input.roll ?? randomInt);
    if (prize.stock !== null) {
      const [taken] = await tx
        .update(rafflePrizes)
        .set({ stock: sql`${rafflePrizes.stock} - 1` })
        .where(and(eq(rafflePrizes.id, prize.id), sql`${rafflePrizes.stock} > 0`))
        .returning({ id: rafflePrizes.id });
      if (!taken) prize = prizes.find((p) => p.kind === 'none')!;
    }
    let prizeCode: string | null = null;
    if (prize.kind === 'goods' && prize.goodsId !== null) {
      prizeCode = await mintPrizeCode(tx, {
        brand: input.brand,
        goodsId: prize.goodsId,
        source: raffle.title,
        expiresAt: new Date(now.getTime() + PRIZE_CODE_DAYS * 86_400_000),
      });
    }
    const [draw] = await tx
      .insert(raffleDraws)
      .values({
        raffleId: raffle.id,
        customerId,
        drawKey,
        prizeId: prize.id,
        slot: prize.slot,
        prizeName: prize.name,
        kind: prize.kind,
        amountCents: prize.amountCents,
        prizeCode,
        beijingDay: beijingDayKey(now),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: raffleDraws.id });
    // The balance lock makes this unreachable from one database; the unique key is the backstop.
    if (!draw) throw conflict('请勿重复抽奖');
    if (prize.kind === 'cash') {
      const posted = await postEntry(tx, {
        customerId,
        kind: 'raffle_prize',
        amountCents: prize.amountCents,
        reason: `抽奖中奖：${raffle.title} · ${prize.name}`,
        entryKey: `raffle_prize:${drawKey}`,
        now,
      });
      if (!posted.posted) throw conflict('请勿重复抽奖');
    }
    const drawsLeft = allowance.dailyLeft + allowance.inviteLeft - 1;
    return {
      result: {
        slot: prize.slot,
        name: prize.name,
        kind: prize.kind,
        amountCents: prize.amountCents,
        prizeCode,
        drawnAt: now.getTime(),
      },
      drawsLeft,
      balanceCents: await balanceOf(tx, customerId),
    };
  });
}
