import type { ComponentType } from 'react';

/**
 * How a feature declares its pages (`features/<area>/routes.ts`): route name -> the page module that renders
 * it, loaded lazily (one chunk per page). The app gathers every feature's table (app/page-registry.ts).
 */

export type PageModule = { default: ComponentType };
export type PageImporter = () => Promise<PageModule>;
export type FeatureRoutes = Readonly<Record<string, PageImporter>>;

/** Several route names on one page. */
export function pagesOf(importer: PageImporter, names: readonly string[]): Record<string, PageImporter> {
  return Object.fromEntries(names.map((name) => [name, importer]));
}
