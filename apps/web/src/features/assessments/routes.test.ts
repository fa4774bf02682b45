import { describe, expect, it } from 'vitest';
import { hasOwnPage } from '../../app/public/pages';
import { routes } from './routes';

/** Issue 18 item 5: every assessments route built has its own page (not coming-soon), declared by this feature. */
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

describe('assessments routes', () => {
  it('gives each DISC, info, appraisal and poster route its own page in the assessments feature', () => {
    for (const name of ASSESSMENT_ROUTES) {
      expect(hasOwnPage(name), name).toBe(true);
      expect(routes[name], name).toBeTypeOf('function');
    }
  });
});
