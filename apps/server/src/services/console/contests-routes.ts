import {
  consoleContestDetail,
  consoleContestEntries,
  consoleContestList,
  consoleContestPublish,
  consoleContestResults,
  consoleContestReview,
  consoleContestSave,
} from '@course/contracts/console-contests';
import type { FastifyInstance } from 'fastify';
import {
  contestForEditor,
  contestResults,
  listContests,
  listEntries,
  publishContestResult,
  reviewContestEntry,
  saveContest,
} from './contests.ts';
import { registerConsoleCall, requireStaff } from './guard.ts';

/** The console's contest calls (issue 16 item 6, issue 17 item 10): set-up, moderation, results. */
export function registerContestRoutes(app: FastifyInstance): void {
  const actor = (ctx: Parameters<typeof requireStaff>[0] & { request: { ip: string } }) => ({
    staffId: requireStaff(ctx).staff.id,
    ip: ctx.request.ip,
  });
  registerConsoleCall(app, consoleContestList, async (ctx) => listContests(ctx.db, ctx.input.q));
  registerConsoleCall(app, consoleContestDetail, async (ctx) =>
    contestForEditor(ctx.db, ctx.input.contestId),
  );
  registerConsoleCall(app, consoleContestSave, async (ctx) => saveContest(ctx.db, ctx.input, actor(ctx)));
  registerConsoleCall(app, consoleContestEntries, async (ctx) => listEntries(ctx.db, ctx.input));
  registerConsoleCall(app, consoleContestReview, async (ctx) =>
    reviewContestEntry(ctx.db, ctx.input, actor(ctx), app.deps.kv),
  );
  registerConsoleCall(app, consoleContestResults, async (ctx) =>
    contestResults(ctx.db, ctx.input.contestId, ctx.now()),
  );
  registerConsoleCall(app, consoleContestPublish, async (ctx) =>
    publishContestResult(ctx.db, ctx.input.contestId, actor(ctx), ctx.now(), app.deps.kv),
  );
}
