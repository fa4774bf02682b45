import type { TTeamBuyActivity } from '@course/contracts/group-buying-team';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { courses, type GroupBuyActivityRow, groupBuyActivities } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';

/** Team-buy activities: finding one, its state by the server's clock, and what a member pays. */

export type ActivityWithCourse = {
  activity: GroupBuyActivityRow;
  course: typeof courses.$inferSelect;
};

export function activityState(activity: GroupBuyActivityRow, now: Date): TTeamBuyActivity['state'] {
  if (activity.startsAt && activity.startsAt > now) return 'not_started';
  if (!activity.active || (activity.endsAt && activity.endsAt <= now)) return 'ended';
  return 'running';
}

/** What a seat costs: the leader's price (discount, free seat) or the team price. */
export function seatPriceCents(activity: GroupBuyActivityRow, role: 'leader' | 'member'): number {
  if (role === 'member') return activity.teamPriceCents;
  if (activity.leaderBenefit === 'free') return 0;
  if (activity.leaderBenefit === 'discount') return activity.leaderPriceCents ?? activity.teamPriceCents;
  return activity.teamPriceCents;
}

/** The activity by id, by code, or the brand's newest active one; 1005 when there is none. */
export async function findActivity(
  db: AppDb,
  brand: string,
  by: { activityId?: number | undefined; activityCode?: string | undefined },
): Promise<ActivityWithCourse> {
  const [row] = await db
    .select({ activity: groupBuyActivities, course: courses })
    .from(groupBuyActivities)
    .innerJoin(courses, eq(courses.id, groupBuyActivities.courseId))
    .where(
      and(
        eq(groupBuyActivities.brand, brand),
        by.activityId !== undefined
          ? eq(groupBuyActivities.id, by.activityId)
          : by.activityCode !== undefined
            ? eq(groupBuyActivities.code, by.activityCode)
            : eq(groupBuyActivities.active, true),
      ),
    )
    .orderBy(desc(groupBuyActivities.id))
    .limit(1);
  if (!row) throw notFound('拼团活动');
  return row;
}

export function activityView({ activity, course }: ActivityWithCourse, now: Date): TTeamBuyActivity {
  return {
    id: activity.id,
    code: activity.code,
    title: activity.title,
    courseId: course.id,
    courseTitle: course.title,
    coverUrl: course.coverUrl,
    originalPriceCents: Math.max(course.priceCents, course.originalPriceCents ?? 0),
    teamPriceCents: activity.teamPriceCents,
    leaderPriceCents: seatPriceCents(activity, 'leader'),
    leaderBenefit: activity.leaderBenefit,
    teamSize: activity.teamSize,
    deadlineHours: activity.deadlineHours,
    systemFill: activity.systemFill,
    allowMultipleTeams: activity.allowMultipleTeams,
    rule: activity.rule,
    state: activityState(activity, now),
    startsAt: activity.startsAt?.getTime() ?? null,
    endsAt: activity.endsAt?.getTime() ?? null,
  };
}

/** The title of an activity's course (the site messages name it). */
export async function courseTitle(tx: AppDb, activityId: number): Promise<string> {
  const [row] = await tx
    .select({ title: courses.title })
    .from(groupBuyActivities)
    .innerJoin(courses, eq(courses.id, groupBuyActivities.courseId))
    .where(eq(groupBuyActivities.id, activityId))
    .limit(1);
  return row?.title ?? '';
}
