import { variantTitle } from '@course/domain/landing-variants';
import { getAppConfig } from '../../../lib/app-config';
import { StorageKey, writeValue } from '../../../lib/storage';
import { mountAgreement } from './agreement';
import { mountComplaintDetail, mountComplaintForm, mountComplaintRecords } from './complaints';
import { readLandingContext } from './context';
import { Cleanup } from './dom';
import { mountFunnel } from './funnel';
import { mountNotice } from './notice';
import './landing.css';

/**
 * The one landing engine: every landing route is a variant (packages/domain/src/landing-variants.ts) and this
 * draws it. It runs on its own (the light landing document, see standalone.ts) or inside the app (the
 * landing route's page); it never loads the app's router, React or antd-mobile.
 */

/** What the server puts in the landing document (window.__LANDING_BOOT__). */
export type LandingBoot = { variant: string; layout?: string | null };

export type EngineOptions = {
  /** Leaving the landing: a full navigation that replaces it in the history (default location.replace). */
  navigate?: (url: string) => void;
  boot?: LandingBoot | null;
  url?: { pathname: string; search: string };
};

export function bootLanding(container: HTMLElement, options: EngineOptions = {}): () => void {
  const ctx = readLandingContext(options.url ?? window.location);
  if (!ctx) return () => {};
  const cleanup = new Cleanup();
  const navigate = options.navigate ?? ((url: string) => window.location.replace(url));
  document.title = variantTitle(ctx.variant, getAppConfig().base.template);
  if (ctx.channel) writeValue(StorageKey.channel, ctx.channel);
  const root = document.createElement('div');
  root.className = 'lp-root';
  container.appendChild(root);
  const bootLayout = options.boot?.variant === ctx.variant.name ? options.boot.layout : undefined;
  switch (ctx.variant.kind) {
    case 'group-qr':
    case 'official-qr':
    case 'diversion':
      mountFunnel(root, ctx, { navigate, bootLayout }, cleanup);
      break;
    case 'notice':
      mountNotice(root, ctx, navigate, cleanup);
      break;
    case 'agreement':
      mountAgreement(root, ctx);
      break;
    case 'complaint-form':
      mountComplaintForm(root, ctx, navigate);
      break;
    case 'complaint-records':
      mountComplaintRecords(root);
      break;
    case 'complaint-detail':
      mountComplaintDetail(root, ctx);
      break;
  }
  return () => {
    cleanup.run();
    root.remove();
  };
}
