import { describe, expect, it } from 'vitest';
import { isRouteName } from '../../app/public/navigation';
import { hasOwnPage } from '../../app/public/pages';
import { CONTENT_ROUTES } from './content-config';
import { channelOf, DOWNLOAD_ROUTES } from './download-config';
import { routes } from './routes';

/** Issue 18 items 6–8: the 44 route names of the brief, each with its own page (never coming-soon). */
const SHELL_ROUTES = [
  'downloadChannel',
  'downloadChannel1',
  'downloadChannelWx',
  'sharedownload',
  'sharehtml5',
  'sharevote',
  'recalldownload',
  'downloadBooks',
  'download-app-gift',
  'downloadApp-msg',
  'downloadQcApp',
  'goNewApp',
  'goNewApp1',
  'goAppNew',
  'goAppNew1',
  'appHelp',
  'helper-download',
  'msgToapplets',
  'msgToAppletH5',
  'lzCenterLink',
  'clear',
  'preloadTemplate',
  'invalidPage',
  'noPermission',
  'appNews',
  'screen-projector',
  'screen-shot',
  'financial-map',
  'get-map-suc',
  'read-book-group',
  'read-book-group-share',
  'productHigh',
  'priceContent',
  'priceHome',
  'jumpadress',
  'productHome',
  'productActive',
  'Financial',
  'cfp',
  'healthDay',
  'womenDay',
  'myComment',
] as const;

describe('the shell pages of issue 18', () => {
  it('gives each of the 42 shell routes and the two messages routes its own page', () => {
    expect(SHELL_ROUTES).toHaveLength(42);
    for (const name of SHELL_ROUTES) {
      expect(isRouteName(name), name).toBe(true);
      expect(routes[name], name).toBeTypeOf('function');
      expect(hasOwnPage(name), name).toBe(true);
    }
    for (const name of ['lessonHelp', 'issue']) {
      // lessonHelp and issue are the messages feature's (help-articles.tsx)
      expect(routes[name]).toBeUndefined();
      expect(hasOwnPage(name)).toBe(true);
    }
  });

  it('renders the download family with one engine and the content pages with another', () => {
    const engines = new Set(Object.keys(DOWNLOAD_ROUTES).map((name) => routes[name]));
    expect(engines.size).toBe(1);
    expect(new Set(CONTENT_ROUTES.map((name) => routes[name])).size).toBe(1);
    expect([...engines][0]).not.toBe(routes[CONTENT_ROUTES[0]]);
  });

  it('attributes taps to the address’s channel when it is well-formed, else to the route’s', () => {
    const config = DOWNLOAD_ROUTES.recalldownload;
    expect(channelOf(config, new URLSearchParams('channel=ad_77'))).toBe('ad_77');
    expect(channelOf(config, new URLSearchParams('channel=<x>'))).toBe('h5_recall');
    expect(channelOf(config, new URLSearchParams(''))).toBe('h5_recall');
  });
});
