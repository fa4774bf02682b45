import { describe, expect, it } from 'vitest';
import { isRouteName } from '../../app/public/navigation';
import { hasOwnPage } from '../../app/public/pages';
import { routes } from './routes';

/**
 * The contests routes of spec 001 §2 'Contests': 67 names. The contest engine's 51 (memory, shortVideo, apac),
 * the 5 single pages of the good-voice contest (the same engine through configuration) and the 4 spring-couplet
 * pages have their own page; so do the calligraphy contest's 4 and the three single pages (graduation-season,
 * avertising-space, marketPromotion), the works pages of the same engine.
 */
const FAMILY_PAGES = [
  'Activity',
  'Apply',
  'Transfer',
  'Preliminary',
  'Prelive',
  'Exercise',
  'Upload',
  'Questions',
  'Pdf',
  'Rank',
  'TopRank',
  'Vote',
  'InviteVote',
  'VoteResult',
];
const ENGINE = [
  ...FAMILY_PAGES.map((p) => `memory${p}`),
  'applySuccess',
  'outDate',
  ...FAMILY_PAGES.map((p) => `shortVideo${p}`),
  'shortVideoApplySuccess',
  'shortVideoOutDate',
  ...FAMILY_PAGES.map((p) => `apac${p}`),
  'apacApplySuccess',
  'apacOutDate',
  'apacInvite',
  'apacInviteApply',
  'apacInviteSuccess',
];
const COUPLETS = ['springCouplets', 'springCoupletsHome', 'springCoupletsMake', 'springCoupletsHistory'];
const GOOD_VOICE = ['good-voice', 'handin-works', 'vote-list', 'voice-rule', 'sign-up'];
const WORKS = [
  'qcMegagame',
  'qcMegagameH5',
  'uploadResults',
  'uploadResultsSuccess',
  'graduation-season',
  'avertising-space',
  'marketPromotion',
];

describe('contests routes', () => {
  it('are the 67 names of spec 001 §2 Contests, all in the route catalogue', () => {
    const all = [...ENGINE, ...COUPLETS, ...GOOD_VOICE, ...WORKS];
    expect(new Set(all).size).toBe(67);
    expect(all.filter((name) => !isRouteName(name))).toEqual([]);
    expect(all.filter((name) => !hasOwnPage(name))).toEqual([]);
  });

  it('give the engine’s 51 routes, the 5 good-voice single pages and the 4 couplet routes their own page', () => {
    expect(ENGINE).toHaveLength(51);
    for (const name of [...ENGINE, ...GOOD_VOICE, ...COUPLETS]) {
      expect(hasOwnPage(name), name).toBe(true);
      expect(Object.hasOwn(routes, name), name).toBe(true);
    }
  });

  it('open the couplet and works pages as real page components', async () => {
    for (const name of [...COUPLETS, ...WORKS]) {
      const page = (await routes[name]!()).default;
      expect(typeof page, name).toBe('function');
    }
  }, 60_000);
});
