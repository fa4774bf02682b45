import { randomInt } from 'node:crypto';
import { normalizePrizeCode, type TPrize } from '@course/contracts/goods-prizes';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { goods, goodsProfiles, prizeCodes } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { toGoodsCard } from '../orders/goods-card.ts';
import { recordOrderEvent } from '../orders/order-events.ts';
import { addressSnapshot } from '../orders/order-items.ts';
import { insertFreeShipment } from './gifts.ts';

/**
 * Prize exchange (奖品兑换): a code redeems its good once, into a zero-amount order that ships like a gift.
 * The code row is taken by one conditional update (`redeemed_at is null and expires_at > now`); whoever loses
 * a race finds it taken. The prize's stock is taken in the same transaction.
 *
 * One learner may redeem a prize at most `goods_profiles.prize_limit_per_learner` times (default 1), however
 * many different codes of it they hold. The stock update locks the prize's goods row, so redemptions of one
 * prize queue there (across processes too); the learner's count is read after that lock, by a statement that
 * sees every redemption committed before it, and the transaction is undone when it is over the limit.
 */

async function findCode(db: AppDb, brand: string, code: string) {
  const [row] = await db
    .select({ code: prizeCodes, goods })
    .from(prizeCodes)
    .innerJoin(goods, eq(goods.id, prizeCodes.goodsId))
    .where(and(eq(prizeCodes.code, normalizePrizeCode(code)), eq(prizeCodes.brand, brand as 'nbc')))
    .limit(1);
  return row ?? null;
}

function refusal(row: Awaited<ReturnType<typeof findCode>>, customerId: number, now: Date): Error | null {
  if (!row) return notFound('兑换码');
  if (row.code.redeemedAt !== null)
    return conflict(row.code.redeemedBy === customerId ? '您已兑换过该奖品' : '兑换码已被使用');
  if (row.code.expiresAt <= now) return conflict('兑换码已过期');
  return null;
}

/** How many of this prize one learner may redeem (1 when the good has no profile row). */
async function prizeLimit(db: AppDb, goodsId: number): Promise<number> {
  const [row] = await db
    .select({ limit: goodsProfiles.prizeLimitPerLearner })
    .from(goodsProfiles)
    .where(eq(goodsProfiles.goodsId, goodsId))
    .limit(1);
  return row?.limit ?? 1;
}

async function redeemedByLearner(db: AppDb, goodsId: number, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(prizeCodes)
    .where(and(eq(prizeCodes.goodsId, goodsId), eq(prizeCodes.redeemedBy, customerId)));
  return Number(row?.n ?? 0);
}

const overLimit = (limit: number) =>
  conflict(limit === 1 ? '您已兑换过该奖品' : `该奖品每人限兑换 ${limit} 份，您已兑换 ${limit} 份`);

export async function checkPrize(
  db: AppDb,
  input: { brand: string; code: string; customerId: number; now: Date },
): Promise<TPrize> {
  const row = await findCode(db, input.brand, input.code);
  const problem = refusal(row, input.customerId, input.now);
  if (problem) throw problem;
  const limit = await prizeLimit(db, row!.goods.id);
  if ((await redeemedByLearner(db, row!.goods.id, input.customerId)) >= limit) throw overLimit(limit);
  return {
    code: row!.code.code,
    goods: toGoodsCard(row!.goods),
    source: row!.code.source,
    expiresAt: row!.code.expiresAt.toISOString(),
  };
}

export async function redeemPrize(
  db: AppDb,
  input: { brand: string; code: string; customerId: number; addressId: number; now: Date },
) {
  const address = await addressSnapshot(db, input.customerId, input.addressId);
  const code = normalizePrizeCode(input.code);
  const answer = await db.transaction(async (tx) => {
    const [taken] = await tx
      .update(prizeCodes)
      .set({ redeemedBy: input.customerId, redeemedAt: input.now })
      .where(
        and(
          eq(prizeCodes.code, code),
          eq(prizeCodes.brand, input.brand as 'nbc'),
          isNull(prizeCodes.redeemedAt),
          gt(prizeCodes.expiresAt, input.now),
        ),
      )
      .returning();
    if (!taken) return null;
    const [prize] = await tx
      .update(goods)
      .set({ stock: sql`${goods.stock} - 1`, sold: sql`${goods.sold} + 1` })
      .where(and(eq(goods.id, taken.goodsId), sql`${goods.stock} >= 1`))
      .returning();
    if (!prize) throw conflict('奖品已兑完，请联系客服');
    // Under the goods row's lock: this count sees every redemption of this prize committed before ours.
    const limit = await prizeLimit(tx, prize.id);
    if ((await redeemedByLearner(tx, prize.id, input.customerId)) > limit) throw overLimit(limit);
    const order = await insertFreeShipment(tx, {
      customerId: input.customerId,
      brand: prize.brand,
      businessCode: 'prize',
      goods: prize,
      address,
      remark: `兑换码 ${code}`,
      now: input.now,
    });
    await tx.update(prizeCodes).set({ redeemedOrderId: order.id }).where(eq(prizeCodes.id, taken.id));
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: 'prize_redeemed',
      actor: 'customer',
      toStatus: 'paid',
      detail: { code },
    });
    return { orderNo: order.orderNo };
  });
  if (answer) return answer;
  // Nothing taken: say why (unknown, used — by whom — or expired).
  throw (
    refusal(await findCode(db, input.brand, code), input.customerId, input.now) ?? conflict('兑换码已被使用')
  );
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new code for a prize (the sandbox's helper and the seed): 12 characters without look-alikes. */
export async function mintPrizeCode(
  db: AppDb,
  input: { brand: string; goodsId: number; source: string; expiresAt: Date; code?: string },
): Promise<string> {
  const code =
    input.code ?? Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  await db
    .insert(prizeCodes)
    .values({
      code: normalizePrizeCode(code),
      brand: input.brand as 'nbc',
      goodsId: input.goodsId,
      source: input.source,
      expiresAt: input.expiresAt,
    })
    .onConflictDoNothing();
  return normalizePrizeCode(code);
}
