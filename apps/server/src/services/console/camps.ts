// Over 300 lines: the console's camp and class calls share their view (campView), audit shapes and checks, and read best together.
import { ConsoleCode, type ConsoleRequestOf, type StaffRole } from '@course/contracts/console-call';
import type {
  consoleCampCreate,
  consoleCampUpdate,
  consoleClassCreate,
  consoleClassUpdate,
} from '@course/contracts/console-camps';
import { campMoveProblem, campStartProblem, sameCampTime } from '@course/domain/camp-start';
import { defaultGroupQrExpiry, groupQrExpiryProblem } from '@course/domain/group-qr';
import { ResponseCode } from '@course/domain/response-codes';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { camps, classes, courses, staff, staffClasses } from '../../db/schema/index.ts';
import { AppError, conflict, invalidParams, notFound } from '../../http/app-error.ts';
import { writeAudit } from './audit.ts';

/**
 * Camps and classes for operators (issue 17 item 4): create camps and classes, a class's group QR with its
 * expiry (default now + 7 days: a WeChat group QR lasts 7 days) and its capacity. Rotation itself is the
 * landing's allocation (services/landing/enrolment.ts): it skips a full class and one whose QR has expired, so
 * replacing an expired QR here puts the class back into rotation. Every change is audited in its transaction.
 */

type Actor = { staffId: number; ip: string; role?: StaffRole };

const teacherRefused = (message: string) => new AppError(ConsoleCode.forbidden, message, 403);

export const defaultQrExpiry = (now: Date) => new Date(defaultGroupQrExpiry(now.getTime()));

/** The 7-day rule of a group QR's expiry (packages/domain/src/group-qr.ts): 2902 with the reason. */
function assertQrExpiry(expiresAt: Date, now: Date, latest?: Date | null): void {
  const problem = groupQrExpiryProblem(expiresAt.getTime(), now.getTime(), {
    latest: latest?.getTime() ?? null,
  });
  if (problem) throw new AppError(ResponseCode.groupQrExpiryInvalid, problem);
}

const classColumns = {
  id: classes.id,
  campId: classes.campId,
  name: classes.name,
  teacherName: classes.teacherName,
  capacity: classes.capacity,
  seatsTaken: classes.seatsTaken,
  groupQrUrl: classes.groupQrUrl,
  groupQrExpiresAt: classes.groupQrExpiresAt,
};
type ClassRow = { [K in keyof typeof classColumns]: (typeof classes.$inferSelect)[K] };

const classView = (row: ClassRow, teacherStaffIds: number[]) => ({
  ...row,
  groupQrExpiresAt: row.groupQrExpiresAt?.toISOString() ?? null,
  teacherStaffIds,
});

async function teachersOf(db: AppDb, classIds: number[]): Promise<Map<number, number[]>> {
  const byClass = new Map<number, number[]>();
  if (classIds.length === 0) return byClass;
  const rows = await db
    .select({ classId: staffClasses.classId, staffId: staffClasses.staffId })
    .from(staffClasses)
    .where(inArray(staffClasses.classId, classIds))
    .orderBy(asc(staffClasses.staffId));
  for (const r of rows) byClass.set(r.classId, [...(byClass.get(r.classId) ?? []), r.staffId]);
  return byClass;
}

async function campView(db: AppDb, campIds: number[]) {
  if (campIds.length === 0) return [];
  const campRows = await db
    .select({
      id: camps.id,
      courseId: camps.courseId,
      courseTitle: courses.title,
      name: camps.name,
      startsAt: camps.startsAt,
    })
    .from(camps)
    .innerJoin(courses, eq(courses.id, camps.courseId))
    .where(inArray(camps.id, campIds))
    .orderBy(desc(camps.id));
  const classRows = await db
    .select(classColumns)
    .from(classes)
    .where(inArray(classes.campId, campIds))
    .orderBy(asc(classes.id));
  const teachers = await teachersOf(
    db,
    classRows.map((c) => c.id),
  );
  return campRows.map((camp) => ({
    ...camp,
    startsAt: camp.startsAt.toISOString(),
    classes: classRows.filter((c) => c.campId === camp.id).map((c) => classView(c, teachers.get(c.id) ?? [])),
  }));
}

/** The latest 500 camps (newest first) with its classes, the courses a camp may be for, and the teacher accounts. */
export async function listCamps(db: AppDb) {
  const ids = await db.select({ id: camps.id }).from(camps).orderBy(desc(camps.id)).limit(500);
  const list = await campView(
    db,
    ids.map((r) => r.id),
  );
  const courseRows = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(eq(courses.status, 'published'))
    .orderBy(asc(courses.id));
  const teachers = await db
    .select({ id: staff.id, login: staff.login, displayName: staff.displayName })
    .from(staff)
    .where(and(eq(staff.role, 'teacher'), eq(staff.status, 'active')))
    .orderBy(asc(staff.id));
  return { list, courses: courseRows, teachers };
}

export async function createCamp(
  db: AppDb,
  input: ConsoleRequestOf<typeof consoleCampCreate>,
  actor: Actor,
  now: Date,
) {
  const startProblem = campStartProblem(Date.parse(input.startsAt), now.getTime());
  if (startProblem) throw new AppError(ResponseCode.invalidParams, startProblem);
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, input.courseId));
  if (!course) throw notFound('课程');
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(camps)
      .values({ courseId: input.courseId, name: input.name, startsAt: new Date(input.startsAt) })
      .returning();
    await writeAudit(tx, {
      staffId: actor.staffId,
      action: 'camp.create',
      targetType: 'camp',
      targetId: row!.id,
      before: null,
      after: auditedCamp(row!),
      ip: actor.ip,
    });
    return row!.id;
  });
  const [camp] = await campView(db, [id]);
  return { camp: camp! };
}

type CampRow = typeof camps.$inferSelect;
const auditedCamp = (row: CampRow) => ({
  ...row,
  startsAt: row.startsAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/**
 * Renames a camp or moves its opening time (campMoveProblem: not once it has opened, and only to a time still to
 * come). The row is locked while it is read and written, so two edits at once apply one after the other; the audit
 * row (before and after) is written only when something changed.
 */
export async function updateCamp(
  db: AppDb,
  input: ConsoleRequestOf<typeof consoleCampUpdate>,
  actor: Actor,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(camps).where(eq(camps.id, input.campId)).for('update');
    if (!row) throw notFound('营期');
    const problem = campMoveProblem(row.startsAt.getTime(), Date.parse(input.startsAt), now.getTime());
    if (problem) throw new AppError(ResponseCode.invalidParams, problem);
    // the same time to the second keeps the stored one
    const sameTime = sameCampTime(row.startsAt.getTime(), Date.parse(input.startsAt));
    if (row.name === input.name && sameTime) return;
    const [after] = await tx
      .update(camps)
      .set({ name: input.name, startsAt: sameTime ? row.startsAt : new Date(input.startsAt) })
      .where(eq(camps.id, row.id))
      .returning();
    await writeAudit(tx, {
      staffId: actor.staffId,
      action: 'camp.update',
      targetType: 'camp',
      targetId: row.id,
      before: auditedCamp(row),
      after: auditedCamp(after!),
      ip: actor.ip,
    });
  });
  const [camp] = await campView(db, [input.campId]);
  return { camp: camp! };
}

async function assertTeacher(db: AppDb, staffId: number): Promise<void> {
  const [row] = await db
    .select({ role: staff.role, status: staff.status })
    .from(staff)
    .where(eq(staff.id, staffId));
  if (row?.role !== 'teacher' || row.status !== 'active') throw invalidParams('班主任账号不存在或已停用');
}

const audited = (row: ClassRow) => ({
  ...row,
  groupQrExpiresAt: row.groupQrExpiresAt?.toISOString() ?? null,
});

export async function createClass(
  db: AppDb,
  input: ConsoleRequestOf<typeof consoleClassCreate>,
  actor: Actor,
  now: Date,
) {
  const [camp] = await db.select({ id: camps.id }).from(camps).where(eq(camps.id, input.campId));
  if (!camp) throw notFound('营期');
  if (input.teacherStaffId !== undefined) await assertTeacher(db, input.teacherStaffId);
  const expiresAt = input.groupQrExpiresAt ? new Date(input.groupQrExpiresAt) : defaultQrExpiry(now);
  assertQrExpiry(expiresAt, now);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(classes)
      .values({
        campId: input.campId,
        name: input.name,
        teacherName: input.teacherName,
        capacity: input.capacity,
        groupQrUrl: input.groupQrUrl,
        groupQrExpiresAt: expiresAt,
      })
      .returning(classColumns);
    if (input.teacherStaffId !== undefined) {
      await tx.insert(staffClasses).values({ staffId: input.teacherStaffId, classId: row!.id });
    }
    await writeAudit(tx, {
      staffId: actor.staffId,
      action: 'class.create',
      targetType: 'class',
      targetId: row!.id,
      before: null,
      after: { ...audited(row!), teacherStaffId: input.teacherStaffId ?? null },
      ip: actor.ip,
    });
    return row!.id;
  });
  return { class: await classById(db, id) };
}

async function classById(db: AppDb, id: number) {
  const [row] = await db.select(classColumns).from(classes).where(eq(classes.id, id));
  if (!row) throw notFound('班级');
  const teachers = await teachersOf(db, [id]);
  return classView(row, teachers.get(id) ?? []);
}

/**
 * A new group QR (its expiry defaults to now + 7 days) and/or a new capacity. The capacity is changed by a
 * conditional update (`seats_taken <= capacity`), so a sign-up taking a seat at the same moment cannot leave the
 * class over its capacity: the change is refused instead.
 */
export async function updateClass(
  db: AppDb,
  input: ConsoleRequestOf<typeof consoleClassUpdate>,
  actor: Actor,
  now: Date,
) {
  if (
    input.capacity === undefined &&
    input.groupQrUrl === undefined &&
    input.groupQrExpiresAt === undefined
  ) {
    throw invalidParams('没有要修改的内容');
  }
  const qrChanges = input.groupQrUrl !== undefined || input.groupQrExpiresAt !== undefined;
  if (actor.role === 'teacher') {
    // a teacher changes only the group QR, and only of a class assigned to them (staff_classes)
    if (input.capacity !== undefined) throw teacherRefused('班主任只能更换群二维码，名额请联系运营修改');
    const [own] = await db
      .select({ classId: staffClasses.classId })
      .from(staffClasses)
      .where(and(eq(staffClasses.classId, input.classId), eq(staffClasses.staffId, actor.staffId)));
    if (!own) throw teacherRefused('只能更换自己班级的群二维码');
  }
  const expiresAt = input.groupQrExpiresAt ? new Date(input.groupQrExpiresAt) : defaultQrExpiry(now);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select(classColumns)
      .from(classes)
      .where(eq(classes.id, input.classId))
      .for('update');
    if (!before) throw notFound('班级');
    // a new image: up to 7 days from now; the same image: its expiry may move earlier, never later
    if (qrChanges) {
      assertQrExpiry(
        expiresAt,
        now,
        input.groupQrUrl === undefined || input.groupQrUrl === before.groupQrUrl
          ? before.groupQrExpiresAt
          : null,
      );
    }
    const [after] = await tx
      .update(classes)
      .set({
        ...(input.capacity !== undefined ? { capacity: input.capacity } : {}),
        ...(input.groupQrUrl !== undefined ? { groupQrUrl: input.groupQrUrl } : {}),
        ...(qrChanges ? { groupQrExpiresAt: expiresAt } : {}),
      })
      .where(
        and(
          eq(classes.id, input.classId),
          input.capacity !== undefined ? sql`${classes.seatsTaken} <= ${input.capacity}` : undefined,
        ),
      )
      .returning(classColumns);
    if (!after) throw conflict(`名额不能少于已报名人数（${before.seatsTaken}）`);
    await writeAudit(tx, {
      staffId: actor.staffId,
      action: 'class.update',
      targetType: 'class',
      targetId: input.classId,
      before: audited(before),
      after: audited(after),
      ip: actor.ip,
    });
  });
  return { class: await classById(db, input.classId) };
}
