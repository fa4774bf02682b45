import type { TTeam, TTeamMember } from '@course/contracts/group-buying-team';
import { maskName } from '@course/domain/masking';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import {
  customers,
  type GroupBuyTeamRow,
  groupBuyMembers,
  groupBuyTeams,
  orders,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import { activityView, findActivity } from './activities.ts';
import { releaseLapsedSeats } from './teams.ts';

/**
 * What a team looks like to a learner: members still needed (paid ones count), seats held for a payer, seats
 * free to join, countdown, members (masked names), this learner's seat.
 */

export const teamPosterPath = (teamNo: string) => `/course-market/api/v1/teamBuy/poster/${teamNo}.svg`;
export const teamSharePath = (teamNo: string) => `/group-share?teamNo=${teamNo}`;

export async function teamByNo(db: AppDb, teamNo: string): Promise<GroupBuyTeamRow> {
  const [team] = await db.select().from(groupBuyTeams).where(eq(groupBuyTeams.teamNo, teamNo)).limit(1);
  if (!team) throw notFound('拼团');
  return team;
}

export async function teamById(db: AppDb, teamId: number): Promise<GroupBuyTeamRow> {
  const [team] = await db.select().from(groupBuyTeams).where(eq(groupBuyTeams.id, teamId)).limit(1);
  if (!team) throw notFound('拼团');
  return team;
}

export async function teamView(
  db: AppDb,
  team: GroupBuyTeamRow,
  input: { brand: string; customerId: number | null; now: Date },
): Promise<TTeam> {
  const withCourse = await findActivity(db, input.brand, { activityId: team.activityId });
  // A seat whose order can no longer be paid is free again (reads see what a join would).
  if (team.status === 'open') await releaseLapsedSeats(db, team.id, input.now);
  const rows = await db
    .select({
      customerId: groupBuyMembers.customerId,
      role: groupBuyMembers.role,
      status: groupBuyMembers.status,
      paidTooLate: groupBuyMembers.paidTooLate,
      orderNo: orders.orderNo,
      nickname: customers.nickname,
      avatar: customers.avatarUrl,
    })
    .from(groupBuyMembers)
    .innerJoin(orders, eq(orders.id, groupBuyMembers.orderId))
    .innerJoin(customers, eq(customers.id, groupBuyMembers.customerId))
    .where(eq(groupBuyMembers.teamId, team.id))
    .orderBy(asc(groupBuyMembers.id));
  // Who paid into the team: paid seats, and those of a failed team now being paid back.
  const paid = rows.filter(
    (r) => r.status === 'paid' || ((r.status === 'refund_due' || r.status === 'refunded') && !r.paidTooLate),
  );
  const paidCount = rows.filter((r) => r.status === 'paid').length;
  // A reserved seat is kept for its payer until the order expires: not free to join, not a member either.
  const live = team.status === 'open' || team.status === 'pending';
  const reservedCount = live ? rows.filter((r) => r.status === 'reserved').length : 0;
  const members: TTeamMember[] = [...paid]
    .sort((a, b) => (a.role === 'leader' ? -1 : b.role === 'leader' ? 1 : 0))
    .map((r) => ({ nickname: maskName(r.nickname ?? '学员'), avatar: r.avatar ?? '', role: r.role }));
  for (let i = 0; i < team.systemFilled; i++)
    members.push({ nickname: '拼团好友', avatar: '', role: 'system' });
  const leader = rows.find((r) => r.role === 'leader');
  const mine = input.customerId === null ? [] : rows.filter((r) => r.customerId === input.customerId);
  const me = mine.find((r) => r.status === 'paid' || r.status === 'reserved') ?? mine.at(-1);
  return {
    teamId: team.id,
    teamNo: team.teamNo,
    status: team.status,
    seats: team.seats,
    seatsLeft: live ? Math.max(team.seats - paidCount - reservedCount, 0) : 0,
    paidCount,
    reservedCount,
    membersNeeded: live ? Math.max(team.seats - paidCount - team.systemFilled, 0) : 0,
    systemFilled: team.systemFilled,
    deadlineAt: team.deadlineAt.getTime(),
    serverNow: input.now.getTime(),
    leaderNickname: maskName(leader?.nickname ?? '团长'),
    members,
    activity: activityView(withCourse, input.now),
    me: me ? { role: me.role, status: me.status, orderNo: me.orderNo, paidTooLate: me.paidTooLate } : null,
    posterUrl: teamPosterPath(team.teamNo),
    sharePath: teamSharePath(team.teamNo),
  };
}

/** Teams of an activity still taking members, fewest seats left first. */
export async function openTeamsOf(
  db: AppDb,
  activityId: number,
  input: { brand: string; customerId: number | null; now: Date },
) {
  const rows = await db
    .select()
    .from(groupBuyTeams)
    .where(and(eq(groupBuyTeams.activityId, activityId), eq(groupBuyTeams.status, 'open')))
    .orderBy(asc(groupBuyTeams.deadlineAt))
    .limit(30);
  const views = await Promise.all(
    rows.filter((t) => t.deadlineAt > input.now).map((t) => teamView(db, t, input)),
  );
  // the learner's own teams are listed apart (myTeams), not as teams to join
  const mine = (v: TTeam) => v.me !== null && (v.me.status === 'paid' || v.me.status === 'reserved');
  return views
    .filter((v) => v.seatsLeft > 0 && !mine(v))
    .sort((a, b) => a.seatsLeft - b.seatsLeft)
    .slice(0, 10);
}

/** The learner's teams (of one activity, or all), newest first. */
export async function teamsOfLearner(
  db: AppDb,
  input: { brand: string; customerId: number; now: Date; activityId?: number; liveOnly?: boolean },
) {
  const rows = await db
    .selectDistinct({ team: groupBuyTeams })
    .from(groupBuyTeams)
    .innerJoin(groupBuyMembers, eq(groupBuyMembers.teamId, groupBuyTeams.id))
    .where(
      and(
        eq(groupBuyMembers.customerId, input.customerId),
        input.activityId !== undefined ? eq(groupBuyTeams.activityId, input.activityId) : undefined,
        input.liveOnly ? inArray(groupBuyTeams.status, ['pending', 'open']) : undefined,
        input.liveOnly ? inArray(groupBuyMembers.status, ['reserved', 'paid']) : undefined,
      ),
    )
    .orderBy(desc(groupBuyTeams.id))
    .limit(20);
  return Promise.all(rows.map((r) => teamView(db, r.team, input)));
}
