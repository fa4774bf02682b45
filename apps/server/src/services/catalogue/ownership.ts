import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import {
  courseOwnerships,
  courses,
  customerMessages,
  type OWNERSHIP_SOURCES,
} from '../../db/schema/index.ts';
import { memberOpeningOf } from './membership.ts';

/**
 * Course ownership: whether a learner owns a course (one query for every area that asks), and granting one.
 * It sits in the catalogue so the areas that read or grant ownership (learning, orders, landing) depend on the
 * catalogue and never the other way round.
 */

export type OwnershipSource = (typeof OWNERSHIP_SOURCES)[number];

/**
 * The site message a learner gets when a course opens for them, `{course}` standing for its title. The landing's
 * one-statement sign-up fills the zero-yuan one in SQL (`replace`), everything else through grantCourse.
 */
export const COURSE_OPENED_MESSAGE: Record<OwnershipSource, { title: string; content: string }> = {
  bought: { title: '课程开通成功', content: '您购买的《{course}》已开通，进入“学习中心”即可开始学习。' },
  gifted: { title: '赠课已到账', content: '《{course}》已放入您的学习中心，快去学习吧！' },
  zero_yuan: { title: '报名成功', content: '《{course}》已开通，请添加班主任进入班级群，按时上课。' },
};
/** One message per learner and course, whichever way it opened. */
const COURSE_OPENED_KEY = 'course-opened:';
export const courseOpenedKey = (courseId: number) => `${COURSE_OPENED_KEY}${courseId}`;
/** courseOpenedKey of a course id column or expression, inside a statement. */
export const courseOpenedKeyOf = (courseId: SQL) => sql`(${COURSE_OPENED_KEY}::text || ${courseId})`;
export type CourseGrant = {
  customerId: number;
  courseId: number;
  source: OwnershipSource;
  grantRef: string;
  grantedAt?: Date;
};

/** A grant as grantCoursesFrom reads it: a row of `grant_req`. */
export function grantRequest(input: CourseGrant, i: number) {
  const message = COURSE_OPENED_MESSAGE[input.source];
  return {
    i,
    customer_id: input.customerId,
    course_id: input.courseId,
    source: input.source,
    grant_ref: input.grantRef,
    granted_at: input.grantedAt?.toISOString() ?? null,
    title: message.title,
    content: message.content,
    opened_key: courseOpenedKey(input.courseId),
  };
}

/**
 * Grants as CTEs of a larger statement, for any number of grants at once: `grant_req` (the grants asked for: a
 * select of grantRequest's columns), `granted` (customer_id, course_id, grant_ref of each ownership this statement
 * made) and `opened` (its site message). A payment's settlement writes them with its trail in one round trip, for
 * every order it settles. Two grants of the same course to the same learner in one statement: the first is made.
 */
export function grantCoursesFrom(requests: SQL): SQL {
  return sql`
    grant_req as (${requests}),
    granted as (
      insert into ${courseOwnerships} (customer_id, course_id, source, grant_ref, granted_at)
      select customer_id, course_id, source, grant_ref, coalesce(granted_at, now()) from grant_req order by i
      on conflict do nothing
      returning customer_id, course_id, grant_ref
    ),
    opened as (
      insert into ${customerMessages} (customer_id, title, content, dedupe_key)
      select r.customer_id, r.title, replace(r.content, '{course}', coalesce(c.title, '')), r.opened_key
      from granted g
      join grant_req r on r.customer_id = g.customer_id and r.course_id = g.course_id
        and r.grant_ref is not distinct from g.grant_ref
      left join ${courses} c on c.id = g.course_id
      on conflict do nothing
    )`;
}

/**
 * grantRequest's columns as a select list over a relation of the statement (grants decided inside it, such as a
 * payment's, from the orders it moved to paid): each value an SQL expression over that relation.
 */
export function grantRequestColumnsOf(
  source: OwnershipSource,
  of: { i: SQL; customerId: SQL; courseId: SQL; grantRef: SQL; grantedAt: SQL },
): SQL {
  const message = COURSE_OPENED_MESSAGE[source];
  return sql`${of.i} as i, ${of.customerId} as customer_id, ${of.courseId} as course_id, ${source}::text as source,
    ${of.grantRef} as grant_ref, ${of.grantedAt} as granted_at, ${message.title}::text as title,
    ${message.content}::text as content, ${courseOpenedKeyOf(of.courseId)} as opened_key`;
}

/** The columns of grantRequest's rows, for `json_to_recordset(…) as r(…)`. */
export const GRANT_REQUEST_COLUMNS = sql.raw(
  'i int, customer_id int, course_id int, source text, grant_ref text, granted_at timestamptz, title text, content text, opened_key text',
);

/**
 * Grants a course (insert … on conflict do nothing) and, when this call granted it, tells the learner in their
 * site messages (once per course). Answers whether this call granted it.
 */
export async function grantCourse(db: AppDb, input: CourseGrant): Promise<boolean> {
  // One statement (a payment notification holds its locks meanwhile): the ownership, then its message.
  const result = await db.execute<{ granted: number }>(sql`
    with ${grantCoursesFrom(
      sql`select * from json_to_recordset(${JSON.stringify([grantRequest(input, 0)])}::json) as r(${GRANT_REQUEST_COLUMNS})`,
    )}
    select count(*)::int as granted from granted`);
  return Number(result.rows[0]?.granted ?? 0) > 0;
}

/**
 * How the learner came to own a course, and when; null when they do not own it (or nobody is signed in).
 * 'member': a member-only course opened by a running membership (membership.ts), since the membership began;
 * it ends with the membership.
 */
export type Ownership = { source: 'bought' | 'gifted' | 'zero_yuan' | 'member'; grantedAt: Date } | null;

export async function ownershipOf(
  db: AppDb,
  customerId: number | null,
  courseId: number,
  now: Date = new Date(),
): Promise<Ownership> {
  if (customerId === null) return null;
  const [row] = await db
    .select({ source: courseOwnerships.source, grantedAt: courseOwnerships.grantedAt })
    .from(courseOwnerships)
    .where(and(eq(courseOwnerships.customerId, customerId), eq(courseOwnerships.courseId, courseId)))
    .limit(1);
  if (row) return row;
  const memberSince = await memberOpeningOf(db, customerId, courseId, now);
  return memberSince ? { source: 'member', grantedAt: memberSince } : null;
}

/** Whether the learner (or nobody: null) owns the course (a member-only course: while the membership runs). */
export async function ownsCourse(
  db: AppDb,
  customerId: number | null,
  courseId: number,
  now: Date = new Date(),
): Promise<boolean> {
  return (await ownershipOf(db, customerId, courseId, now)) !== null;
}

/** How many of the given courses the learner owns; every course they own when no ids are given. */
export async function ownedCourseCount(
  db: AppDb,
  customerId: number,
  courseIds?: readonly number[],
): Promise<number> {
  if (courseIds?.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(courseOwnerships)
    .where(
      and(
        eq(courseOwnerships.customerId, customerId),
        courseIds ? inArray(courseOwnerships.courseId, [...courseIds]) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}
