import { describe, expect, it } from 'vitest';
import { type ChapterAccessInput, chapterOpensAt, decideChapterAccess } from './chapter-access.ts';

const now = new Date('2025-03-10T12:00:00Z');
const base: ChapterAccessInput = {
  owned: true,
  grantedAt: new Date('2025-03-01T12:00:00Z'),
  unlockAt: null,
  rule: null,
  previousChapterLearned: true,
  isTrial: false,
  inNativeApp: false,
  now,
};

describe('chapter access', () => {
  it('lets an owner open an open chapter', () => {
    expect(decideChapterAccess(base)).toEqual({ allowed: true, reason: 'owned' });
  });

  it('locks a chapter whose unlock time has not come, even for an owner', () => {
    const unlockAt = new Date('2025-03-11T00:00:00Z');
    expect(decideChapterAccess({ ...base, unlockAt })).toEqual({
      allowed: false,
      reason: 'locked',
      message: '该章节还未解锁',
      unlocksAt: unlockAt,
    });
  });

  it('opens days_after_grant chapters that many days after the grant', () => {
    const rule = { kind: 'days_after_grant' as const, days: 9 };
    expect(decideChapterAccess({ ...base, rule }).allowed).toBe(true);
    const locked = decideChapterAccess({ ...base, rule: { ...rule, days: 10 } });
    expect(locked).toMatchObject({ allowed: false, reason: 'locked' });
    expect(chapterOpensAt({ ...base, rule: { ...rule, days: 10 } })?.toISOString()).toBe(
      '2025-03-11T12:00:00.000Z',
    );
  });

  it('waits on the previous chapter for after_previous', () => {
    const rule = { kind: 'after_previous' as const, days: 0 };
    expect(decideChapterAccess({ ...base, rule, previousChapterLearned: false })).toMatchObject({
      allowed: false,
      message: '该章节还未解锁',
    });
    expect(decideChapterAccess({ ...base, rule, previousChapterLearned: true }).allowed).toBe(true);
  });

  it('shows a trial section to a visitor who does not own the course', () => {
    expect(decideChapterAccess({ ...base, owned: false, grantedAt: null, isTrial: true })).toEqual({
      allowed: true,
      reason: 'trial',
    });
  });

  it('refuses a visitor with 您还未购买课程, and inside the native app with 您还未开启课程服务', () => {
    const visitor = { ...base, owned: false, grantedAt: null };
    expect(decideChapterAccess(visitor)).toMatchObject({ allowed: false, message: '您还未购买课程' });
    expect(decideChapterAccess({ ...visitor, inNativeApp: true })).toMatchObject({
      allowed: false,
      reason: 'service_not_open',
      message: '您还未开启课程服务',
    });
  });
});
