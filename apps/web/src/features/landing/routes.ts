import { LANDING_VARIANTS } from '@course/domain/landing-variants';
import { type FeatureRoutes, pagesOf } from '../../lib/pages';

/** The landing pages: route name -> its page module, loaded lazily (app/page-registry.ts gathers every feature's). */
export const routes: FeatureRoutes = {
  ...pagesOf(
    () => import('./pages/landing-page.tsx'),
    LANDING_VARIANTS.map((variant) => variant.name),
  ),
};
