// Over 300 lines: one journey suite (issue 21) whose cases share their layout measurements.
import type { Page } from '@playwright/test';
import { cents } from '../support/checkout.ts';
import { grantCourse, type SandboxCourse, sandboxCourse } from '../support/courses.ts';
import { expect, saveScreenshot, signInNewLearner, test } from '../support/fixtures.ts';

/**
 * What issue 21 left after its first round (the polish helper): 首页 never covers what a learner needs
 * (item 14), real icons on the home page's subject shortcuts (item 15), the purchase dialog and the trial bar
 * show the server's price (item 2), and the pay config's icon files are the providers' marks (item 15).
 * Landing template 1's background is covered in landing-first-screen.spec.ts.
 */

const CALLIGRAPHY = '零基础硬笔书法：30天写出一手好字';
const MEMORY_VIDEO = '记忆宫殿进阶：影像记忆实战';
const DAILY = '每日一听：记忆力小课堂';
const SIZES = [
  { width: 375, height: 812 },
  { width: 320, height: 640 },
] as const;

/**
 * What the 首页 button covers on the screen as it is: [] when nothing. The button must be what a tap at its
 * centre hits, and no control, paragraph, list item, heading, image or text of the page may lie under it.
 * Content that scrolls behind the page's OWN bar (a fixed or sticky, page-wide ancestor of the button) is
 * hidden by that bar, not by the button, and is not counted; anything else in that bar must not touch it.
 * A floating button (no bar around it) may overlap nothing at all.
 */
async function homeCovers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const home = document.querySelector<HTMLElement>('[data-testid="home-button"]');
    if (!home) return ['no 首页 button'];
    const h = home.getBoundingClientRect();
    const out: string[] = [];
    if (h.width === 0 || h.height === 0) return ['首页 is not laid out'];
    if (h.top < 0 || h.bottom > innerHeight || h.left < 0 || h.right > innerWidth)
      out.push('首页 is off screen');
    const hit = document.elementFromPoint(h.left + h.width / 2, h.top + h.height / 2);
    if (!hit || !home.contains(hit)) out.push(`a tap at 首页's centre hits ${hit?.outerHTML.slice(0, 80)}`);
    let bar: HTMLElement | null = home.parentElement;
    while (bar && !['fixed', 'sticky'].includes(getComputedStyle(bar).position)) bar = bar.parentElement;
    const b = bar?.getBoundingClientRect();
    const inBar = Boolean(
      bar &&
        b &&
        b.width >= innerWidth * 0.9 &&
        h.left >= b.left - 0.5 &&
        h.right <= b.right + 0.5 &&
        h.top >= b.top - 0.5 &&
        h.bottom <= b.bottom + 0.5,
    );
    const meets = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.left < h.right - 0.5 &&
      r.right > h.left + 0.5 &&
      r.top < h.bottom - 0.5 &&
      r.bottom > h.top + 0.5;
    // the bar hides what scrolls behind it only when it is opaque (a see-through one counts what shows through)
    const opaque = Boolean(
      bar && /^rgb\(|^rgba\(.*, (0\.9\d*|1)\)$/.test(getComputedStyle(bar).backgroundColor),
    );
    const counts = (node: Node) => {
      if (home.contains(node)) return false;
      if (inBar && opaque && bar && !bar.contains(node)) return false; // behind the page's own bar
      return true;
    };
    const selector = 'button, a, input, textarea, select, [role="button"], p, li, h1, h2, h3, img';
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el.contains(home) || !counts(el)) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      if (Array.from(el.getClientRects()).some(meets))
        out.push(
          `<${el.tagName.toLowerCase()}> "${(el.textContent ?? el.getAttribute('alt') ?? '').trim().slice(0, 30)}"`,
        );
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!text || !counts(node)) continue;
      const parent = node.parentElement;
      if (!parent || getComputedStyle(parent).visibility === 'hidden') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if (Array.from(range.getClientRects()).some(meets)) out.push(`text "${text.slice(0, 30)}"`);
    }
    return [...new Set(out)];
  });
}

/** Scrolls through the page in steps of 60 % of the screen; at each resting position 首页 covers nothing. */
async function expectHomeCoversNothing(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // the rem rule (1rem = width / 3.75) re-lays the page out for the new width before it is measured
    await page.waitForFunction(
      (width) => Math.abs(Number.parseFloat(document.documentElement.style.fontSize) - width / 3.75) < 0.01,
      size.width,
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    const max = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    const step = Math.round(size.height * 0.6);
    const stops = [...new Set([...Array.from({ length: Math.ceil(max / step) }, (_, i) => i * step), max])];
    expect(stops.length, `${name}: the page scrolls`).toBeGreaterThan(0);
    for (const y of stops) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      // where the page ended up shorter than measured (late images, fonts), the browser stops at its end
      await expect
        .poll(() =>
          page.evaluate(
            (top) =>
              Math.round(window.scrollY) ===
              Math.max(0, Math.min(top, document.documentElement.scrollHeight - innerHeight)),
            y,
          ),
        )
        .toBe(true);
      await expect
        .poll(() => homeCovers(page), { message: `${name} at ${size.width}px, scrollY ${y}` })
        .toEqual([]);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, `learner-polish-home-${name}-${size.width}`);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await saveScreenshot(page, `learner-polish-home-${name}-end-${size.width}`);
  }
  await page.setViewportSize(SIZES[0]);
}

test.describe('首页 never covers what the learner needs (issue 21, item 14)', () => {
  test('course detail, lesson list, audioDetail, a lesson and order detail: 首页 sits in the page’s bar', async ({
    page,
  }) => {
    const { customerId } = await signInNewLearner(page);
    const calligraphy = await sandboxCourse(page, CALLIGRAPHY);
    const video = await sandboxCourse(page, MEMORY_VIDEO);
    const daily = await sandboxCourse(page, DAILY);
    await grantCourse(page, customerId, video.id);
    await grantCourse(page, customerId, daily.id);

    // course detail, not bought: 首页 is the first item of the buy bar, before 咨询
    await page.goto(`/detail?course=${calligraphy.id}`);
    await expect(page.getByTestId('course-title')).toHaveText(CALLIGRAPHY);
    await expect(page.getByTestId('course-notice')).toBeVisible();
    const home = page.getByTestId('home-button');
    await expect(page.getByTestId('buy-bar').getByTestId('home-button')).toBeVisible();
    await expect(home).toHaveAttribute('data-docked', 'page');
    await expectHomeCoversNothing(page, 'course-detail');
    // the end of the refund notice is readable at the end of the page
    await expect(page.getByTestId('course-notice')).toBeInViewport({ ratio: 1 });

    // the lesson list of a course bought (目录 with 未解锁 rows)
    await page.goto(`/detail?course=${video.id}`);
    await page.getByTestId('detail-tab-list').click();
    await expect(page.getByTestId('chapter-list')).toBeVisible();
    await expect(page.getByTestId('buy-bar').getByTestId('home-button')).toBeVisible();
    await expectHomeCoversNothing(page, 'lesson-list');

    // audioDetail: 首页 in the page's title bar, next to the back arrow; the comment form's 发送 is free
    await page.goto(`/audioDetail?knowledgeRootId=${daily.id}&id=${daily.sections[0]!.id}`);
    await expect(page.getByTestId('audio-player')).toBeVisible();
    await expect(page.getByTestId('page-nav-bar').getByTestId('home-button')).toBeVisible();
    await expect(page.getByTestId('comments').locator('button[type="submit"]')).toBeVisible();
    await expectHomeCoversNothing(page, 'audio-detail');
    await page.getByTestId('home-button').click();
    await expect(page.getByTestId('home-page')).toBeVisible();

    // a lesson of a course bought (no bar of its own): the shell's slim 首页 bar, the page keeps room for it
    await page.goto(`/video-detail?course=${video.id}&section=${video.sections[0]!.id}`);
    await expect(page.getByTestId('lesson-title')).toBeVisible();
    await expect(home).toBeVisible();
    await expectHomeCoversNothing(page, 'lesson');

    // an unpaid order: 首页 on the left of its action bar, the actions on one line at 320 px
    await page.goto('/ensure?courseId=3&goodsType=course');
    await page.getByTestId('pay-method-3').click();
    await page.getByTestId('order-submit').click();
    await expect(page).toHaveURL(/\/alipay\?orderNo=/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    await page.goto(`/order-detail?orderNo=${orderNo}`);
    await expect(page.getByTestId('order-detail')).toBeVisible();
    await expect(page.getByTestId('order-actions').getByTestId('home-button')).toBeVisible();
    await expectHomeCoversNothing(page, 'order-detail');
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const bar = page.getByTestId('order-actions');
      expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      for (const button of await bar.locator('button, a').all()) {
        const box = (await button.boundingBox())!;
        expect(box.height, (await button.textContent()) ?? '').toBeLessThan(48);
      }
    }
    await page.setViewportSize(SIZES[0]);
  });
});

test.describe('a brand-new visitor', () => {
  test('after authorization, course detail has 首页 in its buy bar and the lock dialog shows the advertised price', async ({
    page,
  }) => {
    const course = await courseById(page, 2);
    const locked = course.sections.find((s) => !s.isTrial)!;
    await page.goto(`/detail?course=${course.id}`);
    await expect(page).toHaveURL(/\/sandbox\/oauth2\/authorize\?/);
    await page.getByTestId('sandbox-identity-new').click();
    await page.getByTestId('sandbox-nickname').fill('第一次来的学员');
    await page.getByTestId('sandbox-authorize-confirm').click();
    await expect(page.getByTestId('course-title')).toHaveText(course.title);
    await expect(page.getByTestId('buy-bar').getByTestId('home-button')).toBeVisible();
    await expectHomeCoversNothing(page, 'cold-course-detail');
    const advertised = (await page
      .getByTestId('course-price')
      .locator('.lc-price-now')
      .textContent())!.trim();
    await page.getByTestId('detail-tab-list').click();
    await page.getByTestId(`section-${locked.id}`).click();
    await expect(page.getByTestId('purchase-offer-price')).toHaveText(advertised);
    await expect(page.getByTestId('purchase-offer-label')).toHaveText('限时优惠');
  });
});

test.describe('home page subject shortcuts (issue 21, item 15)', () => {
  test('each shortcut shows a drawn icon, not a placeholder character', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/index');
    const shortcuts = page.getByTestId('home-shortcuts');
    await expect(shortcuts).toBeVisible();
    const buttons = shortcuts.locator('button');
    expect(await buttons.count()).toBeGreaterThanOrEqual(4);
    for (const button of await buttons.all()) {
      const icon = button.locator('.lc-shortcut-icon');
      // the tile holds an SVG drawing and no text of its own
      await expect(icon.locator('svg')).toHaveCount(1);
      await expect(icon).toHaveText('');
      const box = (await icon.locator('svg').boundingBox())!;
      expect(box.width).toBeGreaterThan(16);
    }
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await shortcuts.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `learner-polish-shortcuts-${size.width}`);
    }
  });
});

/** The cents a course's detail page advertises, its trial bar, its lock dialog and its checkout charge. */
async function pricesOf(page: Page, course: SandboxCourse) {
  await page.goto(`/detail?course=${course.id}`);
  await expect(page.getByTestId('course-title')).toHaveText(course.title);
  const detail = cents(await page.getByTestId('course-price').locator('.lc-price-now').textContent());
  const label = (await page.getByTestId('course-price-label').count())
    ? await page.getByTestId('course-price-label').textContent()
    : null;

  const trial = course.sections.find((s) => s.isTrial)!;
  const locked = course.sections.find((s) => !s.isTrial)!;
  await page.goto(
    trial.kind === 'audio'
      ? `/audioDetail?knowledgeRootId=${course.id}&id=${trial.id}`
      : `/video-detail?course=${course.id}&section=${trial.id}`,
  );
  await expect(page.getByTestId('trial-buy')).toHaveText(/立即购买 ¥/);
  const bar = cents(await page.getByTestId('trial-buy').textContent());
  await saveScreenshot(page, `learner-polish-trial-${course.id}`);

  await page.getByTestId(`section-${locked.id}`).click();
  await expect(page.getByTestId('purchase-offer')).toBeVisible();
  const dialog = cents(await page.getByTestId('purchase-offer-price').textContent());
  const dialogBuy = cents(await page.getByTestId('purchase-offer-buy').textContent());
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await saveScreenshot(page, `learner-polish-offer-${course.id}-${size.width}`);
  }
  await page.setViewportSize(SIZES[0]);
  await page.getByTestId('purchase-offer-buy').click();
  await expect(page.getByTestId('ensure-page')).toBeVisible();
  const checkout = cents(await page.getByTestId('order-total').textContent());
  return { detail, label, bar, dialog, dialogBuy, checkout };
}

test.describe('one price from the server (issue 21, item 2)', () => {
  test('the trial bar and the lock dialog show the detail page’s price, which the checkout charges', async ({
    page,
  }) => {
    await signInNewLearner(page);
    const offered = await pricesOf(page, await courseById(page, 2));
    expect(offered.label).toContain('限时优惠');
    expect(offered.detail).toBe(6_900);
    expect(offered).toMatchObject({
      bar: offered.detail,
      dialog: offered.detail,
      dialogBuy: offered.detail,
      checkout: offered.detail,
    });
    await expect(page.getByTestId('order-unit-price')).toContainText('限时优惠');

    const plain = await pricesOf(page, await courseById(page, 3));
    expect(plain.label).toBeNull();
    expect(plain.detail).toBe(19_900);
    expect(plain).toMatchObject({
      bar: plain.detail,
      dialog: plain.detail,
      dialogBuy: plain.detail,
      checkout: plain.detail,
    });
  });

  test('a member sees the member price in the trial bar and the lock dialog, as on the detail page', async ({
    page,
  }) => {
    await signInNewLearner(page);
    const goods = (await (await page.request.get('/sandbox/api/goods')).json()) as {
      data: { id: number; title: string }[];
    };
    const vip = goods.data.find((g) => g.title === '年度学习会员')!;
    await page.goto(`/zqt-order?goodsId=${vip.id}&goodsType=goods&quantity=1`);
    await page.getByTestId('pay-method-2').click();
    await page.getByTestId('order-submit').click();
    await expect(page.getByTestId('sandbox-pay-sheet')).toBeVisible();
    await page.getByTestId('sandbox-pay-confirm').click();
    await expect(page.getByTestId('pay-result-status')).toHaveText('支付成功');

    // the piano course at 199.00: 8 折 for members, 159.20 everywhere (the card's price would be 199.00)
    const member = await pricesOf(page, await courseById(page, 3));
    expect(member.label).toContain('会员价');
    expect(member.detail).toBe(15_920);
    expect(member).toMatchObject({
      bar: member.detail,
      dialog: member.detail,
      dialogBuy: member.detail,
      checkout: member.detail,
    });
  });
});

async function courseById(page: Page, id: number): Promise<SandboxCourse> {
  const body = (await (await page.request.get('/sandbox/api/courses')).json()) as { data: SandboxCourse[] };
  const course = body.data.find((c) => c.id === id);
  if (!course) throw new Error(`no course ${id}`);
  return course;
}

test.describe('pay config icons (issue 21, item 15)', () => {
  test('the icon files of the pay config are the providers’ marks, not characters', async ({ page }) => {
    await signInNewLearner(page);
    const marks: Record<string, string> = {};
    for (const name of ['wechat', 'alipay', 'huabei', 'jdpay', 'wechat-alt']) {
      const response = await page.request.get(`/uploads/pay/${name}.svg`);
      expect(response.ok(), name).toBe(true);
      const svg = await response.text();
      expect(svg, name).not.toMatch(/<text/);
      marks[name] = /data-mark="([^"]+)"/.exec(svg)?.[1] ?? '';
    }
    expect(marks).toEqual({
      wechat: 'wechat-pay',
      alipay: 'alipay',
      huabei: 'huabei',
      jdpay: 'jdpay',
      'wechat-alt': 'wechat-pay',
    });
  });
});
