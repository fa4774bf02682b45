import { type FeatureRoutes, pagesOf } from '../../lib/pages';

/** The group-buying pages: route name -> its page module (near-identical routes share one, see page-config.ts). */
export const routes: FeatureRoutes = {
  ...pagesOf(
    () => import('./pages/team-activity.tsx'),
    ['group-index', 'groupIndex', 'group-activity', 'groupActivity', 'group-course', 'group-landing'],
  ),
  ...pagesOf(() => import('./pages/team-detail.tsx'), ['group-info', 'group-share', 'group-middleware']),
  'group-success': () => import('./pages/team-result.tsx'),
  'ljr-fission': () => import('./pages/lead-activity.tsx'),
};
