import { useCallback, useRef } from 'react';
import {
  type NavigateOptions,
  type Path,
  resolvePath,
  type To,
  useLocation,
  useNavigate,
} from 'react-router';
import { getHref } from './route-catalogue';

/** The home tab with a fresh timestamp: where `/` redirects and 返回首页 buttons go. */
export function homeHref(now: number = Date.now()): string {
  return getHref('index', { params: { ts: String(now) } });
}

function normalise(path: Pick<Path, 'pathname' | 'search' | 'hash'>): string {
  const pathname = path.pathname.length > 1 ? path.pathname.replace(/\/+$/, '') : path.pathname;
  const search = path.search === '?' ? '' : path.search;
  const hash = path.hash === '#' ? '' : path.hash;
  return `${pathname}${search}${hash}`;
}

/** Whether navigating to `to` from `current` would land on the very same URL. */
export function isSameLocation(to: To, current: Pick<Path, 'pathname' | 'search' | 'hash'>): boolean {
  const target = resolvePath(to, current.pathname);
  return normalise(target) === normalise(current);
}

export type AppNavigate = {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
};

/**
 * `useNavigate` that swallows duplicate navigation (the spec's error catalogue): navigating to the
 * current URL does nothing, so pages do not re-run their loaders or stack history entries.
 */
export function useAppNavigate(): AppNavigate {
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;

  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') {
        void navigate(to);
        return;
      }
      if (isSameLocation(to, locationRef.current)) return;
      void navigate(to, options);
    },
    [navigate],
  ) as AppNavigate;
}
