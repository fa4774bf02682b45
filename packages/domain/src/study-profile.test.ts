import { describe, expect, it } from 'vitest';
import { buildStudyBooklet, type StudyProfile } from './study-profile.ts';

const base: StudyProfile = {
  learnerName: '小林',
  ageGroup: '31-45',
  level: 'beginner',
  goal: 'skill',
  weeklyHours: 3,
  preferredTime: 'evening',
  interests: ['calligraphy', 'piano'],
  note: '',
};

describe('the study booklet', () => {
  it('splits weekly hours into sessions of at least 20 minutes, at most seven, rounded to 5 minutes', () => {
    expect(buildStudyBooklet(base)).toMatchObject({ sessionsPerWeek: 7, minutesPerSession: 25 });
    expect(buildStudyBooklet({ ...base, weeklyHours: 1 })).toMatchObject({
      sessionsPerWeek: 3,
      minutesPerSession: 20,
    });
    expect(buildStudyBooklet({ ...base, weeklyHours: 10 }).minutesPerSession).toBe(85);
  });

  it('gives weekend learners two long sessions', () => {
    const b = buildStudyBooklet({ ...base, preferredTime: 'weekend', weeklyHours: 4 });
    expect(b).toMatchObject({ sessionsPerWeek: 2, minutesPerSession: 120 });
    expect(b.rhythm).toBe('每周学习 2 次，每次约 120 分钟，时间安排在周末集中学');
  });

  it('paces four weeks by level over the chosen subjects and titles it with the name', () => {
    const b = buildStudyBooklet(base);
    expect(b.title).toBe('小林的学习手册');
    expect(b.weeks).toHaveLength(4);
    expect(b.weeks[0]).toBe('第 1 周：书法、钢琴 · 认识工具与基础概念');
    expect(buildStudyBooklet({ ...base, level: 'advanced', interests: [] }).weeks[3]).toBe(
      '第 4 周：感兴趣的课程 · 制定下一阶段目标',
    );
    expect(b.tips[0]).toContain('以练代学');
  });
});
