import { describe, expect, it } from 'vitest';
import { posterLines } from './poster.ts';

describe('the team poster title', () => {
  it('keeps a short title on one line as it is', () => {
    expect(posterLines('钢琴入门', 28, 2)).toEqual(['钢琴入门']);
  });

  it('breaks a long Chinese title into two lines of 14 characters, the second cut with …', () => {
    const title = '成人钢琴入门：从识谱零基础到弹奏完整乐曲的三十天系统训练营课程';
    expect(posterLines(title, 28, 2)).toEqual([
      '成人钢琴入门：从识谱零基础到',
      '弹奏完整乐曲的三十天系统训…',
    ]);
  });

  it('never ends a line with an opening bracket: 《 goes down with the title it opens', () => {
    expect(posterLines('成人钢琴入门：从识谱到弹奏《致爱丽丝》', 28, 2)).toEqual([
      '成人钢琴入门：从识谱到弹奏',
      '《致爱丽丝》',
    ]);
  });

  it('fits twice as many Latin letters and digits as Chinese characters on a line', () => {
    expect(posterLines('Piano 101 成人钢琴入门：从识谱到弹奏', 28, 2)).toEqual([
      'Piano 101 成人钢琴入门：从识',
      '谱到弹奏',
    ]);
  });

  it('a title of exactly two full lines is not cut', () => {
    const title = '一二三四五六七八九十一二三四五六七八九十一二三四五六七八';
    expect(posterLines(title, 28, 2)).toEqual([
      '一二三四五六七八九十一二三四',
      '五六七八九十一二三四五六七八',
    ]);
  });
});
