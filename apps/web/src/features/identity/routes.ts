import { type FeatureRoutes, pagesOf } from '../../lib/pages';
import { MEMBER_ROUTES } from './member-config';

/** The identity pages: route name -> its page module, loaded lazily (app/page-registry.ts gathers every feature's). */
export const routes: FeatureRoutes = {
  register: () => import('./pages/register.tsx'),
  login: () => import('./pages/login.tsx'),
  orderLogin: () => import('./pages/order-login.tsx'),
  tuiLogin: () => import('./pages/tui-login.tsx'),
  teacherLogin: () => import('./pages/teacher-login.tsx'),
  beforeSignIn: () => import('./pages/before-sign-in.tsx'),
  user: () => import('./pages/user.tsx'),
  personalInfo: () => import('./pages/personal-info.tsx'),
  fillUserInfo: () => import('./pages/fill-user-info.tsx'),
  appBindMobile: () => import('./pages/app-bind-mobile.tsx'),
  'account-number': () => import('./pages/account-number.tsx'),
  safety: () => import('./pages/safety.tsx'),
  cancellation: () => import('./pages/cancellation.tsx'),
  'cancellation-first': () => import('./pages/cancellation-first.tsx'),
  ycd: () => import('./pages/ycd.tsx'),
  ycdSignIn: () => import('./pages/ycd-sign-in.tsx'),
  collectedList: () => import('./pages/collected-list.tsx'),
  collectedListDetail: () => import('./pages/collected-detail.tsx'),
  'collectedListDetail-detail': () => import('./pages/collected-item.tsx'),
  thirdShareList: () => import('./pages/third-share-list.tsx'),
  'app-sign': () => import('./pages/app-sign.tsx'),
  ...pagesOf(() => import('./pages/member-center.tsx'), Object.keys(MEMBER_ROUTES)),
};
