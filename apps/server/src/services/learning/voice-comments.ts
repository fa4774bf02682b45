import { randomBytes } from 'node:crypto';
import {
  type commentVoiceList,
  type TVoiceComment,
  VOICE_COMMENT_MAX_BYTES,
} from '@course/contracts/learning-voice-comments';
import { startOfBeijingDay } from '@course/domain/beijing-time';
import { ResponseCode } from '@course/domain/response-codes';
import {
  VOICE_DAILY_LIMIT,
  VOICE_DURATION_TOLERANCE_SECONDS,
  VOICE_MAX_SECONDS,
  VOICE_MIN_SECONDS,
  VoiceCommentText,
  voiceSeconds,
} from '@course/domain/voice-comments';
import { and, count, desc, eq, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { courses, customers, sectionComments, sections } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import {
  inspectUpload,
  RECORDER_AUDIO_TYPES,
  type UploadLimits,
} from '../../integrations/uploads/inspect.ts';
import { transcodeVoice } from '../../integrations/uploads/media.ts';
import type { UploadStore } from '../../integrations/uploads/port.ts';
import { ownsCourse } from '../catalogue/ownership.ts';

/**
 * commentVoice (语音点评): voice comments on a lesson. They are rows of the lesson's comments (`section_comments`,
 * kind `voice`, beside the text comments of voiceCourse): anyone may read a lesson's list, a learner who owns the
 * course may publish (a recording checked by its content and duration, re-encoded to AAC, stored through the
 * upload port), and a learner deletes only their own (soft delete; the clip leaves the store). At most
 * VOICE_DAILY_LIMIT per learner and Beijing day, counted under the learner row's lock, so that concurrent
 * publishes, from one process or several, cannot pass it together.
 */

export type VoiceCommentDeps = { store: UploadStore; log: FastifyBaseLogger };

/** The check of a recording: an audio file of a recorder's container, 1 to 60 seconds (give or take 0.5). */
export const VOICE_UPLOAD_LIMITS: UploadLimits = {
  kind: 'audio',
  maxBytes: VOICE_COMMENT_MAX_BYTES,
  minSeconds: VOICE_MIN_SECONDS,
  maxSeconds: VOICE_MAX_SECONDS,
  toleranceSeconds: VOICE_DURATION_TOLERANCE_SECONDS,
  accept: RECORDER_AUDIO_TYPES,
};

const isVoice = eq(sectionComments.kind, 'voice');
const isShown = and(isVoice, isNull(sectionComments.deletedAt));

async function lessonOf(db: AppDb, sectionId: number) {
  const [row] = await db
    .select({
      sectionId: sections.id,
      sectionTitle: sections.title,
      courseId: courses.id,
      courseTitle: courses.title,
    })
    .from(sections)
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(eq(sections.id, sectionId));
  if (!row) throw notFound('小节');
  return row;
}

/** The learner's voice comments published since the start of the Beijing day (deleted ones included). */
async function publishedToday(db: AppDb, customerId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sectionComments)
    .where(
      and(
        isVoice,
        eq(sectionComments.customerId, customerId),
        gte(sectionComments.createdAt, startOfBeijingDay(now)),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The page's head: the lesson, whether the learner may publish and why not, today's count. */
export async function voiceCommentInfo(
  db: AppDb,
  input: { sectionId: number; customerId: number | null; now: Date },
) {
  const lesson = await lessonOf(db, input.sectionId);
  const isOwner =
    input.customerId !== null && (await ownsCourse(db, input.customerId, lesson.courseId, input.now));
  const blockedReason = input.customerId === null ? 'sign-in' : isOwner ? null : 'owners-only';
  return {
    ...lesson,
    canPost: blockedReason === null,
    blockedReason,
    blockedText:
      blockedReason === 'sign-in'
        ? VoiceCommentText.signInToPost
        : blockedReason === 'owners-only'
          ? VoiceCommentText.ownersOnly
          : null,
    postedToday: input.customerId === null ? 0 : await publishedToday(db, input.customerId, input.now),
    dailyLimit: VOICE_DAILY_LIMIT,
    minSeconds: VOICE_MIN_SECONDS,
    maxSeconds: VOICE_MAX_SECONDS,
  } as const;
}

async function voiceRows(db: AppDb, where: SQL | undefined, viewerId: number | null, page?: Paging) {
  const query = db
    .select({
      id: sectionComments.id,
      sectionId: sectionComments.sectionId,
      customerId: sectionComments.customerId,
      nickname: customers.nickname,
      avatarUrl: customers.avatarUrl,
      voiceUrl: sectionComments.voiceUrl,
      durationSeconds: sectionComments.durationSeconds,
      createdAt: sectionComments.createdAt,
    })
    .from(sectionComments)
    .innerJoin(customers, eq(customers.id, sectionComments.customerId))
    .where(where)
    .orderBy(desc(sectionComments.createdAt), desc(sectionComments.id));
  const rows = page
    ? await query.limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize)
    : await query;
  return rows.map(
    (r): TVoiceComment => ({
      id: r.id,
      sectionId: r.sectionId,
      nickname: r.nickname ?? '学员',
      avatarUrl: r.avatarUrl,
      voiceUrl: r.voiceUrl ?? '',
      durationSeconds: r.durationSeconds ?? 1,
      createdAt: r.createdAt.getTime(),
      isMine: r.customerId === viewerId,
    }),
  );
}

type Paging = { pageNum: number; pageSize: number };

/** A lesson's voice comments, newest first, a page at a time; the viewer's own are marked. */
export async function voiceCommentsOf(
  db: AppDb,
  input: CallInput<typeof commentVoiceList> & { customerId: number | null },
) {
  const lesson = await lessonOf(db, input.sectionId);
  const where = and(isShown, eq(sectionComments.sectionId, lesson.sectionId));
  const [total] = await db.select({ n: count() }).from(sectionComments).where(where);
  return {
    list: await voiceRows(db, where, input.customerId, input),
    total: Number(total?.n ?? 0),
  };
}

const dailyLimitReached = () =>
  new AppError(ResponseCode.voiceCommentDailyLimit, VoiceCommentText.dailyLimit);

/**
 * Publishes a recording on a lesson of a course the learner owns. Cheap refusals first (the lesson, ownership,
 * a daily limit already reached), then the content check (inspectUpload: the real type by its bytes, a readable
 * duration within the bounds) and the re-encoding, then the row, written under the learner row's lock after
 * counting the day's voice comments again. A clip stored for a row that was not written is removed.
 */
export async function publishVoiceComment(
  db: AppDb,
  deps: VoiceCommentDeps,
  input: { sectionId: number; customerId: number; file: Buffer; now: Date },
): Promise<TVoiceComment> {
  const { customerId, now } = input;
  const lesson = await lessonOf(db, input.sectionId);
  if (!(await ownsCourse(db, customerId, lesson.courseId, now))) {
    throw new AppError(ResponseCode.voiceCommentOwnersOnly, VoiceCommentText.ownersOnly);
  }
  if ((await publishedToday(db, customerId, now)) >= VOICE_DAILY_LIMIT) throw dailyLimitReached();
  const inspected = await inspectUpload(input.file, VOICE_UPLOAD_LIMITS);
  const seconds = Math.min(VOICE_MAX_SECONDS, voiceSeconds(inspected.durationSeconds ?? VOICE_MIN_SECONDS));
  const clip = await transcodeVoice(input.file);
  const key = `voice-comments/${lesson.courseId}/${randomBytes(16).toString('hex')}.m4a`;
  await deps.store.write(key, clip, 'audio/mp4');
  const voiceUrl = deps.store.publicUrl(key);
  try {
    const id = await db.transaction(async (tx) => {
      await tx.execute(sql`select id from customers where id = ${customerId} for update`);
      if ((await publishedToday(tx, customerId, now)) >= VOICE_DAILY_LIMIT) throw dailyLimitReached();
      const [row] = await tx
        .insert(sectionComments)
        .values({
          sectionId: lesson.sectionId,
          customerId,
          kind: 'voice',
          content: '',
          voiceKey: key,
          voiceUrl,
          durationSeconds: seconds,
          createdAt: now,
        })
        .returning({ id: sectionComments.id });
      return row!.id;
    });
    const [comment] = await voiceRows(db, eq(sectionComments.id, id), customerId);
    return comment!;
  } catch (error) {
    await removeClip(deps, key);
    throw error;
  }
}

/**
 * Deletes the learner's own voice comment: one conditional update (its owner, not yet deleted), so two deletes
 * of the same comment delete it once; then its clip leaves the store. Another learner's answers 2622; an unknown
 * or already deleted comment 1005.
 */
export async function deleteVoiceComment(
  db: AppDb,
  deps: VoiceCommentDeps,
  input: { commentId: number; customerId: number; now: Date },
) {
  const [deleted] = await db
    .update(sectionComments)
    .set({ deletedAt: input.now })
    .where(
      and(isShown, eq(sectionComments.id, input.commentId), eq(sectionComments.customerId, input.customerId)),
    )
    .returning({ id: sectionComments.id, voiceKey: sectionComments.voiceKey });
  if (!deleted) {
    const [other] = await db
      .select({ id: sectionComments.id })
      .from(sectionComments)
      .where(and(isShown, eq(sectionComments.id, input.commentId)));
    if (other) throw new AppError(ResponseCode.voiceCommentNotYours, VoiceCommentText.notYours);
    throw notFound('语音点评');
  }
  if (deleted.voiceKey) await removeClip(deps, deleted.voiceKey);
  return { id: deleted.id, deleted: true as const };
}

/** Removes a clip from the store; a failure is logged (the row is what the learner sees), never answered. */
async function removeClip(deps: VoiceCommentDeps, key: string): Promise<void> {
  try {
    await deps.store.remove(key);
  } catch (error) {
    deps.log.error({ err: error, key }, 'voice comment clip could not be removed from the store');
  }
}
