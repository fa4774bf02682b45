import type { growthActivitySave } from '@course/contracts/growth-invite';
import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDb } from '../../db/client.ts';
import { type GrowthActivityRow, growthActivities } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';

/** The invite activity running at `now`: a given code, else the newest active one. */
export async function currentActivity(
  db: AppDb,
  now: Date,
  code?: string | null,
): Promise<GrowthActivityRow | null> {
  const [row] = await db
    .select()
    .from(growthActivities)
    .where(
      and(
        code ? eq(growthActivities.code, code) : undefined,
        eq(growthActivities.active, true),
        or(isNull(growthActivities.startsAt), lte(growthActivities.startsAt, now)),
        or(isNull(growthActivities.endsAt), gt(growthActivities.endsAt, now)),
      ),
    )
    .orderBy(desc(growthActivities.id))
    .limit(1);
  return row ?? null;
}

export async function requireActivity(
  db: AppDb,
  now: Date,
  code?: string | null,
): Promise<GrowthActivityRow> {
  const activity = await currentActivity(db, now, code);
  if (!activity) throw notFound('邀请活动');
  return activity;
}

/** The operator's configuration of an activity (created or changed by its code). */
export async function saveActivity(
  db: AppDb,
  input: z.input<typeof growthActivitySave.request>,
): Promise<{ id: number }> {
  const values = {
    code: input.code,
    title: input.title,
    registrationRewardCents: input.registrationRewardCents,
    firstPurchaseRewardCents: input.firstPurchaseRewardCents,
    classTaskSections: input.classTaskSections ?? 0,
    classTaskRewardCents: input.classTaskRewardCents ?? 0,
    rewardValidDays: input.rewardValidDays ?? 365,
    dailyRewardCap: input.dailyRewardCap,
    minWithdrawCents: input.minWithdrawCents,
    dailyWithdrawCount: input.dailyWithdrawCount,
    reviewThresholdCents: input.reviewThresholdCents,
    rule: input.rule ?? '',
    active: input.active ?? true,
    startsAt: input.startsAt == null ? null : new Date(input.startsAt),
    endsAt: input.endsAt == null ? null : new Date(input.endsAt),
  };
  const [row] = await db
    .insert(growthActivities)
    .values(values)
    .onConflictDoUpdate({ target: growthActivities.code, set: values })
    .returning({ id: growthActivities.id });
  return { id: row!.id };
}
