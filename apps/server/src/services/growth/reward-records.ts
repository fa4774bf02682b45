import { count, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { rewardLedger } from '../../db/schema/index.ts';

type RewardLedgerRow = typeof rewardLedger.$inferSelect;

/** The learner's reward ledger as the 我的奖励金 page lists it (rewardRecord) and fanDetail shows it. */

export const rewardEntryView = (e: RewardLedgerRow) => ({
  id: e.id,
  kind: e.kind,
  amountCents: e.amountCents,
  balanceAfterCents: e.balanceAfterCents,
  reason: e.reason,
  at: e.createdAt.getTime(),
});

export async function rewardEntriesOf(
  db: AppDb,
  input: { customerId: number; pageNum: number; pageSize: number },
) {
  const where = eq(rewardLedger.customerId, input.customerId);
  const [total] = await db.select({ n: count() }).from(rewardLedger).where(where);
  const rows = await db
    .select()
    .from(rewardLedger)
    .where(where)
    .orderBy(desc(rewardLedger.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  return { total: total?.n ?? 0, list: rows.map(rewardEntryView) };
}
