import { consoleFunnel } from '@course/contracts/console-funnel';
import type { FastifyInstance } from 'fastify';
import { funnelReport, rollUpFunnel } from './funnel.ts';
import { registerConsoleCall } from './guard.ts';

/** The funnel dashboard's call, and the roll-up of new landing events into funnel_daily every minute. */
export function registerFunnelRoutes(app: FastifyInstance): void {
  registerConsoleCall(app, consoleFunnel, async (ctx) => funnelReport(ctx.db, ctx.input, ctx.now()));

  const sweep = setInterval(() => {
    rollUpFunnel(app.deps.database.db, new Date(app.deps.now())).catch((error) =>
      app.log.warn({ err: error }, 'funnel roll-up failed'),
    );
  }, 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
