import { and, count, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { growthActivities, inviteBindings, learnRecords } from '../../db/schema/index.ts';
import type { SectionLearned } from '../learning/learning-hooks.ts';
import { entryExists } from './ledger.ts';
import { grantInviteReward } from './rewards.ts';

/**
 * The class task (issue 14): an invitee who has learned `class_task_sections` sections (any course, a section
 * counts once, learned = the learn record's is_learned) earns the inviter `class_task_reward_cents`, once, under
 * the activity the invitee was bound with. Learning fires `sectionLearned` (learning/learning-hooks.ts) when a
 * section is first learned; the grant runs in its own transaction through grantInviteReward, so the inviter's
 * per-day cap applies and the entry key 'reward:class_task:invitee:<id>' makes it exactly-once. It is not
 * reversed by a refund (no order earned it); a capped grant is not retried, as for the other rewards.
 */
export async function rewardClassTask(db: AppDb, event: SectionLearned, now: Date): Promise<void> {
  const [binding] = await db
    .select({ inviterId: inviteBindings.inviterId, activity: growthActivities })
    .from(inviteBindings)
    .innerJoin(growthActivities, eq(growthActivities.id, inviteBindings.activityId))
    .where(eq(inviteBindings.inviteeId, event.customerId))
    .limit(1);
  if (!binding) return;
  const { activity } = binding;
  if (activity.classTaskSections <= 0 || activity.classTaskRewardCents <= 0) return;
  if (await entryExists(db, `reward:class_task:invitee:${event.customerId}`)) return;
  const [learned] = await db
    .select({ n: count() })
    .from(learnRecords)
    .where(and(eq(learnRecords.customerId, event.customerId), eq(learnRecords.isLearned, true)));
  if ((learned?.n ?? 0) < activity.classTaskSections) return;
  await db.transaction((tx) =>
    grantInviteReward(tx, {
      activity,
      inviterId: binding.inviterId,
      inviteeId: event.customerId,
      event: 'class_task',
      now,
    }),
  );
}
