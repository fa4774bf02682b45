import { describe, expect, it } from 'vitest';
import { hasOwnPage } from '../../app/public/pages';
import { ghostingFamilyOf, ghostingRouteNames } from './ghosting-config';
import { routes } from './routes';

/** The 24 routes (the brief says 22; its list names 8 + 8 + 8) of the practice tools (intelligent diagnosis and piano) each have their own page. */
const PRACTICE_ROUTES = [
  ...['ghosting', 'ghosting5'].flatMap((f) => [
    f,
    `${f}-curriculum`,
    `${f}-search`,
    `${f}-details`,
    `${f}-capture`,
    `${f}-shear`,
    `${f}-dragAndDrop`,
    `${f}-dragAndDplayer`,
  ]),
  'piano_tools',
  'piano_practice',
  'demonstration_video',
  'demonstration_video_detail',
  'extracurricular_expansion',
  'promote',
  'customizedPlan',
  'customizedPlanDetails',
];

describe('practice tools routes', () => {
  it('gives each of the 24 routes its own page in the tools feature (page-registry.test checks the catalogue feature)', () => {
    expect(PRACTICE_ROUTES).toHaveLength(24);
    for (const name of PRACTICE_ROUTES) {
      expect(hasOwnPage(name), name).toBe(true);
      expect(Object.hasOwn(routes, name), name).toBe(true);
    }
    expect(ghostingRouteNames().sort()).toEqual(
      PRACTICE_ROUTES.filter((n) => n.startsWith('ghosting')).sort(),
    );
  });

  it('one diagnosis engine: the family comes from the route name', () => {
    expect(ghostingFamilyOf('ghosting5-shear').family).toBe('ghosting5');
    expect(ghostingFamilyOf('ghosting-dragAndDrop').family).toBe('ghosting');
    expect(ghostingFamilyOf('ghosting5').lessonLayout).toBe('row5');
    expect(routes['ghosting-shear']).toBe(routes['ghosting5-shear']);
  });
});
