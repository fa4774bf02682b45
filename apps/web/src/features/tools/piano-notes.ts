/**
 * Note names of the piano tools (equal temperament, A4 = 440 Hz): a detected frequency as the nearest note,
 * its octave in scientific pitch notation (middle C = C4) and how many cents it is off; and the metronome's
 * tempo and bar rules.
 */

const NAMES = ['C', 'C♯', 'D', 'D♯', 'E', 'F', 'F♯', 'G', 'G♯', 'A', 'A♯', 'B'] as const;
const SOLFEGE = ['do', 'do♯', 're', 're♯', 'mi', 'fa', 'fa♯', 'sol', 'sol♯', 'la', 'la♯', 'si'] as const;

export type Note = {
  name: string;
  octave: number;
  label: string;
  solfege: string;
  midi: number;
  cents: number;
  frequency: number;
};

/** The lowest and highest keys of an 88-key piano: A0 and C8. */
export const PIANO_RANGE = { min: 27.5, max: 4186.01 } as const;

export function noteOf(frequency: number): Note | null {
  if (
    !Number.isFinite(frequency) ||
    frequency < PIANO_RANGE.min * 0.97 ||
    frequency > PIANO_RANGE.max * 1.03
  ) {
    return null;
  }
  const exact = 69 + 12 * Math.log2(frequency / 440);
  const midi = Math.round(exact);
  const index = ((midi % 12) + 12) % 12;
  const octave = Math.floor(midi / 12) - 1;
  const name = NAMES[index] as string;
  return {
    name,
    octave,
    label: `${name}${octave}`,
    solfege: SOLFEGE[index] as string,
    midi,
    cents: Math.round(100 * (exact - midi)) || 0,
    frequency,
  };
}

/** How far the tuner needle turns for an offset in cents (±50 cents → ±45°). */
export const needleAngle = (cents: number) => Math.max(-45, Math.min(45, cents * 0.9));

export const BPM_RANGE = { min: 40, max: 208 } as const;
export const BEATS_PER_BAR = [2, 3, 4, 6] as const;

export const clampBpm = (bpm: number) =>
  Math.round(Math.min(BPM_RANGE.max, Math.max(BPM_RANGE.min, Number.isFinite(bpm) ? bpm : 60)));

/** The traditional tempo word for a BPM, as metronomes print it. */
export function tempoName(bpm: number): string {
  if (bpm < 60) return '广板 Largo';
  if (bpm < 76) return '慢板 Adagio';
  if (bpm < 108) return '行板 Andante';
  if (bpm < 120) return '中板 Moderato';
  if (bpm < 168) return '快板 Allegro';
  return '急板 Presto';
}
