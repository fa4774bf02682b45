import { and, eq, gte, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { type LedgerKind, rewardBalances, rewardLedger } from '../../db/schema/index.ts';

/**
 * The one way a learner's reward balance moves: lock the balance row, refuse a key already used, change the
 * balance by one conditional UPDATE (`balance + delta >= 0`, with the CHECK as the last guard) and append the
 * ledger entry with the balance after it, all in the caller's transaction. Each entry key belongs to one
 * learner, so the row lock serialises every writer of a key; the unique key is the backstop.
 */

/** Kinds that count towards what a learner earned (the summary's 累计奖励). */
const EARNING_KINDS = new Set<LedgerKind>(['reward', 'reversal', 'raffle_prize', 'red_packet']);

export type LedgerEntry = {
  customerId: number;
  kind: LedgerKind;
  /** Signed: credits > 0 (reward, withdrawal_refund), debits < 0 (reversal, withdrawal, expiry). */
  amountCents: number;
  reason: string;
  entryKey: string;
  activityId?: number | null;
  inviteeId?: number | null;
  orderId?: number | null;
  withdrawalId?: number | null;
  reversesId?: number | null;
  now: Date;
};

export type PostResult =
  | { posted: true; id: number; balanceAfterCents: number }
  | { posted: false; reason: 'duplicate' | 'insufficient' };

/** Creates the balance row when missing and locks it; returns the balance. */
export async function lockBalance(tx: AppDb, customerId: number): Promise<number> {
  await tx.insert(rewardBalances).values({ customerId }).onConflictDoNothing();
  const [row] = await tx
    .select({ balanceCents: rewardBalances.balanceCents })
    .from(rewardBalances)
    .where(eq(rewardBalances.customerId, customerId))
    .for('update');
  return row?.balanceCents ?? 0;
}

export async function entryExists(tx: AppDb, entryKey: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: rewardLedger.id })
    .from(rewardLedger)
    .where(eq(rewardLedger.entryKey, entryKey))
    .limit(1);
  return row !== undefined;
}

/** Posts one entry exactly once (by its key). Must run inside a transaction. */
export async function postEntry(tx: AppDb, entry: LedgerEntry): Promise<PostResult> {
  if (!Number.isSafeInteger(entry.amountCents)) throw new Error('ledger amounts are integer cents');
  await lockBalance(tx, entry.customerId);
  if (await entryExists(tx, entry.entryKey)) return { posted: false, reason: 'duplicate' };
  const delta = entry.amountCents;
  const earned = EARNING_KINDS.has(entry.kind) ? delta : 0;
  const [balance] = await tx
    .update(rewardBalances)
    .set({
      balanceCents: sql`${rewardBalances.balanceCents} + ${delta}`,
      earnedCents: sql`${rewardBalances.earnedCents} + ${earned}`,
      updatedAt: entry.now,
    })
    .where(
      and(
        eq(rewardBalances.customerId, entry.customerId),
        gte(sql`${rewardBalances.balanceCents} + ${delta}`, 0),
      ),
    )
    .returning({ balanceCents: rewardBalances.balanceCents });
  if (!balance) return { posted: false, reason: 'insufficient' };
  const [row] = await tx
    .insert(rewardLedger)
    .values({
      customerId: entry.customerId,
      kind: entry.kind,
      amountCents: delta,
      balanceAfterCents: balance.balanceCents,
      reason: entry.reason,
      entryKey: entry.entryKey,
      activityId: entry.activityId ?? null,
      inviteeId: entry.inviteeId ?? null,
      orderId: entry.orderId ?? null,
      withdrawalId: entry.withdrawalId ?? null,
      reversesId: entry.reversesId ?? null,
      createdAt: entry.now,
    })
    .returning({ id: rewardLedger.id });
  return { posted: true, id: row!.id, balanceAfterCents: balance.balanceCents };
}
