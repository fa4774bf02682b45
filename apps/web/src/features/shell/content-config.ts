/**
 * The routes the content engine renders (pages/content-engine.tsx): each is a row of the server's content table
 * (`shell_content_pages`, key = route name, seeded by apps/server/src/db/seed-shell.ts). Near-identical pages
 * differ only in their data, so adding one is a row there and a name here.
 */
export const CONTENT_ROUTES = [
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
  'productHome',
  'productActive',
  'Financial',
  'cfp',
  'healthDay',
  'womenDay',
  'lzCenterLink',
  'jumpadress',
  'preloadTemplate',
  'msgToapplets',
  'msgToAppletH5',
] as const;
