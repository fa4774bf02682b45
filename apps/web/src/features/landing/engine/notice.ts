import { landingHref } from '@course/domain/landing-funnel';
import { isValidFeedbackMobile } from '@course/domain/phone';
import { safeRedirectTarget } from '@course/domain/redirect';
import { getAppConfig } from '../../../lib/app-config';
import { getWechatType } from '../../../lib/storage';
import { fetchWechatAccount, saveOptionInfo } from './api';
import type { LandingContext } from './context';
import { type Cleanup, h, replaceChildren } from './dom';
import { showToast } from './toast';

/**
 * Message pages: link expired (classInfoInvalid), enrolment full (notAvailable), redirect notices
 * (middle-page, transfer-introduction, transferMini). Each offers what the visitor can do next.
 */

const REDIRECT_DELAY_MS = 1500;

/**
 * A place to go from the query (`redirect`, else `url`): a path on this site or a URL on a host the server
 * allows (web-app config `redirectHosts`), by the shared rule of packages/domain/src/redirect.ts; anything else
 * — another site, `//host`, `javascript:` — goes home instead.
 */
export function targetOf(query: URLSearchParams): string {
  const target = safeRedirectTarget(query.get('redirect') ?? query.get('url'), {
    origin: window.location.origin,
    allowedHosts: getAppConfig().redirectHosts ?? [],
  });
  return target ?? landingHref.home(Date.now());
}

export function mountNotice(
  container: HTMLElement,
  ctx: LandingContext,
  navigate: (url: string) => void,
  cleanup: Cleanup,
): void {
  const { variant, query } = ctx;
  const actions = variant.actions ?? [];
  const page = h(
    'div',
    { class: 'lp-notice', testid: `notice-${variant.name}` },
    h('div', { class: `lp-notice-icon lp-notice-icon-${variant.name === 'notAvailable' ? 'full' : 'info'}` }),
    h('h1', { class: 'lp-notice-title' }, variant.headline ?? variant.title),
    variant.subline ? h('p', { class: 'lp-muted' }, variant.subline) : null,
  );
  container.appendChild(page);

  if (actions.includes('official-qr')) {
    const slot = h('div', { class: 'lp-notice-qr' }, h('div', { class: 'lp-spinner' }));
    page.appendChild(slot);
    fetchWechatAccount(getWechatType()).then(
      (account) =>
        replaceChildren(
          slot,
          h('img', {
            class: 'lp-qr',
            testid: 'official-qr',
            attrs: { src: account.qrcode, alt: account.name },
          }),
          h('p', { class: 'lp-muted' }, `长按识别二维码，关注「${account.name}」`),
        ),
      () => slot.remove(),
    );
  }
  if (actions.includes('waitlist')) {
    const input = h('input', {
      class: 'lp-input',
      testid: 'waitlist-mobile',
      attrs: { type: 'tel', inputmode: 'numeric', maxlength: 11, placeholder: '留下手机号，下期开营提醒你' },
    });
    const button = h(
      'button',
      {
        class: 'lp-button',
        testid: 'waitlist-submit',
        attrs: { type: 'button' },
        on: {
          click: async () => {
            const mobile = input.value.trim();
            if (!isValidFeedbackMobile(mobile)) return showToast('您输入的电话有误，请输入正确的电话号码！');
            try {
              await saveOptionInfo({
                optionType: 'waitlist',
                mobile,
                groupCodePage: variant.name,
                ...(ctx.channel ? { channel: ctx.channel } : {}),
                ...(ctx.subChannel ? { subChannel: ctx.subChannel } : {}),
              });
              showToast('预约成功，下期开营时老师会联系你');
              button.disabled = true;
              button.textContent = '已预约';
            } catch (error) {
              showToast((error as { msg?: string }).msg || '提交失败，请稍后再试');
            }
          },
        },
      },
      '预约下一期',
    );
    page.append(h('div', { class: 'lp-card lp-waitlist' }, input, button));
  }
  if (actions.includes('redirect')) {
    cleanup.timeout(() => navigate(targetOf(query)), REDIRECT_DELAY_MS);
  }
  if (actions.includes('continue')) {
    page.appendChild(
      h(
        'button',
        {
          class: 'lp-button',
          testid: 'notice-continue',
          attrs: { type: 'button' },
          on: { click: () => navigate(targetOf(query)) },
        },
        '继续前往',
      ),
    );
  }
  if (actions.includes('mini-program')) {
    const scheme = query.get('scheme') ?? '';
    page.appendChild(
      /^weixin:\/\/dl\/business\/\?t=[\w-]{1,64}$/.test(scheme)
        ? h('a', { class: 'lp-button', testid: 'open-mini-program', attrs: { href: scheme } }, '打开小程序')
        : h('p', { class: 'lp-muted' }, '请在微信中搜索小程序继续学习'),
    );
  }
}
