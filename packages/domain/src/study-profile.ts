import { SUBJECT_NAMES, type SubjectKey } from './course-subjects.ts';

/**
 * Info collection (issue 18, item 5: infoIndex → infoResult → infoBook): the learner's study profile and the study
 * booklet made from it. The options are data both sides share; the booklet is a rule, so the web and the server
 * cannot disagree and the rule is unit-tested.
 */

export const AGE_GROUPS = {
  '18-30': '18–30 岁',
  '31-45': '31–45 岁',
  '46-60': '46–60 岁',
  '60+': '60 岁以上',
} as const;
export const LEVELS = { beginner: '零基础', some: '学过一点', advanced: '有一定基础' } as const;
export const GOALS = {
  hobby: '培养兴趣爱好',
  skill: '提升一项技能',
  health: '改善身心健康',
  family: '陪伴与教育家人',
} as const;
export const PREFERRED_TIMES = {
  morning: '早上（6–9 点）',
  noon: '午休（12–14 点）',
  evening: '晚上（19–22 点）',
  weekend: '周末集中学',
} as const;
export const INTEREST_SUBJECTS = Object.keys(SUBJECT_NAMES) as SubjectKey[];

export const WEEKLY_HOURS_MIN = 1;
export const WEEKLY_HOURS_MAX = 21;

export type StudyProfile = {
  learnerName: string;
  ageGroup: keyof typeof AGE_GROUPS;
  level: keyof typeof LEVELS;
  goal: keyof typeof GOALS;
  weeklyHours: number;
  preferredTime: keyof typeof PREFERRED_TIMES;
  interests: SubjectKey[];
  note: string;
};

export type StudyBooklet = {
  title: string;
  /** 每周学习 N 次，每次约 M 分钟 */
  rhythm: string;
  sessionsPerWeek: number;
  minutesPerSession: number;
  /** the first four weeks, one line each */
  weeks: string[];
  tips: string[];
};

/**
 * The booklet: weekly hours split into sessions (weekend learners: 2 long sessions; others: up to 7 sessions of
 * at least 20 minutes, rounded to 5 minutes), a four-week plan paced by level, and tips by goal and time.
 */
export function buildStudyBooklet(profile: StudyProfile): StudyBooklet {
  const minutes = Math.min(Math.max(profile.weeklyHours, WEEKLY_HOURS_MIN), WEEKLY_HOURS_MAX) * 60;
  const sessions =
    profile.preferredTime === 'weekend' ? 2 : Math.max(1, Math.min(7, Math.floor(minutes / 20)));
  const perSession = Math.max(5, Math.round(minutes / sessions / 5) * 5);
  const subjects = profile.interests.map((s) => SUBJECT_NAMES[s]);
  const focus = subjects.length > 0 ? subjects.join('、') : '感兴趣的课程';
  const pace =
    profile.level === 'beginner'
      ? ['认识工具与基础概念', '跟着老师做基础练习', '完成第一个小作品', '复盘并巩固薄弱处']
      : profile.level === 'some'
        ? ['查漏补缺，复习基础', '系统学习进阶内容', '完成一次完整练习', '请老师点评并改进']
        : ['挑选进阶专题', '集中攻克难点', '完成作品并分享', '制定下一阶段目标'];
  return {
    title: `${profile.learnerName}的学习手册`,
    rhythm: `每周学习 ${sessions} 次，每次约 ${perSession} 分钟，时间安排在${PREFERRED_TIMES[profile.preferredTime]}`,
    sessionsPerWeek: sessions,
    minutesPerSession: perSession,
    weeks: pace.map((step, i) => `第 ${i + 1} 周：${focus} · ${step}`),
    tips: [
      GOAL_TIPS[profile.goal],
      profile.preferredTime === 'weekend'
        ? '周末集中学习时，每 25 分钟起身活动 5 分钟'
        : '固定时间学习，每次学完在学习中心打卡',
      profile.level === 'beginner' ? '先看试听课，跟着节奏慢慢来' : '每周挑一节课做笔记，讲给家人听',
    ],
  };
}

const GOAL_TIPS: Record<StudyProfile['goal'], string> = {
  hobby: '兴趣第一：每学完一章，给自己一个小奖励',
  skill: '以练代学：每节课后完成老师布置的作业',
  health: '量力而行：身体不适时暂停，循序渐进',
  family: '和家人一起学：每周分享一次学习成果',
};
