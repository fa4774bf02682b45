import { LANDING_VARIANTS } from '@course/domain/landing-variants';
import type { ComponentType } from 'react';

/**
 * Route name -> the page module that renders it, loaded lazily (one chunk per page).
 * A feature adds its pages here as `name: () => import('../features/<feature>/pages/<page>.tsx')`.
 * Names without a page yet get the shared coming-soon page (敬请期待), never a 404.
 */

export type PageModule = { default: ComponentType };
export type PageImporter = () => Promise<PageModule>;

const comingSoon: PageImporter = () => import('../features/shell/pages/coming-soon.tsx');

export const pageImporters: Readonly<Record<string, PageImporter>> = {
  blank: () => import('../features/shell/pages/blank.tsx'),
  // Commerce (issue 6): orders and payment.
  ...pagesOf(
    () => import('../features/orders/pages/ensure.tsx'),
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
  alipayEnsure: () =>
    import('../features/orders/pages/ensure.tsx').then((m) => ({ default: m.AlipayEnsurePage })),
  ...pagesOf(
    () => import('../features/orders/pages/alipay.tsx'),
    ['alipay', 'alipayNew', 'alipayGoods', 'alipayZqt', 'jdpay'],
  ),
  AliPayCollect: () => import('../features/orders/pages/collect.tsx'),
  miniVipAlipay: () => import('../features/orders/pages/mini-vip.tsx'),
  virtualGoods: () => import('../features/orders/pages/virtual-goods.tsx'),
  ...pagesOf(
    () => import('../features/legal/pages/refund-agreement.tsx'),
    ['refundAgreement', 'refundAgreementLink'],
  ),
  ...pagesOf(
    () => import('../features/orders/pages/result.tsx'),
    ['orderSuccess', 'alipaySuccess', 'alipayGoodsResult', 'miniVipAlipaySuccess'],
  ),
  ...pagesOf(() => import('../features/orders/pages/orders.tsx'), ['order', 'order-old']),
  invoice: () => import('../features/orders/pages/invoice.tsx'),
  'invoice-detail': () =>
    import('../features/orders/pages/invoice.tsx').then((m) => ({ default: m.InvoiceDetailPage })),
  'invoice-download': () =>
    import('../features/orders/pages/invoice.tsx').then((m) => ({ default: m.InvoiceDownloadPage })),
  ...pagesOf(
    () => import('../features/orders/pages/camp.tsx'),
    ['curriculum-time', 'selectDate', 'selectDateNew', 'changeClassTime'],
  ),
  changeClassTimeLose: () =>
    import('../features/orders/pages/camp.tsx').then((m) => ({ default: m.ChangeLosePage })),
  withoutCamp: () =>
    import('../features/orders/pages/camp.tsx').then((m) => ({ default: m.WithoutCampPage })),
  ...pagesOf(
    () => import('../features/orders/pages/orders.tsx').then((m) => ({ default: m.OrderDetailPage })),
    ['order-detail', 'order-detail-old', 'order-detail-contract', 'agreement-detail'],
  ),
  // The landing funnel (issue 4): every landing variant is one engine, mounted by one page. Direct visits get
  // the light landing document instead (features/landing/standalone.ts).
  ...pagesOf(
    () => import('../features/landing/pages/landing-page.tsx'),
    LANDING_VARIANTS.map((variant) => variant.name),
  ),
  // Courses and learning (issue 5): several route names share one page.
  ...pagesOf(() => import('../features/catalogue/pages/home.tsx'), ['index']),
  ...pagesOf(() => import('../features/catalogue/pages/mall.tsx'), ['shoppingMall']),
  ...pagesOf(
    () => import('../features/catalogue/pages/course-detail.tsx'),
    ['detail', 'payCourseDetail', 'courseDetail'],
  ),
  ...pagesOf(
    () => import('../features/learning/pages/lesson-list.tsx'),
    ['lession-list', 'sectionList', 'commoditySectionList', 'lession-list-teacher'],
  ),
  ...pagesOf(
    () => import('../features/learning/pages/lesson.tsx'),
    [
      'lession-detail',
      'lesson-detail',
      'lession-detail1',
      'new-lession-detail',
      'video-detail',
      'video-detail-new',
      'lession-video-detail',
      'resoureDetail',
      'recordedVideoDetail',
    ],
  ),
  ...pagesOf(
    () => import('../features/learning/pages/audio-detail.tsx'),
    ['audioDetail', 'listenbook-detail'],
  ),
  ...pagesOf(
    () => import('../features/learning/pages/centre.tsx'),
    ['center', 'center-old', 'centerCheck', 'classInfoCenter'],
  ),
  ...pagesOf(
    () => import('../features/learning/pages/centre.tsx').then((m) => ({ default: m.LessonCentrePage })),
    ['lesson-center'],
  ),
  ...pagesOf(
    () => import('../features/catalogue/pages/course-list.tsx'),
    ['excellent-course', 'selectedCourses', 'choicenessCourse'],
  ),
  ...pagesOf(
    () => import('../features/learning/pages/lists.tsx').then((m) => ({ default: m.MyCoursesPage })),
    ['MyCourse'],
  ),
  ...pagesOf(
    () => import('../features/learning/pages/lists.tsx').then((m) => ({ default: m.AudioListPage })),
    ['mp3-list', 'audioList'],
  ),
  ...pagesOf(
    () => import('../features/learning/pages/lists.tsx').then((m) => ({ default: m.SectionSearchPage })),
    ['lesson-section-search'],
  ),
  ...pagesOf(
    () => import('../features/learning/pages/lists.tsx').then((m) => ({ default: m.MaterialsPage })),
    ['teachingMaterials'],
  ),
  ...pagesOf(
    () => import('../features/catalogue/pages/packages.tsx'),
    ['packageCourseList', 'packageDetail'],
  ),
  siteInformation: () => import('../features/messages/pages/messages.tsx'),
  siteInformationDetail: () =>
    import('../features/messages/pages/messages.tsx').then((m) => ({ default: m.SiteInformationDetailPage })),
  courseLose: () => import('../features/catalogue/pages/course-lose.tsx'),
  ...pagesOf(
    () => import('../features/legal/pages/agreement.tsx'),
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
  ...pagesOf(
    () => import('../features/messages/pages/customer-service.tsx'),
    ['qiyu', 'qiyu-common', 'qiyu-ds', 'qiyu-yxy', 'shQiyu'],
  ),
  ...pagesOf(
    () => import('../features/shell/pages/app-download.tsx'),
    ['group', 'download', 'download-app', 'downloadApp'],
  ),
  ...pagesOf(
    () => import('../features/learning/pages/lists.tsx').then((m) => ({ default: m.ChapterPage })),
    ['chapterDetail', 'chapterDetailNew', 'commodityChapterDetail'],
  ),
  ...pagesOf(() => import('../features/learning/pages/study.tsx'), ['homework', 'homework-jie']),
  ...pagesOf(
    () => import('../features/learning/pages/study.tsx').then((m) => ({ default: m.ExamPage })),
    ['exam', 'exam-jie'],
  ),
  ...pagesOf(
    () => import('../features/learning/pages/study.tsx').then((m) => ({ default: m.NotesPage })),
    ['note'],
  ),
  ...pagesOf(
    () => import('../features/learning/pages/study.tsx').then((m) => ({ default: m.CertificatesPage })),
    ['citation', 'get-citation', 'diploma'],
  ),
  ...pagesOf(
    () => import('../features/learning/pages/study.tsx').then((m) => ({ default: m.AdmissionPage })),
    ['learn-notice', 'admission-letter', 'admission'],
  ),
  ...pagesOf(
    () => import('../features/learning/pages/study.tsx').then((m) => ({ default: m.StudyReportPage })),
    ['studyReport', 'study-report', 'report-wx', 'phaseReport', 'guideReport'],
  ),
  ...pagesOf(
    () => import('../features/learning/pages/study.tsx').then((m) => ({ default: m.QuestionPage })),
    ['question', 'live-question'],
  ),
  ...pagesOf(
    () => import('../features/learning/pages/study.tsx').then((m) => ({ default: m.ClockInPage })),
    ['practiceClockingIn'],
  ),
  ...pagesOf(
    () => import('../features/learning/pages/study.tsx').then((m) => ({ default: m.PlanPage })),
    ['learn-plan', 'mySchedule'],
  ),
  ...pagesOf(
    () => import('../features/learning/pages/study.tsx').then((m) => ({ default: m.MyClassPage })),
    ['myclass', 'teacher'],
  ),
  // account (issue 3)
  register: () => import('../features/identity/pages/register.tsx'),
  login: () => import('../features/identity/pages/login.tsx'),
  orderLogin: () => import('../features/identity/pages/order-login.tsx'),
  tuiLogin: () => import('../features/identity/pages/tui-login.tsx'),
  teacherLogin: () => import('../features/identity/pages/teacher-login.tsx'),
  beforeSignIn: () => import('../features/identity/pages/before-sign-in.tsx'),
  user: () => import('../features/identity/pages/user.tsx'),
  personalInfo: () => import('../features/identity/pages/personal-info.tsx'),
  fillUserInfo: () => import('../features/identity/pages/fill-user-info.tsx'),
  appBindMobile: () => import('../features/identity/pages/app-bind-mobile.tsx'),
  'account-number': () => import('../features/identity/pages/account-number.tsx'),
  safety: () => import('../features/identity/pages/safety.tsx'),
  cancellation: () => import('../features/identity/pages/cancellation.tsx'),
  'cancellation-first': () => import('../features/identity/pages/cancellation-first.tsx'),
  ycd: () => import('../features/identity/pages/ycd.tsx'),
  ycdSignIn: () => import('../features/identity/pages/ycd-sign-in.tsx'),
  // Goods (issue 6): physical goods, addresses, logistics, gifts and prize exchange.
  ...pagesOf(() => import('../features/goods/pages/goods-detail.tsx'), ['goodsDetail', 'zqt-detail']),
  goodsVideo: () => import('../features/goods/pages/goods-video.tsx'),
  shoppingEvaluate: () => import('../features/goods/pages/goods-evaluate.tsx'),
  shoppingEmpty: () => import('../features/goods/pages/goods-empty.tsx'),
  ...pagesOf(() => import('../features/goods/pages/address-list.tsx'), ['zqt-address-list', 'ship-address']),
  'zqt-address-edit': () => import('../features/goods/pages/address-edit.tsx'),
  'zqt-pay': () => import('../features/goods/pages/zqt-pay.tsx'),
  ...pagesOf(() => import('../features/goods/pages/logistics.tsx'), ['logistics-tracking', 'logisticsGift']),
  modifyAddress: () => import('../features/goods/pages/modify-address.tsx'),
  mygift: () => import('../features/goods/pages/my-gifts.tsx'),
  'exchange-prize': () => import('../features/goods/pages/exchange-prize.tsx'),
  'exchange-address': () => import('../features/goods/pages/exchange-address.tsx'),
  'exchange-success': () => import('../features/goods/pages/exchange-success.tsx'),
};

function pagesOf(importer: PageImporter, names: readonly string[]): Record<string, PageImporter> {
  return Object.fromEntries(names.map((name) => [name, importer]));
}

export function hasOwnPage(name: string): boolean {
  return Object.hasOwn(pageImporters, name);
}

export function pageImporterFor(name: string): PageImporter {
  return hasOwnPage(name) ? pageImporters[name]! : comingSoon;
}
