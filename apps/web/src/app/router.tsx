import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { NotFoundPage } from '../features/shell/routes';
import { loadChunk } from '../lib/chunk-load';
import type { PageImporter } from '../lib/pages';
import { Loader } from '../ui/loader';
import { AppShell } from './app-shell';
import { RouteErrorView } from './error-view';
import { createGuardLoader, type Guard, guardFirst, revalidateGuard } from './guard/guard-loader';
import { pageImporterFor } from './page-registry';
import type { RouteHandle } from './public/navigation';
import { homeHref } from './public/navigation';
import { type RouteEntry, routeCatalogue, routePatterns } from './route-catalogue';
import { pagesOnDemand } from './route-index';

export const NOT_FOUND_TITLE = '页面不存在';

export type BuildRoutesOptions = {
  catalogue?: readonly RouteEntry[];
  pageFor?: (name: string) => PageImporter;
  /** The navigation guard run as the root loader before every navigation (the app passes the real one). */
  guard?: Guard;
};

function lazyPage(importer: PageImporter) {
  return async () => {
    const page = await loadChunk(importer);
    return { Component: page.default };
  };
}

/**
 * The route tree: every catalogue entry at its path, its aliases and (where the catalogue allows)
 * the `/{name}/:routeToken` form, all on the same lazy page; `/` -> `/index/{Date.now()}`; `*` -> not found.
 * The entry rides in `handle` (read it with `useRouteEntry()`).
 */
export function buildRoutes(options: BuildRoutesOptions = {}): RouteObject[] {
  const catalogue = options.catalogue ?? routeCatalogue;
  const pageFor = options.pageFor ?? pageImporterFor;
  const pages: RouteObject[] = [];
  for (const entry of catalogue) {
    const lazy = lazyPage(pageFor(entry.name));
    const handle: RouteHandle = { entry };
    for (const path of new Set(routePatterns(entry))) {
      pages.push({ id: `${entry.name}:${path}`, path, lazy, handle });
    }
  }
  const notFoundHandle: RouteHandle = { title: NOT_FOUND_TITLE };
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      ...(options.guard
        ? { loader: createGuardLoader(() => routes, options.guard), shouldRevalidate: revalidateGuard }
        : {}),
      element: <AppShell />,
      errorElement: <RouteErrorView />,
      hydrateFallbackElement: <Loader fullScreen />,
      children: [
        {
          // pages fail inside the shell, so the shell's providers and overlays stay; pages are patched in here
          id: 'pages',
          errorElement: <RouteErrorView />,
          children: [
            {
              id: 'home-redirect',
              index: true,
              loader: () => redirect(homeHref()),
              element: <Loader fullScreen />,
            },
            ...pages,
            { id: 'not-found', path: '*', element: <NotFoundPage />, handle: notFoundHandle },
          ],
        },
      ],
    },
  ];
  return routes;
}

/**
 * The app's router over a built route tree: the guard's loader runs before any page loader; the pages join the
 * router's tree as they are first visited (`pagesOnDemand`).
 */
export function createAppRouter(routes: RouteObject[] = buildRoutes()) {
  const onDemand = pagesOnDemand(routes);
  return createBrowserRouter(onDemand.routes, {
    dataStrategy: guardFirst,
    patchRoutesOnNavigation: onDemand.patchRoutesOnNavigation,
  });
}
