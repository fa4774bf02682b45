import { type FeatureRoutes, pagesOf } from '../../lib/pages';

/** The goods pages: route name -> its page module, loaded lazily (app/page-registry.ts gathers every feature's). */
export const routes: FeatureRoutes = {
  ...pagesOf(() => import('./pages/goods-detail.tsx'), ['goodsDetail', 'zqt-detail']),
  goodsVideo: () => import('./pages/goods-video.tsx'),
  shoppingEvaluate: () => import('./pages/goods-evaluate.tsx'),
  shoppingEmpty: () => import('./pages/goods-empty.tsx'),
  ...pagesOf(() => import('./pages/address-list.tsx'), ['zqt-address-list', 'ship-address']),
  'zqt-address-edit': () => import('./pages/address-edit.tsx'),
  'zqt-pay': () => import('./pages/zqt-pay.tsx'),
  ...pagesOf(() => import('./pages/logistics.tsx'), ['logistics-tracking', 'logisticsGift']),
  modifyAddress: () => import('./pages/modify-address.tsx'),
  mygift: () => import('./pages/my-gifts.tsx'),
  'exchange-prize': () => import('./pages/exchange-prize.tsx'),
  'exchange-address': () => import('./pages/exchange-address.tsx'),
  'exchange-success': () => import('./pages/exchange-success.tsx'),
};
