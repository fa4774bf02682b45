import { describe, expect, it } from 'vitest';
import { hasOwnPage } from '../../app/public/pages';
import { MEMBER_ROUTES } from './member-config';
import { routes } from './routes';

/** Issue 18 item 4: the four membership routes have their own page, one engine in the identity feature. */
describe('membership routes', () => {
  it('gives member, memberRights, equity and appH5-vip their own page', () => {
    for (const name of ['member', 'memberRights', 'equity', 'appH5-vip']) {
      expect(hasOwnPage(name), name).toBe(true);
      expect(routes[name], name).toBeTypeOf('function');
      expect(MEMBER_ROUTES[name], name).toBeDefined();
    }
  });
});
