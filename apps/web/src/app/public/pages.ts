import { pageImporters } from '../page-registry';

/** Whether a route name opens its own page (not the coming-soon page): entries link only to real pages. */
export function hasOwnPage(name: string): boolean {
  return Object.hasOwn(pageImporters, name);
}
