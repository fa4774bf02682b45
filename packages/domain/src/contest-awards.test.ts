import { describe, expect, it } from 'vitest';
import { awardOf } from './contest-awards.ts';

describe('contest awards', () => {
  const prizes = [{ title: '金奖' }, { title: '银奖' }, { title: '铜奖' }, { title: '优秀奖' }];
  it('gives place 1, 2–3, 4–10 and the rest their prize row', () => {
    expect([1, 2, 3, 4, 10, 11, 99].map((p) => awardOf(prizes, p))).toEqual([
      '金奖',
      '银奖',
      '银奖',
      '铜奖',
      '铜奖',
      '优秀奖',
      '优秀奖',
    ]);
  });
  it('gives nothing past the listed prizes', () => {
    expect(awardOf(prizes.slice(0, 1), 2)).toBe('');
  });
});
