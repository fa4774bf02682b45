import { z } from 'zod';
import { defineCall, zText } from './define-call.ts';

/**
 * Contests (issue 16): the contest engine's configuration and the calls that read a contest. The spec names
 * the calls and paths under `/activity/api/v1/` but shows no payloads, so the shapes are ours. One
 * configuration drives every family (memory, shortVideo, apac): which stages it has and when, who may apply
 * (judgeUserType), what an entry is (audio or video, limits), how voting is limited, prizes and rules.
 */

const BASE = '/activity/api/v1';

export const CONTEST_STAGES = [
  'apply',
  'preliminary',
  'live',
  'exercise',
  'upload',
  'questions',
  'rank',
  'vote',
  'result',
] as const;
export type ContestStage = (typeof CONTEST_STAGES)[number];

export const zActivityCode = () => z.string().regex(/^[a-z0-9-]{1,40}$/, '活动编号无效');

const zIsoTime = () => z.string().max(40).datetime({ offset: true });

/** The contest families: the three media families of the spec and the calligraphy (works) contest. */
export const CONTEST_FAMILIES = ['memory', 'shortVideo', 'apac', 'calligraphy'] as const;
/** What an entry is: a recording, a video, or a photo of a work. */
export const ENTRY_KINDS = ['audio', 'video', 'image'] as const;

/** The stored configuration of a contest (the `config` column), checked on every read. */
export const ZContestConfig = z.object({
  subtitle: zText(100),
  coverUrl: zText(300),
  stages: z
    .array(
      z.object({ key: z.enum(CONTEST_STAGES), title: zText(20), startsAt: zIsoTime(), endsAt: zIsoTime() }),
    )
    .min(1)
    .max(CONTEST_STAGES.length),
  /** Who may apply: everyone, learners without a paid order, learners with one, learners with a bound mobile. */
  judgeUserType: z.enum(['all', 'new', 'paid', 'mobile']),
  entry: z.object({
    kind: z.enum(ENTRY_KINDS),
    maxBytes: z
      .number()
      .int()
      .min(1)
      .max(200 * 1024 * 1024),
    minSeconds: z.number().int().min(0).max(3600),
    maxSeconds: z.number().int().min(1).max(3600),
  }),
  vote: z.object({
    perEntryPerDay: z.number().int().min(1).max(100),
    perDay: z.number().int().min(1).max(1000),
    requireSms: z.boolean(),
  }),
  /** apac: contestants name their region. */
  askRegion: z.boolean(),
  prizes: z.array(z.object({ rank: zText(20), title: zText(40), detail: zText(200) })).max(20),
  rules: z.array(zText(300)).max(30),
  liveUrl: zText(300),
  exercises: z.array(zText(200)).max(30),
  questions: z.array(zText(300)).max(50),
  materials: z.array(z.object({ title: zText(60), url: zText(300) })).max(20),
  teacher: z.object({ name: zText(20), qrcodeUrl: zText(300), tip: zText(100) }),
  /** The contest's sponsor / ad placements (avertising-space, marketPromotion); none when absent. */
  sponsors: z
    .array(z.object({ name: zText(40), slogan: zText(100), imageUrl: zText(300), linkUrl: zText(300) }))
    .max(20)
    .default([]),
});
export type ContestConfig = z.infer<typeof ZContestConfig>;

export const ZStageState = z.enum(['upcoming', 'open', 'closed']);

export const ZContestView = z.object({
  id: z.number().int(),
  code: z.string(),
  family: z.enum(CONTEST_FAMILIES),
  title: z.string(),
  subtitle: z.string(),
  coverUrl: z.string(),
  startsAt: z.number(),
  endsAt: z.number(),
  state: ZStageState,
  stages: z.array(
    z.object({
      key: z.enum(CONTEST_STAGES),
      title: z.string(),
      startsAt: z.number(),
      endsAt: z.number(),
      state: ZStageState,
    }),
  ),
  /** The first open stage, else the next upcoming one, else null (ended). */
  currentStage: z.enum(CONTEST_STAGES).nullable(),
  judgeUserType: z.enum(['all', 'new', 'paid', 'mobile']),
  entry: ZContestConfig.shape.entry,
  vote: ZContestConfig.shape.vote,
  askRegion: z.boolean(),
  prizes: ZContestConfig.shape.prizes,
  rules: z.array(z.string()),
  liveUrl: z.string(),
  exercises: z.array(z.string()),
  questions: z.array(z.string()),
  materials: ZContestConfig.shape.materials,
  sponsors: z.array(
    z.object({ name: z.string(), slogan: z.string(), imageUrl: z.string(), linkUrl: z.string() }),
  ),
  serverNow: z.number(),
});
export type ContestView = z.infer<typeof ZContestView>;

export const getActivity = defineCall({
  name: 'getActivity',
  summary: 'A contest: stages with their state, eligibility, entry and vote limits, prizes, rules',
  path: `${BASE}/activity/getActivity`,
  auth: 'optional',
  request: z.object({ activityCode: zActivityCode() }),
  response: ZContestView,
});

const ZJudge = z.object({
  eligible: z.boolean(),
  /** Why not, in words a learner understands; null when eligible. */
  reason: z.string().nullable(),
  userType: z.enum(['new', 'paid']),
  hasMobile: z.boolean(),
  applied: z.boolean(),
  entryId: z.number().int().nullable(),
});

export const judgeUserType = defineCall({
  name: 'customer/judgeUserType',
  summary: 'Whether the learner may apply to an audio contest (its judgeUserType rule), and whether they did',
  path: `${BASE}/customer/judgeUserType`,
  auth: 'required',
  request: z.object({ activityCode: zActivityCode() }),
  response: ZJudge,
});

export const videoJudgeUserType = defineCall({
  name: 'customer/video/judgeUserType',
  summary: 'Whether the learner may apply to a video contest (its judgeUserType rule), and whether they did',
  path: `${BASE}/customer/video/judgeUserType`,
  auth: 'required',
  request: z.object({ activityCode: zActivityCode() }),
  response: ZJudge,
});
