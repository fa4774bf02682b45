import { describe, expect, it } from 'vitest';
import { isRouteName } from '../../app/public/navigation';
import { DETAIL_ROUTES, durationText, EXPANSION_DETAIL, LIST_ROUTES } from './content-config';
import { configOf } from './page-config';
import { routes } from './routes';

/**
 * The content engines' configuration (issue 19, content half). That every route has a page is the page
 * registry's test (app/page-registry.test.ts); here: each route runs the right engine with the right settings,
 * and the routes that lead to each other agree on what they show.
 */

/** The tool gating each family (the server's FAMILY_TOOL in services/tools/content-library.ts). */
const FAMILY_TOOL: Record<string, string | undefined> = {
  video: 'video-tools',
  sentence: 'golden-sentence',
  treasure: 'treasure',
  expansion: 'piano-practice',
};

describe('tools content engines', () => {
  it('runs every list route on one list page and every detail route on one detail page', () => {
    const listPages = new Set(Object.keys(LIST_ROUTES).map((n) => routes[n]));
    const detailPages = new Set(Object.keys(DETAIL_ROUTES).map((n) => routes[n]));
    expect(listPages.size).toBe(1);
    expect(detailPages.size).toBe(1);
    expect([...listPages][0]).not.toBe([...detailPages][0]);
    expect(Object.keys(LIST_ROUTES).filter((n) => n in DETAIL_ROUTES)).toEqual([]);
  });

  it('opens a list’s items on a detail route of the same family (and category, when both fix one)', () => {
    for (const [name, list] of Object.entries(LIST_ROUTES)) {
      const detail = DETAIL_ROUTES[list.detailRoute];
      expect(detail, `${name} → ${list.detailRoute}`).toBeDefined();
      expect(detail?.family, name).toBe(list.family);
      if (list.category && detail?.category) expect(detail.category, name).toBe(list.category);
    }
    for (const [name, d] of Object.entries(DETAIL_ROUTES)) {
      expect(isRouteName(d.relatedRoute), name).toBe(true);
      expect(DETAIL_ROUTES[d.relatedRoute]?.family ?? d.family, name).toBe(d.family);
      if (d.listRoute) expect(LIST_ROUTES[d.listRoute]?.family, name).toBe(d.family);
    }
  });

  it('gates each page by its family’s tool, as the server does', () => {
    for (const [name, c] of [...Object.entries(LIST_ROUTES), ...Object.entries(DETAIL_ROUTES)]) {
      expect(c.toolCode, name).toBe(FAMILY_TOOL[c.family]);
    }
    expect(EXPANSION_DETAIL.toolCode).toBe(FAMILY_TOOL.expansion);
  });

  it('gives the per-route parts to the routes that need them', () => {
    const on = (flag: 'useTemplate' | 'share' | 'claim' | 'notes') =>
      Object.keys(DETAIL_ROUTES)
        .filter((n) => DETAIL_ROUTES[n]?.[flag])
        .sort();
    expect(on('useTemplate')).toEqual(['videoMountingDetail']);
    expect(configOf(DETAIL_ROUTES, 'videoMountingDetail').category).toBe('template');
    expect(LIST_ROUTES.templateVideo).toMatchObject({
      category: 'template',
      detailRoute: 'videoMountingDetail',
    });
    expect(on('share')).toEqual(['goldenSentenceDetail']);
    expect(on('claim')).toEqual(['arrivalBenefit', 'reachWelfare']);
    expect(on('notes')).toEqual(['resourceDetail', 'videoPlayback', 'videoPlayback1']);
    expect(DETAIL_ROUTES.salesPlanV1?.favorite).toBe(true);
    expect(DETAIL_ROUTES.salesPlan?.favorite).toBe(false);
    expect(LIST_ROUTES.hotList).toMatchObject({ sort: 'hot', layout: 'rank' });
    expect(EXPANSION_DETAIL).toMatchObject({
      family: 'expansion',
      relatedRoute: 'extracurricular_expansion',
    });
  });

  it('writes a length as minutes and seconds', () => {
    expect(durationText(0)).toBe('');
    expect(durationText(6)).toBe('0:06');
    expect(durationText(125)).toBe('2:05');
  });
});
