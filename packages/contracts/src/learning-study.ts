import { z } from 'zod';
import { ZCourseCard, ZPageRequest, zCourseId } from './catalogue-shared.ts';
import { defineCall, zId, zText } from './define-call.ts';

/** The learning service: /course/api/v1/learning/* (learning centre, notes, homework, exams, certificates). */

export const LEARN_CENTRE_TABS = ['learning', 'finished', 'all'] as const;

export const ZLearnCentreItem = z.object({
  course: ZCourseCard,
  percent: z.number(),
  learned: z.number(),
  total: z.number(),
  lastSectionId: z.number().nullable(),
  lastSectionTitle: z.string().nullable(),
  lastLearnedAt: z.number().nullable(),
  campDataId: z.number().nullable(),
  source: z.enum(['bought', 'gifted', 'zero_yuan', 'member']),
});

export type TLearnCentreItem = z.infer<typeof ZLearnCentreItem>;

export const learnCentreTab = defineCall({
  name: 'learnCentreTab',
  summary: 'The learning centre: tab counts, the owned courses of a tab with progress, totals',
  path: '/course/api/v1/learning/learnCentreTab',
  auth: 'required',
  request: z.object({ tab: z.enum(LEARN_CENTRE_TABS).default('learning') }),
  response: z.object({
    tabs: z.array(z.object({ key: z.enum(LEARN_CENTRE_TABS), name: z.string(), count: z.number() })),
    list: z.array(ZLearnCentreItem),
    summary: z.object({ learnedSections: z.number(), stayMinutes: z.number(), learnDays: z.number() }),
  }),
});

export const ZNote = z.object({
  id: z.number(),
  courseId: z.number(),
  courseTitle: z.string(),
  sectionId: z.number().nullable(),
  sectionTitle: z.string().nullable(),
  content: z.string(),
  createdAt: z.number(),
});

export const saveNote = defineCall({
  name: 'saveNote',
  summary: 'Save a note on a course (optionally on a section) the learner owns',
  path: '/course/api/v1/learning/saveNote',
  auth: 'required',
  request: z.object({ courseId: zCourseId(), sectionId: zId().optional(), content: zText(2000).min(1) }),
  response: ZNote,
});

export const noteList = defineCall({
  name: 'noteList',
  summary: 'The learner’s notes, newest first, optionally of one course',
  path: '/course/api/v1/learning/noteList',
  auth: 'required',
  request: z.object({ courseId: zCourseId().optional(), ...ZPageRequest }),
  response: z.object({ list: z.array(ZNote), total: z.number() }),
});

export const ZExamQuestion = z.object({
  id: z.number(),
  kind: z.enum(['single', 'multiple', 'judge']),
  stem: z.string(),
  options: z.array(z.string()),
  score: z.number(),
  /** Only after the learner completed the exam (the analysis page). */
  answer: z.array(z.number()).nullable(),
  explanation: z.string().nullable(),
});

export const ZExamResult = z.object({
  score: z.number(),
  totalScore: z.number(),
  passed: z.boolean(),
  attempts: z.number(),
  answers: z.record(z.string(), z.array(z.number())),
  completedAt: z.number(),
});

export const getExam = defineCall({
  name: 'getExam',
  summary: 'The exam of an owned course; answers and explanations only once completed',
  path: '/course/api/v1/learning/exam',
  auth: 'required',
  request: z.object({ courseId: zCourseId() }),
  response: z.object({
    id: z.number(),
    courseId: z.number(),
    courseTitle: z.string(),
    title: z.string(),
    passScore: z.number(),
    totalScore: z.number(),
    questions: z.array(ZExamQuestion),
    result: ZExamResult.nullable(),
  }),
});

export const completeExam = defineCall({
  name: 'completeExam',
  summary: 'Hand in an exam: scored on the server, the best result kept, a citation issued on passing',
  path: '/course/api/v1/learning/completeExam',
  auth: 'required',
  request: z.object({
    examId: zId(),
    answers: z
      .array(z.object({ questionId: zId(), choices: z.array(z.number().int().min(0).max(20)).max(20) }))
      .max(200),
  }),
  response: z.object({ result: ZExamResult, certificateId: z.number().nullable() }),
});

export const ZCertificate = z.object({
  id: z.number(),
  kind: z.enum(['citation', 'diploma']),
  courseId: z.number(),
  courseTitle: z.string(),
  teacherName: z.string(),
  serialNo: z.string(),
  learnerName: z.string(),
  learnNumber: z.string().nullable(),
  issuedAt: z.number(),
});

export const certificates = defineCall({
  name: 'certificates',
  summary: 'The learner’s citations and diplomas',
  path: '/course/api/v1/learning/certificates',
  auth: 'required',
  request: z.object({}),
  response: z.array(ZCertificate),
});

export const claimCertificate = defineCall({
  name: 'claimCertificate',
  summary:
    'Claim a diploma (every section learned) or a citation (exam passed); a second claim returns the same',
  path: '/course/api/v1/learning/claimCertificate',
  auth: 'required',
  request: z.object({ courseId: zCourseId(), kind: z.enum(['citation', 'diploma']) }),
  response: ZCertificate,
});

export const learnCalendar = defineCall({
  name: 'learnCalendar',
  summary: 'A month of learning: which days were learned or clocked in, minutes per day, today’s lessons',
  path: '/course/api/v1/learning/calendar',
  auth: 'required',
  request: z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) }),
  response: z.object({
    month: z.string(),
    days: z.array(
      z.object({
        date: z.string(),
        learnedSections: z.number(),
        stayMinutes: z.number(),
        clockedIn: z.boolean(),
      }),
    ),
    today: z.array(
      z.object({
        courseId: z.number(),
        courseTitle: z.string(),
        sectionId: z.number(),
        sectionTitle: z.string(),
        kind: z.enum(['audio', 'video', 'text']),
        isLearned: z.boolean(),
      }),
    ),
  }),
});

export const ZClockInfo = z.object({
  courseId: z.number(),
  courseTitle: z.string(),
  totalDays: z.number(),
  streakDays: z.number(),
  todayDone: z.boolean(),
  recent: z.array(z.object({ day: z.string(), content: z.string() })),
});

export const clockInfo = defineCall({
  name: 'clockInfo',
  summary:
    'Practice check-ins of an owned course: total, streak, today, recent (1010 您还未购买课程 otherwise)',
  path: '/course/api/v1/learning/clockInfo',
  auth: 'required',
  request: z.object({ courseId: zCourseId() }),
  response: ZClockInfo,
});

export const clockIn = defineCall({
  name: 'clockIn',
  summary: 'Check in today’s practice of an owned course (once a day; a second check-in changes nothing)',
  path: '/course/api/v1/learning/clockIn',
  auth: 'required',
  request: z.object({ courseId: zCourseId(), content: zText(500).min(1) }),
  response: ZClockInfo,
});

export const ZHomework = z.object({
  id: z.number(),
  courseId: z.number(),
  chapterTitle: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  /** The model answer, once the learner has handed in. */
  analysis: z.string().nullable(),
  submission: z
    .object({
      answer: z.string(),
      score: z.number().nullable(),
      comment: z.string().nullable(),
      submittedAt: z.number(),
    })
    .nullable(),
});

export const homeworkList = defineCall({
  name: 'homeworkList',
  summary: 'The homework of an owned course with the learner’s submissions',
  path: '/course/api/v1/learning/homeworkList',
  auth: 'required',
  request: z.object({ courseId: zCourseId() }),
  response: z.object({ courseTitle: z.string(), list: z.array(ZHomework) }),
});

export const submitHomework = defineCall({
  name: 'submitHomework',
  summary: 'Hand in (or revise before it is scored) an answer to a homework',
  path: '/course/api/v1/learning/submitHomework',
  auth: 'required',
  request: z.object({ homeworkId: zId(), answer: zText(5000).min(1) }),
  response: ZHomework,
});

export const studyReport = defineCall({
  name: 'studyReport',
  summary: 'The learner’s study report, of one course or of all',
  path: '/course/api/v1/learning/studyReport',
  auth: 'required',
  request: z.object({ courseId: zCourseId().optional() }),
  response: z.object({
    nickname: z.string(),
    learnNumber: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    learnDays: z.number(),
    stayMinutes: z.number(),
    learnedSections: z.number(),
    totalSections: z.number(),
    notes: z.number(),
    clockIns: z.number(),
    examScore: z.number().nullable(),
    /** Share of the course's learners who learned fewer sections (0-100). */
    beatPercent: z.number(),
    courses: z.array(z.object({ courseId: z.number(), title: z.string(), percent: z.number() })),
  }),
});

export const admissionInfo = defineCall({
  name: 'admissionInfo',
  summary: 'The admission letter of a course: learner, camp period, class and teacher',
  path: '/course/api/v1/learning/admissionInfo',
  auth: 'required',
  request: z.object({ courseId: zCourseId() }),
  response: z.object({
    nickname: z.string(),
    learnNumber: z.string().nullable(),
    courseTitle: z.string(),
    teacherName: z.string(),
    campName: z.string().nullable(),
    startsAt: z.number().nullable(),
    className: z.string().nullable(),
    grantedAt: z.number(),
  }),
});
