import './ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { guardNavigation } from './app/guard/navigation-guard';
import { preloadToastFor, requestHandlers, setRouteLookup } from './app/request-handlers';
import { entryForPath } from './app/route-index';
import { buildRoutes, createAppRouter } from './app/router';
import { startApp } from './app/session/app-start';
import { rememberFirstEntryUrl } from './lib/first-entry-url';
import { configureRequestHandlers } from './lib/request';

// App start in the spec's order: the loading element goes, the token is found (native app bridge, URL,
// storage) or the authorization flow runs, then the app mounts.
// The URL this document was loaded with, before the guard or the router change it (iOS JS-SDK signature).
rememberFirstEntryUrl();
document.getElementById('app-loading')?.remove();

// toast: ui/toast sets up antd-mobile's React 19 renderer when it loads (on the first toast, or when idle
// once the app has mounted a page that is not a landing; see preloadToastFor)
configureRequestHandlers(requestHandlers);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

const routes = buildRoutes({ guard: guardNavigation });
setRouteLookup((url) => entryForPath(routes, url.pathname));

const entry = entryForPath(routes, window.location.pathname);
void startApp(entry).then((outcome) => {
  // leaving for the authorization page: nothing more is loaded (antd-mobile would only be cancelled)
  if (outcome === 'redirected') return;
  const router = createAppRouter(routes);
  if (!preloadToastFor(entry)) {
    // a landing first: the preload waits for the first page that is not one
    const stop = router.subscribe((state) => {
      if (preloadToastFor(entryForPath(routes, state.location.pathname))) stop();
    });
  }
  // once per page load (never per route change): the launch report, and the screen recording when asked for
  // (both loaded on their own, off the first screen's bundle; the recording module checks the prod env itself)
  void import('./app/session/launch-report').then((m) => m.reportLaunchOnce());
  if (new URLSearchParams(window.location.search).get('rrwebStatus') === 'true') {
    void import('./lib/screen-recording').then((m) => m.startScreenRecording());
  }
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
