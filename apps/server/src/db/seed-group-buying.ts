import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from './client.ts';
import { courses, groupBuyActivities } from './schema/index.ts';

/**
 * The demo team-buy activities (issue 15), so dev and the e2e suites have them running: a 3-person team for the
 * piano course at 99 元 (the leader pays 79 元), 24 hours to fill, no system fill; and the lead activity's
 * 2-person team for the same course with 模拟成团 (a team whose leader paid is completed at the deadline).
 * Inserted once by code; an operator's later changes are kept.
 */
export const DEMO_TEAM_COURSE = '成人钢琴入门：从识谱到弹奏《致爱丽丝》';

export async function seedGroupBuying(db: AppDb): Promise<void> {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.brand, 'nbc'), eq(courses.title, DEMO_TEAM_COURSE)))
    .limit(1);
  if (!course) return;
  // Each activity's own lines (getRandomWord shows one under its title): the 2-person lead team is not 三人成团.
  const teamWords = [
    '好课一起拼，学习不孤单',
    '三人成团，一起把《致爱丽丝》弹给家人听',
    '邀请好友拼团，立享拼团价',
    '拼着学更省钱，学着拼更有劲',
  ];
  const leadWords = [
    '老学员带新朋友，两个人一起学更有劲',
    '邀请一位好友组队，一起把《致爱丽丝》弹给家人听',
    '两人组队成功即开课，好友享新学员组队价',
    '学琴路上有个伴，互相督促不掉队',
  ];
  await db
    .insert(groupBuyActivities)
    .values([
      {
        code: 'team-buy-piano',
        brand: 'nbc',
        courseId: course.id,
        title: '钢琴入门 3人拼团',
        teamPriceCents: 9_900,
        teamSize: 3,
        deadlineHours: 24,
        leaderBenefit: 'discount',
        leaderPriceCents: 7_900,
        systemFill: false,
        allowMultipleTeams: false,
        words: teamWords,
        rule: '1. 开团或参团后在24小时内凑满3人即拼团成功，课程自动开通；\n2. 团长享团长价；\n3. 到期未凑满，已付款项全额原路退回；\n4. 同一活动同一时间只能参加一个拼团。',
      },
      {
        code: 'lead-team-piano',
        brand: 'nbc',
        courseId: course.id,
        title: '老学员带新 2人组队学钢琴',
        teamPriceCents: 6_900,
        teamSize: 2,
        deadlineHours: 48,
        leaderBenefit: 'none',
        systemFill: true,
        allowMultipleTeams: false,
        words: leadWords,
        rule: '1. 邀请1位好友组队，48小时内组队成功即开课；\n2. 到期未组满时系统自动为您匹配队友（模拟成团）；\n3. 组队成功后可在学习中心学习。',
      },
    ])
    .onConflictDoNothing();
  // A database seeded before the lead activity had its own lines still holds the team's (untouched by an operator).
  await db
    .update(groupBuyActivities)
    .set({ words: leadWords })
    .where(
      and(
        eq(groupBuyActivities.code, 'lead-team-piano'),
        eq(groupBuyActivities.brand, 'nbc'),
        sql`${groupBuyActivities.words} = ${JSON.stringify(teamWords)}::jsonb`,
      ),
    );
}
