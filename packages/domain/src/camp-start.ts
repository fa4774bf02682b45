/**
 * A camp stops taking sign-ups when it opens (开营后停止报名), so a camp whose opening time has passed could never
 * take anyone: the console refuses to create one. The server (services/console/camps.ts) answers 1001 with these
 * words; the console's camp form checks the same rule before it sends.
 */
export function campStartProblem(startsAt: number, now: number): string | null {
  if (!Number.isFinite(startsAt)) return '请选择开营时间';
  if (startsAt <= now) return '开营时间须晚于现在（开营后停止报名）';
  return null;
}

/**
 * Moving a camp's opening time (the console's 编辑营期): a camp that has opened keeps its time (its learners are
 * in it and sign-ups have stopped), and a new time follows campStartProblem; the same time is always fine (only
 * the name changes). Times in milliseconds, compared to the second (the console's picker has no milliseconds).
 */
export function campMoveProblem(currentStartsAt: number, startsAt: number, now: number): string | null {
  if (sameCampTime(currentStartsAt, startsAt)) return null;
  if (currentStartsAt <= now) return '营期已开营，不能修改开营时间';
  return campStartProblem(startsAt, now);
}

/** Two opening times (ms) that are the same to the second: the console's picker has no milliseconds. */
export const sameCampTime = (a: number, b: number): boolean => Math.floor(a / 1000) === Math.floor(b / 1000);
