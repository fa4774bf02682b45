import { z } from 'zod';
import { defineCall, zId, zText } from './define-call.ts';

/**
 * Team buying (拼团, issue 15): the spec names the course-market's 'team buying' group but not its calls or
 * payloads, so these are ours, under `/course-market/api/v1/teamBuy/`. Money is integer cents; instants are
 * epoch milliseconds. Opening and joining answer an unpaid order that is paid through the ordinary checkout
 * (submitOrderPay with its orderNo).
 */

const BASE = '/course-market/api/v1/teamBuy';

export const zTeamNo = () => z.string().regex(/^T\d{8,30}$/, '拼团编号格式不正确');

export const ZTeamBuyActivity = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  courseId: z.number().int(),
  courseTitle: z.string(),
  coverUrl: z.string(),
  /** The course's own price, struck through next to the team price. */
  originalPriceCents: z.number().int(),
  teamPriceCents: z.number().int(),
  /** What the leader pays (0 with a free seat). */
  leaderPriceCents: z.number().int(),
  leaderBenefit: z.enum(['none', 'discount', 'free']),
  teamSize: z.number().int(),
  deadlineHours: z.number().int(),
  systemFill: z.boolean(),
  allowMultipleTeams: z.boolean(),
  rule: z.string(),
  /** not_started, running or ended, by the server's clock. */
  state: z.enum(['not_started', 'running', 'ended']),
  startsAt: z.number().nullable(),
  endsAt: z.number().nullable(),
});

export const ZTeamMember = z.object({
  nickname: z.string(),
  avatar: z.string(),
  role: z.enum(['leader', 'member', 'system']),
});

export const ZTeam = z.object({
  teamId: z.number().int(),
  teamNo: z.string(),
  /** pending: the leader has not paid yet; open: taking members; succeeded; failed. */
  status: z.enum(['pending', 'open', 'succeeded', 'failed']),
  seats: z.number().int(),
  /** Seats neither paid nor held by an unpaid order. */
  seatsLeft: z.number().int(),
  paidCount: z.number().int(),
  /** Seats held by an unpaid order (kept for its payer until the order expires): neither free nor members. */
  reservedCount: z.number().int(),
  /** Paid members still missing for the team to succeed (0 once it is over). */
  membersNeeded: z.number().int(),
  systemFilled: z.number().int(),
  deadlineAt: z.number(),
  /** The server's clock when it answered, so the countdown does not trust the phone's clock. */
  serverNow: z.number(),
  leaderNickname: z.string(),
  /** Paid members (leader first) and, once filled by the system, its seats. */
  members: z.array(ZTeamMember),
  activity: ZTeamBuyActivity,
  /** This learner in the team, or null. */
  me: z
    .object({
      role: z.enum(['leader', 'member']),
      status: z.enum(['reserved', 'paid', 'released', 'refund_due', 'refunded']),
      orderNo: z.string(),
      paidTooLate: z.boolean(),
    })
    .nullable(),
  /** Path of the team's share poster (an SVG image with the join link's QR). */
  posterUrl: z.string(),
  /** Path of the page a friend opens to join. */
  sharePath: z.string(),
});

export const ZTeamSeat = z.object({
  teamNo: z.string(),
  orderNo: z.string(),
  payAmountCents: z.number().int(),
});

export const teamBuyActivity = defineCall({
  name: 'teamBuyActivity',
  summary:
    'A team-buy activity (by id or code; the brand’s running one when neither is given) with its open teams',
  path: `${BASE}/activity`,
  auth: 'optional',
  request: z.object({ activityId: zId().optional(), activityCode: zText(64).optional() }),
  response: z.object({
    activity: ZTeamBuyActivity,
    /** Teams still taking members, fewest seats left first (at most 10). */
    openTeams: z.array(ZTeam),
    /** The learner's live teams of this activity. */
    myTeams: z.array(ZTeam),
    serverNow: z.number(),
  }),
});

export const teamBuyOpen = defineCall({
  name: 'teamBuyOpen',
  summary: 'Opens a team as its leader: the team and the leader’s unpaid order (paid with submitOrderPay)',
  path: `${BASE}/open`,
  auth: 'required',
  request: z.object({ activityId: zId() }),
  response: ZTeamSeat,
});

export const teamBuyJoin = defineCall({
  name: 'teamBuyJoin',
  summary: 'Takes a seat in a team: the seat and an unpaid order; 2201 when the team is full',
  path: `${BASE}/join`,
  auth: 'required',
  request: z.object({ teamNo: zTeamNo() }),
  response: ZTeamSeat,
});

export const teamBuyTeam = defineCall({
  name: 'teamBuyTeam',
  summary: 'One team: status, seats left, deadline, members, this learner’s seat',
  path: `${BASE}/team`,
  auth: 'optional',
  request: z.object({ teamNo: zTeamNo() }),
  response: ZTeam,
});

export const teamBuyMine = defineCall({
  name: 'teamBuyMine',
  summary: 'The learner’s teams, newest first',
  path: `${BASE}/mine`,
  auth: 'required',
  request: z.object({}),
  response: z.object({ list: z.array(ZTeam) }),
});

export type TTeam = z.infer<typeof ZTeam>;
export type TTeamBuyActivity = z.infer<typeof ZTeamBuyActivity>;
export type TTeamMember = z.infer<typeof ZTeamMember>;
export type TTeamSeat = z.infer<typeof ZTeamSeat>;
