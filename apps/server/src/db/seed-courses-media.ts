import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mediaDurationSec } from '@course/domain/course-subjects';
import { writeFileIfChanged } from './seed-assets.ts';

/**
 * Media of the course demo. Melodies are generated here (sine notes with a soft harmonic, 8 kHz mono WAV);
 * the test-pattern video (MP4 and the same as an HLS stream) and a short spoken lesson were made once with
 * free tools (ffmpeg testsrc2, espeak-ng; see apps/server/assets/media/README.md), are under 200 KB together,
 * and are copied from apps/server/assets/media.
 */

export const COMMITTED_MEDIA = [
  'pattern.mp4',
  'pattern.m3u8',
  'pattern-0.ts',
  'pattern-1.ts',
  'pattern-2.ts',
  'lesson-intro.mp3',
] as const;

/**
 * The spoken lesson's length as its sections store it (mediaDurationSec of the file's 24.696 s; seed-courses.test.ts
 * probes the file against every section that plays it).
 */
export const LESSON_INTRO_SECONDS = 24;

/** The committed media folder: `../../assets/media` from this source file, `../assets/media` from dist/main.js. */
export function resolveAssetsMediaDir(
  candidates: readonly URL[] = [
    new URL('../../assets/media', import.meta.url),
    new URL('../assets/media', import.meta.url),
  ],
): string {
  const dirs = candidates.map((u) => fileURLToPath(u));
  const found = dirs.find((d) => existsSync(path.join(d, COMMITTED_MEDIA[0])));
  if (!found) throw new Error(`no demo media found (looked under ${dirs.join(', ')})`);
  return found;
}

async function copyIfChanged(from: string, to: string): Promise<void> {
  try {
    const [a, b] = await Promise.all([stat(from), stat(to)]);
    if (a.size === b.size && (await readFile(from)).equals(await readFile(to))) return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(to), { recursive: true });
  await copyFile(from, to);
}

/** Note names to frequencies (equal temperament, A4 = 440 Hz); '-' is a rest. */
const NOTE_INDEX: Record<string, number> = { C: -9, D: -7, E: -5, F: -4, G: -2, A: 0, B: 2 };
export function noteFrequency(note: string): number {
  const m = note.match(/^([A-G])(#?)(\d)$/);
  if (!m) return 0;
  const semitones = NOTE_INDEX[m[1]!]! + (m[2] ? 1 : 0) + (Number(m[3]) - 4) * 12;
  return 440 * 2 ** (semitones / 12);
}

/** A melody as 16-bit mono PCM WAV: each note `beats` long at `bpm`, with a short attack and release. */
export function renderMelodyWav(opts: {
  notes: readonly [string, number][];
  bpm: number;
  sampleRate?: number;
}): Uint8Array {
  const rate = opts.sampleRate ?? 8000;
  const beat = 60 / opts.bpm;
  const total = Math.round(opts.notes.reduce((n, [, beats]) => n + beats * beat, 0) * rate);
  const buf = Buffer.alloc(44 + total * 2);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + total * 2, 4);
  buf.write('WAVEfmt ', 8, 'ascii');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(rate, 24);
  buf.writeUInt32LE(rate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(total * 2, 40);
  let offset = 0;
  for (const [note, beats] of opts.notes) {
    const length = Math.round(beats * beat * rate);
    const f = noteFrequency(note);
    const attack = Math.round(rate * 0.01);
    for (let i = 0; i < length && offset < total; i++, offset++) {
      const envelope = Math.min(1, i / attack) * Math.exp((-2.2 * i) / length);
      const t = i / rate;
      const value =
        f === 0
          ? 0
          : (Math.sin(2 * Math.PI * f * t) * 0.7 + Math.sin(4 * Math.PI * f * t) * 0.2) * envelope * 0.6;
      buf.writeInt16LE(Math.round(value * 32767), 44 + offset * 2);
    }
  }
  return buf;
}

/** Seconds of a melody. */
export function melodySeconds(notes: readonly [string, number][], bpm: number): number {
  return notes.reduce((n, [, beats]) => n + beats, 0) * (60 / bpm);
}

/** 小星星 (Twinkle, twinkle): the tune of the piano course and of the daily listening demo. */
export const TWINKLE: [string, number][] = [
  ['C4', 1],
  ['C4', 1],
  ['G4', 1],
  ['G4', 1],
  ['A4', 1],
  ['A4', 1],
  ['G4', 2],
  ['F4', 1],
  ['F4', 1],
  ['E4', 1],
  ['E4', 1],
  ['D4', 1],
  ['D4', 1],
  ['C4', 2],
  ['G4', 1],
  ['G4', 1],
  ['F4', 1],
  ['F4', 1],
  ['E4', 1],
  ['E4', 1],
  ['D4', 2],
  ['G4', 1],
  ['G4', 1],
  ['F4', 1],
  ['F4', 1],
  ['E4', 1],
  ['E4', 1],
  ['D4', 2],
];
/** 欢乐颂 (Ode to Joy), first phrase twice. */
export const ODE_TO_JOY: [string, number][] = [
  ['E4', 1],
  ['E4', 1],
  ['F4', 1],
  ['G4', 1],
  ['G4', 1],
  ['F4', 1],
  ['E4', 1],
  ['D4', 1],
  ['C4', 1],
  ['C4', 1],
  ['D4', 1],
  ['E4', 1],
  ['E4', 1.5],
  ['D4', 0.5],
  ['D4', 2],
  ['E4', 1],
  ['E4', 1],
  ['F4', 1],
  ['G4', 1],
  ['G4', 1],
  ['F4', 1],
  ['E4', 1],
  ['D4', 1],
  ['C4', 1],
  ['C4', 1],
  ['D4', 1],
  ['E4', 1],
  ['D4', 1.5],
  ['C4', 0.5],
  ['C4', 2],
];
/** A calm pentatonic line for the breathing and relaxation lessons. */
export const CALM: [string, number][] = [
  ['C4', 2],
  ['D4', 2],
  ['E4', 2],
  ['G4', 2],
  ['A4', 4],
  ['G4', 2],
  ['E4', 2],
  ['D4', 4],
  ['E4', 2],
  ['G4', 2],
  ['A4', 2],
  ['C5', 2],
  ['A4', 4],
  ['G4', 2],
  ['E4', 2],
  ['C4', 4],
];

/** A melody written as `note:beats` words ('D5:1 G4:.5 …'). */
export function tune(text: string): [string, number][] {
  return text
    .trim()
    .split(/\s+/)
    .map((word) => {
      const [note, beats] = word.split(':');
      return [note as string, Number(beats)];
    });
}

/** Bach, Minuet in G major (BWV Anh. 114), the first eight bars of the right hand. */
export const MINUET_G = tune(`
  D5:1 G4:.5 A4:.5 B4:.5 C5:.5 D5:1 G4:1 G4:1
  E5:1 C5:.5 D5:.5 E5:.5 F#5:.5 G5:1 G4:1 G4:1
  C5:1 D5:.5 C5:.5 B4:.5 A4:.5 B4:1 C5:.5 B4:.5 A4:.5 G4:.5
  F#4:1 G4:.5 A4:.5 B4:.5 G4:.5 A4:3
`);

/** Beethoven, Für Elise, the opening theme (right hand). */
export const FUR_ELISE = tune(`
  E5:.5 D#5:.5 E5:.5 D#5:.5 E5:.5 B4:.5 D5:.5 C5:.5 A4:1.5
  C4:.5 E4:.5 A4:.5 B4:1.5 E4:.5 G#4:.5 B4:.5 C5:1.5
  E4:.5 E5:.5 D#5:.5 E5:.5 D#5:.5 E5:.5 B4:.5 D5:.5 C5:.5 A4:1.5
  C4:.5 E4:.5 A4:.5 B4:1.5 E4:.5 C5:.5 B4:.5 A4:2
`);

export const MELODIES = {
  'media/melody-twinkle.wav': { notes: TWINKLE, bpm: 100 },
  'media/melody-ode.wav': { notes: ODE_TO_JOY, bpm: 110 },
  'media/melody-calm.wav': { notes: CALM, bpm: 96 },
  'media/melody-minuet.wav': { notes: MINUET_G, bpm: 120 },
  'media/melody-elise.wav': { notes: FUR_ELISE, bpm: 132 },
} as const;

export type MelodyFile = keyof typeof MELODIES;

export function melodyDuration(file: MelodyFile): number {
  const m = MELODIES[file];
  return mediaDurationSec(melodySeconds(m.notes, m.bpm));
}

/** Writes the generated melodies and copies the committed media into `uploads/media`. */
export async function writeCoursesDemoFiles(uploadsDir: string): Promise<void> {
  for (const [file, melody] of Object.entries(MELODIES)) {
    await writeFileIfChanged(path.join(uploadsDir, file), renderMelodyWav(melody));
  }
  const from = resolveAssetsMediaDir();
  for (const file of COMMITTED_MEDIA) {
    await copyIfChanged(path.join(from, file), path.join(uploadsDir, 'media', file));
  }
}
