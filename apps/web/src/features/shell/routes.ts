import { type FeatureRoutes, type PageImporter, pagesOf } from '../../lib/pages';

/** The shell pages: route name -> its page module, loaded lazily (app/page-registry.ts gathers every feature's). */
export const routes: FeatureRoutes = {
  blank: () => import('./pages/blank.tsx'),
  ...pagesOf(() => import('./pages/app-download.tsx'), ['group', 'download', 'download-app', 'downloadApp']),
};

/** The fallback page of a route name without its page yet (敬请期待, never a 404); app/page-registry.ts uses it. */
export const comingSoonPage: PageImporter = () => import('./pages/coming-soon.tsx');

/** The page of an unknown address (the router's `*` route and a 404 response). */
export { default as NotFoundPage } from './pages/not-found.tsx';
