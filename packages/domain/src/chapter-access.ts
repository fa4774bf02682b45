import { CHAPTER_LOCKED, COURSE_NOT_BOUGHT, COURSE_SERVICE_NOT_OPEN } from './constants.ts';

/**
 * Who may open a chapter's content, shared by the server (which refuses the content) and the web app (which
 * toasts and goes back to the list after CHAPTER_LOCKED_BACK_MS).
 *
 * The spec: allowed if owned; else if unlocked (with a further condition, not shown) the content shows;
 * otherwise a toast. Our reading (docs/decisions.md, issue 5):
 * - an owner may open a chapter once it is open for them: its unlock time has passed, `days_after_grant`
 *   days have passed since they got the course, and for `after_previous` the previous chapter is learned;
 *   before that: 该章节还未解锁;
 * - a visitor who does not own the course may open a trial (free preview) section: that is the 'further
 *   condition' under which unlocked content shows without owning;
 * - anyone else: 您还未购买课程, or 您还未开启课程服务 inside the native app (where courses are not sold).
 */

export type UnlockRule = { kind: 'days_after_grant' | 'after_previous'; days: number } | null;

export type ChapterAccessInput = {
  owned: boolean;
  /** When the learner got the course (ownership grant time); null when not owned. */
  grantedAt: Date | null;
  /** The chapter's own opening time; null is open. */
  unlockAt: Date | null;
  rule: UnlockRule;
  /** For after_previous: every section of the previous chapter is learned (true for the first chapter). */
  previousChapterLearned: boolean;
  /** The section asked for is a free preview. */
  isTrial: boolean;
  inNativeApp: boolean;
  now: Date;
};

export type ChapterAccessDenial = 'locked' | 'not_bought' | 'service_not_open';
export type ChapterAccess =
  | { allowed: true; reason: 'owned' | 'trial' }
  | { allowed: false; reason: ChapterAccessDenial; message: string; unlocksAt: Date | null };

const DAY_MS = 86_400_000;

/** When the chapter opens for an owner, or null when it is open now (or waits on the previous chapter). */
export function chapterOpensAt(
  input: Pick<ChapterAccessInput, 'grantedAt' | 'unlockAt' | 'rule'>,
): Date | null {
  const times: number[] = [];
  if (input.unlockAt) times.push(input.unlockAt.getTime());
  if (input.rule?.kind === 'days_after_grant' && input.grantedAt) {
    times.push(input.grantedAt.getTime() + input.rule.days * DAY_MS);
  }
  return times.length === 0 ? null : new Date(Math.max(...times));
}

export function isChapterOpenForOwner(input: ChapterAccessInput): boolean {
  const opensAt = chapterOpensAt(input);
  if (opensAt && opensAt.getTime() > input.now.getTime()) return false;
  if (input.rule?.kind === 'after_previous' && !input.previousChapterLearned) return false;
  return true;
}

export function decideChapterAccess(input: ChapterAccessInput): ChapterAccess {
  if (input.owned) {
    if (isChapterOpenForOwner(input)) return { allowed: true, reason: 'owned' };
    return { allowed: false, reason: 'locked', message: CHAPTER_LOCKED, unlocksAt: chapterOpensAt(input) };
  }
  if (input.isTrial) return { allowed: true, reason: 'trial' };
  return input.inNativeApp
    ? { allowed: false, reason: 'service_not_open', message: COURSE_SERVICE_NOT_OPEN, unlocksAt: null }
    : { allowed: false, reason: 'not_bought', message: COURSE_NOT_BOUGHT, unlocksAt: null };
}

/** The message of a denial, by reason (the web app shows it when the server refuses a section). */
export const CHAPTER_DENIAL_MESSAGES: Readonly<Record<ChapterAccessDenial, string>> = {
  locked: CHAPTER_LOCKED,
  not_bought: COURSE_NOT_BOUGHT,
  service_not_open: COURSE_SERVICE_NOT_OPEN,
};
