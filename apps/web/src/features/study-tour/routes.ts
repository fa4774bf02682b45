import { type FeatureRoutes, pagesOf } from '../../lib/pages';

/** The study-tour pages: route name -> its page module (the two result pages share one, see page-config.ts). */
export const routes: FeatureRoutes = {
  studyTour: () => import('./pages/tour-home.tsx'),
  studyTourInfo: () => import('./pages/tour-info.tsx'),
  studyTourPreviousDetail: () => import('./pages/tour-previous.tsx'),
  studyTourNoticeDetail: () => import('./pages/notice-detail.tsx'),
  studyTourNoticeEmpty: () => import('./pages/notice-list.tsx'),
  studyTourDepositFinalPayment: () => import('./pages/tour-booking.tsx'),
  ...pagesOf(
    () => import('./pages/payment-result.tsx'),
    ['studyTourDepositPaymentResult', 'studyTourFinalPaymentResult'],
  ),
  studyTourCloseDepositFinalModel: () => import('./pages/booking-closed.tsx'),
  studySignIn: () => import('./pages/sign-in.tsx'),
  // stations (issue 18)
  stationList: () => import('./pages/station-list.tsx'),
  stationInfo: () => import('./pages/station-info.tsx'),
  stationLoading: () => import('./pages/station-loading.tsx'),
  stationRoom: () => import('./pages/station-room.tsx'),
  stationTools: () => import('./pages/station-tools.tsx'),
  stationDplayer: () => import('./pages/station-dplayer.tsx'),
};
