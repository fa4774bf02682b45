import { type FeatureRoutes, pagesOf } from '../../lib/pages';

/** The orders pages: route name -> its page module, loaded lazily (app/page-registry.ts gathers every feature's). */
export const routes: FeatureRoutes = {
  ...pagesOf(
    () => import('./pages/ensure.tsx'),
    [
      'ensure',
      'ensure1',
      'ensure-mini',
      'ensure-more',
      'ensure-more-depositFinal',
      'ensure-more4',
      'ensure-more4-deposit',
      'ensure-more4-new',
      'EnsureMoreMini',
      'beginners-sales',
      'beginners-sales-deposit',
      'ordersure',
      'virtualGoodsPay',
      'zqt-order',
    ],
  ),
  alipayEnsure: () => import('./pages/alipay-ensure.tsx'),
  ...pagesOf(
    () => import('./pages/alipay.tsx'),
    ['alipay', 'alipayNew', 'alipayGoods', 'alipayZqt', 'jdpay'],
  ),
  AliPayCollect: () => import('./pages/collect.tsx'),
  miniVipAlipay: () => import('./pages/mini-vip.tsx'),
  virtualGoods: () => import('./pages/virtual-goods.tsx'),
  ...pagesOf(
    () => import('./pages/result.tsx'),
    ['orderSuccess', 'alipaySuccess', 'alipayGoodsResult', 'miniVipAlipaySuccess'],
  ),
  ...pagesOf(() => import('./pages/order-list.tsx'), ['order', 'order-old']),
  invoice: () => import('./pages/invoice.tsx'),
  'invoice-detail': () => import('./pages/invoice-detail.tsx'),
  'invoice-download': () => import('./pages/invoice-download.tsx'),
  ...pagesOf(() => import('./pages/curriculum-time.tsx'), ['curriculum-time', 'selectDate', 'selectDateNew']),
  changeClassTime: () => import('./pages/change-class-time.tsx'),
  changeClassTimeLose: () => import('./pages/change-class-time-lose.tsx'),
  withoutCamp: () => import('./pages/without-camp.tsx'),
  ...pagesOf(
    () => import('./pages/order-detail.tsx'),
    ['order-detail', 'order-detail-old', 'order-detail-contract', 'agreement-detail'],
  ),
};
