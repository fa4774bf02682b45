import { TOAST_DURATION_MS, TOAST_FADE_MS } from '@course/domain/constants';
import { h } from './dom';

/**
 * The landing's toast: the shell's look (bottom, 2000 ms, fading over the last 250 ms) without antd-mobile,
 * which the landing does not load. One at a time; a new one replaces the old.
 */

let current: { el: HTMLElement; timers: ReturnType<typeof setTimeout>[] } | null = null;

export function showToast(text: string, duration: number = TOAST_DURATION_MS): void {
  if (!text) return;
  clearToast();
  const el = h('div', { class: 'lp-toast', attrs: { role: 'alert' } }, h('span', { testid: 'toast' }, text));
  document.body.appendChild(el);
  const timers = [
    setTimeout(() => el.classList.add('lp-toast-fading'), Math.max(duration - TOAST_FADE_MS, 0)),
    setTimeout(clearToast, duration),
  ];
  current = { el, timers };
}

export function clearToast(): void {
  if (!current) return;
  for (const timer of current.timers) clearTimeout(timer);
  current.el.remove();
  current = null;
}
