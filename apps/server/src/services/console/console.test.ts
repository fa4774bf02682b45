// Over 300 lines: one suite for the console's server core (login, lock, CSRF, permissions, audit), sharing one app.
import {
  CONSOLE_CSRF_HEADER,
  CONSOLE_SESSION_COOKIE,
  ConsoleCode,
  STAFF_ROLES,
  type StaffRole,
} from '@course/contracts/console-call';
import { CONSOLE_CONTEST_CALLS } from '@course/contracts/console-contests';
import {
  CONSOLE_COURSE_UPLOAD_PATH,
  consoleCourseSave,
  consoleCourseSetOnSale,
} from '@course/contracts/console-courses';
import {
  CONSOLE_CALLS,
  CONSOLE_UPLOAD_ROUTES,
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
import { ResponseCode } from '@course/domain/response-codes';
import { desc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, classes, contestEntries, contests, courses, staff } from '../../db/schema/index.ts';
import { consoleInject, sessionCookieOf, staffSessionOf } from '../../test-support/console-client.ts';
import { envelopeOf } from '../../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { accessOf, CONSOLE_ACCESS, roleMay } from './permissions.ts';
import { bootstrapFirstAdmin, createAdmin, LOCK_AFTER_FAILURES, LOCK_MINUTES } from './staff.ts';
import { setSessionCookie } from './staff-sessions.ts';

const ADMIN_PASSWORD = 'Bootstrap-Passw0rd-17';

/** Every `METHOD /full/path` of Fastify's route tree (printRoutes: one path piece a line, nested by indent). */
function servedRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    if (match[3]) for (const method of match[3].split(', ')) routes.push(`${method} ${stack.join('')}`);
  }
  return routes;
}

describeEachDatabase('console: staff, sessions, permissions, audit', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  let clock = Date.now();
  let adminId = 0;
  let counter = 0;
  const db = () => getDatabase().db;
  const login = async (name: string, password: string) =>
    consoleInject(t.app, consoleLogin, { login: name, password });
  /** A signed-in session of a new account of the role (created directly: no argon2 per test). */
  const sessionOf = async (role: StaffRole) => {
    counter += 1;
    return staffSessionOf(db(), role, `${role}_${counter}_${process.pid}`, new Date(clock));
  };

  beforeAll(async () => {
    t = await buildTestApp(getDatabase(), { now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });

  it('first start: ADMIN_BOOTSTRAP_PASSWORD creates the admin once, audited; a second start does nothing', async () => {
    expect(await bootstrapFirstAdmin(db(), { login: 'root', password: ADMIN_PASSWORD })).toBe('created');
    expect(await bootstrapFirstAdmin(db(), { login: 'root2', password: ADMIN_PASSWORD })).toBe('skipped');
    expect(await bootstrapFirstAdmin(db(), null)).toBe('skipped');
    const [row] = await db().select().from(staff).where(eq(staff.login, 'root'));
    expect(row).toMatchObject({ role: 'admin', status: 'active', mustChangePassword: false });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    adminId = row!.id;
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(row!.id)));
    expect(audit).toMatchObject({ staffId: null, action: 'staff.create.bootstrap', before: null });
    expect(audit!.after).toMatchObject({ login: 'root', role: 'admin' });
    expect(JSON.stringify(audit)).not.toContain('argon2');
  });

  it('the command line makes a one-time password the admin must change; a weak or duplicate one is refused', async () => {
    const created = await createAdmin(db(), { login: 'cli-admin', via: 'cli' });
    expect(created.oneTime).toBe(true);
    expect(created.password).toMatch(/^[A-Za-z0-9]{16}$/);
    const [row] = await db().select().from(staff).where(eq(staff.id, created.staffId));
    expect(row!.mustChangePassword).toBe(true);
    await expect(createAdmin(db(), { login: 'cli-admin', via: 'cli' })).rejects.toThrow(/already exists/);
    await expect(createAdmin(db(), { login: 'weak', password: 'admin123', via: 'env' })).rejects.toThrow(
      /refused/,
    );
    const ok = await login('CLI-Admin', created.password);
    expect(envelopeOf(ok).data).toMatchObject({ staff: { mustChangePassword: true } });
  });

  it('login: the cookie is httpOnly, SameSite=Strict, under /admin; me answers; logout revokes', async () => {
    const response = await login('root', ADMIN_PASSWORD);
    const body = envelopeOf(response);
    expect(body.code).toBe(ResponseCode.ok);
    expect(body.data).toMatchObject({
      staff: { login: 'root', role: 'admin' },
      csrfToken: expect.any(String),
    });
    expect(JSON.stringify(body)).not.toContain('passwordHash');
    const cookie = sessionCookieOf(response)!;
    expect(cookie.attributes).toEqual(expect.arrayContaining(['Path=/admin', 'HttpOnly', 'SameSite=Strict']));
    expect(cookie.attributes).not.toContain('Secure'); // test env; prod adds Secure
    const csrf = (body.data as { csrfToken: string }).csrfToken;
    const me = envelopeOf(await consoleInject(t.app, consoleMe, {}, { token: cookie.token }));
    expect(me).toMatchObject({ code: 0, data: { staff: { id: adminId } } });
    // me hands out the session's CSRF token again (after a reload, in another tab)
    expect((me.data as { csrfToken: string }).csrfToken).toBe(csrf);
    const out = await consoleInject(t.app, consoleLogout, {}, { token: cookie.token, csrf });
    expect(envelopeOf(out)).toMatchObject({ code: 0, data: { loggedOut: true } });
    expect(sessionCookieOf(out)!.attributes).toContain('Max-Age=0');
    const after = await consoleInject(t.app, consoleMe, {}, { token: cookie.token });
    expect(envelopeOf(after).code).toBe(ResponseCode.notLoggedIn);
  });

  it('an unknown console path answers 404 in the envelope, not a page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/admin/api/no-such-call' });
    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response).code).toBe(ResponseCode.notFound);
  });

  it('the cookie is Secure in prod', () => {
    const headers: Record<string, string> = {};
    const reply = { header: (k: string, v: string) => (headers[k] = v) } as unknown as FastifyReply;
    setSessionCookie(reply, 'abc', true);
    expect(headers['set-cookie']).toBe(
      'console_session=abc; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=43200; Secure',
    );
  });

  it('login: a wrong password and an unknown login get the same answer', async () => {
    const wrong = envelopeOf(await login('root', 'not-the-password-1'));
    const unknown = envelopeOf(await login('nobody-here', 'not-the-password-1'));
    expect(wrong).toEqual({ code: ConsoleCode.badCredentials, msg: '账号或密码错误', data: null });
    expect(unknown).toEqual(wrong);
    // the right password resets the run of failures
    expect(envelopeOf(await login('root', ADMIN_PASSWORD)).code).toBe(0);
    const [row] = await db().select().from(staff).where(eq(staff.id, adminId));
    expect(row!.failedLogins).toBe(0);
  });

  it(`lock: 20 parallel wrong passwords get exactly ${LOCK_AFTER_FAILURES} tries, then even the right one is locked out until the window passes`, async () => {
    const made = await createAdmin(db(), { login: 'victim-real', via: 'cli' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login('victim-real', `Wrong-password-${i}`)),
    );
    const codes = answers.map((a) => envelopeOf(a).code);
    expect(codes.filter((c) => c === ConsoleCode.badCredentials)).toHaveLength(LOCK_AFTER_FAILURES);
    expect(codes.filter((c) => c === ConsoleCode.accountLocked)).toHaveLength(20 - LOCK_AFTER_FAILURES);
    const [row] = await db().select().from(staff).where(eq(staff.id, made.staffId));
    expect(row!.failedLogins).toBe(LOCK_AFTER_FAILURES);
    expect(envelopeOf(await login('victim-real', made.password)).code).toBe(ConsoleCode.accountLocked);
    clock += (LOCK_MINUTES + 1) * 60_000;
    expect(envelopeOf(await login('victim-real', made.password)).code).toBe(0);
  });

  it('CSRF: a call that changes data is refused without the session token in x-csrf-token, or with another', async () => {
    const admin = await sessionOf('admin');
    const other = await sessionOf('admin');
    const input = { login: `csrf_${process.pid}`, role: 'operator' };
    const none = await consoleInject(t.app, consoleStaffCreate, input, { token: admin.token });
    expect(envelopeOf(none).code).toBe(ConsoleCode.csrfRefused);
    expect(none.statusCode).toBe(403);
    const foreign = await consoleInject(t.app, consoleStaffCreate, input, {
      token: admin.token,
      csrf: other.csrf,
    });
    expect(envelopeOf(foreign).code).toBe(ConsoleCode.csrfRefused);
    const [before] = await db().select().from(staff).where(eq(staff.login, input.login));
    expect(before).toBeUndefined();
    const ok = await consoleInject(t.app, consoleStaffCreate, input, {
      token: admin.token,
      csrf: admin.csrf,
    });
    expect(envelopeOf(ok).code).toBe(0);
    // GET needs no CSRF token
    expect(envelopeOf(await consoleInject(t.app, consoleStaffList, {}, { token: admin.token })).code).toBe(0);
  });

  it('permissions: every console call refused for every role that lacks it, and for no session', async () => {
    expect(Object.keys(CONSOLE_ACCESS).sort()).toEqual(CONSOLE_CALLS.map((c) => c.name).sort());
    let refusals = 0;
    let allowed = 0;
    for (const call of CONSOLE_CALLS) {
      const access = CONSOLE_ACCESS[call.name as keyof typeof CONSOLE_ACCESS];
      if (access !== 'public') {
        const anonymous = await consoleInject(t.app, call, {});
        expect(envelopeOf(anonymous).code, `${call.name} without a session`).toBe(ResponseCode.notLoggedIn);
        refusals += 1;
      }
      for (const role of STAFF_ROLES) {
        const s = await sessionOf(role);
        const response = await consoleInject(t.app, call, {}, { token: s.token, csrf: s.csrf });
        const { code } = envelopeOf(response);
        if (roleMay(role, call.name)) {
          expect(code, `${call.name} as ${role}`).not.toBe(ConsoleCode.forbidden);
          allowed += 1;
        } else {
          expect(code, `${call.name} as ${role}`).toBe(ConsoleCode.forbidden);
          expect(response.statusCode).toBe(403);
          refusals += 1;
        }
      }
    }
    // the multipart upload routes, by the permission row each is guarded by: anonymous and every role lacking it
    // refused before a byte is read
    const upload = (path: string, auth: { token: string; csrf: string } | null) =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          ...(auth
            ? { cookie: `${CONSOLE_SESSION_COOKIE}=${auth.token}`, [CONSOLE_CSRF_HEADER]: auth.csrf }
            : {}),
        },
        payload: '--x--\r\n',
      });
    for (const route of CONSOLE_UPLOAD_ROUTES) {
      expect(accessOf(route.permission), route.path).toBeDefined();
      const anonymous = await upload(route.path, null);
      expect(envelopeOf(anonymous).code, `${route.path} without a session`).toBe(ResponseCode.notLoggedIn);
      refusals += 1;
      for (const role of STAFF_ROLES) {
        const s = await sessionOf(role);
        const response = await upload(route.path, s);
        const { code } = envelopeOf(response);
        if (roleMay(role, route.permission)) {
          expect(code, `${route.path} as ${role}`).not.toBe(ConsoleCode.forbidden);
          expect(response.statusCode, `${route.path} as ${role}`).toBeLessThan(500);
          allowed += 1;
        } else {
          expect(code, `${route.path} as ${role}`).toBe(ConsoleCode.forbidden);
          expect(response.statusCode).toBe(403);
          refusals += 1;
        }
      }
    }
    // every route the server has under /admin/api/ is a console call or an upload route of the table above
    const known = new Set<string>([
      ...CONSOLE_CALLS.map((c) => `${c.method} ${c.path}`),
      ...CONSOLE_UPLOAD_ROUTES.map((r) => `POST ${r.path}`),
    ]);
    const served = servedRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
      (route) => route.includes(' /admin/api/') && !route.startsWith('HEAD '),
    );
    expect(served.length).toBeGreaterThanOrEqual(CONSOLE_CALLS.length);
    expect(served.filter((route) => !known.has(route))).toEqual([]);
    console.log(`console permission test: ${refusals} refusals checked, ${allowed} allowed pairs`);
    expect(refusals).toBeGreaterThanOrEqual(20);
  });

  it('finance and teachers cannot manage staff: the refusal changes nothing', async () => {
    for (const role of ['finance', 'teacher', 'operator'] as const) {
      const s = await sessionOf(role);
      const response = await consoleInject(
        t.app,
        consoleStaffCreate,
        { login: `escalate_${role}`, role: 'admin' },
        { token: s.token, csrf: s.csrf },
      );
      expect(envelopeOf(response).code).toBe(ConsoleCode.forbidden);
      expect(
        await db()
          .select()
          .from(staff)
          .where(eq(staff.login, `escalate_${role}`)),
      ).toEqual([]);
    }
  });

  it('courses: teachers and finance cannot edit course content or upload media; the refusal changes nothing', async () => {
    const [course] = await db().select().from(courses).limit(1);
    for (const role of ['teacher', 'finance'] as const) {
      const s = await sessionOf(role);
      const auth = { token: s.token, csrf: s.csrf };
      const edit = await consoleInject(
        t.app,
        consoleCourseSave,
        {
          courseId: course!.id,
          brand: course!.brand,
          title: '被改了',
          subject: course!.subject,
          priceCents: 1,
        },
        auth,
      );
      expect(envelopeOf(edit).code).toBe(ConsoleCode.forbidden);
      const off = await consoleInject(
        t.app,
        consoleCourseSetOnSale,
        { courseId: course!.id, onSale: false },
        auth,
      );
      expect(envelopeOf(off).code).toBe(ConsoleCode.forbidden);
      const upload = await t.app.inject({
        method: 'POST',
        url: `${CONSOLE_COURSE_UPLOAD_PATH}?kind=image`,
        headers: { cookie: `${CONSOLE_SESSION_COOKIE}=${s.token}`, [CONSOLE_CSRF_HEADER]: s.csrf },
      });
      expect(envelopeOf(upload).code).toBe(ConsoleCode.forbidden);
    }
    const [after] = await db().select().from(courses).where(eq(courses.id, course!.id));
    expect(after).toEqual(course);
  });

  it('contests: teachers and finance are refused every contest call; the refusal changes nothing', async () => {
    const contestsBefore = await db().select().from(contests).orderBy(contests.id);
    const entriesBefore = await db().select().from(contestEntries).orderBy(contestEntries.id);
    const contestId = contestsBefore[0]?.id ?? 1;
    const entryId = entriesBefore[0]?.id ?? 1;
    const inputs: Record<string, Record<string, unknown>> = {
      consoleContestList: {},
      consoleContestDetail: { contestId },
      consoleContestSave: {
        contestId,
        code: 'x',
        brand: 'nbc',
        family: 'memory',
        title: '被改了',
        config: {},
      },
      consoleContestEntries: { contestId },
      consoleContestReview: { entryId, fromStatus: 'submitted', decision: 'reject', reason: '越权' },
      consoleContestResults: { contestId },
      consoleContestPublish: { contestId },
    };
    let refused = 0;
    for (const role of ['teacher', 'finance'] as const) {
      const s = await sessionOf(role);
      for (const call of CONSOLE_CONTEST_CALLS) {
        const answer = await consoleInject(t.app, call, inputs[call.name]!, { token: s.token, csrf: s.csrf });
        expect(envelopeOf(answer).code, `${role} ${call.name}`).toBe(ConsoleCode.forbidden);
        refused += 1;
      }
    }
    console.info(
      `contests permissions: ${refused} refusals (2 roles × ${CONSOLE_CONTEST_CALLS.length} calls)`,
    );
    expect(refused).toBe(2 * CONSOLE_CONTEST_CALLS.length);
    expect(await db().select().from(contests).orderBy(contests.id)).toEqual(contestsBefore);
    expect(await db().select().from(contestEntries).orderBy(contestEntries.id)).toEqual(entriesBefore);
  });

  it('audit: create and disable write rows with before and after; disabling revokes the sessions', async () => {
    const admin = await sessionOf('admin');
    const [cls] = await db().select({ id: classes.id }).from(classes).limit(1);
    const created = envelopeOf(
      await consoleInject(
        t.app,
        consoleStaffCreate,
        { login: `teacher_${process.pid}`, displayName: '王老师', role: 'teacher', classIds: [cls!.id] },
        { token: admin.token, csrf: admin.csrf },
      ),
    );
    expect(created.code).toBe(0);
    const { staff: teacher, oneTimePassword } = created.data as {
      staff: { id: number };
      oneTimePassword: string;
    };
    expect(oneTimePassword).toMatch(/^[A-Za-z0-9]{16}$/);
    const [createRow] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(teacher.id)))
      .orderBy(desc(auditLog.id));
    expect(createRow).toMatchObject({ staffId: admin.staffId, action: 'staff.create', before: null });
    expect(createRow!.after).toMatchObject({ role: 'teacher', status: 'active', classIds: [cls!.id] });

    // the teacher signs in with the one-time password, must change it first, then sees only their class
    const teacherLogin = await login(`teacher_${process.pid}`, oneTimePassword);
    const teacherToken = sessionCookieOf(teacherLogin)!.token;
    const teacherCsrf = (envelopeOf(teacherLogin).data as { csrfToken: string }).csrfToken;
    const early = await consoleInject(t.app, consoleClassList, {}, { token: teacherToken });
    expect(envelopeOf(early)).toMatchObject({
      code: ConsoleCode.passwordChangeRequired,
      msg: '请先修改初始密码',
    });
    const changed = await consoleInject(
      t.app,
      consoleChangePassword,
      { currentPassword: oneTimePassword, newPassword: 'Teacher-pass-2026' },
      { token: teacherToken, csrf: teacherCsrf },
    );
    expect(envelopeOf(changed).code).toBe(0);
    const seen = envelopeOf(await consoleInject(t.app, consoleClassList, {}, { token: teacherToken }));
    expect((seen.data as { list: { id: number }[] }).list.map((c) => c.id)).toEqual([cls!.id]);
    const all = envelopeOf(await consoleInject(t.app, consoleClassList, {}, { token: admin.token }));
    expect((all.data as { list: unknown[] }).list.length).toBeGreaterThan(1);

    const disabled = await consoleInject(
      t.app,
      consoleStaffSetStatus,
      { staffId: teacher.id, status: 'disabled' },
      { token: admin.token, csrf: admin.csrf },
    );
    expect(envelopeOf(disabled)).toMatchObject({ code: 0, data: { staff: { status: 'disabled' } } });
    const [disableRow] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.disable'))
      .orderBy(desc(auditLog.id));
    expect(disableRow).toMatchObject({ staffId: admin.staffId, targetId: String(teacher.id) });
    expect(disableRow!.before).toMatchObject({ status: 'active' });
    expect(disableRow!.after).toMatchObject({ status: 'disabled' });
    expect(envelopeOf(await consoleInject(t.app, consoleMe, {}, { token: teacherToken })).code).toBe(
      ResponseCode.notLoggedIn,
    );
    expect(envelopeOf(await login(`teacher_${process.pid}`, 'Teacher-pass-2026')).code).toBe(
      ConsoleCode.badCredentials,
    );

    // an admin cannot disable themself
    const self = await consoleInject(
      t.app,
      consoleStaffSetStatus,
      { staffId: admin.staffId, status: 'disabled' },
      { token: admin.token, csrf: admin.csrf },
    );
    expect(envelopeOf(self).code).toBe(ResponseCode.conflict);

    const page = envelopeOf(
      await consoleInject(
        t.app,
        consoleAuditList,
        { pageSize: 2, targetType: 'staff' },
        { token: admin.token },
      ),
    );
    const data = page.data as { list: { action: string; staffLogin: string | null }[]; nextBeforeId: number };
    expect(data.list.map((e) => e.action)).toEqual(['staff.disable', 'staff.password']);
    expect(data.nextBeforeId).toEqual(expect.any(Number));
  });

  it('own password: the current one is required, the rules hold, other sessions end, the change is audited', async () => {
    const made = await createAdmin(db(), { login: `pw_${process.pid}`, via: 'cli' });
    const first = await login(`pw_${process.pid}`, made.password);
    const second = await login(`pw_${process.pid}`, made.password);
    const a = {
      token: sessionCookieOf(first)!.token,
      csrf: (envelopeOf(first).data as { csrfToken: string }).csrfToken,
    };
    const b = { token: sessionCookieOf(second)!.token };
    const wrong = await consoleInject(
      t.app,
      consoleChangePassword,
      { currentPassword: 'Not-it-123456', newPassword: 'New-password-2026' },
      a,
    );
    expect(envelopeOf(wrong).code).toBe(ConsoleCode.weakPassword);
    const weak = await consoleInject(
      t.app,
      consoleChangePassword,
      { currentPassword: made.password, newPassword: 'short1' },
      a,
    );
    expect(envelopeOf(weak)).toMatchObject({ code: ConsoleCode.weakPassword, msg: '密码至少 12 位' });
    const ok = await consoleInject(
      t.app,
      consoleChangePassword,
      { currentPassword: made.password, newPassword: 'New-password-2026' },
      a,
    );
    expect(envelopeOf(ok)).toMatchObject({ code: 0, data: { changed: true } });
    expect(envelopeOf(await consoleInject(t.app, consoleMe, {}, a)).data).toMatchObject({
      staff: { mustChangePassword: false },
    });
    expect(envelopeOf(await consoleInject(t.app, consoleMe, {}, b)).code).toBe(ResponseCode.notLoggedIn);
    expect(envelopeOf(await login(`pw_${process.pid}`, 'New-password-2026')).code).toBe(0);
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.password'))
      .orderBy(desc(auditLog.id));
    expect(row).toMatchObject({ staffId: made.staffId, targetId: String(made.staffId) });
    expect(row!.before).toMatchObject({ mustChangePassword: true, passwordChanged: false });
    expect(row!.after).toMatchObject({ mustChangePassword: false, passwordChanged: true });
  });

  it('own password: guessing the current one from a session meets the same lock', async () => {
    const made = await createAdmin(db(), { login: `guess_${process.pid}`, via: 'cli' });
    const first = await login(`guess_${process.pid}`, made.password);
    const auth = {
      token: sessionCookieOf(first)!.token,
      csrf: (envelopeOf(first).data as { csrfToken: string }).csrfToken,
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        consoleInject(
          t.app,
          consoleChangePassword,
          { currentPassword: `Guess-number-${i}`, newPassword: 'New-password-2026' },
          auth,
        ),
      ),
    );
    const codes = answers.map((a) => envelopeOf(a).code);
    expect(codes.filter((c) => c === ConsoleCode.weakPassword)).toHaveLength(LOCK_AFTER_FAILURES);
    expect(codes.filter((c) => c === ConsoleCode.accountLocked)).toHaveLength(10 - LOCK_AFTER_FAILURES);
    expect(envelopeOf(await login(`guess_${process.pid}`, made.password)).code).toBe(
      ConsoleCode.accountLocked,
    );
  });

  it('hostile input: every console call answers the envelope (never 500) to wrong types, extra fields, huge text', async () => {
    const admin = await sessionOf('admin');
    const hostile: Record<string, unknown>[] = [
      { extra: 1 },
      { login: 12, password: ['x'] },
      { login: 'x'.repeat(5000), password: 'y'.repeat(5000) },
      { staffId: -1, status: 'gone', role: 'root', classIds: 'all' },
      { pageSize: 100000, beforeId: 'abc' },
      { login: 'bad\u0000name', password: 'p' },
    ];
    let sent = 0;
    for (const call of CONSOLE_CALLS) {
      if (call === consoleLogout) continue;
      for (const input of hostile) {
        const response = await consoleInject(t.app, call, input, admin);
        expect(response.statusCode, `${call.name} ${JSON.stringify(input).slice(0, 60)}`).toBeLessThan(500);
        expect(envelopeOf(response).code).not.toBe(ResponseCode.internalError);
        sent += 1;
      }
    }
    console.log(`console hostile inputs: ${sent} requests, no 500`);
  });
});
