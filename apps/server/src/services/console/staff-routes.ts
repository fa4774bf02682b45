import {
  consoleAuditList,
  consoleChangePassword,
  consoleClassList,
  consoleLogin,
  consoleLogout,
  consoleMe,
  consoleStaffCreate,
  consoleStaffList,
  consoleStaffSetStatus,
} from '@course/contracts/console-staff';
import type { FastifyInstance } from 'fastify';
import { listAudit } from './audit.ts';
import { listClasses } from './classes.ts';
import { registerConsoleCall, requireStaff } from './guard.ts';
import { changeOwnPassword, checkLogin, createStaff, listStaff, setStaffStatus, staffView } from './staff.ts';
import {
  clearSessionCookie,
  createStaffSession,
  csrfTokenOf,
  revokeStaffSessions,
  sessionTokenOf,
  setSessionCookie,
} from './staff-sessions.ts';

/** The console's staff calls: session, own password, staff accounts, audit log, classes. */
export function registerStaffRoutes(app: FastifyInstance): void {
  const secure = app.config.appEnv === 'prod';

  registerConsoleCall(app, consoleLogin, async (ctx) => {
    const row = await checkLogin(ctx.db, ctx.input.login, ctx.input.password, ctx.now());
    const session = await createStaffSession(ctx.db, row.id, ctx.now());
    setSessionCookie(ctx.reply, session.token, secure);
    return { staff: staffView(row), csrfToken: session.csrfToken };
  });

  registerConsoleCall(app, consoleLogout, async (ctx) => {
    const { sessionId } = requireStaff(ctx);
    await revokeStaffSessions(ctx.db, { sessionId }, ctx.now());
    clearSessionCookie(ctx.reply, secure);
    return { loggedOut: true };
  });

  registerConsoleCall(app, consoleMe, async (ctx) => {
    const session = requireStaff(ctx);
    return { staff: staffView(session.staff), csrfToken: csrfTokenOf(sessionTokenOf(ctx.request) ?? '') };
  });

  registerConsoleCall(app, consoleChangePassword, async (ctx) => {
    const session = requireStaff(ctx);
    return changeOwnPassword(
      ctx.db,
      ctx.input,
      { staffId: session.staff.id, sessionId: session.sessionId, ip: ctx.request.ip },
      ctx.now(),
    );
  });

  registerConsoleCall(app, consoleStaffList, async (ctx) => listStaff(ctx.db));

  registerConsoleCall(app, consoleStaffCreate, async (ctx) =>
    createStaff(ctx.db, ctx.input, { staffId: requireStaff(ctx).staff.id, ip: ctx.request.ip }),
  );

  registerConsoleCall(app, consoleStaffSetStatus, async (ctx) =>
    setStaffStatus(ctx.db, ctx.input, { staffId: requireStaff(ctx).staff.id, ip: ctx.request.ip }, ctx.now()),
  );

  registerConsoleCall(app, consoleAuditList, async (ctx) => listAudit(ctx.db, ctx.input));

  registerConsoleCall(app, consoleClassList, async (ctx) => listClasses(ctx.db, requireStaff(ctx).staff));
}
