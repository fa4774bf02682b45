import { createMemoryRouter, createStaticHandler, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from './public/navigation';
import { routeCatalogue, routePatterns } from './route-catalogue';
import { entryForPath, pagesOnDemand } from './route-index';
import { buildRoutes } from './router';

/** Pages that load nothing: the matching is what is under test. */
const tree = buildRoutes({ pageFor: () => async () => ({ default: () => null }) });

/** The deepest match that carries an entry: what the app reads as the route's entry (`useRouteEntry`). */
function deepestEntry(matches: readonly { route: RouteObject }[]): string | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const entry = (matches[i]!.route.handle as RouteHandle | undefined)?.entry;
    if (entry) return entry.name;
  }
  return null;
}

/** Paths a pattern answers, and near misses: optional segments filled and left out, a splat, other cases. */
function pathsFor(pattern: string): string[] {
  const filled = pattern
    .replace(/:[\w-]+\?/g, 'x7')
    .replace(/:[\w-]+/g, 'Ab12')
    .replace(/\*$/, 'a/b');
  const bare = pattern
    .replace(/\/:[\w-]+\?/g, '')
    .replace(/:[\w-]+/g, 'v')
    .replace(/\/\*$/, '');
  return [
    filled,
    bare,
    filled.toUpperCase(),
    `${bare}/`,
    `${filled}/extra/segments`,
    `${bare}by`,
    `${bare}x`,
  ];
}

const samples = [
  ...new Set([
    '/index',
    '/%E4%B8%AD',
    '/nope/at/all',
    ...routeCatalogue.flatMap((e) => routePatterns(e).flatMap(pathsFor)),
  ]),
];
/** The whole tree costs milliseconds a match (it tries the ranked routes in turn): every 23rd sample and the odd ones. */
const spread = samples.filter((_, i) => i % 23 === 0 || i < 3);

/** The route React Router picks for a path over the whole tree (branches ranked once), and its entry. */
let wholeTree: Map<string, { id: string; entry: string | null }> | undefined;
async function matchedByWholeTree(
  paths: string[],
): Promise<Map<string, { id: string; entry: string | null }>> {
  if (wholeTree) return wholeTree;
  const handler = createStaticHandler(tree);
  const matched = new Map<string, { id: string; entry: string | null }>();
  for (const path of paths) {
    const context = await handler.query(new Request(`http://localhost${path}`));
    if (context instanceof Response) throw new Error(`${path} answered a response`);
    matched.set(path, { id: context.matches.at(-1)!.route.id, entry: deepestEntry(context.matches) });
  }
  wholeTree = matched;
  return matched;
}

describe('entryForPath', () => {
  it('finds each entry at each of its patterns', () => {
    for (const entry of routeCatalogue) {
      for (const pattern of routePatterns(entry)) {
        const [filled, bare] = pathsFor(pattern);
        expect.soft(entryForPath(tree, filled!)?.name, filled).toBe(entry.name);
        if (!pattern.includes('/:routeToken'))
          expect.soft(entryForPath(tree, bare!)?.name, bare).toBe(entry.name);
      }
    }
  });

  it('answers as matching the whole tree does, on a spread of paths and near misses', async () => {
    const whole = await matchedByWholeTree(spread);
    let resolved = 0;
    for (const path of spread) {
      expect.soft(entryForPath(tree, path)?.name ?? null, path).toBe(whole.get(path)!.entry);
      if (whole.get(path)!.entry) resolved += 1;
    }
    // the spread reaches entries, not only the not-found answer
    expect(resolved).toBeGreaterThan(spread.length / 3);
  });

  it('answers null where no page is: the root (a redirect), the not-found paths', () => {
    for (const path of ['/', '', '/nope/at/all', '//double'])
      expect(entryForPath(tree, path), path).toBeNull();
  });

  it('keeps the tree order between equally ranked routes, and routes that start with a parameter', () => {
    const [first, second] = routeCatalogue;
    const custom: RouteObject[] = [
      {
        path: '/',
        children: [
          { id: 'a', path: '/same/:id', handle: { entry: first } },
          { id: 'b', path: '/same/:other', handle: { entry: second } },
          { id: 'c', path: '/:anything/fixed', handle: { entry: second } },
        ],
      },
    ];
    expect(entryForPath(custom, '/same/1')?.name).toBe(first!.name);
    expect(entryForPath(custom, '/SAME/1')?.name).toBe(first!.name);
    expect(entryForPath(custom, '/other/fixed')?.name).toBe(second!.name);
    expect(entryForPath(custom, '/other/loose')).toBeNull();
    // '/same/:id' and '/:anything/same' rank alike for '/same/same': the one first in the tree wins
    const tie: RouteObject[] = [
      {
        path: '/',
        children: [
          { id: 'a', path: '/same/:id', handle: { entry: first } },
          { id: 'c', path: '/:anything/same', handle: { entry: second } },
        ],
      },
    ];
    expect(entryForPath(tie, '/same/same')?.name).toBe(first!.name);
    tie[0]!.children!.reverse();
    expect(entryForPath([{ ...tie[0]! }], '/same/same')?.name).toBe(second!.name);
  });
});

describe('pagesOnDemand', () => {
  it('starts the router without the pages and matches each path as the whole tree does', async () => {
    const onDemand = pagesOnDemand(tree);
    const countRoutes = (list: readonly RouteObject[]): number =>
      list.reduce((n, route) => n + 1 + countRoutes(route.children ?? []), 0);
    // the shell, its pathless child, the index redirect and not-found
    expect(countRoutes(onDemand.routes)).toBe(4);
    expect(countRoutes(tree)).toBeGreaterThan(1000);

    const router = createMemoryRouter(onDemand.routes, {
      initialEntries: ['/nope'],
      patchRoutesOnNavigation: onDemand.patchRoutesOnNavigation,
    });
    const whole = await matchedByWholeTree(spread);
    for (const path of spread) {
      await router.navigate(path);
      expect(router.state.location.pathname).toBe(path);
      expect.soft(router.state.matches.at(-1)?.route.id, path).toBe(whole.get(path)!.id);
    }
    // only what was visited joined the router's tree
    expect(countRoutes(router.routes)).toBeLessThan(4 + spread.length * 3);
    router.dispose();
  });

  it('keeps a page in the starting tree when its parent has no id to patch it into', () => {
    const entry = routeCatalogue[0]!;
    const custom: RouteObject[] = [{ path: '/', children: [{ path: '/kept', handle: { entry } }] }];
    expect(pagesOnDemand(custom).routes[0]!.children).toHaveLength(1);
  });
});
