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
import { COURSE_OPENED_MESSAGE, courseOpenedKey } from '../catalogue/ownership.ts';
import {
  groupSignUp,
  type LandingPlace,
  type MutualExclusionQr,
  type Placement,
  type SignUpInput,
} from './sign-up-group.ts';

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

export type { LandingPlace, MutualExclusionQr, Placement, SignUpInput } from './sign-up-group.ts';

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

/** What a learner's sign-up or live-order check depends on, read in one round trip (priorState). */
export type PriorState = {
  course: { status: string; isZeroYuan: boolean; priceCents: number } | null;
  /** How the learner owns the course, when they do (course_ownerships.source). */
  owned: string | null;
  placement: Placement | null;
  /**
   * A rule that keeps the learner out of this course: they own, or are enrolled in, a course it excludes.
   * The QR is their class teacher's in that course when they have one, else the rule's own.
   */
  exclusion: MutualExclusionQr | null;
};

type PriorRow = {
  course_status: string | null;
  is_zero_yuan: boolean | null;
  price_cents: number | null;
  owned: string | null;
  enrolment_id: number | null;
  camp_id: number | null;
  camp_starts_at: string | Date | null;
  class_id: number | null;
  class_name: string | null;
  teacher_name: string | null;
  group_qr_url: string | null;
  teacher_qr_url: string | null;
  joined_group_at: string | Date | null;
  learn_number: string | null;
  x_qr_url: string | null;
  x_qr_name: string | null;
  x_teacher_qr: string | null;
  x_teacher: string | null;
};

/**
 * The course, the learner's ownership, their placement and the first exclusion rule that applies, in one
 * statement: the live-order check and the sign-up need all of them before they allocate.
 */
export async function priorState(db: AppDb, customerId: number, courseId: number): Promise<PriorState> {
  const result = await db.execute<PriorRow>(sql`
    select co.status as course_status, co.is_zero_yuan, co.price_cents, o.source as owned,
      p.enrolment_id, p.camp_id, p.camp_starts_at, p.class_id, p.class_name, p.teacher_name, p.group_qr_url,
      p.teacher_qr_url, p.joined_group_at, p.learn_number,
      x.qr_url as x_qr_url, x.qr_name as x_qr_name, x.teacher_qr as x_teacher_qr, x.teacher as x_teacher
    from (select 1) one
    left join ${courses} co on co.id = ${courseId}
    left join ${courseOwnerships} o on o.customer_id = ${customerId} and o.course_id = ${courseId}
    left join lateral (
      select e.id as enrolment_id, e.camp_id, k.starts_at as camp_starts_at, e.class_id, c.name as class_name,
        c.teacher_name, c.group_qr_url, c.teacher_qr_url, e.joined_group_at, cu.learn_number
      from ${landingEnrolments} e
      join ${classes} c on c.id = e.class_id
      join ${camps} k on k.id = e.camp_id
      join ${customers} cu on cu.id = e.customer_id
      where e.customer_id = ${customerId} and e.course_id = ${courseId}
      limit 1) p on true
    left join lateral (
      select x.qr_url, x.qr_name, c.teacher_qr_url as teacher_qr, c.teacher_name as teacher
      from ${courseExclusions} x
      left join ${landingEnrolments} e on e.course_id = x.excluded_course_id and e.customer_id = ${customerId}
      left join ${classes} c on c.id = e.class_id
      where x.course_id = ${courseId}
        and (e.id is not null or exists (
          select 1 from ${courseOwnerships} o where o.customer_id = ${customerId} and o.course_id = x.excluded_course_id))
      order by x.excluded_course_id
      limit 1) x on true`);
  const row = result.rows[0]!;
  const placement: Placement | null =
    row.enrolment_id === null
      ? null
      : {
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
          joinedGroupAt: row.joined_group_at === null ? null : new Date(row.joined_group_at),
          learnNumber: row.learn_number ?? '',
        };
  let exclusion: MutualExclusionQr | null = null;
  if (row.x_qr_url !== null) {
    exclusion = row.x_teacher_qr
      ? { qrUrl: row.x_teacher_qr, name: row.x_teacher ? `${row.x_teacher} 老师` : '班主任' }
      : { qrUrl: row.x_qr_url, name: row.x_qr_name ?? '' };
  }
  return {
    course:
      row.course_status === null
        ? null
        : {
            status: row.course_status,
            isZeroYuan: row.is_zero_yuan === true,
            priceCents: Number(row.price_cents),
          },
    owned: row.owned,
    placement,
    exclusion,
  };
}

/** The live-order check: 5 owns the course (bought or gifted), 2 a mutual exclusion applies, otherwise 1. */
export async function checkLiveOrder(db: AppDb, customerId: number, courseId: number): Promise<CheckOutcome> {
  return liveOrderOutcome(await priorState(db, customerId, courseId));
}

/** The live-order check's answer from the prior state (the landing call reads it once for check and sign-up). */
export function liveOrderOutcome(prior: PriorState): CheckOutcome {
  if (prior.owned === 'bought' || prior.owned === 'gifted') return { type: LiveOrderType.ownsCourse };
  if (prior.placement) return { type: LiveOrderType.normal };
  return prior.exclusion
    ? { type: LiveOrderType.mutualExclusion, qr: prior.exclusion }
    : { type: LiveOrderType.normal };
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

function assertZeroYuanCourse(course: PriorState['course']): void {
  if (course?.status !== 'published') throw new AppError(ResponseCode.notFound, '课程不存在');
  if (!course.isZeroYuan || course.priceCents !== 0) {
    throw new EnrolmentUnavailable('not-zero-yuan', '该课程需购买后报名');
  }
}

async function hasAnyCamp(db: AppDb, courseId: number): Promise<boolean> {
  const rows = await db.select({ id: camps.id }).from(camps).where(eq(camps.courseId, courseId)).limit(1);
  return rows.length > 0;
}

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
 * otherwise (all three read by one statement, priorState) one statement takes a seat and enrols (allocate). When no open class has a seat, 'full'
 * (and a 'full' event, so operators see the refusals).
 */
export async function signUp(db: AppDb, input: SignUpInput, known?: PriorState): Promise<SignUpOutcome> {
  const { customerId, courseId, place } = input;
  if (known) {
    if (known.placement) return { type: SignUpType.enrolled, placement: known.placement, isNew: false };
    assertZeroYuanCourse(known.course);
    if (known.exclusion) return { type: SignUpType.mutualExclusion, qr: known.exclusion };
  }
  // Usually the only round trip: the group statement of the sign-ups arriving together (sign-up-group.ts).
  const grouped = await groupSignUp(db)(input);
  if (grouped?.kind === 'placed') {
    return { type: SignUpType.enrolled, placement: grouped.placement, isNew: grouped.isNew };
  }
  if (grouped?.kind === 'excluded') return { type: SignUpType.mutualExclusion, qr: grouped.qr };

  // The single path, for what the group did not settle: what the learner already has, then allocate.
  const prior = known ?? (await priorState(db, customerId, courseId));
  if (prior.placement) return { type: SignUpType.enrolled, placement: prior.placement, isNew: false };
  assertZeroYuanCourse(prior.course);
  if (prior.exclusion) return { type: SignUpType.mutualExclusion, qr: prior.exclusion };

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
