import { landingBootTag } from '@course/domain/landing-context';
import { BOOT_SCREEN_ID } from '@course/domain/landing-first-screen';
import { variantTitle } from '@course/domain/landing-variants';
import { getAppConfig } from '../../../lib/app-config';
import { getToken, getWechatType, StorageKey, writeValue } from '../../../lib/storage';
import { mountAgreement } from './agreement';
import type { LandingAnswer } from './api';
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

/**
 * What the server puts in the landing document (window.__LANDING_BOOT__): the variant, the template's layout,
 * and for a learner with a session cookie the page's liveLanding answer (services/landing/landing-boot.ts),
 * with the tag of the token and the wechatType it was resolved for.
 */
export type LandingBoot = {
  variant: string;
  layout?: string | null;
  answer?: { tag: string; wechatType: number; answer: LandingAnswer };
};

/**
 * The answer the document carries, when it is this page's: its variant, the learner of the token this page
 * holds (the cookie and the stored token can disagree after an account switch) and the stored wechatType.
 * Otherwise undefined, and the page calls as it always did.
 */
export function carriedAnswer(
  boot: LandingBoot | null | undefined,
  variant: string,
): LandingAnswer | undefined {
  const carried = boot?.variant === variant ? boot.answer : undefined;
  if (!carried) return undefined;
  const token = getToken();
  if (!token || carried.tag !== landingBootTag(token) || carried.wechatType !== getWechatType())
    return undefined;
  return carried.answer;
}
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
      mountFunnel(
        root,
        ctx,
        { navigate, bootLayout, bootAnswer: carriedAnswer(options.boot, ctx.variant.name) },
        cleanup,
      );
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
  // the first QR the server drew (landing-document.ts) was taken over by the page's QR just now, in this same
  // task (so no frame shows both), or is not this page's to show: the screen around it goes
  document.getElementById(BOOT_SCREEN_ID)?.remove();
  return () => {
    cleanup.run();
    root.remove();
  };
}
