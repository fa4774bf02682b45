import type { Query, QueryClient } from '@tanstack/react-query';

/** A cached call of the console's screens: not the session's own `me`, nor another app's cache. */
export function isScreenCall(query: Query): boolean {
  return query.queryKey[0] === 'console' && query.queryKey[1] !== 'session';
}

/**
 * The console's calls that a lost session refused, or that are still on their way (sent before the new login, their
 * answer will be 请先登录, or waiting to retry).
 */
function refusedOrOnTheirWay(query: Query): boolean {
  return isScreenCall(query) && (query.state.status === 'error' || query.state.fetchStatus !== 'idle');
}

/**
 * After the password is given again in the session-expired dialog: the calls the lost session refused are made
 * again. One still on its way is cancelled first, because TanStack Query hands a query that has no data yet its fetch
 * in flight instead of a new one, and that fetch, sent without a session, would end the screen at 加载失败.
 */
export async function askAgainAfterLogin(client: QueryClient): Promise<void> {
  const askAgain = new Set(client.getQueryCache().findAll({ predicate: refusedOrOnTheirWay }));
  await client.cancelQueries({ predicate: (query) => askAgain.has(query) });
  await client.invalidateQueries({ predicate: (query) => askAgain.has(query) });
}
