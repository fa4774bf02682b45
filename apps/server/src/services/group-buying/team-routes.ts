import {
  teamBuyActivity,
  teamBuyJoin,
  teamBuyMine,
  teamBuyOpen,
  teamBuyTeam,
  zTeamNo,
} from '@course/contracts/group-buying-team';
import type { FastifyInstance } from 'fastify';
import { publicOrigin } from '../../http/public-origin.ts';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { activityView, findActivity } from './activities.ts';
import { renderTeamPoster } from './poster.ts';
import type { TeamScheduler } from './scheduler.ts';
import { openTeamsOf, teamByNo, teamSharePath, teamsOfLearner, teamView } from './team-view.ts';
import { joinTeam, openTeam } from './teams.ts';

/** Team buying's calls (course-market team buying) and the team poster image. */
export function registerTeamRoutes(app: FastifyInstance, scheduler: () => TeamScheduler | null): void {
  const expireMinutes = () => app.config.payment.orderExpireMinutes;

  registerCall(app, teamBuyActivity, async (ctx) => {
    const now = ctx.now();
    const found = await findActivity(ctx.db, ctx.body.productCode, ctx.input);
    const who = { brand: ctx.body.productCode, customerId: ctx.customer?.customerId ?? null, now };
    return {
      activity: activityView(found, now),
      openTeams: await openTeamsOf(ctx.db, found.activity.id, who),
      myTeams:
        who.customerId === null
          ? []
          : await teamsOfLearner(ctx.db, {
              ...who,
              customerId: who.customerId,
              activityId: found.activity.id,
            }),
      serverNow: now.getTime(),
    };
  });

  registerCall(app, teamBuyOpen, async (ctx) => {
    const seat = await openTeam(ctx.db, {
      customerId: requireCustomer(ctx).customerId,
      brand: ctx.body.productCode,
      activityId: ctx.input.activityId,
      now: ctx.now(),
      expireMinutes: expireMinutes(),
    });
    const team = await teamByNo(ctx.db, seat.teamNo);
    await scheduler()?.teamOpened(team.id, team.deadlineAt);
    return seat;
  });

  registerCall(app, teamBuyJoin, async (ctx) =>
    joinTeam(ctx.db, {
      customerId: requireCustomer(ctx).customerId,
      brand: ctx.body.productCode,
      teamNo: ctx.input.teamNo,
      now: ctx.now(),
      expireMinutes: expireMinutes(),
    }),
  );

  registerCall(app, teamBuyTeam, async (ctx) =>
    teamView(ctx.db, await teamByNo(ctx.db, ctx.input.teamNo), {
      brand: ctx.body.productCode,
      customerId: ctx.customer?.customerId ?? null,
      now: ctx.now(),
    }),
  );

  registerCall(app, teamBuyMine, async (ctx) => ({
    list: await teamsOfLearner(ctx.db, {
      brand: ctx.body.productCode,
      customerId: requireCustomer(ctx).customerId,
      now: ctx.now(),
    }),
  }));

  // The poster is an image (an <img> src), not a call: public, like the QR images the landing pages show.
  app.get<{ Params: { file: string } }>(
    '/course-market/api/v1/teamBuy/poster/:file',
    async (request, reply) => {
      const teamNo = zTeamNo().safeParse(request.params.file.replace(/\.svg$/, ''));
      if (!teamNo.success) return reply.code(404).send({ code: 1005, msg: '拼团不存在', data: null });
      const team = await teamByNo(app.deps.database.db, teamNo.data);
      const view = await teamView(app.deps.database.db, team, {
        brand: app.config.brand,
        customerId: null,
        now: new Date(app.deps.now()),
      });
      const svg = renderTeamPoster(view, `${publicOrigin(app.config, request)}${teamSharePath(team.teamNo)}`);
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(svg);
    },
  );
}
