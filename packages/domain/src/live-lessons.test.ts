import { describe, expect, it } from 'vitest';
import { answerError, liveStatusAt, QUESTION_MAX_CHARS, questionContentError } from './live-lessons.ts';

describe('live lessons and Q&A rules', () => {
  it('derives the live status from the schedule', () => {
    expect(liveStatusAt(1000, 2000, 999)).toBe('upcoming');
    expect(liveStatusAt(1000, 2000, 1000)).toBe('live');
    expect(liveStatusAt(1000, 2000, 1999)).toBe('live');
    expect(liveStatusAt(1000, 2000, 2000)).toBe('ended');
  });

  it('checks a question’s length in characters', () => {
    expect(questionContentError('太短')).toBe('问题至少 5 个字');
    expect(questionContentError('这个字怎么写才好看？')).toBeNull();
    expect(questionContentError('字'.repeat(QUESTION_MAX_CHARS))).toBeNull();
    expect(questionContentError('字'.repeat(QUESTION_MAX_CHARS + 1))).toBe('问题最多 300 个字');
    // an emoji is one character
    expect(questionContentError('😀😀😀😀😀')).toBeNull();
  });

  it('needs an answer text or a video', () => {
    expect(answerError('  ', null)).toBe('请输入回答内容或上传视频');
    expect(answerError('', '/uploads/a.mp4')).toBeNull();
    expect(answerError('先写横画', null)).toBeNull();
  });
});
