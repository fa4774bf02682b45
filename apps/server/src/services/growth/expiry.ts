import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { growthActivities, type LedgerKind, rewardBalances, rewardLedger } from '../../db/schema/index.ts';
import { lockBalance, postEntry } from './ledger.ts';

/**
 * Reward expiry (issue 14). A credit (reward, raffle prize, red packet) stays withdrawable for its growth
 * activity's `reward_valid_days` (a credit without a growth activity: DEFAULT_REWARD_VALID_DAYS); then what is
 * left of it expires with one `expiry` entry, key 'expiry:credit:<ledger id>', so each credit expires at most
 * once, whichever process or run gets there.
 *
 * What is left of a credit is decided FIFO: everything that took money out (withdrawals, reversals, earlier
 * expiries; a withdrawal refund gives its part back) spends the oldest credits first. With the credits in the
 * order they were posted and P(i) the sum of credits 1..i, credit i still holds clamp(P(i) - spent, 0, amount).
 * That is never more than the balance, so an expiry never makes it negative (postEntry checks it again). All of
 * it runs per learner under the lock of their balance row, so it never races a withdrawal or a reward.
 * A credit that was fully spent before its deadline posts nothing; money that comes back to it later (a refund
 * of a withdrawal made before the deadline) after it was checked with something left is not expired again.
 */

export const DEFAULT_REWARD_VALID_DAYS = 365;
const CREDIT_KINDS: readonly LedgerKind[] = ['reward', 'raffle_prize', 'red_packet'];
const DAY_MS = 86_400_000;
const expiryKey = (creditId: number) => `expiry:credit:${creditId}`;

export type ExpiryResult = { learners: number; entries: number; cents: number };

/** Expires one learner's credits past their validity, FIFO. Must run inside a transaction. */
export async function expireRewardsOf(
  tx: AppDb,
  customerId: number,
  now: Date,
): Promise<{ entries: number; cents: number }> {
  const balance = await lockBalance(tx, customerId);
  const done = { entries: 0, cents: 0 };
  if (balance <= 0) return done;
  const rows = await tx
    .select({
      id: rewardLedger.id,
      kind: rewardLedger.kind,
      amountCents: rewardLedger.amountCents,
      entryKey: rewardLedger.entryKey,
      activityId: rewardLedger.activityId,
      createdAt: rewardLedger.createdAt,
      validDays: growthActivities.rewardValidDays,
    })
    .from(rewardLedger)
    .leftJoin(growthActivities, eq(growthActivities.id, rewardLedger.activityId))
    .where(eq(rewardLedger.customerId, customerId))
    .orderBy(asc(rewardLedger.createdAt), asc(rewardLedger.id));
  const expired = new Set(rows.filter((r) => r.kind === 'expiry').map((r) => r.entryKey));
  // Everything that took money out, less what came back (withdrawal refunds are positive).
  let spent = rows.filter((r) => !CREDIT_KINDS.includes(r.kind)).reduce((s, r) => s - r.amountCents, 0);
  let upTo = 0;
  for (const credit of rows.filter((r) => CREDIT_KINDS.includes(r.kind))) {
    upTo += credit.amountCents;
    const days = credit.validDays ?? DEFAULT_REWARD_VALID_DAYS;
    if (credit.createdAt.getTime() + days * DAY_MS > now.getTime()) continue;
    const key = expiryKey(credit.id);
    if (expired.has(key)) continue;
    const left = Math.min(credit.amountCents, upTo - spent);
    if (left <= 0) continue;
    const posted = await postEntry(tx, {
      customerId,
      kind: 'expiry',
      amountCents: -left,
      reason: `奖励超过${days}天未提现，已过期`,
      entryKey: key,
      activityId: credit.activityId,
      reversesId: credit.id,
      now,
    });
    if (!posted.posted) continue;
    spent += left;
    done.entries += 1;
    done.cents += left;
  }
  return done;
}

/**
 * The job: finds learners with a balance and a credit past its validity that has no expiry yet, and expires
 * each in its own transaction. Safe to run from several processes at once (row lock + entry key).
 */
export async function expireRewards(db: AppDb, now: Date, batch = 500): Promise<ExpiryResult> {
  const due = await db
    .selectDistinct({ customerId: rewardLedger.customerId })
    .from(rewardLedger)
    .innerJoin(rewardBalances, eq(rewardBalances.customerId, rewardLedger.customerId))
    .leftJoin(growthActivities, eq(growthActivities.id, rewardLedger.activityId))
    .where(
      and(
        inArray(rewardLedger.kind, [...CREDIT_KINDS]),
        gt(rewardBalances.balanceCents, 0),
        sql`${rewardLedger.createdAt} + make_interval(days => coalesce(${growthActivities.rewardValidDays}, ${DEFAULT_REWARD_VALID_DAYS})) <= ${now.toISOString()}::timestamptz`,
        sql`not exists (select 1 from ${rewardLedger} e where e.entry_key = 'expiry:credit:' || ${rewardLedger.id})`,
      ),
    )
    .limit(batch);
  const result: ExpiryResult = { learners: 0, entries: 0, cents: 0 };
  for (const { customerId } of due) {
    const one = await db.transaction((tx) => expireRewardsOf(tx, customerId, now));
    if (one.entries > 0) result.learners += 1;
    result.entries += one.entries;
    result.cents += one.cents;
  }
  return result;
}
