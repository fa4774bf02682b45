import { type FeatureRoutes, pagesOf } from '../../lib/pages';

/** The legal pages: route name -> its page module, loaded lazily (app/page-registry.ts gathers every feature's). */
export const routes: FeatureRoutes = {
  ...pagesOf(() => import('./pages/refund-agreement.tsx'), ['refundAgreement', 'refundAgreementLink']),
  ...pagesOf(
    () => import('./pages/agreement.tsx'),
    [
      'agreement',
      'agreement-new',
      'appAgreement',
      'appAgreement-new',
      'agreement1',
      'agreement1-new',
      'appAgreement1',
      'appAgreement1-new',
      'agreement3',
      'agreement3-new',
      'agreement4',
      'agreement4-new',
      'aboutus',
      'about',
    ],
  ),
};
