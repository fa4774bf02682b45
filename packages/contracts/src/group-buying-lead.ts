import { z } from 'zod';
import { defineCall, zId } from './define-call.ts';
import { ZTeam, ZTeamBuyActivity, ZTeamMember, ZTeamSeat, zTeamNo } from './group-buying-team.ts';

/**
 * The lead activity's team work (issue 15): the spec's `/api/v3/oldLeadActivity/` calls, names and paths kept;
 * payloads are not shown there, so they are ours. They run on the same team engine as team buying: an
 * activity is a team-buy activity, a 'group work' is a team.
 */

const BASE = '/api/v3/oldLeadActivity';

export const activityMerge = defineCall({
  name: 'activityMerge',
  summary: 'The activity with its course and the learner’s live team, in one answer',
  path: `${BASE}/activityMerge`,
  method: 'GET',
  auth: 'optional',
  request: z.object({ activityId: zId() }),
  response: z.object({
    activity: ZTeamBuyActivity,
    myTeam: ZTeam.nullable(),
    serverNow: z.number(),
  }),
});

export const activityStatus = defineCall({
  name: 'activityStatus',
  summary: 'Whether the activity has started or ended, by the server’s clock',
  path: `${BASE}/activityStatus`,
  method: 'GET',
  auth: 'none',
  request: z.object({ activityId: zId() }),
  response: z.object({
    state: z.enum(['not_started', 'running', 'ended']),
    startsAt: z.number().nullable(),
    endsAt: z.number().nullable(),
    serverNow: z.number(),
  }),
});

export const getCustomerIdentity = defineCall({
  name: 'getCustomerIdentity',
  summary: 'A new learner (no paid order yet) or an old one',
  path: `${BASE}/getCustomerIdentity`,
  auth: 'required',
  request: z.object({}),
  response: z.object({ identity: z.enum(['new', 'old']), paidOrderCount: z.number().int() }),
});

export const createGroupWork = defineCall({
  name: 'createGroupWork',
  summary: 'Opens a team (no teamNo) or joins one (teamNo): the seat and its unpaid order; 2201 when full',
  path: `${BASE}/createGroupWork`,
  auth: 'required',
  request: z.object({ activityId: zId(), teamNo: zTeamNo().optional() }),
  response: ZTeamSeat,
});

export const leadCourseDetail = defineCall({
  name: 'getCourseDetail',
  summary: 'The activity’s course: title, cover, introduction, prices',
  path: `${BASE}/getCourseDetail`,
  method: 'GET',
  auth: 'optional',
  request: z.object({ activityId: zId(), courseId: zId() }),
  response: z.object({
    courseId: z.number().int(),
    title: z.string(),
    subtitle: z.string(),
    coverUrl: z.string(),
    teacherName: z.string(),
    lessonCount: z.number().int(),
    originalPriceCents: z.number().int(),
    teamPriceCents: z.number().int(),
    owned: z.boolean(),
  }),
});

export const createPoster = defineCall({
  name: 'createPoster',
  summary: 'The team’s share poster: an image path and the join link it encodes',
  path: `${BASE}/createPoster`,
  auth: 'optional',
  request: z.object({ teamNo: zTeamNo() }),
  response: z.object({ posterUrl: z.string(), shareUrl: z.string() }),
});

export const getRandomWord = defineCall({
  name: 'getRandomWord',
  summary: 'One of the activity’s copy lines, at random',
  path: `${BASE}/getRandomWord`,
  auth: 'none',
  request: z.object({ activityId: zId() }),
  response: z.object({ word: z.string() }),
});

export const activityTeamStatus = defineCall({
  name: 'activityTeamStatus',
  summary: 'A team’s status, seats left and deadline',
  path: `${BASE}/activityTeamStatus`,
  auth: 'optional',
  request: z.object({ teamNo: zTeamNo() }),
  response: z.object({
    status: z.enum(['pending', 'open', 'succeeded', 'failed']),
    seats: z.number().int(),
    seatsLeft: z.number().int(),
    /** Seats held by an unpaid order (see ZTeam). */
    reservedCount: z.number().int(),
    /** Paid members still missing for the team to succeed. */
    membersNeeded: z.number().int(),
    deadlineAt: z.number(),
    serverNow: z.number(),
  }),
});

export const getActivityTeamInfo = defineCall({
  name: 'getActivityTeamInfo',
  summary: 'A team in full (the same answer as teamBuyTeam)',
  path: `${BASE}/getActivityTeamInfo`,
  auth: 'optional',
  request: z.object({ teamNo: zTeamNo() }),
  response: ZTeam,
});

export const joinActivitySuccessInfo = defineCall({
  name: 'joinActivitySuccessInfo',
  summary: 'After paying: the team by its id, whether it is complete, and where the course is',
  path: `${BASE}/joinActivitySuccessInfo`,
  auth: 'required',
  request: z.object({ teamId: zId() }),
  response: z.object({ team: ZTeam, courseOpened: z.boolean() }),
});

export const getTeamMemberInfo = defineCall({
  name: 'getTeamMemberInfo',
  summary: 'A team’s members (paid members, leader first, and the system’s seats)',
  path: `${BASE}/getTeamMemberInfo`,
  auth: 'optional',
  request: z.object({ teamNo: zTeamNo() }),
  response: z.object({ members: z.array(ZTeamMember), seats: z.number().int() }),
});
