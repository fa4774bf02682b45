import type { UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from '../public/navigation';
import { routesByName } from '../route-catalogue';
import { scrollKeyOf } from './scroll-key';

const matchOf = (name: string): UIMatch[] => {
  const entry = routesByName.get(name);
  if (!entry) throw new Error(name);
  const handle: RouteHandle = { entry };
  return [{ id: name, pathname: '/', params: {}, data: undefined, loaderData: undefined, handle }];
};

describe('scroll restoration key', () => {
  it('keys every tab by its route name, whatever the path or history entry', () => {
    expect(scrollKeyOf({ key: 'a1' }, matchOf('index'))).toBe('tab:index');
    expect(scrollKeyOf({ key: 'b2' }, matchOf('index'))).toBe('tab:index');
    expect(scrollKeyOf({ key: 'c3' }, matchOf('shoppingMall'))).toBe('tab:shoppingMall');
    expect(scrollKeyOf({ key: 'c3' }, matchOf('center'))).toBe('tab:center');
    expect(scrollKeyOf({ key: 'c3' }, matchOf('user'))).toBe('tab:user');
  });

  it('keys other pages by their history entry, so two tabs never share a position', () => {
    expect(scrollKeyOf({ key: 'd4' }, matchOf('detail'))).toBe('d4');
    expect(scrollKeyOf({ key: 'e5' }, [])).toBe('e5');
    expect(scrollKeyOf({ key: 'x' }, matchOf('index'))).not.toBe(
      scrollKeyOf({ key: 'x' }, matchOf('center')),
    );
  });
});
