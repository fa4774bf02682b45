import { describe, expect, it } from 'vitest';
import { fit, fitLines, wrapText } from './canvas';

/** A context whose text is 10 px a character, enough to check where lines break. */
const ctx = {
  measureText: (text: string) => ({ width: Array.from(text).length * 10 }),
} as CanvasRenderingContext2D;

describe('canvas text', () => {
  it('wraps by width and keeps closing punctuation on the line before', () => {
    expect(wrapText(ctx, '一二三四五六七', 30)).toEqual(['一二三', '四五六', '七']);
    expect(wrapText(ctx, '一二三》四', 30)).toEqual(['一二三》', '四']);
  });

  it('keeps a long course title on two lines, cutting only what a third would hold', () => {
    const title = '《零基础硬笔书法：30天写出一手好字》';
    expect(fit(ctx, title, 100)).toBe('《零基础硬笔书法：…');
    expect(fitLines(ctx, title, 100, 2)).toEqual(['《零基础硬笔书法：3', '0天写出一手好字》']);
    expect(fitLines(ctx, '《零基础硬笔书法：30天写出一手好字（第二版）》', 100, 2)).toEqual([
      '《零基础硬笔书法：3',
      '0天写出一手好字（…',
    ]);
    expect(fitLines(ctx, '《零基础硬笔书法》', 100, 2)).toEqual(['《零基础硬笔书法》']);
    expect(fitLines(ctx, '《零基础硬笔书法：30天》', 100, 2)).toEqual(['《零基础硬笔书法：3', '0天》']);
  });
});
