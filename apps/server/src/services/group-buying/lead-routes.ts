import { randomInt } from 'node:crypto';
import {
  activityMerge,
  activityStatus,
  activityTeamStatus,
  createGroupWork,
  createPoster,
  getActivityTeamInfo,
  getCustomerIdentity,
  getRandomWord,
  getTeamMemberInfo,
  joinActivitySuccessInfo,
  leadCourseDetail,
} from '@course/contracts/group-buying-lead';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, sections } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { ownsCourse } from '../catalogue/ownership.ts';
import { activityState, activityView, findActivity } from './activities.ts';
import type { TeamScheduler } from './scheduler.ts';
import { teamById, teamByNo, teamPosterPath, teamSharePath, teamsOfLearner, teamView } from './team-view.ts';
import { joinTeam, openTeam } from './teams.ts';

/** The lead activity's team work: the spec's /api/v3/oldLeadActivity/ calls on the team-buying engine. */
export function registerLeadRoutes(app: FastifyInstance, scheduler: () => TeamScheduler | null): void {
  registerCall(app, activityMerge, async (ctx) => {
    const now = ctx.now();
    const found = await findActivity(ctx.db, ctx.body.productCode, ctx.input);
    const customerId = ctx.customer?.customerId ?? null;
    const mine =
      customerId === null
        ? []
        : await teamsOfLearner(ctx.db, {
            brand: ctx.body.productCode,
            customerId,
            now,
            activityId: found.activity.id,
            liveOnly: true,
          });
    return { activity: activityView(found, now), myTeam: mine[0] ?? null, serverNow: now.getTime() };
  });

  registerCall(app, activityStatus, async (ctx) => {
    const now = ctx.now();
    const { activity } = await findActivity(ctx.db, ctx.body.productCode, ctx.input);
    return {
      state: activityState(activity, now),
      startsAt: activity.startsAt?.getTime() ?? null,
      endsAt: activity.endsAt?.getTime() ?? null,
      serverNow: now.getTime(),
    };
  });

  registerCall(app, getCustomerIdentity, async (ctx) => {
    const [row] = await ctx.db
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          eq(orders.customerId, requireCustomer(ctx).customerId),
          inArray(orders.status, ['paid', 'refunding', 'refunded']),
        ),
      );
    const paid = Number(row?.n ?? 0);
    return { identity: paid > 0 ? ('old' as const) : ('new' as const), paidOrderCount: paid };
  });

  registerCall(app, createGroupWork, async (ctx) => {
    const input = {
      customerId: requireCustomer(ctx).customerId,
      brand: ctx.body.productCode,
      now: ctx.now(),
      expireMinutes: app.config.payment.orderExpireMinutes,
    };
    if (ctx.input.teamNo) {
      const team = await teamByNo(ctx.db, ctx.input.teamNo);
      if (team.activityId !== ctx.input.activityId) throw notFound('拼团');
      return joinTeam(ctx.db, { ...input, teamNo: ctx.input.teamNo });
    }
    const seat = await openTeam(ctx.db, { ...input, activityId: ctx.input.activityId });
    const team = await teamByNo(ctx.db, seat.teamNo);
    await scheduler()?.teamOpened(team.id, team.deadlineAt);
    return seat;
  });

  registerCall(app, leadCourseDetail, async (ctx) => {
    const { activity, course } = await findActivity(ctx.db, ctx.body.productCode, {
      activityId: ctx.input.activityId,
    });
    if (course.id !== ctx.input.courseId) throw notFound('课程');
    const [lessons] = await ctx.db
      .select({ n: count() })
      .from(sections)
      .where(eq(sections.courseId, course.id));
    return {
      courseId: course.id,
      title: course.title,
      subtitle: course.subtitle,
      coverUrl: course.coverUrl,
      teacherName: course.teacherName,
      lessonCount: Number(lessons?.n ?? 0),
      originalPriceCents: Math.max(course.priceCents, course.originalPriceCents ?? 0),
      teamPriceCents: activity.teamPriceCents,
      owned: await ownsCourse(ctx.db, ctx.customer?.customerId ?? null, course.id),
    };
  });

  registerCall(app, createPoster, async (ctx) => {
    const team = await teamByNo(ctx.db, ctx.input.teamNo);
    return {
      posterUrl: teamPosterPath(team.teamNo),
      shareUrl: `${publicOrigin(app.config, ctx.request)}${teamSharePath(team.teamNo)}`,
    };
  });

  registerCall(app, getRandomWord, async (ctx) => {
    const { activity } = await findActivity(ctx.db, ctx.body.productCode, ctx.input);
    const words = activity.words.length > 0 ? activity.words : ['好课一起拼，学习不孤单'];
    return { word: words[randomInt(words.length)]! };
  });

  const viewOf = async (
    ctx: {
      db: typeof app.deps.database.db;
      body: { productCode: string };
      customer: { customerId: number } | null;
      now: () => Date;
    },
    teamNo: string,
  ) =>
    teamView(ctx.db, await teamByNo(ctx.db, teamNo), {
      brand: ctx.body.productCode,
      customerId: ctx.customer?.customerId ?? null,
      now: ctx.now(),
    });

  registerCall(app, activityTeamStatus, async (ctx) => {
    const view = await viewOf(ctx, ctx.input.teamNo);
    return {
      status: view.status,
      seats: view.seats,
      seatsLeft: view.seatsLeft,
      reservedCount: view.reservedCount,
      membersNeeded: view.membersNeeded,
      deadlineAt: view.deadlineAt,
      serverNow: view.serverNow,
    };
  });

  registerCall(app, getActivityTeamInfo, async (ctx) => viewOf(ctx, ctx.input.teamNo));

  registerCall(app, joinActivitySuccessInfo, async (ctx) => {
    const { customerId } = requireCustomer(ctx);
    const team = await teamView(ctx.db, await teamById(ctx.db, ctx.input.teamId), {
      brand: ctx.body.productCode,
      customerId,
      now: ctx.now(),
    });
    if (!team.me) throw notFound('您的拼团');
    return { team, courseOpened: await ownsCourse(ctx.db, customerId, team.activity.courseId) };
  });

  registerCall(app, getTeamMemberInfo, async (ctx) => {
    const view = await viewOf(ctx, ctx.input.teamNo);
    return { members: view.members, seats: view.seats };
  });
}
