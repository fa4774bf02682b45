import { describe, expect, it } from 'vitest';
import { coupletChars, coupletProblem } from './couplet-rules.ts';

describe('couplet rules', () => {
  const first = '春回大地千山秀';
  it('accepts a Chinese second line as long as the first', () => {
    expect(coupletProblem(first, '福满人间万户欢')).toBeNull();
    expect(coupletProblem(first, '  福满人间万户欢 ')).toBeNull();
  });
  it('refuses empty, non-Chinese, too short, too long and mismatched lines', () => {
    expect(coupletProblem(first, '  ')).toBe('empty');
    expect(coupletProblem(first, '福满人间万户a')).toBe('notChinese');
    expect(coupletProblem(first, '福满人间，万户欢')).toBe('notChinese');
    expect(coupletProblem(first, '福满人间')).toBe('tooShort');
    expect(coupletProblem(first, '福满人间万户欢乐祥和安康')).toBe('tooLong');
    expect(coupletProblem(first, '福满人间万户欢乐')).toBe('lengthMismatch');
  });
  it('counts a first line without its punctuation', () => {
    expect(coupletChars('爆竹声声，辞旧岁')).toHaveLength(7);
    expect(coupletProblem('爆竹声声，辞旧岁', '梅花朵朵迎新春')).toBeNull();
  });
});
