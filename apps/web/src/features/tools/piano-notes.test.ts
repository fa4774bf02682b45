import { describe, expect, it } from 'vitest';
import { clampBpm, needleAngle, noteOf, tempoName } from './piano-notes';

describe('piano notes', () => {
  it('names the nearest note with its octave and the cents off', () => {
    expect(noteOf(440)).toMatchObject({ label: 'A4', cents: 0, midi: 69, solfege: 'la' });
    expect(noteOf(261.63)).toMatchObject({ label: 'C4', cents: 0 });
    expect(noteOf(27.5)).toMatchObject({ label: 'A0' });
    expect(noteOf(4186.01)).toMatchObject({ label: 'C8' });
    expect(noteOf(445)?.cents).toBe(20);
    expect(noteOf(430)).toMatchObject({ label: 'A4', cents: -40 });
    expect(noteOf(466.16)).toMatchObject({ label: 'A♯4', cents: 0 });
    expect(noteOf(10)).toBeNull();
    expect(noteOf(Number.NaN)).toBeNull();
  });
  it('turns the needle with the cents, within ±45°', () => {
    expect(needleAngle(0)).toBe(0);
    expect(needleAngle(20)).toBe(18);
    expect(needleAngle(-80)).toBe(-45);
  });
  it('keeps the metronome between 40 and 208 BPM', () => {
    expect(clampBpm(30)).toBe(40);
    expect(clampBpm(300)).toBe(208);
    expect(clampBpm(96.4)).toBe(96);
    expect(tempoName(100)).toBe('行板 Andante');
  });
});
