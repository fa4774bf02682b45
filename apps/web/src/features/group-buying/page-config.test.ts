import { describe, expect, it } from 'vitest';
import { ACTIVITY_PAGES, activityQuery, isTeamNo, TEAM_PAGES } from './page-config';
import { routes } from './routes';

describe('group-buying page config', () => {
  it('every route sharing the activity or team page has its row', () => {
    for (const name of Object.keys(ACTIVITY_PAGES)) expect(routes[name]).toBe(routes['group-index']);
    for (const name of Object.keys(TEAM_PAGES)) expect(routes[name]).toBe(routes['group-info']);
    expect(Object.keys(routes).sort()).toHaveLength(11);
  });

  it('reads the activity from ?activityId, else ?activityCode, refusing anything else', () => {
    expect(activityQuery(new URLSearchParams('activityId=7&activityCode=x'))).toEqual({ activityId: 7 });
    expect(activityQuery(new URLSearchParams('activityCode=team-buy-piano'))).toEqual({
      activityCode: 'team-buy-piano',
    });
    expect(activityQuery(new URLSearchParams('activityId=-1&activityCode=<b>'))).toEqual({});
    expect(isTeamNo('T20261125223624633539')).toBe(true);
    expect(isTeamNo('C20261125223624633539')).toBe(false);
    expect(isTeamNo(null)).toBe(false);
  });
});
