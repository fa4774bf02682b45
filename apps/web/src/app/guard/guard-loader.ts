import {
  type DataStrategyFunction,
  type DataStrategyResult,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
  type ShouldRevalidateFunction,
} from 'react-router';
import { browserLocation } from '../../lib/platform';
import type { RouteEntry } from '../route-catalogue';
import { entryForPath } from '../route-index';
import { startAuthorization } from '../session/auth-flow';
import { type GuardDecision, guardNavigation } from './navigation-guard';

/** Raised when the guard refuses a navigation ('APP获取token失败'); the error view shows its message. */
export class GuardError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GuardError';
  }
}

/** Never settles: the page is on its way elsewhere (authorization, a reload), nothing more should render. */
const leaving = () => new Promise<never>(() => {});

export type Guard = (url: URL, entry: RouteEntry | null) => Promise<GuardDecision>;

/** The root route's loader: runs the guard for the URL being navigated to and carries out its decision. */
export function createGuardLoader(getRoutes: () => RouteObject[], guard: Guard = guardNavigation) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const entry = entryForPath(getRoutes(), url.pathname);
    const decision = await guard(url, entry);
    switch (decision.kind) {
      case 'proceed':
        return null;
      case 'redirect':
        throw redirect(decision.to);
      case 'fail':
        throw new GuardError(decision.message);
      case 'reload':
        browserLocation.replace(decision.url);
        return leaving();
      case 'authorize': {
        const outcome = await startAuthorization(decision.target, entry);
        if (outcome === 'redirected') return leaving();
        return null;
      }
      case 'halt':
        return leaving();
    }
  };
}

/** The guard runs again whenever the URL changes (the pages' own loaders keep React Router's default). */
export const revalidateGuard: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.href !== nextUrl.href || defaultShouldRevalidate;

/**
 * Loaders run guard first: the root route (the guard) settles before any page loader starts, so a page never
 * fetches for a visitor the guard is about to send elsewhere.
 */
export const guardFirst: DataStrategyFunction = async ({ matches }) => {
  const results: Record<string, DataStrategyResult> = {};
  const [root, ...rest] = matches;
  if (root?.route.id === 'root') {
    const result = await root.resolve();
    results[root.route.id] = result;
    if (result.type === 'error') return results;
  } else if (root) {
    rest.unshift(root);
  }
  await Promise.all(
    rest.map(async (match) => {
      results[match.route.id] = await match.resolve();
    }),
  );
  return results;
};
