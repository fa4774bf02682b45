import { reportAppLaunch, screenRecordingBatch } from '@course/contracts/shell-report';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import type { UploadStore } from '../../integrations/uploads/port.ts';
import { recordAppLaunch } from './app-launches.ts';
import { storeRecordingBatch } from './screen-recordings.ts';

export function registerReportRoutes(app: FastifyInstance, store: UploadStore): void {
  registerCall(app, reportAppLaunch, async (ctx) =>
    recordAppLaunch(ctx.db, requireCustomer(ctx).customerId, ctx.input, ctx.now()),
  );
  registerCall(app, screenRecordingBatch, async (ctx) =>
    storeRecordingBatch(
      ctx.db,
      store,
      { ...ctx.input, customerId: ctx.customer?.customerId ?? null },
      ctx.now(),
    ),
  );
}
