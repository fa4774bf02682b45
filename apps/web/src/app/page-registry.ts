import type { ComponentType } from 'react';

/**
 * Route name -> the page module that renders it, loaded lazily (one chunk per page).
 * A feature adds its pages here as `name: () => import('../features/<feature>/pages/<page>.tsx')`.
 * Names without a page yet get the shared coming-soon page (敬请期待), never a 404.
 */

export type PageModule = { default: ComponentType };
export type PageImporter = () => Promise<PageModule>;

const comingSoon: PageImporter = () => import('../features/misc/pages/coming-soon.tsx');

export const pageImporters: Readonly<Record<string, PageImporter>> = {
  blank: () => import('../features/misc/pages/blank.tsx'),
  // index: built by issue 5 (course home); coming-soon until then.
  // account (issue 3)
  register: () => import('../features/account/pages/register.tsx'),
  login: () => import('../features/account/pages/login.tsx'),
  orderLogin: () => import('../features/account/pages/order-login.tsx'),
  tuiLogin: () => import('../features/account/pages/tui-login.tsx'),
  teacherLogin: () => import('../features/account/pages/teacher-login.tsx'),
  beforeSignIn: () => import('../features/account/pages/before-sign-in.tsx'),
  user: () => import('../features/account/pages/user.tsx'),
  personalInfo: () => import('../features/account/pages/personal-info.tsx'),
  fillUserInfo: () => import('../features/account/pages/fill-user-info.tsx'),
  appBindMobile: () => import('../features/account/pages/app-bind-mobile.tsx'),
  'account-number': () => import('../features/account/pages/account-number.tsx'),
  safety: () => import('../features/account/pages/safety.tsx'),
  cancellation: () => import('../features/account/pages/cancellation.tsx'),
  'cancellation-first': () => import('../features/account/pages/cancellation-first.tsx'),
  ycd: () => import('../features/account/pages/ycd.tsx'),
  ycdSignIn: () => import('../features/account/pages/ycd-sign-in.tsx'),
};

export function hasOwnPage(name: string): boolean {
  return Object.hasOwn(pageImporters, name);
}

export function pageImporterFor(name: string): PageImporter {
  return hasOwnPage(name) ? pageImporters[name]! : comingSoon;
}
