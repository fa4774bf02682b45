import type { liveDetail, liveList, liveSubscribe, TLive } from '@course/contracts/learning-live';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { LIVE_STATUS_TEXT, liveStatusAt } from '@course/domain/live-lessons';
import { ResponseCode } from '@course/domain/response-codes';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { courseLives, courses, liveSubscriptions } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import { ownsCourse } from '../catalogue/ownership.ts';
import { sendSiteMessage } from '../messages/site-messages.ts';

/**
 * Live lessons of a course (issue 18): the schedule, one live with its status by the server clock, and the
 * learner's reminder. The stream address is handed out only while the live is on, the replay only after it, and
 * both only to a learner who may watch (owners of the course; anyone signed in for a public live).
 */

type LiveRow = typeof courseLives.$inferSelect & { courseTitle: string };

const liveColumns = {
  id: courseLives.id,
  courseId: courseLives.courseId,
  title: courseLives.title,
  teacherName: courseLives.teacherName,
  intro: courseLives.intro,
  coverUrl: courseLives.coverUrl,
  audience: courseLives.audience,
  startsAt: courseLives.startsAt,
  endsAt: courseLives.endsAt,
  streamUrl: courseLives.streamUrl,
  replayUrl: courseLives.replayUrl,
  createdAt: courseLives.createdAt,
  courseTitle: courses.title,
};

async function liveRows(db: AppDb, where: ReturnType<typeof and>): Promise<LiveRow[]> {
  return db
    .select(liveColumns)
    .from(courseLives)
    .innerJoin(courses, eq(courses.id, courseLives.courseId))
    .where(where)
    .orderBy(asc(courseLives.startsAt), asc(courseLives.id));
}

/** What the learner sees of a live at `now`. */
export function liveView(row: LiveRow, opts: { canWatch: boolean; subscribed: boolean; now: Date }): TLive {
  const startsAt = row.startsAt.getTime();
  const endsAt = row.endsAt.getTime();
  const status = liveStatusAt(startsAt, endsAt, opts.now.getTime());
  return {
    id: row.id,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    title: row.title,
    teacherName: row.teacherName,
    intro: row.intro,
    coverUrl: row.coverUrl,
    audience: row.audience,
    startsAt,
    endsAt,
    status,
    statusText: LIVE_STATUS_TEXT[status],
    canWatch: opts.canWatch,
    subscribed: opts.subscribed,
    streamUrl: opts.canWatch && status === 'live' ? row.streamUrl : null,
    replayUrl: opts.canWatch && status === 'ended' ? row.replayUrl : null,
  };
}

async function subscribedIds(db: AppDb, customerId: number, liveIds: number[]): Promise<Set<number>> {
  if (liveIds.length === 0) return new Set();
  const rows = await db
    .select({ liveId: liveSubscriptions.liveId })
    .from(liveSubscriptions)
    .where(and(eq(liveSubscriptions.customerId, customerId), inArray(liveSubscriptions.liveId, liveIds)));
  return new Set(rows.map((r) => r.liveId));
}

async function viewsOf(db: AppDb, rows: LiveRow[], customerId: number, now: Date): Promise<TLive[]> {
  if (rows.length === 0) return [];
  const owns = await ownsCourse(db, customerId, rows[0]!.courseId);
  const subscribed = await subscribedIds(
    db,
    customerId,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    liveView(r, { canWatch: owns || r.audience === 'public', subscribed: subscribed.has(r.id), now }),
  );
}

/** The lives of a course in the order of their start. */
export async function liveListOf(
  db: AppDb,
  input: CallInput<typeof liveList> & { customerId: number; now: Date },
) {
  const rows = await liveRows(db, and(eq(courseLives.courseId, input.courseId)));
  return { list: await viewsOf(db, rows, input.customerId, input.now), serverNow: input.now.getTime() };
}

async function liveRow(db: AppDb, liveId: number): Promise<LiveRow> {
  const [row] = await liveRows(db, and(eq(courseLives.id, liveId)));
  if (!row) throw notFound('直播');
  return row;
}

/** One live and its course's schedule. */
export async function liveDetailOf(
  db: AppDb,
  input: CallInput<typeof liveDetail> & { customerId: number; now: Date },
) {
  const row = await liveRow(db, input.liveId);
  const siblings = await liveRows(db, and(eq(courseLives.courseId, row.courseId)));
  const views = await viewsOf(db, siblings, input.customerId, input.now);
  const live = views.find((v) => v.id === row.id)!;
  return { live, schedule: views, serverNow: input.now.getTime() };
}

/**
 * Reminds the learner of a live: the subscription row once (a unique key, so repeated or concurrent taps make
 * one) and a site message with the start time in Beijing time (deduplicated by the live).
 */
export async function subscribeLive(
  db: AppDb,
  input: CallInput<typeof liveSubscribe> & { customerId: number; now: Date },
) {
  const row = await liveRow(db, input.liveId);
  const status = liveStatusAt(row.startsAt.getTime(), row.endsAt.getTime(), input.now.getTime());
  if (status === 'ended') throw new AppError(ResponseCode.conflict, '直播已结束，无法预约');
  await db
    .insert(liveSubscriptions)
    .values({ liveId: row.id, customerId: input.customerId, createdAt: input.now })
    .onConflictDoNothing();
  await sendSiteMessage(db, {
    customerId: input.customerId,
    title: '直播预约成功',
    content: `您已预约直播「${row.title}」，将于 ${formatBeijingDateTime(row.startsAt)}（北京时间）开播，主讲：${row.teacherName}。请准时进入直播间观看。`,
    dedupeKey: `live-subscribe:${row.id}`,
    now: input.now,
  });
  const [live] = await viewsOf(db, [row], input.customerId, input.now);
  return { subscribed: true as const, live: live! };
}
