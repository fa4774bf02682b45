import { describe, expect, it } from 'vitest';
import { hasOwnPage } from '../../app/public/pages';
import { routes } from './routes';

/** Issue 18 item 4: the privacy lists and the daily check-in have their own pages in the identity feature. */
describe('privacy and check-in routes', () => {
  it('gives collectedList, its two detail pages, thirdShareList and app-sign their own page', () => {
    for (const name of [
      'collectedList',
      'collectedListDetail',
      'collectedListDetail-detail',
      'thirdShareList',
      'app-sign',
    ]) {
      expect(hasOwnPage(name), name).toBe(true);
      expect(routes[name], name).toBeTypeOf('function');
    }
  });
});
