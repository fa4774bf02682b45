import { QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { GlobalAudioPanel } from '../features/learning/audio/global-audio-panel';
import { ErrorView } from './error-view';
import { useFullPageErrorStore } from './full-page-error-store';
import { routeEntryOf, titleOfMatches } from './public/navigation';
import { queryClient } from './public/request';
import { useUserInfo } from './public/session';
import { isQcMode } from './session/out-of-app';
import { scrollKeyOf } from './shell/scroll-key';
import { ShellOverlays, ShellTop } from './shell/shell-overlays';
import { TabBar } from './shell/tab-bar';
import { QC_HOME_TITLE } from './shell/tab-bar-rules';

/**
 * Sets document.title after every navigation. A layout effect of the shell runs before the pages'
 * passive effects, so a page may still set a more specific title of its own.
 */
function useDocumentTitle() {
  const location = useLocation();
  const matches = useMatches();
  useLayoutEffect(() => {
    const entry = routeEntryOf(matches);
    // qc mode: the shoppingMall tab is the home page
    const title = entry?.name === 'shoppingMall' && isQcMode() ? QC_HOME_TITLE : titleOfMatches(matches);
    if (title) document.title = title;
    // the location the page shows, once it is on screen: the e2e suite's in-app steps wait for it (docs/testing.md)
    document.documentElement.dataset.locationKey = location.key;
  }, [location.key, matches]);
}

/** A thin bar at the top while the next page's code or data loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="app-navigation-progress" data-testid="navigation-progress" role="progressbar" />;
}

/** Loads the signed-in learner's info for the shell and the pages (polled until available). */
function SessionBootstrap() {
  useUserInfo();
  return null;
}

/** The root layout: server-state provider, the page, the tab bar and overlays, or the full-page error. */
export function AppShell() {
  useDocumentTitle();
  // one page per route: a page engine shared by several routes (downloads, contests, tools …) starts afresh when
  // the learner moves in the app from one of its routes to another, as when the route is opened from a link
  const pageKey = useMatches().at(-1)?.id;
  const fullPageError = useFullPageErrorStore((state) => state.error);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionBootstrap />
      {/* each tab opens at its top or where that tab was left; other pages restore on back (shell/scroll-key.ts) */}
      <ScrollRestoration getKey={scrollKeyOf} />
      {fullPageError ? (
        <ErrorView message={fullPageError.msg} code={fullPageError.code} />
      ) : (
        <>
          <NavigationProgress />
          <ShellTop />
          <Outlet key={pageKey} />
          <TabBar />
          <ShellOverlays />
          <GlobalAudioPanel />
        </>
      )}
    </QueryClientProvider>
  );
}
