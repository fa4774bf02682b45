import { describe, expect, it } from 'vitest';
import {
  GHOSTING_FAMILY_CONFIG,
  GHOSTING_SUBPAGES,
  ghostingFamilyOf,
  ghostingRoute,
  ghostingRouteNames,
} from './ghosting-config';
import { routes } from './routes';

/**
 * The practice tools' engine configuration (intelligent diagnosis): one page per step serves both families, and
 * the family (its tool, grid and lesson layout) comes from the route name. That every route has a page is the
 * page registry's test (app/page-registry.test.ts).
 */
describe('practice tools: one diagnosis engine', () => {
  it('serves each step of both families with the same page, a different one per step', () => {
    const pages = GHOSTING_SUBPAGES.map((p) => {
      expect(routes[ghostingRoute('ghosting', p)], p).toBe(routes[ghostingRoute('ghosting5', p)]);
      return routes[ghostingRoute('ghosting', p)];
    });
    expect(new Set(pages).size).toBe(GHOSTING_SUBPAGES.length);
    expect(routes.ghosting).toBe(routes.ghosting5);
    expect(ghostingRouteNames()).toHaveLength(16);
  });

  it('takes the family from the route name, with its own tool, grid and lesson layout', () => {
    for (const name of ghostingRouteNames()) {
      const family = name.startsWith('ghosting5') ? 'ghosting5' : 'ghosting';
      expect(ghostingFamilyOf(name), name).toBe(GHOSTING_FAMILY_CONFIG[family]);
    }
    expect(GHOSTING_FAMILY_CONFIG.ghosting).toMatchObject({
      toolCode: 'ghosting',
      grid: 'tian',
      lessonLayout: 'wrap',
    });
    expect(GHOSTING_FAMILY_CONFIG.ghosting5).toMatchObject({
      toolCode: 'ghosting5',
      grid: 'mi',
      lessonLayout: 'row5',
    });
    expect(ghostingFamilyOf(undefined).family).toBe('ghosting');
  });
});
