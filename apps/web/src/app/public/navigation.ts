import { useCallback, useRef } from 'react';
import {
  type NavigateOptions,
  type Path,
  resolvePath,
  type To,
  type UIMatch,
  useLocation,
  useMatches,
  useNavigate,
} from 'react-router';
import { getAppConfig } from '../../lib/app-config';
import { getHref, landingTitle, type RouteEntry, routesByName } from '../route-catalogue';

/**
 * The app's navigation as features use it: addresses of route names (`getHref`, the route catalogue's), the
 * duplicate-swallowing navigate, and the route handle (the catalogue entry of the current page).
 */

export { getHref, type HrefOptions, type RouteEntry } from '../route-catalogue';

/** Whether the route catalogue has this name. */
export const isRouteName = (name: string): boolean => routesByName.has(name);

/** The home tab with a fresh timestamp: where `/` redirects and 返回首页 buttons go. */
export function homeHref(now: number = Date.now()): string {
  return getHref('index', { params: { ts: String(now) } });
}

function normalise(path: Pick<Path, 'pathname' | 'search' | 'hash'>): string {
  const pathname = path.pathname.length > 1 ? path.pathname.replace(/\/+$/, '') : path.pathname;
  const search = path.search === '?' ? '' : path.search;
  const hash = path.hash === '#' ? '' : path.hash;
  return `${pathname}${search}${hash}`;
}

/** Whether navigating to `to` from `current` would land on the very same URL. */
export function isSameLocation(to: To, current: Pick<Path, 'pathname' | 'search' | 'hash'>): boolean {
  const target = resolvePath(to, current.pathname);
  return normalise(target) === normalise(current);
}

export type AppNavigate = {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
};

/**
 * `useNavigate` that swallows duplicate navigation (the spec's error catalogue): navigating to the
 * current URL does nothing, so pages do not re-run their loaders or stack history entries.
 */
export function useAppNavigate(): AppNavigate {
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;

  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') {
        void navigate(to);
        return;
      }
      if (isSameLocation(to, locationRef.current)) return;
      void navigate(to, options);
    },
    [navigate],
  ) as AppNavigate;
}

/**
 * Back one page when the learner came here from a page of the app in this tab; otherwise to `fallback`, replacing
 * this entry. A page opened by a link of its own (a shared link, a message) has nothing of ours behind it: going back
 * would leave the app, or do nothing at all in a fresh tab.
 */
export function useGoBack(): (fallback: To) => void {
  const navigate = useAppNavigate();
  return useCallback(
    (fallback: To) => {
      // React Router's own index of this entry in the tab's history (0: the first page of the app)
      const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (idx > 0) navigate(-1);
      else navigate(fallback, { replace: true });
    },
    [navigate],
  );
}

/** What every route of the shell carries in React Router's `handle`. */
export type RouteHandle = { entry?: RouteEntry; title?: string };

function handleOf(match: UIMatch): RouteHandle | undefined {
  const handle = match.handle;
  return handle && typeof handle === 'object' ? (handle as RouteHandle) : undefined;
}

/** The catalogue entry of the deepest matched route, or null (not-found, redirects). */
export function routeEntryOf(matches: readonly UIMatch[]): RouteEntry | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const entry = handleOf(matches[i]!)?.entry;
    if (entry) return entry;
  }
  return null;
}

/** The catalogue entry of the current page, for reading its meta (auth, tab, landing ...). */
export function useRouteEntry(): RouteEntry | null {
  return routeEntryOf(useMatches());
}

/** meta.title, or for titleRule 'landing' the template's wording (nbc: public account, else live). */
export function titleOfEntry(entry: RouteEntry, template: string = getAppConfig().base.template): string {
  return entry.meta.titleRule === 'landing' ? landingTitle(template, entry.meta.title) : entry.meta.title;
}

/** The document title for the matched routes: the entry's title, else a route's own `handle.title`. */
export function titleOfMatches(matches: readonly UIMatch[]): string | null {
  const entry = routeEntryOf(matches);
  if (entry) return titleOfEntry(entry);
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = handleOf(matches[i]!)?.title;
    if (title) return title;
  }
  return null;
}
