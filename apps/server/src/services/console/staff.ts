import { ConsoleCode, type ConsoleRequestOf, type StaffRole } from '@course/contracts/console-call';
import type { consoleStaffCreate } from '@course/contracts/console-staff';
import { and, asc, count, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { classes, type StaffRow, staff, staffClasses } from '../../db/schema/index.ts';
import { AppError, conflict, invalidParams, notFound } from '../../http/app-error.ts';
import { writeAudit } from './audit.ts';
import {
  dummyPasswordHash,
  hashPassword,
  oneTimePassword,
  staffPasswordProblem,
  verifyPassword,
} from './passwords.ts';

/** Staff accounts: login with the failure lock, creation, disabling, own password, the first admin. */

/** Wrong passwords in a row before the account is locked, and how long the lock lasts. */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MINUTES = 15;

/** What the console shows of an account (never the hash). */
export function staffView(row: StaffRow) {
  return {
    id: row.id,
    login: row.login,
    displayName: row.displayName,
    role: row.role,
    status: row.status,
    mustChangePassword: row.mustChangePassword,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The audited fields of an account (what before/after hold). */
const audited = (row: StaffRow) => ({
  login: row.login,
  displayName: row.displayName,
  role: row.role,
  status: row.status,
  mustChangePassword: row.mustChangePassword,
});

const badCredentials = () => new AppError(ConsoleCode.badCredentials, '账号或密码错误');
const locked = () =>
  new AppError(ConsoleCode.accountLocked, `密码错误次数过多，账号已锁定，请 ${LOCK_MINUTES} 分钟后再试`);

async function staffByLogin(db: AppDb, login: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staff)
    .where(sql`lower(${staff.login}) = ${login.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

/**
 * Takes one try of the account BEFORE the password is checked, by a conditional update: a run of failures
 * older than the lock window starts over; with LOCK_AFTER_FAILURES tries taken in the window, none is given.
 * So parallel wrong passwords never get more tries than the limit, on both drivers. A right password resets.
 */
async function takeLoginTry(db: AppDb, staffId: number, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - LOCK_MINUTES * 60_000).toISOString();
  const stale = or(
    sql`${staff.failedSince} is null`,
    lt(staff.failedSince, sql`${windowStart}::timestamptz`),
  );
  const rows = await db
    .update(staff)
    .set({
      failedLogins: sql`case when ${stale} then 1 else ${staff.failedLogins} + 1 end`,
      failedSince: sql`case when ${stale} then ${now.toISOString()}::timestamptz else ${staff.failedSince} end`,
    })
    .where(
      and(
        eq(staff.id, staffId),
        eq(staff.status, 'active'),
        or(lt(staff.failedLogins, LOCK_AFTER_FAILURES), stale),
      ),
    )
    .returning({ id: staff.id });
  return rows.length > 0;
}

/** The account a login name and password open; refuses unknown, disabled, locked and wrong alike in time. */
export async function checkLogin(db: AppDb, login: string, password: string, now: Date): Promise<StaffRow> {
  const row = await staffByLogin(db, login);
  if (row?.status !== 'active') {
    await verifyPassword(await dummyPasswordHash(), password);
    throw badCredentials();
  }
  if (!(await takeLoginTry(db, row.id, now))) throw locked();
  if (!(await verifyPassword(row.passwordHash, password))) throw badCredentials();
  const [fresh] = await db
    .update(staff)
    .set({ failedLogins: 0, failedSince: null, lastLoginAt: now })
    .where(eq(staff.id, row.id))
    .returning();
  return fresh!;
}

export async function listStaff(db: AppDb) {
  const rows = await db.select().from(staff).orderBy(asc(staff.id));
  return { list: rows.map(staffView) };
}

/** Creates an account with a one-time password; a teacher gets their classes. Audited in the same transaction. */
export async function createStaff(
  db: AppDb,
  input: ConsoleRequestOf<typeof consoleStaffCreate>,
  actor: { staffId: number | null; ip: string },
): Promise<{ staff: ReturnType<typeof staffView>; oneTimePassword: string }> {
  if (input.role !== 'teacher' && input.classIds.length > 0) {
    throw invalidParams('只有班主任可以分配班级');
  }
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(staff)
        .values({
          login: input.login.trim(),
          displayName: input.displayName,
          role: input.role,
          passwordHash,
          mustChangePassword: true,
        })
        .returning();
      const classIds = [...new Set(input.classIds)];
      if (classIds.length > 0) {
        const [found] = await tx.select({ n: count() }).from(classes).where(inArray(classes.id, classIds));
        if (Number(found?.n ?? 0) !== classIds.length) throw invalidParams('班级不存在');
        await tx.insert(staffClasses).values(classIds.map((classId) => ({ staffId: created!.id, classId })));
      }
      await writeAudit(tx, {
        staffId: actor.staffId,
        action: 'staff.create',
        targetType: 'staff',
        targetId: created!.id,
        before: null,
        after: { ...audited(created!), classIds },
        ip: actor.ip,
      });
      return created!;
    });
    return { staff: staffView(row), oneTimePassword: password };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('该账号已存在');
    throw error;
  }
}

/** Disables (revoking every session) or re-enables an account; an admin cannot disable themself. */
export async function setStaffStatus(
  db: AppDb,
  input: { staffId: number; status: 'active' | 'disabled' },
  actor: { staffId: number; ip: string },
  now: Date,
) {
  if (input.staffId === actor.staffId && input.status === 'disabled') throw conflict('不能停用自己的账号');
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(staff).where(eq(staff.id, input.staffId)).for('update');
    if (!before) throw notFound('员工');
    if (before.status === input.status) return before;
    const [after] = await tx
      .update(staff)
      .set({ status: input.status, failedLogins: 0, failedSince: null })
      .where(eq(staff.id, input.staffId))
      .returning();
    if (input.status === 'disabled') {
      await tx.execute(
        sql`update staff_sessions set revoked_at = ${now.toISOString()}::timestamptz where staff_id = ${input.staffId} and revoked_at is null`,
      );
    }
    await writeAudit(tx, {
      staffId: actor.staffId,
      action: input.status === 'disabled' ? 'staff.disable' : 'staff.enable',
      targetType: 'staff',
      targetId: input.staffId,
      before: audited(before),
      after: audited(after!),
      ip: actor.ip,
    });
    return after!;
  });
  return { staff: staffView(row) };
}

/** Changes one's own password (the current one required); every other session of the account is revoked. */
export async function changeOwnPassword(
  db: AppDb,
  input: { currentPassword: string; newPassword: string },
  actor: { staffId: number; sessionId: number; ip: string },
  now: Date,
): Promise<{ changed: boolean }> {
  const [row] = await db.select().from(staff).where(eq(staff.id, actor.staffId)).limit(1);
  if (!row) throw notFound('员工');
  // wrong current passwords count against the same lock as logins: a stolen session cannot guess it
  if (!(await takeLoginTry(db, row.id, now))) throw locked();
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw new AppError(ConsoleCode.weakPassword, '当前密码不正确');
  }
  const problem = staffPasswordProblem(input.newPassword);
  if (problem) throw new AppError(ConsoleCode.weakPassword, problem);
  if (input.newPassword === input.currentPassword) {
    throw new AppError(ConsoleCode.weakPassword, '新密码不能与当前密码相同');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const [after] = await tx
      .update(staff)
      .set({ passwordHash, mustChangePassword: false, failedLogins: 0, failedSince: null })
      .where(eq(staff.id, actor.staffId))
      .returning();
    await tx.execute(
      sql`update staff_sessions set revoked_at = ${now.toISOString()}::timestamptz where staff_id = ${actor.staffId} and id <> ${actor.sessionId} and revoked_at is null`,
    );
    await writeAudit(tx, {
      staffId: actor.staffId,
      action: 'staff.password',
      targetType: 'staff',
      targetId: actor.staffId,
      // the hashes never enter the log: only that it changed
      before: { ...audited(row), passwordChanged: false },
      after: { ...audited(after!), passwordChanged: true },
      ip: actor.ip,
    });
  });
  return { changed: true };
}

export async function staffCount(db: AppDb): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staff);
  return Number(row?.n ?? 0);
}

/**
 * Creates an admin account outside the console (command line, first start). With a password (first start from
 * ADMIN_BOOTSTRAP_PASSWORD) it must pass the rules; without one a one-time password is made and returned.
 */
export async function createAdmin(
  db: AppDb,
  input: { login: string; password?: string; via: 'cli' | 'env' },
): Promise<{ staffId: number; password: string; oneTime: boolean }> {
  const login = input.login.trim();
  if (login.length < 2 || login.length > 64) throw new Error('the admin login must be 2 to 64 characters');
  const oneTime = input.password === undefined;
  const password = input.password ?? oneTimePassword();
  const problem = staffPasswordProblem(password);
  if (problem) throw new Error(`the admin password is refused: ${problem}`);
  const passwordHash = await hashPassword(password);
  const role: StaffRole = 'admin';
  try {
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(staff)
        .values({ login, displayName: '管理员', role, passwordHash, mustChangePassword: oneTime })
        .returning();
      await writeAudit(tx, {
        staffId: null,
        action: input.via === 'cli' ? 'staff.create.cli' : 'staff.create.bootstrap',
        targetType: 'staff',
        targetId: created!.id,
        before: null,
        after: audited(created!),
      });
      return created!.id;
    });
    return { staffId: id, password, oneTime };
  } catch (error) {
    if (isUniqueViolation(error)) throw new Error(`a staff account named ${login} already exists`);
    throw error;
  }
}

/** First start: creates the admin from ADMIN_BOOTSTRAP_PASSWORD when no staff exists; otherwise nothing. */
export async function bootstrapFirstAdmin(
  db: AppDb,
  bootstrap: { login: string; password: string } | null,
): Promise<'created' | 'skipped'> {
  if (!bootstrap) return 'skipped';
  if ((await staffCount(db)) > 0) return 'skipped';
  await createAdmin(db, { login: bootstrap.login, password: bootstrap.password, via: 'env' });
  return 'created';
}
