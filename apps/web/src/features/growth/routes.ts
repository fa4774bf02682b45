import { type FeatureRoutes, pagesOf } from '../../lib/pages';
import { INVITE_HUB_ROUTES, LIST_ROUTES, POSTER_ROUTES, RULE_ROUTES } from './page-config';

/**
 * The growth pages of invite-to-earn (issue 14): route name -> its page module, loaded lazily. Near-identical
 * routes share one page with a per-route configuration (page-config.ts); raffles and red packets have their own.
 */
export const routes: FeatureRoutes = {
  ...pagesOf(() => import('./pages/invite.tsx'), Object.keys(INVITE_HUB_ROUTES)),
  'invite-new-user-join': () => import('./pages/invite-join.tsx'),
  ...pagesOf(() => import('./pages/poster.tsx'), Object.keys(POSTER_ROUTES)),
  ...pagesOf(() => import('./pages/invitation-list.tsx'), Object.keys(LIST_ROUTES)),
  fanDetail: () => import('./pages/fan-detail.tsx'),
  mycash: () => import('./pages/mycash.tsx'),
  ...pagesOf(() => import('./pages/withdraw.tsx'), ['withdraw', 'cash-out']),
  withdrawList: () => import('./pages/withdraw-list.tsx'),
  withdrawResult: () => import('./pages/withdraw-result.tsx'),
  ...pagesOf(() => import('./pages/activity-rule.tsx'), Object.keys(RULE_ROUTES)),
  raffle: () => import('./pages/raffle.tsx'),
  'winning-display': () => import('./pages/winning-display.tsx'),
  'red-packet': () => import('./pages/red-packet.tsx'),
  'day-pack': () => import('./pages/day-pack.tsx'),
  'pack-history': () => import('./pages/pack-history.tsx'),
  'spring-festival': () => import('./pages/spring-festival.tsx'),
};
