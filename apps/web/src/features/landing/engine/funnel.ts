// Over 300 lines on purpose: mountFunnel is one ordered run of the funnel (fetch, layout, QR, tracking,
// feedback) over shared closure state; split into files, that order would be scattered.
import { FALLBACK_LEARN_NUMBER, FALLBACK_SCENE_CODE, isDefaultLearnNumber } from '@course/domain/code-number';
import { ErrorReportCode } from '@course/domain/error-report';
import { firstLandingRequest } from '@course/domain/landing-context';
import { BOOT_QR_ID, landingPageLayout } from '@course/domain/landing-first-screen';
import {
  codeNumberOf,
  LiveOrderType,
  landingHref,
  marqueeTextFor,
  QrCodeType,
  type TQrCodeType,
} from '@course/domain/landing-funnel';
import type { EffectiveLayout } from '@course/domain/landing-layout';
import { type LandingQr, landingOutcome, officialQrCaption } from '@course/domain/landing-outcome';
import { THEME_COLORS } from '@course/domain/landing-variants';
import { isValidFeedbackMobile } from '@course/domain/phone';
import { getAppConfig } from '../../../lib/app-config';
import { osName, phoneModel } from '../../../lib/platform';
import { getWechatType, StorageKey, writeJson } from '../../../lib/storage';
import {
  fetchLanding,
  fetchWechatAccount,
  type LandingAnswer,
  reportClickId,
  reportError,
  reportEvent,
  reportMonitorFollow,
  reportReturnInfo,
} from './api';
import { cacheBannedLink, cachedBannedLink } from './channel-check';
import type { LandingContext } from './context';
import { type Cleanup, h } from './dom';
import { openFeedbackDialog } from './feedback';
import { type LayoutView, type QrView, renderLayout } from './layout';
import { onLongPress } from './long-press';
import { renderMarquee } from './marquee';
import { startQrIdentifyTimer } from './qr-identify';
import { showToast } from './toast';

/**
 * The group-QR funnel page (pageTemplate and every group-qr variant) and the pages built on the same call
 * (official-account and diversion pages). The spec's 'Group-QR page load':
 *   layout (template or default) → channel check → live-order check → sign-up and class allocation → QR,
 * here in one call (liveLanding) whose answer says how far it got. The fallbacks are the spec's: a failed
 * check or sign-up shows the messaging-app account's QR and name with scene 3 and learner number 97.
 */

export type FunnelEnv = {
  navigate: (url: string) => void;
  /** The layout the server put in the page (undefined: none was put there). */
  bootLayout: string | null | undefined;
  /**
   * The answer to the page's first call, resolved by the server into the document (boot.ts carriedAnswer):
   * used instead of calling; undefined: the page calls.
   */
  bootAnswer?: LandingAnswer | undefined;
};

/** Ad platforms' click ids a visitor may arrive with. */
const CLICK_ID_KEYS = ['clickid', 'gdt_vid', 'qz_gdt', 'bd_vid', 'callback'];

export function mountFunnel(
  container: HTMLElement,
  ctx: LandingContext,
  env: FunnelEnv,
  cleanup: Cleanup,
): void {
  const { variant, place } = ctx;
  if (ctx.channel && ctx.subChannel) {
    const cached = cachedBannedLink(ctx.channel, ctx.subChannel);
    if (cached) {
      env.navigate(cached);
      return;
    }
  }
  const theme = THEME_COLORS[variant.theme ?? 'warm'];
  let groupId: string | null = null;
  let view: LayoutView | null = null;
  /** The full-page loader shown while the template's layout is awaited; the drawn page replaces it. */
  let pageLoader: HTMLElement | null = null;

  const draw = (layout: EffectiveLayout, isTemplate: boolean) => {
    const next = renderLayout(layout, {
      ...(isTemplate
        ? {}
        : {
            headline: variant.headline,
            subline: variant.subline,
            textColor: theme.text,
            linkColor: theme.link,
          }),
      onFeedback: () => {
        const close = openFeedbackDialog({ place, groupId });
        cleanup.add(close);
      },
    });
    if (view) view.root.replaceWith(next.root);
    else if (pageLoader?.isConnected) pageLoader.replaceWith(next.root);
    else container.appendChild(next.root);
    pageLoader = null;
    view = next;
    return next;
  };
  const layoutFor = (json: string | null | undefined): [EffectiveLayout, boolean] => {
    const { layout, isTemplate } = landingPageLayout(variant, json);
    return [layout, isTemplate];
  };

  // Draw at once what is known: the layout the server put in the page, or the default when there is no
  // template to wait for; otherwise the template's layout comes with the answer.
  if (env.bootLayout !== undefined || ctx.addGroupPageId === undefined || variant.kind !== 'group-qr') {
    draw(...layoutFor(env.bootLayout));
  } else {
    pageLoader = h('div', { class: 'lp-page-loading' }, h('div', { class: 'lp-spinner', testid: 'loader' }));
    container.appendChild(pageLoader);
  }

  let stopped = false;
  cleanup.add(() => {
    stopped = true;
  });
  let monitorReported = false;
  /** What the QR on the page is (the marquee's line follows it), and the marquee once it is shown. */
  let qrType: TQrCodeType | undefined;
  let marquee: ReturnType<typeof renderMarquee> | null = null;

  let qrSettled: () => void = () => undefined;
  /** Resolves once the first QR image has loaded or failed (or after 3 s when no QR comes). */
  const qrFirst = new Promise<void>((resolve) => {
    qrSettled = resolve;
    setTimeout(resolve, 3000);
  });

  const showQr = (qr: QrView, type: TQrCodeType | undefined) => {
    qrType = type;
    marquee?.setText(marqueeTextFor(qrType));
    const target = view ?? draw(...layoutFor(null));
    const img = target.showQr(qr);
    cleanup.add(onLongPress(img, () => void reportEvent('long_press', place)));
    let shown = false;
    const onShown = () => {
      qrSettled();
      if (shown || stopped) return;
      shown = true;
      void reportEvent('qr_shown', place);
      cleanup.add(startQrIdentifyTimer((ms) => void reportEvent('qr_identify_fail', place, String(ms))));
      if (!monitorReported) {
        monitorReported = true;
        reportVisit(ctx);
      }
    };
    img.addEventListener('error', () => qrSettled(), { once: true });
    img.addEventListener('load', onShown, { once: true });
    // the QR the document drew is taken over already loaded (and painted): its load event has gone
    if (img.complete && img.naturalWidth > 0) onShown();
  };

  /** The messaging-app account's QR (a fallback): a default learner number is reported. */
  const showOfficial = (
    qr: LandingQr,
    fallback: { sceneCode: number; learnNumber: string },
    inline?: string,
  ) => {
    showQr(
      { url: qr.url, inline, caption: qr.caption, codeNumber: qr.codeNumber },
      QrCodeType.officialAccount,
    );
    if (isDefaultLearnNumber(fallback.learnNumber)) {
      void reportError(ErrorReportCode.fallbackOfficialAccountQr, `scene ${fallback.sceneCode}`);
    }
  };

  /** The call itself failed: the account's QR and name from the account call, scene 3, learner number 97. */
  const clientFallback = async (reason: string) => {
    void reportError(ErrorReportCode.signupError, reason.slice(0, 500));
    let qrcode = getAppConfig().base.subscriptionResultQr;
    let name = '';
    try {
      const account = await fetchWechatAccount(getWechatType());
      qrcode = account.qrcode;
      name = account.name;
    } catch {
      // the configured default (subscription-result QR) stays
    }
    if (stopped) return;
    if (!view) draw(...layoutFor(env.bootLayout));
    showOfficial(
      {
        url: qrcode,
        type: QrCodeType.officialAccount,
        caption: officialQrCaption(name),
        codeNumber: codeNumberOf({
          qrCodeType: QrCodeType.officialAccount,
          sceneCode: FALLBACK_SCENE_CODE,
          learnNumber: FALLBACK_LEARN_NUMBER,
        }),
      },
      { sceneCode: FALLBACK_SCENE_CODE, learnNumber: String(FALLBACK_LEARN_NUMBER) },
    );
  };

  const askForMobile = () => {
    const input = h('input', {
      class: 'lp-input',
      testid: 'landing-mobile',
      attrs: { type: 'tel', inputmode: 'numeric', maxlength: 11, placeholder: '请输入手机号' },
    });
    const submit = () => {
      const mobile = input.value.trim();
      if (!isValidFeedbackMobile(mobile)) return showToast('您输入的电话有误，请输入正确的电话号码！');
      void run(mobile);
    };
    view?.showPanel(
      h(
        'div',
        { class: 'lp-card', testid: 'landing-mobile-form' },
        h('h2', { class: 'lp-card-title' }, '领取课程'),
        h('p', { class: 'lp-muted' }, '填写手机号，班主任将通过此号码为你开通课程'),
        input,
        h(
          'button',
          {
            class: 'lp-button',
            testid: 'landing-mobile-submit',
            attrs: { type: 'button' },
            on: { click: submit },
          },
          '立即领取',
        ),
      ),
    );
  };

  let carried = env.bootAnswer;
  const run = async (mobile?: string) => {
    let answer: LandingAnswer;
    try {
      // the document's answer stands for the first call only (a phone given later calls again)
      answer =
        carried && !mobile
          ? carried
          : await fetchLanding({ ...firstLandingRequest(ctx), ...(mobile ? { mobile } : {}) });
      carried = undefined;
    } catch (error) {
      if (!stopped) await clientFallback(`liveLanding: ${(error as { msg?: string }).msg ?? String(error)}`);
      return;
    }
    if (stopped) return;
    // what the page does is the shared rule's (packages/domain/src/landing-outcome.ts); the side effects are here
    const outcome = landingOutcome(answer);
    if (outcome.kind === 'channel-link') {
      const linkUrl = outcome.url;
      cacheBannedLink({ channel: ctx.channel ?? '', subChannel: ctx.subChannel ?? '', linkUrl });
      await Promise.race([
        reportReturnInfo({ channel: ctx.channel ?? '', subChannel: ctx.subChannel ?? '', linkUrl }),
        new Promise((resolve) => setTimeout(resolve, 800)),
      ]);
      return env.navigate(linkUrl);
    }
    if (outcome.kind === 'redirect') return env.navigate(`${outcome.to}${location.search}`);
    if (answer.user) writeJson(StorageKey.userInfo, answer.user);
    if (!view) draw(...layoutFor(answer.layout));
    if (answer.complaintFlag === 1) {
      // the landing's channel and template go along, so the complaint is counted for them (console funnel)
      view!.showComplaint(
        landingHref.complaint({
          comFrom: variant.name,
          h5: '1',
          ...(ctx.channel ? { channel: ctx.channel } : {}),
          ...(ctx.subChannel ? { subChannel: ctx.subChannel } : {}),
          ...(ctx.addGroupPageId ? { addGroupPageId: String(ctx.addGroupPageId) } : {}),
        }),
      );
    }
    if (answer.avatars.length) {
      // The avatars wait for the QR: on a slow connection eight avatar requests would queue the QR behind them.
      const { avatars } = answer;
      void qrFirst.then(() => {
        if (stopped || !view) return;
        marquee = renderMarquee(avatars, marqueeTextFor(qrType));
        cleanup.add(marquee.stop);
        view.showMarquee(marquee.el);
      });
    }

    const { check } = answer;
    if (check && check.type !== LiveOrderType.normal)
      void reportEvent('mutual_exclusion_not_register', place);
    if (answer.failedStage === 'signUp') void reportError(ErrorReportCode.signupError, 'sign-up fell back');
    switch (outcome.kind) {
      case 'learning-centre':
        return env.navigate(landingHref.learningCentre(outcome.courseId, outcome.campDateId));
      case 'ask-mobile':
        return askForMobile();
      case 'not-available':
        return env.navigate(landingHref.notAvailable(Object.fromEntries(ctx.query)));
      case 'banned-link':
        return env.navigate(outcome.url);
      case 'qr': {
        // The QR images the answer carries inline (data URLs): the <img> shows them without another round
        // trip (a document that carries the answer drew its first one, bootQrImage).
        const { url } = outcome.qr;
        const inline = answer.qrImages?.[url] ?? bootQrImage(url);
        if (outcome.source === 'qr' || outcome.source === 'legacy') groupId = outcome.groupId;
        if (outcome.fallback) return showOfficial(outcome.qr, outcome.fallback, inline);
        return showQr({ ...outcome.qr, inline }, outcome.qr.type);
      }
    }
    await clientFallback('liveLanding answered no QR');
  };
  void run();
}

/** The data URL of the document's early QR image (landing-document.ts BOOT_QR_ID) when it is `url`'s. */
function bootQrImage(url: string): string | undefined {
  const img = document.getElementById(BOOT_QR_ID);
  return img instanceof HTMLImageElement && img.dataset.qrUrl === url
    ? (img.getAttribute('src') ?? undefined)
    : undefined;
}

/** The visit for the ad monitor (all query params plus phone model, OS, chain type, eventType 1) and click ids. */
function reportVisit(ctx: LandingContext): void {
  const params: Record<string, string> = {};
  for (const [key, value] of ctx.query) {
    if (/^[A-Za-z_][\w-]{0,63}$/.test(key) && Object.keys(params).length < 40)
      params[key] = value.slice(0, 500);
  }
  void reportMonitorFollow({
    ...params,
    phoneModel: phoneModel().slice(0, 64),
    osName: osName(),
    ...(ctx.chainType ? { chainType: ctx.chainType } : {}),
    eventType: 1,
  });
  const clickKey = CLICK_ID_KEYS.find((key) => ctx.query.get(key));
  if (clickKey) {
    void reportClickId({ ...params, ...ctx.place, clickId: ctx.query.get(clickKey)!.slice(0, 200) });
  }
}
