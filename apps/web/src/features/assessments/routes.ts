import { type FeatureRoutes, pagesOf } from '../../lib/pages';
import { APPRAISAL_ROUTES, SHARE_ROUTES } from './appraisal-config';

/**
 * The assessments pages (issue 18, item 5): the DISC test, info collection, appraisals and the opening poster.
 * Route name -> its page module, loaded lazily (app/page-registry.ts gathers every feature's).
 */
export const routes: FeatureRoutes = {
  discIndex: () => import('./pages/disc-index.tsx'),
  discPage: () => import('./pages/disc-page.tsx'),
  discResult: () => import('./pages/disc-result.tsx'),
  openingPoster: () => import('./pages/opening-poster.tsx'),
  infoIndex: () => import('./pages/info-index.tsx'),
  infoResult: () => import('./pages/info-result.tsx'),
  infoBook: () => import('./pages/info-book.tsx'),
  ...pagesOf(() => import('./pages/appraisal.tsx'), Object.keys(APPRAISAL_ROUTES)),
  ...pagesOf(() => import('./pages/share-appraisal.tsx'), Object.keys(SHARE_ROUTES)),
};
