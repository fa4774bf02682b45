import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { loadChunk } from '../../../lib/chunk-load';

/**
 * A landing route inside the app (after the app authorized the visitor, or after an in-app navigation):
 * the same landing engine the light landing document runs, mounted in this page.
 *
 * The first landing drawn in a document that the server served as a landing document takes that document's
 * boot data (window.__LANDING_BOOT__): its layout, which for a console preview link (`preview=` token) is the
 * previewed draft version. Without it a brand-new visitor, whom the document hands over to the app for
 * authorization, would see the live layout from the landing call. Taken once: a later in-app navigation is
 * another address, whose layout comes with its call.
 */
function takeDocumentBoot() {
  const boot = window.__LANDING_BOOT__ ?? null;
  window.__LANDING_BOOT__ = undefined;
  return boot;
}

export default function LandingPage() {
  const host = useRef<HTMLDivElement>(null);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is a new landing (location.key)
  useEffect(() => {
    let dispose: (() => void) | undefined;
    let cancelled = false;
    void loadChunk(() => import('../engine/boot')).then(({ bootLanding }) => {
      if (!cancelled && host.current) dispose = bootLanding(host.current, { boot: takeDocumentBoot() });
    });
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [location.key]);
  return <div ref={host} />;
}
