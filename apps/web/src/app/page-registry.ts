import { comingSoonPage } from '../features/shell/routes';
import type { FeatureRoutes, PageImporter } from '../lib/pages';

/**
 * Route name -> the page module that renders it, gathered from every feature's `routes.ts`
 * (`features/<area>/routes.ts` exports `routes`), so adding a page touches its feature only.
 * Names without a page yet get the shared coming-soon page (敬请期待), never a 404.
 */

const modules = import.meta.glob<FeatureRoutes>('../features/*/routes.ts', { eager: true, import: 'routes' });

/** Each feature's own table, by area (the folder name). */
export const featureRoutes: ReadonlyMap<string, FeatureRoutes> = new Map(
  Object.entries(modules).map(([file, routes]) => [file.split('/')[2]!, routes]),
);

export const pageImporters: Readonly<Record<string, PageImporter>> = Object.freeze(
  Object.assign({}, ...featureRoutes.values()),
);

export function pageImporterFor(name: string): PageImporter {
  return Object.hasOwn(pageImporters, name) ? pageImporters[name]! : comingSoonPage;
}
