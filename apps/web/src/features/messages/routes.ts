import { type FeatureRoutes, pagesOf } from '../../lib/pages';

/** The messages pages: route name -> its page module, loaded lazily (app/page-registry.ts gathers every feature's). */
export const routes: FeatureRoutes = {
  siteInformation: () => import('./pages/site-messages.tsx'),
  ...pagesOf(() => import('./pages/help-articles.tsx'), ['lessonHelp', 'issue']),
  siteInformationDetail: () => import('./pages/site-message-detail.tsx'),
  ...pagesOf(
    () => import('./pages/customer-service.tsx'),
    ['qiyu', 'qiyu-common', 'qiyu-ds', 'qiyu-yxy', 'shQiyu'],
  ),
};
