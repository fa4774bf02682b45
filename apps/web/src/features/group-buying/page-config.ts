/**
 * The group-buying routes that share a page, each with its own words: the activity pages (拼团首页, 拼团课程,
 * 拼团活动, the ad landing) and the team pages (拼团详情, the friend's invitation, the page the cashier returns
 * to). The route name picks the row; everything else comes from the server.
 */

export type ActivityPageConfig = { heading: string; lead: string; showOpenTeams: boolean };

export const ACTIVITY_PAGES: Record<string, ActivityPageConfig> = {
  'group-index': { heading: '好课拼团', lead: '邀请好友一起学，拼团享超值价', showOpenTeams: true },
  groupIndex: { heading: '好课拼团', lead: '邀请好友一起学，拼团享超值价', showOpenTeams: true },
  'group-activity': { heading: '限时拼团活动', lead: '活动期间开团或参团，凑满即开课', showOpenTeams: true },
  groupActivity: { heading: '限时拼团活动', lead: '活动期间开团或参团，凑满即开课', showOpenTeams: true },
  'group-course': { heading: '拼团课程', lead: '课程详情与拼团价，一键开团', showOpenTeams: true },
  'group-landing': { heading: '拼团特惠', lead: '新学员拼团价，名额有限', showOpenTeams: false },
};

export type TeamPageConfig = { invite: boolean; waitForPayment: boolean };

export const TEAM_PAGES: Record<string, TeamPageConfig> = {
  'group-info': { invite: false, waitForPayment: false },
  'group-share': { invite: true, waitForPayment: false },
  'group-middleware': { invite: false, waitForPayment: true },
};

/** The activity a page shows: ?activityId or ?activityCode, else the brand's running one. */
export function activityQuery(params: URLSearchParams): { activityId?: number; activityCode?: string } {
  const id = Number(params.get('activityId'));
  if (Number.isInteger(id) && id > 0) return { activityId: id };
  const code = params.get('activityCode');
  return code && /^[\w-]{1,64}$/.test(code) ? { activityCode: code } : {};
}

export const isTeamNo = (value: string | null): value is string =>
  value !== null && /^T\d{8,30}$/.test(value);

/** Team state changes with every seat and payment: the team calls are read fresh on each visit, never from cache. */
export const LIVE = 0;
