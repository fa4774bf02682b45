import { addDaysToDayKey, beijingDayKey } from '@course/domain/beijing-time';
import { and, count, desc, eq, like } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { dailySignIns } from '../../db/schema/index.ts';

/**
 * The daily check-in (app-sign, 每日签到). A day is the Beijing day; the unique key (customer, day) makes a
 * second or racing check-in of the same day a no-op, across server processes.
 */

export type SignStatus = {
  today: string;
  signedToday: boolean;
  streak: number;
  total: number;
  month: string;
  days: string[];
};

/** Consecutive signed days ending today, or yesterday when today is not signed yet. */
export function streakOf(daysNewestFirst: readonly string[], today: string): number {
  const signed = new Set(daysNewestFirst);
  let day = signed.has(today) ? today : addDaysToDayKey(today, -1);
  let n = 0;
  while (signed.has(day)) {
    n += 1;
    day = addDaysToDayKey(day, -1);
  }
  return n;
}

export async function signStatus(
  db: AppDb,
  input: { customerId: number; now: number; month?: string | undefined },
): Promise<SignStatus> {
  const today = beijingDayKey(input.now);
  const month = input.month ?? today.slice(0, 7);
  const mine = eq(dailySignIns.customerId, input.customerId);
  // a streak longer than 400 days is counted up to that; the calendar only needs the month
  const recent = await db
    .select({ dayKey: dailySignIns.dayKey })
    .from(dailySignIns)
    .where(mine)
    .orderBy(desc(dailySignIns.dayKey))
    .limit(400);
  const [total] = await db.select({ n: count() }).from(dailySignIns).where(mine);
  const inMonth = await db
    .select({ dayKey: dailySignIns.dayKey })
    .from(dailySignIns)
    .where(and(mine, like(dailySignIns.dayKey, `${month}-%`)))
    .orderBy(dailySignIns.dayKey);
  const days = recent.map((r) => r.dayKey);
  return {
    today,
    signedToday: days.includes(today),
    streak: streakOf(days, today),
    total: Number(total?.n ?? 0),
    month,
    days: inMonth.map((r) => r.dayKey),
  };
}

/** Check in for today: alreadySigned when today's row was there (or a racing request wrote it first). */
export async function signToday(
  db: AppDb,
  input: { customerId: number; now: number },
): Promise<SignStatus & { alreadySigned: boolean }> {
  const inserted = await db
    .insert(dailySignIns)
    .values({ customerId: input.customerId, dayKey: beijingDayKey(input.now) })
    .onConflictDoNothing()
    .returning({ id: dailySignIns.id });
  const status = await signStatus(db, input);
  return { ...status, alreadySigned: inserted.length === 0 };
}
