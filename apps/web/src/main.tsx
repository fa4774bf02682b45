import './ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { entryForPath } from './app/guard/guard-loader';
import { guardNavigation } from './app/guard/navigation-guard';
import { preloadToast, requestHandlers, setRouteLookup } from './app/request-handlers';
import { buildRoutes, createAppRouter } from './app/router';
import { startApp } from './app/session/app-start';
import { configureRequestHandlers } from './lib/request';

// App start in the spec's order: the loading element goes, the token is found (native app bridge, URL,
// storage) or the authorization flow runs, then the app mounts.
document.getElementById('app-loading')?.remove();

// toast: ui/toast sets up antd-mobile's React 19 renderer when it loads (on the first toast or when idle)
configureRequestHandlers(requestHandlers);
preloadToast();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

const routes = buildRoutes({ guard: guardNavigation });
setRouteLookup((url) => entryForPath(routes, url.pathname));

void startApp(entryForPath(routes, window.location.pathname)).then((outcome) => {
  if (outcome === 'redirected') return;
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={createAppRouter(routes)} />
    </StrictMode>,
  );
});
