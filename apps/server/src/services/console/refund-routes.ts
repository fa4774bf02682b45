import {
  consoleRefundApprove,
  consoleRefundCreate,
  consoleRefundList,
  consoleRefundReject,
} from '@course/contracts/console-refunds';
import type { FastifyInstance } from 'fastify';
import { publicOrigin } from '../../http/public-origin.ts';
import { registerConsoleCall, requireStaff } from './guard.ts';
import { approveRefundAsStaff, listRefunds, rejectRefundAsStaff, startRefundAsStaff } from './refunds.ts';

/** The console's money calls: the refund queue, finance's approval and rejection, a refund from an order. */
export function registerRefundRoutes(app: FastifyInstance): void {
  registerConsoleCall(app, consoleRefundList, async (ctx) => listRefunds(ctx.db, ctx.input));

  registerConsoleCall(app, consoleRefundApprove, async (ctx) =>
    approveRefundAsStaff(
      ctx.db,
      app.deps.payments,
      ctx.input.refundNo,
      { staffId: requireStaff(ctx).staff.id, ip: ctx.request.ip },
      { now: ctx.now(), publicBaseUrl: publicOrigin(app.config, ctx.request) },
    ),
  );

  registerConsoleCall(app, consoleRefundReject, async (ctx) =>
    rejectRefundAsStaff(
      ctx.db,
      ctx.input,
      { staffId: requireStaff(ctx).staff.id, ip: ctx.request.ip },
      ctx.now(),
    ),
  );

  registerConsoleCall(app, consoleRefundCreate, async (ctx) =>
    startRefundAsStaff(
      ctx.db,
      app.deps.payments,
      ctx.input,
      { staffId: requireStaff(ctx).staff.id, ip: ctx.request.ip },
      { now: ctx.now(), publicBaseUrl: publicOrigin(app.config, ctx.request) },
    ),
  );
}
