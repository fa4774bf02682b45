// Over 300 lines: the sign-up of the group-QR funnel is one exactly-once SQL path (placement, seat, ownership, events) and reads best whole.
import { LiveOrderType, SignUpType } from '@course/domain/landing-funnel';
import { ResponseCode } from '@course/domain/response-codes';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  campMembers,
  camps,
  classes,
  courseExclusions,
  courseOwnerships,
  courses,
  customerMessages,
  customers,
  landingEnrolments,
  landingEvents,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { COURSE_OPENED_MESSAGE, courseOpenedKey, ownershipOf } from '../catalogue/ownership.ts';

/**
 * The live-order check and the zero-yuan sign-up with class allocation.
 *
 * Allocation is safe under a burst because the database decides, never a read in this code:
 * - a seat is taken by `update classes set seats_taken = seats_taken + 1 where id = (first open class)
 *   and seats_taken < capacity`; when two sign-ups race for the last seat, PostgreSQL re-checks the condition
 *   on the row the winner wrote and the loser's update matches nothing, so it tries the next class
 *   (classes_seats_taken_check makes an overfill impossible even for code that forgets the condition);
 * - the enrolment row is inserted by the same statement under unique (customer_id, course_id): a learner
 *   who signs up twice at once gets one seat; the loser's statement, seat included, rolls back and it
 *   answers the winner's class and learner number.
 */

export type Placement = {
  enrolmentId: number;
  customerId: number;
  courseId: number;
  campId: number;
  campStartsAt: Date;
  classId: number;
  className: string;
  teacherName: string;
  groupQrUrl: string;
  teacherQrUrl: string;
  joinedGroupAt: Date | null;
  learnNumber: string;
};

export type MutualExclusionQr = { qrUrl: string; name: string };

/** Where a sign-up came from (stored with the enrolment and its funnel events). */
export type LandingPlace = {
  pageTemplateId: number | null;
  groupCodePage: string;
  channel: string;
  subChannel: string;
  chainType: string;
  putinOneId: string;
};

export type SignUpOutcome =
  | { type: typeof SignUpType.enrolled; placement: Placement; isNew: boolean }
  | { type: typeof SignUpType.mutualExclusion; qr: MutualExclusionQr }
  | { type: typeof SignUpType.full };

export type CheckOutcome =
  | { type: typeof LiveOrderType.normal }
  | { type: typeof LiveOrderType.mutualExclusion; qr: MutualExclusionQr }
  | { type: typeof LiveOrderType.ownsCourse };

/** The learner's class for a course, with what the QR results need; null when not enrolled. */
export async function findPlacement(
  db: AppDb,
  customerId: number,
  courseId: number,
): Promise<Placement | null> {
  const [row] = await db
    .select({
      enrolmentId: landingEnrolments.id,
      customerId: landingEnrolments.customerId,
      courseId: landingEnrolments.courseId,
      campId: landingEnrolments.campId,
      campStartsAt: camps.startsAt,
      classId: landingEnrolments.classId,
      className: classes.name,
      teacherName: classes.teacherName,
      groupQrUrl: classes.groupQrUrl,
      teacherQrUrl: classes.teacherQrUrl,
      joinedGroupAt: landingEnrolments.joinedGroupAt,
      learnNumber: customers.learnNumber,
    })
    .from(landingEnrolments)
    .innerJoin(classes, eq(classes.id, landingEnrolments.classId))
    .innerJoin(camps, eq(camps.id, landingEnrolments.campId))
    .innerJoin(customers, eq(customers.id, landingEnrolments.customerId))
    .where(and(eq(landingEnrolments.customerId, customerId), eq(landingEnrolments.courseId, courseId)))
    .limit(1);
  return row ? { ...row, learnNumber: row.learnNumber ?? '' } : null;
}

/** Owns the course other than through a landing sign-up (bought or gifted): the learning centre is theirs. */
async function ownsOutright(db: AppDb, customerId: number, courseId: number): Promise<boolean> {
  const ownership = await ownershipOf(db, customerId, courseId);
  return ownership?.source === 'bought' || ownership?.source === 'gifted';
}

/**
 * A rule that keeps the learner out of this course: they own, or are enrolled in, a course it excludes.
 * The QR is their class teacher's in that course when they have one, else the rule's own.
 */
async function exclusionFor(
  db: AppDb,
  customerId: number,
  courseId: number,
): Promise<MutualExclusionQr | null> {
  const result = await db.execute<{
    qr_url: string;
    qr_name: string;
    teacher_qr: string | null;
    teacher: string | null;
  }>(
    sql`select x.qr_url, x.qr_name, c.teacher_qr_url as teacher_qr, c.teacher_name as teacher
        from ${courseExclusions} x
        left join ${landingEnrolments} e on e.course_id = x.excluded_course_id and e.customer_id = ${customerId}
        left join ${classes} c on c.id = e.class_id
        where x.course_id = ${courseId}
          and (e.id is not null or exists (
            select 1 from ${courseOwnerships} o where o.customer_id = ${customerId} and o.course_id = x.excluded_course_id))
        order by x.excluded_course_id
        limit 1`,
  );
  const row = result.rows[0];
  if (!row) return null;
  if (row.teacher_qr) return { qrUrl: row.teacher_qr, name: row.teacher ? `${row.teacher} 老师` : '班主任' };
  return { qrUrl: row.qr_url, name: row.qr_name };
}

/** The live-order check: 5 owns the course, 2 a mutual exclusion applies, otherwise 1. */
export async function checkLiveOrder(db: AppDb, customerId: number, courseId: number): Promise<CheckOutcome> {
  if (await ownsOutright(db, customerId, courseId)) return { type: LiveOrderType.ownsCourse };
  if (await findPlacement(db, customerId, courseId)) return { type: LiveOrderType.normal };
  const qr = await exclusionFor(db, customerId, courseId);
  return qr ? { type: LiveOrderType.mutualExclusion, qr } : { type: LiveOrderType.normal };
}

/** Raised for a course that cannot be signed up for here; the landing falls back (scene 97 or 98). */
export class EnrolmentUnavailable extends AppError {
  constructor(
    readonly reason: 'not-zero-yuan' | 'no-camp',
    message: string,
  ) {
    super(ResponseCode.conflict, message);
  }
}

async function assertZeroYuanCourse(db: AppDb, courseId: number): Promise<void> {
  const [course] = await db
    .select({ isZeroYuan: courses.isZeroYuan, priceCents: courses.priceCents, status: courses.status })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  if (course?.status !== 'published') throw new AppError(ResponseCode.notFound, '课程不存在');
  if (!course.isZeroYuan || course.priceCents !== 0) {
    throw new EnrolmentUnavailable('not-zero-yuan', '该课程需购买后报名');
  }
}

async function hasAnyCamp(db: AppDb, courseId: number): Promise<boolean> {
  const rows = await db.select({ id: camps.id }).from(camps).where(eq(camps.courseId, courseId)).limit(1);
  return rows.length > 0;
}

export type SignUpInput = {
  customerId: number;
  courseId: number;
  place: LandingPlace;
  mobile?: string | null;
  otherInfo?: string | null;
  now: Date;
};

type AllocationRow = {
  enrolment_id: number | null;
  class_id: number | null;
  camp_id: number | null;
  class_name: string | null;
  teacher_name: string | null;
  group_qr_url: string | null;
  teacher_qr_url: string | null;
  camp_starts_at: string | Date | null;
  learn_number: string | null;
  open_classes: number;
};

/**
 * One statement takes the seat in the first open class (earliest camp first; open: a seat left and its group QR
 * not expired, so a full class or an expired QR rotates new sign-ups to the next class), inserts the enrolment, grants
 * the course (with its site message), records the camp membership the learning centre reads (the courses module's camp_members, as
 * its joinCamp would), appends the 'signup' event and gives the learner a number if they have none. One statement
 * holds the class's row lock only while it runs and commits, which is what lets a burst through quickly.
 * No row when there was no seat (`open_classes` says whether another class may still have one).
 */
async function allocate(db: AppDb, input: SignUpInput, skipLocked: boolean): Promise<AllocationRow> {
  const { customerId, courseId, place, now } = input;
  const at = now.toISOString();
  const lock = skipLocked ? sql`for update of c skip locked` : sql``;
  const opened = COURSE_OPENED_MESSAGE.zero_yuan;
  const result = await db.execute<AllocationRow>(sql`
    with seat as (
      update ${classes} set seats_taken = seats_taken + 1
      where id = (
        select c.id from ${classes} c join ${camps} k on k.id = c.camp_id
        where k.course_id = ${courseId} and k.starts_at > ${at}::timestamptz and c.seats_taken < c.capacity
          and (c.group_qr_expires_at is null or c.group_qr_expires_at > ${at}::timestamptz)
        order by k.starts_at, c.id
        limit 1
        ${lock})
      and seats_taken < capacity
      returning id, camp_id, name, teacher_name, group_qr_url, teacher_qr_url
    ),
    enrolment as (
      insert into ${landingEnrolments}
        (customer_id, course_id, camp_id, class_id, page_template_id, group_code_page, channel, sub_channel,
         chain_type, putin_one_id, mobile, other_info)
      select ${customerId}, ${courseId}, seat.camp_id, seat.id, ${place.pageTemplateId}, ${place.groupCodePage},
        ${place.channel}, ${place.subChannel}, ${place.chainType}, ${place.putinOneId}, ${input.mobile ?? null},
        ${input.otherInfo ?? null}
      from seat
      returning id
    ),
    ownership as (
      insert into ${courseOwnerships} (customer_id, course_id, source, grant_ref)
      select ${customerId}, ${courseId}, 'zero_yuan', 'landing:' || enrolment.id from enrolment
      on conflict do nothing
      returning course_id
    ),
    opened_message as (
      insert into ${customerMessages} (customer_id, title, content, dedupe_key)
      select ${customerId}, ${opened.title}, replace(${opened.content}, '{course}', co.title), ${courseOpenedKey(courseId)}
      from ownership join ${courses} co on co.id = ownership.course_id
      on conflict do nothing
    ),
    membership as (
      insert into ${campMembers} (customer_id, camp_id, class_id)
      select ${customerId}, seat.camp_id, seat.id from seat join enrolment on true
      on conflict do nothing
    ),
    event as (
      insert into ${landingEvents} (kind, page_template_id, group_code_page, channel, sub_channel, chain_type, customer_id)
      select 'signup', ${place.pageTemplateId}, ${place.groupCodePage}, ${place.channel}, ${place.subChannel},
        ${place.chainType}, ${customerId}
      from enrolment
    ),
    numbered as (
      update ${customers} set learn_number = nextval('landing_learn_number_seq')::text
      where id = ${customerId} and learn_number is null and exists (select 1 from enrolment)
      returning learn_number
    )
    select
      (select id from enrolment) as enrolment_id,
      seat.id as class_id, seat.camp_id, seat.name as class_name, seat.teacher_name,
      seat.group_qr_url, seat.teacher_qr_url,
      (select starts_at from ${camps} where id = seat.camp_id) as camp_starts_at,
      coalesce((select learn_number from numbered), (select learn_number from ${customers} where id = ${customerId}))
        as learn_number,
      (select count(*)::int from ${classes} c join ${camps} k on k.id = c.camp_id
        where k.course_id = ${courseId} and k.starts_at > ${at}::timestamptz and c.seats_taken < c.capacity
          and (c.group_qr_expires_at is null or c.group_qr_expires_at > ${at}::timestamptz))
        as open_classes
    from (select 1) one left join seat on true`);
  return result.rows[0]!;
}

/**
 * The zero-yuan sign-up: an existing enrolment answers as it is; a mutual exclusion answers its QR;
 * otherwise one statement takes a seat and enrols (allocate). When no open class has a seat, 'full'
 * (and a 'full' event, so operators see the refusals).
 */
export async function signUp(db: AppDb, input: SignUpInput): Promise<SignUpOutcome> {
  const { customerId, courseId, place } = input;
  const existing = await findPlacement(db, customerId, courseId);
  if (existing) return { type: SignUpType.enrolled, placement: existing, isNew: false };
  await assertZeroYuanCourse(db, courseId);
  const qr = await exclusionFor(db, customerId, courseId);
  if (qr) return { type: SignUpType.mutualExclusion, qr };

  // A lost race (the chosen class filled meanwhile) takes nothing: try again while a class still has room.
  for (let attempt = 0; attempt < 50; attempt++) {
    let row: AllocationRow;
    try {
      // First the first class nobody is taking a seat in right now (a burst fills the classes side by side
      // instead of queueing on one row); after a miss, wait for the first open class.
      row = await allocate(db, input, attempt === 0);
    } catch (error) {
      // The same learner signed up at the same moment and won: answer their enrolment.
      if (!isUniqueViolation(error, 'landing_enrolments_customer_course_unique')) throw error;
      const winner = await findPlacement(db, customerId, courseId);
      if (!winner) throw error;
      return { type: SignUpType.enrolled, placement: winner, isNew: false };
    }
    if (row.enrolment_id !== null) {
      return {
        type: SignUpType.enrolled,
        isNew: true,
        placement: {
          enrolmentId: Number(row.enrolment_id),
          customerId,
          courseId,
          campId: Number(row.camp_id),
          campStartsAt: new Date(row.camp_starts_at!),
          classId: Number(row.class_id),
          className: row.class_name ?? '',
          teacherName: row.teacher_name ?? '',
          groupQrUrl: row.group_qr_url ?? '',
          teacherQrUrl: row.teacher_qr_url ?? '',
          joinedGroupAt: null,
          learnNumber: row.learn_number ?? '',
        },
      };
    }
    if (row.open_classes === 0) break;
  }
  if (!(await hasAnyCamp(db, courseId))) throw new EnrolmentUnavailable('no-camp', '该课程暂未开班');
  await db.insert(landingEvents).values(eventRow('full', place, customerId));
  return { type: SignUpType.full };
}

export function eventRow(
  kind: (typeof landingEvents.$inferInsert)['kind'],
  place: Omit<LandingPlace, 'putinOneId'>,
  customerId: number | null,
  detail = '',
) {
  return {
    kind,
    pageTemplateId: place.pageTemplateId,
    groupCodePage: place.groupCodePage,
    channel: place.channel,
    subChannel: place.subChannel,
    chainType: place.chainType,
    customerId,
    detail,
  };
}

/** Records that the learner joined their class's group (isJoinGroup). */
export async function markJoinedGroup(
  db: AppDb,
  customerId: number,
  classId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(landingEnrolments)
    .set({ joinedGroupAt: now })
    .where(and(eq(landingEnrolments.customerId, customerId), eq(landingEnrolments.classId, classId)))
    .returning({ id: landingEnrolments.id });
  return rows.length > 0;
}
