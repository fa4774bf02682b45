import { describe, expect, it } from 'vitest';
import { feedbackContentError } from './customer-feedback.ts';

describe('feedbackContentError', () => {
  it('asks for at least 5 characters, not counting the spaces around', () => {
    expect(feedbackContentError('  课程卡  ')).toBe('请至少输入 5 个字');
    expect(feedbackContentError('课程打不开')).toBeNull();
  });
  it('allows 500 characters and refuses 501, counting characters rather than code units', () => {
    expect(feedbackContentError('好'.repeat(500))).toBeNull();
    expect(feedbackContentError('好'.repeat(501))).toBe('最多输入 500 个字');
    expect(feedbackContentError('😀'.repeat(500))).toBeNull();
  });
});
