import { Link, useLocation } from 'react-router';
import { getAppConfig } from '../../lib/app-config';
import { isHiddenNav } from '../../lib/hidden-nav';
import { isInMessagingApp } from '../../lib/platform';
import { homeHref, useRouteEntry } from '../public/navigation';
import { getHref } from '../route-catalogue';
import { isQcMode } from '../session/out-of-app';
import { isTabBarVisible, type TabItem, visibleTabs } from './tab-bar-rules';
import { TabIconSvg } from './tab-icons';
import './shell.css';

function hrefOf(tab: TabItem): string {
  if (tab.name === 'index' && !tab.query) return homeHref();
  return getHref(tab.name, { query: tab.query });
}

/** The bottom tab bar (rules in tab-bar-rules.ts). */
export function TabBar() {
  const entry = useRouteEntry();
  const location = useLocation();
  const url = new URL(`${location.pathname}${location.search}`, window.location.origin);
  const qcMode = isQcMode(url);
  const visible = isTabBarVisible({
    isTabRoute: entry?.meta.tab === true,
    banner: url.searchParams.get('banner'),
    inMessagingApp: isInMessagingApp(),
    qcMode,
  });
  if (!visible || isHiddenNav(location.search)) return null;
  const config = getAppConfig();
  const tabs = visibleTabs(
    { brand: config.throw.brand, tourShow: config.tourShow, dataProject: config.dataProject },
    qcMode,
  );
  return (
    <>
      <div className="app-tab-bar-spacer" aria-hidden="true" />
      <nav className="app-tab-bar" data-testid="tab-bar" aria-label="底部导航">
        {tabs.map((tab) => {
          const active = entry?.name === tab.name;
          return (
            <Link
              key={tab.name}
              to={hrefOf(tab)}
              replace
              className={active ? 'app-tab app-tab-active' : 'app-tab'}
              data-testid={`tab-${tab.name}`}
              aria-current={active ? 'page' : undefined}
            >
              <TabIconSvg icon={tab.icon} />
              <span>{tab.label}</span>
            </Link>
          );
        })}
      </nav>
    </>
  );
}
