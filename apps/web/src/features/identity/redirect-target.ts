import { getHref, homeHref, isRouteName } from '../../app/public/navigation';

/**
 * Where a login or registration page sends the learner afterwards: the route named by `redirect`, with the
 * rest of the query it came with (the guard put them there); the home tab when there is none.
 */
export function redirectTarget(search: string, fallback: () => string = () => homeHref()): string {
  const query = new URLSearchParams(search);
  const name = query.get('redirect');
  query.delete('redirect');
  if (!name || !isRouteName(name)) return fallback();
  if (name === 'index') return homeHref();
  const rest = Object.fromEntries(query);
  try {
    return getHref(name, { query: rest });
  } catch {
    return fallback();
  }
}

/** The query to hand on to the next login-like page (keeps redirect and the original query). */
export const passOn = (search: string): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(search));
