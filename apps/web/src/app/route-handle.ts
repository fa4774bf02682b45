import { type UIMatch, useMatches } from 'react-router';
import { getAppConfig } from '../lib/app-config';
import { landingTitle, type RouteEntry } from './route-catalogue';

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
