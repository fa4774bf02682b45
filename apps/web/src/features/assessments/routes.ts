import type { FeatureRoutes } from '../../lib/pages';

/**
 * The assessments pages (issue 18, item 5): the DISC test, info collection, appraisals and the opening poster.
 * Route name -> its page module, loaded lazily (app/page-registry.ts gathers every feature's).
 */
export const routes: FeatureRoutes = {
  discIndex: () => import('./pages/disc-index.tsx'),
  discPage: () => import('./pages/disc-page.tsx'),
  discResult: () => import('./pages/disc-result.tsx'),
};
