import { describe, expect, it, vi } from 'vitest';

// importing every page module is slow on a loaded machine
vi.setConfig({ testTimeout: 60_000 });

import { hasOwnPage } from '../../app/public/pages';
import { routes } from './routes';

/** Issue 18: the six station routes each have their own page of the study-tour feature. */
const STATION_ROUTES = [
  'stationTools',
  'stationInfo',
  'stationLoading',
  'stationRoom',
  'stationList',
  'stationDplayer',
] as const;

describe('study-tour routes: stations', () => {
  it('gives every station route its own, distinct page', async () => {
    const pages = new Set<unknown>();
    for (const name of STATION_ROUTES) {
      expect(hasOwnPage(name), name).toBe(true);
      const importer = routes[name];
      expect(importer, name).toBeDefined();
      pages.add((await importer!()).default);
    }
    expect(pages.size).toBe(STATION_ROUTES.length);
  });
});
