import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { loadChunk } from '../../../lib/chunk-load';

/**
 * A landing route inside the app (after the app authorized the visitor, or after an in-app navigation):
 * the same landing engine the light landing document runs, mounted in this page.
 */
export default function LandingPage() {
  const host = useRef<HTMLDivElement>(null);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is a new landing (location.key)
  useEffect(() => {
    let dispose: (() => void) | undefined;
    let cancelled = false;
    void loadChunk(() => import('../engine/boot')).then(({ bootLanding }) => {
      if (!cancelled && host.current) dispose = bootLanding(host.current);
    });
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [location.key]);
  return <div ref={host} />;
}
