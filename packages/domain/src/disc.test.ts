import { describe, expect, it } from 'vitest';
import { assertDiscGroups, type DiscGroup, discPercent, scoreDisc } from './disc.ts';

/** Three groups; word ids say their factor so the test reads. */
const group = (id: string, order: string): DiscGroup => ({
  id,
  words: [...order].map((f) => ({ id: `${id}${f}`, word: `${id}-${f}`, factor: f as 'D' })),
});
const GROUPS = [group('g1', 'DISC'), group('g2', 'SCDI'), group('g3', 'ICSD')];

describe('DISC scoring (most − least per factor)', () => {
  it('counts most-like and least-like per factor; the scores add up to zero', () => {
    const result = scoreDisc(GROUPS, [
      { groupId: 'g1', most: 'g1D', least: 'g1S' },
      { groupId: 'g2', most: 'g2D', least: 'g2C' },
      { groupId: 'g3', most: 'g3I', least: 'g3S' },
    ]);
    expect(result.most).toEqual({ D: 2, I: 1, S: 0, C: 0 });
    expect(result.least).toEqual({ D: 0, I: 0, S: 2, C: 1 });
    expect(result.scores).toEqual({ D: 2, I: 1, S: -2, C: -1 });
    expect(Object.values(result.scores).reduce((a, b) => a + b, 0)).toBe(0);
    expect(result.primary).toBe('D');
    expect(result.secondary).toBe('I');
  });

  it('breaks a tie by the higher most count, then by the order D I S C; no secondary at or below zero', () => {
    // D: most 2, least 1 = 1; C: most 1, least 0 = 1 -> D wins on most count
    const tie = scoreDisc(GROUPS, [
      { groupId: 'g1', most: 'g1D', least: 'g1I' },
      { groupId: 'g2', most: 'g2D', least: 'g2S' },
      { groupId: 'g3', most: 'g3C', least: 'g3D' },
    ]);
    expect(tie.scores).toEqual({ D: 1, I: -1, S: -1, C: 1 });
    expect(tie.primary).toBe('D');
    expect(tie.secondary).toBe('C');
    const flat = scoreDisc(GROUPS, [
      { groupId: 'g1', most: 'g1S', least: 'g1C' },
      { groupId: 'g2', most: 'g2C', least: 'g2S' },
      { groupId: 'g3', most: 'g3I', least: 'g3I'.replace('I', 'D') },
    ]);
    expect(flat.scores).toEqual({ D: -1, I: 1, S: 0, C: 0 });
    expect(flat.primary).toBe('I');
    expect(flat.secondary).toBeNull();
  });

  it('refuses a missing group, the same word twice, an unknown word or a repeated group', () => {
    const ok = [
      { groupId: 'g1', most: 'g1D', least: 'g1S' },
      { groupId: 'g2', most: 'g2D', least: 'g2C' },
    ];
    expect(() => scoreDisc(GROUPS, ok)).toThrow('请完成第 3 组');
    expect(() => scoreDisc(GROUPS, [...ok, { groupId: 'g3', most: 'g3I', least: 'g3I' }])).toThrow(
      '不能选同一个词',
    );
    expect(() => scoreDisc(GROUPS, [...ok, { groupId: 'g3', most: 'g1D', least: 'g3I' }])).toThrow(
      '答案无效',
    );
    expect(() => scoreDisc(GROUPS, [...ok, ok[0]!])).toThrow('只能作答一次');
    expect(() => scoreDisc(GROUPS, [...ok, { groupId: 'gx', most: 'a', least: 'b' }])).toThrow('未知的题组');
  });

  it('checks a question set: one word per factor in every group', () => {
    expect(() => assertDiscGroups(GROUPS)).not.toThrow();
    expect(() => assertDiscGroups([group('x', 'DDSC')])).toThrow('one word per factor');
    expect(() => assertDiscGroups([group('x', 'DISC'), group('x', 'DISC')])).toThrow('duplicate group');
  });

  it('maps a score of −n … +n to a 0–100 bar', () => {
    expect(discPercent(-24, 24)).toBe(0);
    expect(discPercent(0, 24)).toBe(50);
    expect(discPercent(24, 24)).toBe(100);
    expect(discPercent(6, 24)).toBe(63);
  });
});
