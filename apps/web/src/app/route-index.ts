import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { matchRoutes } from 'react-router';
import type { RouteHandle } from './public/navigation';
import type { RouteEntry } from './route-catalogue';

/**
 * The catalogue's pages filed by the first segment of their path (docs/architecture.md, "Routes on demand").
 *
 * The route tree holds about 1,100 page routes (542 entries, their aliases and token forms). React Router flattens,
 * ranks and compiles all of them when a router is made and tries them in turn on every match: tens of
 * milliseconds a page load and a navigation, more on a phone. Every catalogue path starts with a fixed first
 * segment, so a path can only be answered by the pages filed under its own first segment (compared decoded and
 * in lower case, as React Router compares paths) and by the few whose path starts with a parameter or `*`, which
 * are filed for every path. Ranking those few with React Router's own `matchRoutes` gives the answer matching the
 * whole tree gives (`route-index.test.ts` holds that against the router over the whole tree).
 */

type FiledRoute = {
  /** the route object as the tree holds it (lazy page, handle with the entry) */
  route: RouteObject;
  /** the id of the route it is a child of, where it is patched in on demand */
  parentId: string | undefined;
  /** the route flattened to its full path, for ranking without the tree */
  flat: RouteObject;
  order: number;
};

type RouteFiling = { bySegment: Map<string, FiledRoute[]>; everywhere: FiledRoute[] };

const filings = new WeakMap<RouteObject[], RouteFiling>();

function filingOf(routes: RouteObject[]): RouteFiling {
  let filing = filings.get(routes);
  if (!filing) {
    filing = fileRoutes(routes);
    filings.set(routes, filing);
  }
  return filing;
}

/** A page route: a route with a path whose handle carries a catalogue entry. */
function isPageRoute(route: RouteObject): boolean {
  return route.path !== undefined && Boolean((route.handle as RouteHandle | undefined)?.entry);
}

function fileRoutes(routes: RouteObject[]): RouteFiling {
  const filing: RouteFiling = { bySegment: new Map(), everywhere: [] };
  let order = 0;
  const walk = (list: RouteObject[], parent: RouteObject | undefined, parentPath: string) => {
    for (const route of list) {
      const path = route.path === undefined ? parentPath : joinPath(parentPath, route.path);
      if (route.children) walk(route.children, route, path);
      if (!isPageRoute(route)) continue;
      const flat: RouteObject = {
        id: route.id,
        path,
        handle: route.handle,
        caseSensitive: route.caseSensitive,
      };
      const filed: FiledRoute = { route, parentId: parent?.id, flat, order };
      order += 1;
      const segment = firstSegment(path);
      if (segment.startsWith(':') || segment.startsWith('*') || route.caseSensitive)
        filing.everywhere.push(filed);
      else filing.bySegment.set(segment, [...(filing.bySegment.get(segment) ?? []), filed]);
    }
  };
  walk(routes, undefined, '');
  return filing;
}

/** The page routes that can answer a path, in tree order (React Router's tie-break between equal ranks). */
function filedFor(routes: RouteObject[], pathname: string): FiledRoute[] {
  const filing = filingOf(routes);
  const filed = filing.bySegment.get(firstSegment(pathname)) ?? [];
  if (filing.everywhere.length === 0) return filed;
  return [...filed, ...filing.everywhere].sort((a, b) => a.order - b.order);
}

/** The catalogue entry a path resolves to in the given route tree, or null (the root's redirect, not found). */
export function entryForPath(routes: RouteObject[], pathname: string): RouteEntry | null {
  const candidates = filedFor(routes, pathname);
  if (candidates.length === 0) return null;
  const matches = matchRoutes(
    candidates.map((filed) => filed.flat),
    pathname,
  );
  return (matches?.at(-1)?.route.handle as RouteHandle | undefined)?.entry ?? null;
}

/**
 * The tree a router starts with, without its page routes, and React Router's `patchRoutesOnNavigation`, which
 * patches in the pages that can answer a path before the router matches it (lazy route discovery). The router's
 * tree then holds the shell, the not-found route and the pages visited so far. A page whose parent has no id stays
 * in the starting tree (nothing to patch it into).
 */
export function pagesOnDemand(routes: RouteObject[]): {
  routes: RouteObject[];
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
} {
  const onDemand = (route: RouteObject, parent: RouteObject | undefined) =>
    isPageRoute(route) && parent?.id !== undefined;
  const trim = (list: RouteObject[], parent: RouteObject | undefined): RouteObject[] =>
    list
      .filter((route) => !onDemand(route, parent))
      .map((route) =>
        route.children ? ({ ...route, children: trim(route.children, route) } as RouteObject) : route,
      );
  return {
    routes: trim(routes, undefined),
    patchRoutesOnNavigation: ({ path, patch }) => {
      const byParent = new Map<string, RouteObject[]>();
      // `path` is the location's pathname (firstSegment also stops at a query or a hash)
      for (const filed of filedFor(routes, path)) {
        if (filed.parentId === undefined) continue;
        byParent.set(filed.parentId, [...(byParent.get(filed.parentId) ?? []), filed.route]);
      }
      for (const [parentId, children] of byParent) patch(parentId, children);
    },
  };
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/+$/, '')}/${path}`;
}

/** The first segment, decoded and in lower case, as React Router compares it (case-insensitive by default). */
function firstSegment(path: string): string {
  const raw = path.replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}
