import type { raffleSave } from '@course/contracts/growth-raffle';
import { and, eq, gte } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { goods, rafflePrizes, raffles } from '../../db/schema/index.ts';
import { invalidParams, notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';

/**
 * The operator's raffle: odds are integer weights (the chance of a prize is its weight over the sum), the
 * 'no prize' outcome is one explicit prize with unlimited stock, cash prizes have an amount, goods prizes a
 * good. Prizes are kept by their slot (the wheel position); slots beyond the new list are removed (their
 * draws keep the prize's name and amount).
 */
export async function saveRaffle(
  db: AppDb,
  input: CallInput<typeof raffleSave>,
): Promise<{ id: number; weightTotal: number }> {
  const nones = input.prizes.filter((p) => p.kind === 'none');
  if (nones.length !== 1) throw invalidParams('奖品中必须有且只有一个“未中奖”');
  if (nones[0]!.stock !== null) throw invalidParams('“未中奖”不限数量，stock 须为空');
  const weightTotal = input.prizes.reduce((sum, p) => sum + p.weight, 0);
  if (weightTotal <= 0) throw invalidParams('奖品权重之和必须大于 0');
  for (const [i, p] of input.prizes.entries()) {
    if (p.kind === 'cash' && p.amountCents <= 0) throw invalidParams(`第${i + 1}个奖品是现金，须填写金额`);
    if (p.kind !== 'cash' && p.amountCents !== 0) throw invalidParams(`第${i + 1}个奖品不是现金，金额须为 0`);
    if ((p.kind === 'goods') !== (p.goodsId !== null)) {
      throw invalidParams(`第${i + 1}个奖品：实物奖品须且只有实物奖品可填写商品`);
    }
    if (p.kind === 'goods' && p.stock === null) throw invalidParams(`第${i + 1}个奖品是实物，须填写库存`);
  }
  if (input.startsAt != null && input.endsAt != null && input.endsAt <= input.startsAt) {
    throw invalidParams('结束时间须晚于开始时间');
  }
  return db.transaction(async (tx) => {
    for (const p of input.prizes) {
      if (p.goodsId === null) continue;
      const [row] = await tx.select({ id: goods.id }).from(goods).where(eq(goods.id, p.goodsId));
      if (!row) throw notFound(`商品 ${p.goodsId} `);
    }
    const values = {
      code: input.code,
      title: input.title,
      rule: input.rule,
      theme: input.theme,
      dailyDraws: input.dailyDraws,
      drawsPerInvite: input.drawsPerInvite,
      active: input.active,
      startsAt: input.startsAt == null ? null : new Date(input.startsAt),
      endsAt: input.endsAt == null ? null : new Date(input.endsAt),
    };
    const [raffle] = await tx
      .insert(raffles)
      .values(values)
      .onConflictDoUpdate({ target: raffles.code, set: values })
      .returning({ id: raffles.id });
    const raffleId = raffle!.id;
    for (const [slot, p] of input.prizes.entries()) {
      const prize = {
        raffleId,
        slot,
        name: p.name,
        kind: p.kind,
        amountCents: p.amountCents,
        goodsId: p.goodsId,
        weight: p.weight,
        stock: p.stock,
      };
      await tx
        .insert(rafflePrizes)
        .values(prize)
        .onConflictDoUpdate({ target: [rafflePrizes.raffleId, rafflePrizes.slot], set: prize });
    }
    await tx
      .delete(rafflePrizes)
      .where(and(eq(rafflePrizes.raffleId, raffleId), gte(rafflePrizes.slot, input.prizes.length)));
    return { id: raffleId, weightTotal };
  });
}
