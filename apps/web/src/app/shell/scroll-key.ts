import type { Location, UIMatch } from 'react-router';
import { routeEntryOf } from '../public/navigation';

/**
 * The key React Router's ScrollRestoration saves and restores the window's scroll under.
 * - A tab route is keyed by its route name: each tab keeps its own position (index's path carries a fresh
 *   timestamp on every visit, so the pathname would not do), and a tab never opens at another tab's scroll.
 *   A tab not visited yet has no saved position, so it opens at its top.
 * - Every other page is keyed by its history entry (React Router's default): back restores it, a new visit
 *   opens at the top.
 */
export function scrollKeyOf(location: Pick<Location, 'key'>, matches: readonly UIMatch[]): string {
  const entry = routeEntryOf(matches);
  return entry?.meta.tab ? `tab:${entry.name}` : location.key;
}
