import { AVATAR_ROTATE_MS, shuffledPages } from '@course/domain/avatar-rotation';
import { isSafeLayoutUrl } from '@course/domain/landing-layout';
import { h, replaceChildren } from './dom';

/**
 * The avatar marquee: the latest joiners' avatars, shuffled, eight at a time, the page changing every 2 s, and
 * a line that says what they are doing, which follows the QR on the page (MARQUEE_TEXT; `setText`).
 */
export function renderMarquee(
  avatars: readonly string[],
  text: string,
): { el: HTMLElement; stop: () => void; setText: (text: string) => void } {
  const row = h('div', { class: 'lp-marquee-avatars' });
  const line = h('span', { class: 'lp-marquee-text', testid: 'marquee-text' }, text);
  const el = h('div', { class: 'lp-marquee', testid: 'marquee' }, row, line);
  const pages = shuffledPages(avatars.filter(isSafeLayoutUrl));
  let index = 0;
  const show = () => {
    const page = pages[index % Math.max(pages.length, 1)] ?? [];
    replaceChildren(
      row,
      page.map((url) =>
        h('img', { class: 'lp-avatar', attrs: { src: url, alt: '', width: 28, height: 28 } }),
      ),
    );
    el.dataset.page = String(index % Math.max(pages.length, 1));
  };
  show();
  const timer =
    pages.length > 1
      ? setInterval(() => {
          index += 1;
          show();
        }, AVATAR_ROTATE_MS)
      : null;
  return {
    el,
    stop: () => (timer ? clearInterval(timer) : undefined),
    setText: (next) => {
      line.textContent = next;
    },
  };
}
