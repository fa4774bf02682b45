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

/**
 * The duration a section stores for its media: the whole seconds the media holds, at least 1. Floored as
 * formatDuration floors, so a section's listed length and its player's (the media element's own duration) read the
 * same: 24.696 s is 0:24 in both.
 */
export function mediaDurationSec(seconds: number): number {
  return Number.isFinite(seconds) ? Math.max(1, Math.floor(seconds)) : 1;
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
