import type { WebAppConfig } from '@course/contracts/web-app-config';
import { hasOwnPage } from '../public/pages';

/**
 * The bottom tab bar's rules (spec: shell). Shown only inside the messaging app (or in qc mode outside it),
 * only on tab routes, hidden by `banner=0`.
 * - 'nbc': 课程, 学习中心, 找课, 我的; with the tour-show setting 'show', 研学 (studyTour) is third.
 * - 'jz': 课程, 学习中心, 我的; with the data project 'jiangzhen', 找课 (shoppingMall) is third.
 * - qc mode (qcFlag=1, partner code 10008, outside the app): 首页 (shoppingMall) and 我的, navigating with
 *   qcFlag=1; the title becomes 首页.
 * The brand's configuration decides which tabs it has; `visibleTabs` then drops any tab whose route has no page
 * of its own yet (it would open the coming-soon page): the main navigation offers only entries that work, and a
 * tab comes back by itself once its page is registered (app/page-registry.ts).
 */

export type TabIcon = 'course' | 'study' | 'tour' | 'find' | 'mine';
export type TabItem = { name: string; label: string; icon: TabIcon; query?: Record<string, string> };

export const QC_HOME_TITLE = '首页';

const COURSE: TabItem = { name: 'index', label: '课程', icon: 'course' };
const CENTER: TabItem = { name: 'center', label: '学习中心', icon: 'study' };
const FIND: TabItem = { name: 'shoppingMall', label: '找课', icon: 'find' };
const MINE: TabItem = { name: 'user', label: '我的', icon: 'mine' };
const TOUR: TabItem = { name: 'studyTour', label: '研学', icon: 'tour' };

export function tabsFor(
  config: Pick<WebAppConfig, 'tourShow' | 'dataProject'> & { brand: string },
  qcMode: boolean,
): TabItem[] {
  if (qcMode) {
    return [
      { name: 'shoppingMall', label: QC_HOME_TITLE, icon: 'course', query: { qcFlag: '1' } },
      { ...MINE, query: { qcFlag: '1' } },
    ];
  }
  if (config.brand === 'jz') {
    return config.dataProject === 'jiangzhen' ? [COURSE, CENTER, FIND, MINE] : [COURSE, CENTER, MINE];
  }
  const tabs = [COURSE, CENTER, FIND, MINE];
  if (config.tourShow === 'show') tabs.splice(2, 0, TOUR);
  return tabs;
}

/** Whether a route opens a page of its own (not the coming-soon page): the main navigation links only those. */
export type HasPage = (routeName: string) => boolean;

/** The tabs the bar shows: the brand's tabs (`tabsFor`) whose route has a page of its own. */
export function visibleTabs(
  config: Parameters<typeof tabsFor>[0],
  qcMode: boolean,
  hasPage: HasPage = hasOwnPage,
): TabItem[] {
  return tabsFor(config, qcMode).filter((tab) => hasPage(tab.name));
}

export function isTabBarVisible(input: {
  isTabRoute: boolean;
  banner: string | null;
  inMessagingApp: boolean;
  qcMode: boolean;
}): boolean {
  if (!input.isTabRoute || input.banner === '0') return false;
  return input.inMessagingApp || input.qcMode;
}
