/** The course subjects of the spec with the Chinese names the pages show. */
export const SUBJECT_NAMES = {
  memory: '记忆力',
  calligraphy: '书法',
  piano: '钢琴',
  'short-video': '短视频',
  health: '健康',
  finance: '理财',
} as const;

export type SubjectKey = keyof typeof SUBJECT_NAMES;

export function subjectName(subject: string): string {
  return (SUBJECT_NAMES as Record<string, string>)[subject] ?? subject;
}

/** Seconds as m:ss (or h:mm:ss from an hour): 75 → '1:15'. Negative or unknown is '0:00'. */
export function formatDuration(seconds: number | null | undefined): string {
  const total =
    typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
