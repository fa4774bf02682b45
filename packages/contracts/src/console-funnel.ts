import { z } from 'zod';
import { defineConsoleCall } from './console-call.ts';

/**
 * Console calls of the funnel group (issue 17 item 6): the group-QR funnel by channel or by landing template over
 * a range of Beijing days, read from the funnel_daily aggregate (never from the raw events).
 */

/** A Beijing day, YYYY-MM-DD. */
const zDay = () =>
  z
    .string()
    .max(10)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00+08:00`)), 'must be a real day');

/** The longest range the dashboard reads at once. */
export const FUNNEL_MAX_DAYS = 366;

export const ZFunnelFigures = z.object({
  views: z.number(),
  qrShown: z.number(),
  longPresses: z.number(),
  signUps: z.number(),
  /** Learners of those channels who joined their class group (enrolments with joinedGroupAt in the range). */
  joined: z.number(),
  /**
   * Visits that found no valid group: the sign-up found no open class, or a group-QR landing fell back to the
   * official-account QR (scenes 94–99).
   */
  noGroup: z.number(),
  feedbacks: z.number(),
});

export const consoleFunnel = defineConsoleCall({
  name: 'consoleFunnel',
  summary:
    '漏斗看板：按渠道或落地页模板统计 浏览→展示二维码→长按→报名→入群，无可用群、反馈与投诉（北京时间日期）',
  method: 'GET',
  path: '/admin/api/funnel',
  request: z
    .object({
      from: zDay(),
      to: zDay(),
      groupBy: z.enum(['channel', 'template']).default('channel'),
    })
    .strict(),
  response: z.object({
    rows: z.array(
      ZFunnelFigures.extend({
        channel: z.string(),
        subChannel: z.string(),
        pageTemplateId: z.number(),
        templateName: z.string(),
        /** Complaints sent from this channel's (or template's) landing pages, by the address they came from. */
        complaints: z.number(),
      }),
    ),
    days: z.array(ZFunnelFigures.extend({ day: z.string() })),
    totals: ZFunnelFigures.extend({ complaints: z.number() }),
    /** When the aggregate last took in new events. */
    rolledAt: z.string().nullable(),
  }),
});

export const CONSOLE_FUNNEL_CALLS = [consoleFunnel] as const;
