import type { FeatureRoutes } from '../../lib/pages';

/** The growth pages: route name -> its page module, loaded lazily (app/page-registry.ts gathers every feature's). */
export const routes: FeatureRoutes = {
  raffle: () => import('./pages/raffle.tsx'),
  'winning-display': () => import('./pages/winning-display.tsx'),
  'red-packet': () => import('./pages/red-packet.tsx'),
  'day-pack': () => import('./pages/day-pack.tsx'),
  'pack-history': () => import('./pages/pack-history.tsx'),
  'spring-festival': () => import('./pages/spring-festival.tsx'),
};
