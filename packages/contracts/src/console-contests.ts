import { z } from 'zod';
import { defineConsoleCall } from './console-call.ts';
import { CONTEST_FAMILIES, ZContestConfig, zActivityCode } from './contests-activity.ts';
import { zId, zText } from './define-call.ts';

/**
 * Console calls of the contests group (issue 16 item 6, issue 17 item 10): contests and their set-up (the whole
 * `ZContestConfig`: stages with their dates, eligibility, entry limits, vote limits, the SMS vote flag, prizes,
 * rules), entry moderation (approve, reject with a reason the contestant sees) and the results (publish the final
 * ranking with its awards; publishing closes the vote stage at that moment). Writes go through
 * services/contests/moderation.ts, so learners see them on their next request.
 */

export const CONSOLE_CONTEST_BRANDS = ['nbc', 'jz'] as const;
export const CONSOLE_CONTEST_FAMILIES = CONTEST_FAMILIES;
export const CONSOLE_ENTRY_STATUSES = ['applied', 'submitted', 'approved', 'rejected'] as const;

/** A published result: the final ranking frozen at publication, each place with its award ('' for none). */
export const ZPublishedResult = z.object({
  publishedAt: z.number(),
  staffId: z.number().nullable(),
  ranking: z.array(
    z.object({
      entryId: z.number(),
      entryNo: z.string(),
      rank: z.number(),
      realName: z.string(),
      voteCount: z.number(),
      award: z.string(),
    }),
  ),
});
export type PublishedResult = z.infer<typeof ZPublishedResult>;

export const ZConsoleContestRow = z.object({
  id: z.number(),
  code: z.string(),
  brand: z.string(),
  family: z.enum(CONSOLE_CONTEST_FAMILIES),
  title: z.string(),
  startsAt: z.number(),
  endsAt: z.number(),
  entryCount: z.number(),
  pendingCount: z.number(),
  publishedAt: z.number().nullable(),
});

export const ZConsoleContest = ZConsoleContestRow.extend({ config: ZContestConfig });

export const ZConsoleEntry = z.object({
  id: z.number(),
  entryNo: z.string(),
  realName: z.string(),
  nickname: z.string(),
  mobile: z.string().nullable(),
  region: z.string().nullable(),
  status: z.enum(CONSOLE_ENTRY_STATUSES),
  mediaUrl: z.string().nullable(),
  mediaType: z.string().nullable(),
  posterUrl: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  voteCount: z.number(),
  reviewReason: z.string().nullable(),
  submittedAt: z.number().nullable(),
});

export const consoleContestList = defineConsoleCall({
  name: 'consoleContestList',
  summary: '比赛列表：名称、类型、时间、报名数、待审核数、是否已公布结果',
  method: 'GET',
  path: '/admin/api/contests/list',
  request: z.object({ q: zText(40).trim().optional() }).strict(),
  response: z.object({ list: z.array(ZConsoleContestRow) }),
});

export const consoleContestDetail = defineConsoleCall({
  name: 'consoleContestDetail',
  summary: '比赛详情：全部设置（各阶段时间、报名条件、作品与投票限制、短信投票、奖项、规则）',
  method: 'GET',
  path: '/admin/api/contests/detail',
  request: z.object({ contestId: zId() }).strict(),
  response: z.object({ contest: ZConsoleContest }),
});

export const consoleContestSave = defineConsoleCall({
  name: 'consoleContestSave',
  summary: '新建或修改比赛：名称、类型、各阶段时间、报名条件、奖项、规则、投票限制与短信投票',
  method: 'POST',
  path: '/admin/api/contests/save',
  request: z
    .object({
      contestId: zId().optional(),
      code: zActivityCode(),
      brand: z.enum(CONSOLE_CONTEST_BRANDS),
      family: z.enum(CONSOLE_CONTEST_FAMILIES),
      title: zText(60).trim().min(1, '请填写比赛名称'),
      config: ZContestConfig,
    })
    .strict(),
  response: z.object({ contest: ZConsoleContest }),
});

export const consoleContestEntries = defineConsoleCall({
  name: 'consoleContestEntries',
  summary: '参赛作品列表：按状态筛选，按姓名、编号或手机号搜索',
  method: 'GET',
  path: '/admin/api/contests/entries',
  request: z
    .object({
      contestId: zId(),
      status: z.enum(CONSOLE_ENTRY_STATUSES).optional(),
      q: zText(40).trim().optional(),
    })
    .strict(),
  response: z.object({ list: z.array(ZConsoleEntry) }),
});

export const consoleContestReview = defineConsoleCall({
  name: 'consoleContestReview',
  summary: '审核作品：通过，或驳回并填写原因（学员看到“未通过”和原因）；fromStatus 为审核时看到的状态',
  method: 'POST',
  path: '/admin/api/contests/review',
  request: z
    .object({
      entryId: zId(),
      fromStatus: z.enum(['submitted', 'approved', 'rejected']),
      decision: z.enum(['approve', 'reject']),
      reason: zText(200).trim().optional(),
    })
    .strict(),
  response: z.object({ entry: ZConsoleEntry }),
});

export const consoleContestResults = defineConsoleCall({
  name: 'consoleContestResults',
  summary: '比赛结果：未公布时为当前排名预览（按奖项顺序配奖），已公布时为公布的排名',
  method: 'GET',
  path: '/admin/api/contests/results',
  request: z.object({ contestId: zId() }).strict(),
  response: z.object({ published: z.boolean(), result: ZPublishedResult }),
});

export const consoleContestPublish = defineConsoleCall({
  name: 'consoleContestPublish',
  summary: '公布结果：冻结最终排名与奖项，投票随即关闭；只能公布一次',
  method: 'POST',
  path: '/admin/api/contests/publish',
  request: z.object({ contestId: zId() }).strict(),
  response: z.object({ result: ZPublishedResult }),
});

export const CONSOLE_CONTEST_CALLS = [
  consoleContestList,
  consoleContestDetail,
  consoleContestSave,
  consoleContestEntries,
  consoleContestReview,
  consoleContestResults,
  consoleContestPublish,
] as const;
