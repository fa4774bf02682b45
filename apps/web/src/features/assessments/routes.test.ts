import { describe, expect, it } from 'vitest';
import { hasOwnPage } from '../../app/public/pages';
import { routesByName } from '../../app/route-catalogue';
import { routes as identityRoutes } from '../identity/routes';
import { routes } from './routes';

/** Issue 18 items 4 and 5: every route built here has its own page (not coming-soon), in the right feature. */
const ASSESSMENT_ROUTES = [
  'discIndex',
  'discPage',
  'discResult',
  'infoIndex',
  'infoResult',
  'infoBook',
  'toAppraisal',
  'toAppraisalV1',
  'toAppraisalV2',
  'shareAppraisal',
  'shareAppraisalV1',
  'openingPoster',
];
const MEMBER_ROUTES = ['member', 'memberRights', 'equity', 'appH5-vip'];

describe('assessments and membership routes', () => {
  it('gives each DISC, info, appraisal and poster route its own page in the assessments feature', () => {
    for (const name of ASSESSMENT_ROUTES) {
      expect(hasOwnPage(name), name).toBe(true);
      expect(routes[name], name).toBeTypeOf('function');
      expect(routesByName.get(name)?.feature).toBe('assessments');
    }
  });

  it('gives each membership route its own page in the identity feature, one engine for all four', () => {
    for (const name of MEMBER_ROUTES) {
      expect(hasOwnPage(name), name).toBe(true);
      expect(identityRoutes[name], name).toBeTypeOf('function');
      expect(routesByName.get(name)?.feature).toBe('identity');
    }
  });
});
