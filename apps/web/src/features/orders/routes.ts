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
  alipayEnsure: () => import('./pages/ensure.tsx').then((m) => ({ default: m.AlipayEnsurePage })),
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
  ...pagesOf(() => import('./pages/orders.tsx'), ['order', 'order-old']),
  invoice: () => import('./pages/invoice.tsx'),
  'invoice-detail': () => import('./pages/invoice.tsx').then((m) => ({ default: m.InvoiceDetailPage })),
  'invoice-download': () => import('./pages/invoice.tsx').then((m) => ({ default: m.InvoiceDownloadPage })),
  ...pagesOf(
    () => import('./pages/camp.tsx'),
    ['curriculum-time', 'selectDate', 'selectDateNew', 'changeClassTime'],
  ),
  changeClassTimeLose: () => import('./pages/camp.tsx').then((m) => ({ default: m.ChangeLosePage })),
  withoutCamp: () => import('./pages/camp.tsx').then((m) => ({ default: m.WithoutCampPage })),
  ...pagesOf(
    () => import('./pages/orders.tsx').then((m) => ({ default: m.OrderDetailPage })),
    ['order-detail', 'order-detail-old', 'order-detail-contract', 'agreement-detail'],
  ),
};
