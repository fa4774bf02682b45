import type { ComponentType } from 'react';

/**
 * Route name -> the page module that renders it, loaded lazily (one chunk per page).
 * A feature adds its pages here as `name: () => import('../features/<feature>/pages/<page>.tsx')`.
 * Names without a page yet get the shared coming-soon page (敬请期待), never a 404.
 */

export type PageModule = { default: ComponentType };
export type PageImporter = () => Promise<PageModule>;

const comingSoon: PageImporter = () => import('../features/misc/pages/coming-soon.tsx');

export const pageImporters: Readonly<Record<string, PageImporter>> = {
  blank: () => import('../features/misc/pages/blank.tsx'),
  // index: built by issue 5 (course home); coming-soon until then.
};

export function hasOwnPage(name: string): boolean {
  return Object.hasOwn(pageImporters, name);
}

export function pageImporterFor(name: string): PageImporter {
  return hasOwnPage(name) ? pageImporters[name]! : comingSoon;
}
