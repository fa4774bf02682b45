/**
 * Rules of live lessons (直播课) and course Q&A (问答), shared by the pages and the server (issue 18).
 * A live's status comes from its schedule and the server clock: before `startsAt` 未开始, until `endsAt` 直播中,
 * then 已结束 (the replay, when there is one).
 */

export type LiveStatus = 'upcoming' | 'live' | 'ended';

export const LIVE_STATUS_TEXT: Record<LiveStatus, string> = {
  upcoming: '未开始',
  live: '直播中',
  ended: '已结束',
};

/** The status of a live scheduled from `startsAt` to `endsAt` (epoch ms) at `now` (epoch ms). */
export function liveStatusAt(startsAt: number, endsAt: number, now: number): LiveStatus {
  if (now < startsAt) return 'upcoming';
  if (now < endsAt) return 'live';
  return 'ended';
}

/** Characters of a question (counted as characters, not UTF-16 units). */
export const QUESTION_MIN_CHARS = 5;
export const QUESTION_MAX_CHARS = 300;
/** Questions a learner may ask per Beijing day, over all courses. */
export const QUESTION_DAILY_LIMIT = 5;
/** Characters of a teacher's text answer. */
export const ANSWER_MAX_CHARS = 1000;

/** The readable reason a question cannot be sent, or null when it can. */
export function questionContentError(content: string): string | null {
  const length = [...content.trim()].length;
  if (length < QUESTION_MIN_CHARS) return `问题至少 ${QUESTION_MIN_CHARS} 个字`;
  if (length > QUESTION_MAX_CHARS) return `问题最多 ${QUESTION_MAX_CHARS} 个字`;
  return null;
}

/** The readable reason an answer cannot be saved (a text or a video is needed), or null. */
export function answerError(answer: string, videoUrl: string | null): string | null {
  const length = [...answer.trim()].length;
  if (length > ANSWER_MAX_CHARS) return `回答最多 ${ANSWER_MAX_CHARS} 个字`;
  if (length === 0 && !videoUrl) return '请输入回答内容或上传视频';
  return null;
}

/** Characters of a note at a study-tour station. */
export const STATION_NOTE_MAX_CHARS = 500;
