import { useLocation } from 'react-router';

/**
 * `hiddenNav=1` (the native app opens audioDetail with it, and may open any page with it): the app draws its
 * own title bar and navigation, so the shell draws none of its navigation chrome — no tab bar, no home
 * button, no download banner — and pages leave out their own top bar.
 */
export function isHiddenNav(search: string): boolean {
  return new URLSearchParams(search).get('hiddenNav') === '1';
}

export function useHiddenNav(): boolean {
  return isHiddenNav(useLocation().search);
}
