import { and, eq } from 'drizzle-orm';
import type { AppDb } from './client.ts';
import { growthActivities } from './schema/index.ts';

/**
 * The demo invite-for-cash activity (issue 14), so dev and the e2e suites have one running: 2 元 for a friend's
 * sign-up, 10 元 for the friend's first purchase, 3 元 when the friend has learned 3 sections (the class task),
 * rewards valid 365 days, 20 rewards a day, withdrawals from 1 元, 3 a day, above 200 元
 * an operator approves. Inserted once by its code; an operator's later changes are kept.
 */
/** The operator's 其他说明: what the numbers do not say (the rule page writes the numbers itself). */
const OPERATOR_NOTE =
  '以虚假注册、批量注册等不正当方式获得的奖励将被收回。\n活动如有调整以页面公告为准，如有疑问请联系班主任或在线客服。';

/** The rule text seeded before the page wrote the numbers itself: it only restated them. */
const RESTATED_RULE =
  '1. 好友通过你的邀请链接首次注册，你得2元；\n2. 好友首次购课成功，你再得10元；好友退款则奖励收回；\n3. 好友学完3节课，你再得3元；\n4. 每天最多获得20次奖励；奖励自获得起365天内未提现的部分将过期；\n5. 满1元可提现到微信零钱，每天最多3次，单笔超过200元需人工审核。';

export async function seedGrowth(db: AppDb): Promise<void> {
  await db
    .insert(growthActivities)
    .values({
      code: 'invite-cash-v2',
      title: '邀请好友赚现金',
      registrationRewardCents: 200,
      firstPurchaseRewardCents: 1000,
      classTaskSections: 3,
      classTaskRewardCents: 300,
      rewardValidDays: 365,
      dailyRewardCap: 20,
      minWithdrawCents: 100,
      dailyWithdrawCount: 3,
      reviewThresholdCents: 20_000,
      rule: OPERATOR_NOTE,
    })
    .onConflictDoNothing();
  // a database seeded with the restating text gets the note (an operator's own text is kept)
  await db
    .update(growthActivities)
    .set({ rule: OPERATOR_NOTE })
    .where(and(eq(growthActivities.code, 'invite-cash-v2'), eq(growthActivities.rule, RESTATED_RULE)));
}
