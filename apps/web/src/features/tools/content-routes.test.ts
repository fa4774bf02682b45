import { describe, expect, it } from 'vitest';
import { isRouteName } from '../../app/public/navigation';
import { hasOwnPage } from '../../app/public/pages';
import { DETAIL_ROUTES, durationText, LIST_ROUTES } from './content-config';
import { routes } from './routes';

/** The content half of the tools (issue 19): every route of the brief has its own page in
 * this feature (the page registry test checks the feature's route list is exactly the tools routes). */
const CONTENT_ROUTES = [
  'chronicDisease',
  'chronicDiseaseMy',
  'chronicDiseaseChapterCourse',
  'chronicDiseaseChapterDetail',
  'qcChronic',
  'treasureChest',
  'videoToolHome',
  'hotList',
  'resourceDetail',
  'questionDetail',
  'videoTool',
  'treasureBook',
  'courseNotes',
  'welfareInfo',
  'pictureMounting',
  'templateVideo',
  'videoHome',
  'videoMountingDetail',
  'videoPlayback',
  'videoPlayback1',
  'goldenSentence',
  'goldenSentenceDetail',
  'suspendClasses',
  'suspendClassesDetail',
  'brandInfoBook',
  'salesPlan',
  'salesPlanV1',
  'planBook',
  'reachWelfare',
  'arrivalBenefit',
  'treasure',
  'treasureDetail',
] as const;

describe('tools content routes', () => {
  it('gives every content route its own page in the tools feature', () => {
    expect(CONTENT_ROUTES).toHaveLength(32);
    for (const name of CONTENT_ROUTES) {
      expect(hasOwnPage(name), name).toBe(true);
      expect(routes[name], name).toBeTypeOf('function');
    }
  });

  it('configures each engine route once: a list or a detail, each detail with a catalogued related route', () => {
    const lists = Object.keys(LIST_ROUTES);
    const details = Object.keys(DETAIL_ROUTES);
    expect(lists.filter((n) => details.includes(n))).toEqual([]);
    for (const config of Object.values(DETAIL_ROUTES)) expect(isRouteName(config.relatedRoute)).toBe(true);
    for (const config of Object.values(LIST_ROUTES)) expect(isRouteName(config.detailRoute)).toBe(true);
  });

  it('writes a length as minutes and seconds', () => {
    expect(durationText(0)).toBe('');
    expect(durationText(6)).toBe('0:06');
    expect(durationText(125)).toBe('2:05');
  });
});
