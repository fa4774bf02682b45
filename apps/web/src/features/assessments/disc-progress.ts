import { readSessionValue, writeSessionValue } from '../../lib/storage';

/**
 * The DISC test in progress (discPage), kept in sessionStorage per learner so that a reload (the messaging app
 * reloads a page when the learner switches apps) resumes at the same group with the same answers and the same
 * attempt id (a submit that already reached the server returns its first result). Cleared once submitted.
 */

export type DiscPick = { most?: string; least?: string };
export type DiscProgress = { attemptId: string; index: number; picks: Record<string, DiscPick> };

const keyOf = (learnerId: number) => `discProgress:${learnerId}`;

const isWordId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 10;

/**
 * Where to resume: the group the learner was on, but never past a group left unanswered (the question set may
 * have changed since), and never past the last group.
 */
export function resumeIndex(
  groupIds: readonly string[],
  picks: Record<string, DiscPick>,
  saved: number,
): number {
  const last = Math.max(groupIds.length - 1, 0);
  const wanted = Number.isInteger(saved) ? Math.min(Math.max(saved, 0), last) : 0;
  const gap = groupIds.findIndex((id) => picks[id]?.most === undefined || picks[id]?.least === undefined);
  return gap === -1 ? wanted : Math.min(wanted, gap);
}

/** The saved progress of this learner on these groups, or null (none, unreadable, or about other groups only). */
export function loadDiscProgress(learnerId: number, groupIds: readonly string[]): DiscProgress | null {
  const raw = readSessionValue(keyOf(learnerId));
  if (!raw) return null;
  let saved: unknown;
  try {
    saved = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof saved !== 'object' || saved === null) return null;
  const { attemptId, index, picks } = saved as Record<string, unknown>;
  if (typeof attemptId !== 'string' || attemptId.length > 36 || typeof picks !== 'object' || picks === null) {
    return null;
  }
  const kept: Record<string, DiscPick> = {};
  for (const id of groupIds) {
    const p = (picks as Record<string, unknown>)[id];
    if (typeof p !== 'object' || p === null) continue;
    const { most, least } = p as Record<string, unknown>;
    const pick: DiscPick = {};
    if (isWordId(most)) pick.most = most;
    if (isWordId(least) && least !== most) pick.least = least;
    if (pick.most !== undefined || pick.least !== undefined) kept[id] = pick;
  }
  if (Object.keys(kept).length === 0) return null;
  return { attemptId, index: resumeIndex(groupIds, kept, Number(index)), picks: kept };
}

export function saveDiscProgress(learnerId: number, progress: DiscProgress): void {
  writeSessionValue(keyOf(learnerId), JSON.stringify(progress));
}

export function clearDiscProgress(learnerId: number): void {
  writeSessionValue(keyOf(learnerId), null);
}
