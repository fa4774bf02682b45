import {
  consoleAlertList,
  consoleCampCreate,
  consoleCampList,
  consoleCampUpdate,
  consoleClassCreate,
  consoleClassUpdate,
  consoleStaffMessageList,
} from '@course/contracts/console-camps';
import type { FastifyInstance } from 'fastify';
import { listAlerts, listStaffMessages, sendAlertMessages } from './alerts.ts';
import { createCamp, createClass, listCamps, updateCamp, updateClass } from './camps.ts';
import { registerConsoleCall, requireStaff } from './guard.ts';

/** The console's camp calls: camps, classes and their group QRs, alerts and the staff's site messages. */
export function registerCampRoutes(app: FastifyInstance): void {
  const actor = (ctx: { request: { ip: string } } & Parameters<typeof requireStaff>[0]) => ({
    staffId: requireStaff(ctx).staff.id,
    ip: ctx.request.ip,
  });

  registerConsoleCall(app, consoleCampList, async (ctx) => listCamps(ctx.db));
  registerConsoleCall(app, consoleCampCreate, async (ctx) =>
    createCamp(ctx.db, ctx.input, actor(ctx), ctx.now()),
  );
  registerConsoleCall(app, consoleCampUpdate, async (ctx) =>
    updateCamp(ctx.db, ctx.input, actor(ctx), ctx.now()),
  );
  registerConsoleCall(app, consoleClassCreate, async (ctx) =>
    createClass(ctx.db, ctx.input, actor(ctx), ctx.now()),
  );
  registerConsoleCall(app, consoleClassUpdate, async (ctx) =>
    updateClass(ctx.db, ctx.input, { ...actor(ctx), role: requireStaff(ctx).staff.role }, ctx.now()),
  );
  registerConsoleCall(app, consoleAlertList, async (ctx) =>
    listAlerts(ctx.db, requireStaff(ctx).staff, ctx.now()),
  );
  registerConsoleCall(app, consoleStaffMessageList, async (ctx) =>
    listStaffMessages(ctx.db, requireStaff(ctx).staff.id),
  );

  // Alerts reach the teachers as site messages: a sweep every minute (a unique key: once per teacher and alert).
  const sweep = setInterval(() => {
    sendAlertMessages(app.deps.database.db, new Date(app.deps.now())).catch((error) =>
      app.log.warn({ err: error }, 'sending console alerts failed'),
    );
  }, 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
