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
