import { getActivity, judgeUserType, videoJudgeUserType } from '@course/contracts/contests-activity';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { contestView, findContest } from './contest-view.ts';
import { judge } from './entries.ts';

/** The contest itself: getActivity and the two judgeUserType calls (audio and video contests). */
export function registerActivityRoutes(app: FastifyInstance): void {
  registerCall(app, getActivity, async (ctx) => {
    const contest = await findContest(ctx.db, ctx.body.productCode, ctx.input.activityCode);
    return contestView(contest, ctx.now());
  });
  for (const [contract, group] of [
    [judgeUserType, 'voice'],
    [videoJudgeUserType, 'video'],
  ] as const) {
    registerCall(app, contract, async (ctx) => {
      const contest = await findContest(ctx.db, ctx.body.productCode, ctx.input.activityCode, group);
      return judge(ctx.db, contest, requireCustomer(ctx).customerId);
    });
  }
}
