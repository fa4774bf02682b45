import { type FeatureRoutes, type PageImporter, pagesOf } from '../../lib/pages';
import { CONTENT_ROUTES } from './content-config';
import { DOWNLOAD_ROUTES } from './download-config';

/** The shell pages: route name -> its page module, loaded lazily (app/page-registry.ts gathers every feature's). */
export const routes: FeatureRoutes = {
  blank: () => import('./pages/blank.tsx'),
  ...pagesOf(() => import('./pages/app-download.tsx'), ['group', 'download', 'download-app', 'downloadApp']),
  // the download and app-launch family: one engine, one entry per route in download-config.ts
  ...pagesOf(() => import('./pages/download-engine.tsx'), Object.keys(DOWNLOAD_ROUTES)),
  // the content pages: one engine, the route name is the key of the server's content table
  ...pagesOf(() => import('./pages/content-engine.tsx'), CONTENT_ROUTES),
  ...pagesOf(() => import('./pages/status-pages.tsx'), ['invalidPage', 'noPermission']),
  clear: () => import('./pages/clear.tsx'),
  myComment: () => import('./pages/my-comments.tsx'),
};

/** The fallback page of a route name without its page yet (敬请期待, never a 404); app/page-registry.ts uses it. */
export const comingSoonPage: PageImporter = () => import('./pages/coming-soon.tsx');

/** The page of an unknown address (the router's `*` route and a 404 response). */
export { default as NotFoundPage } from './pages/not-found.tsx';
