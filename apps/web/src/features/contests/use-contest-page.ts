import { useSearchParams } from 'react-router';
import { getHref, useRouteEntry } from '../../app/public/navigation';
import { activityCodeOf, CONTEST_ROUTES, type ContestRoute, FAMILIES, type StagePage } from './family-config';

/** The page's family, stage and contest code from its route name and query, and links to its sibling pages. */
export function useContestPage(): ContestRoute & {
  activityCode: string;
  params: URLSearchParams;
  hrefOf(page: StagePage, query?: Record<string, string | number>): string | null;
} {
  const entry = useRouteEntry();
  const [params] = useSearchParams();
  const route = (entry && CONTEST_ROUTES.get(entry.name)) || {
    family: FAMILIES.memory,
    page: 'activity' as const,
  };
  const activityCode = activityCodeOf(params, route.family);
  return {
    ...route,
    activityCode,
    params,
    hrefOf(page, query = {}) {
      const lender = route.family.borrowsFrom ? FAMILIES[route.family.borrowsFrom] : null;
      const own = route.family.routes[page];
      const name = own ?? lender?.routes[page];
      if (!name) return null;
      const fullQuery: Record<string, string> = { ...stringify(query) };
      const defaultCode = own ? route.family.defaultCode : lender!.defaultCode;
      if (activityCode !== defaultCode) fullQuery.activityCode = activityCode;
      return getHref(name, Object.keys(fullQuery).length > 0 ? { query: fullQuery } : {});
    },
  };
}

const stringify = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
