// Over 300 lines: one journey suite (issue 21) whose cases share the navigation helpers above them.
import type { Locator, Page } from '@playwright/test';
import { grantCourse, sandboxCourse } from '../support/courses.ts';
import {
  authorizeAsNewIdentity,
  expect,
  saveScreenshot,
  screenshotsAtBothSizes,
  signInNewLearner,
  test,
} from '../support/fixtures.ts';

/**
 * Issue 21, what a new learner meets in the main navigation: only entries that work (4), one dismissible
 * download banner (10), a tab opens at its own scroll (11), no dead ends (12), covers and floating layers
 * that do not collide (14), and the details of item 15 that belong to the shell (icons on 我的, no white strip
 * at the top of grey pages, no black focus ring on the search box).
 */

const CALLIGRAPHY = '零基础硬笔书法：30天写出一手好字';
const DAILY = '每日一听：记忆力小课堂';
const MEMORY_VIDEO = '记忆宫殿进阶：影像记忆实战';
const WIDTHS = [375, 320] as const;

const tabNames = (page: Page) =>
  page
    .getByTestId('tab-bar')
    .locator('[data-testid^="tab-"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!.slice(4)));

/** Screenshots at 375 and 320 px wide (the phone's height follows). */
const shootBoth = (page: Page, name: string, prepare?: () => Promise<void>) =>
  screenshotsAtBothSizes(page, `learner-nav-${name}`, prepare);

/**
 * Whether the element at each point of a box (centre and corners, inside the rounded corners, which hit
 * testing leaves out) belongs to the locator's element.
 */
async function uncoveredPoints(target: Locator): Promise<boolean[]> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    // the part in view (a tall element's top may be scrolled away)
    const r = {
      left: box.left,
      right: box.right,
      top: Math.max(box.top, 0),
      bottom: Math.min(box.bottom, innerHeight),
    };
    const height = r.bottom - r.top;
    const d = 2 + Math.ceil(0.3 * (Number.parseFloat(getComputedStyle(el).borderTopLeftRadius) || 0));
    const points: [number, number][] = [
      [(r.left + r.right) / 2, r.top + height / 2],
      [r.left + d, r.top + d],
      [r.right - d, r.top + d],
      [r.left + d, r.bottom - d],
      [r.right - d, r.bottom - d],
    ];
    return points.map(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (el === hit || el.contains(hit));
    });
  });
}

/** At the end of the page (once layout settles), the target is in view and nothing lies over it. */
async function expectUncoveredAtEnd(page: Page, target: Locator, what: string) {
  await expect(async () => {
    await scrollToEnd(page);
    await expect(target).toBeInViewport();
    expect(await uncoveredPoints(target), `${what}: centre and corners`).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  }).toPass({ timeout: 10_000 });
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() =>
      page.evaluate(
        () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
      ),
    )
    .toBe(true);
}

test.describe('learner navigation (issue 21)', () => {
  test('item 4: the tab bar and 我的 offer only entries that open a real page', async ({ page }) => {
    await signInNewLearner(page);
    // the nbc brand is configured with the study tour (tourShow 'show') and 研学 has its page (issue 18)
    const config = await page.request.get('/index');
    expect(await config.text()).toContain('"tourShow":"show"');
    await page.goto('/user');
    await expect(page.getByTestId('user-page')).toBeVisible();
    expect(await tabNames(page)).toEqual(['index', 'center', 'studyTour', 'shoppingMall', 'user']);
    // 我的奖励 has its page since issue 14 (growth), so 我的 offers it
    await expect(page.getByTestId('mine-entry-mycash')).toBeVisible();
    await shootBoth(page, 'user');

    // every tab opens its page, never 敬请期待
    for (const tab of ['index', 'center', 'studyTour', 'shoppingMall', 'user']) {
      await page.getByTestId(`tab-${tab}`).click();
      await expect(page.getByTestId(`tab-${tab}`)).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('coming-soon')).toHaveCount(0);
    }

    // every entry of 我的 opens a page of its own
    const entries = await page
      .locator('[data-testid^="mine-entry-"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!));
    expect(entries.length).toBeGreaterThanOrEqual(10);
    for (const entry of entries) {
      await page.getByTestId(entry).click();
      await expect(page).not.toHaveURL(/\/user(\?|$)/);
      await expect(page.getByTestId('coming-soon'), entry).toHaveCount(0);
      await page.goBack();
      await expect(page.getByTestId('user-page')).toBeVisible();
    }
  });

  test('a brand-new visitor, after authorization, meets the same navigation', async ({ page }) => {
    await page.goto('/index');
    await authorizeAsNewIdentity(page, '新来的学员');
    await expect(page.getByTestId('home-page')).toBeVisible();
    expect(await tabNames(page)).toEqual(['index', 'center', 'studyTour', 'shoppingMall', 'user']);
    await expect(page.getByTestId('download-banner')).toHaveCount(1);
    await expect(page.getByTestId('home-shortcut-health')).toHaveCount(0);
    await expect(page.getByTestId('home-shortcut-memory')).toBeVisible();
    await shootBoth(page, 'cold-index');
    await page.getByTestId('tab-user').click();
    await expect(page.getByTestId('user-nickname')).toHaveText('新来的学员');
    await expect(page.getByTestId('mine-entry-mycash')).toBeVisible();
    await shootBoth(page, 'cold-user');
  });

  test('item 15: 我的 draws real icons, not single characters', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/user');
    const icons = page.locator('.mine-grid-icon');
    await expect(icons.first()).toBeVisible();
    const drawn = await icons.evaluateAll((els) =>
      els.map((el) => ({ text: el.textContent?.trim() ?? '', svg: el.querySelector('svg') !== null })),
    );
    expect(drawn.length).toBeGreaterThanOrEqual(7);
    for (const icon of drawn) expect(icon).toEqual({ text: '', svg: true });
  });

  test('item 10: one download banner, scrolling away with the page, closed for good', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/index');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('download-banner')).toHaveCount(1);
    await expect(page.getByTestId('download-app-hint')).toHaveCount(0);
    await expect(page.getByText(/下载\s?APP/i)).toHaveCount(1);
    await expect(page.getByTestId('download-banner')).toHaveAttribute(
      'href',
      '/group?channel=22&subChannel=22016&showHelp=1',
    );
    const bar = page.getByTestId('download-banner-bar');
    const box = (await bar.boundingBox())!;
    expect(box.y).toBeLessThan(2);
    expect(box.height).toBeLessThan(70);
    await shootBoth(page, 'index-banner');
    // not pinned: it scrolls away with the page
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(bar).not.toBeInViewport();

    await page.goto('/center');
    await expect(page.getByTestId('learning-centre')).toBeVisible();
    await expect(page.getByTestId('download-banner')).toHaveCount(1);
    await expect(page.getByTestId('download-app-hint')).toHaveCount(0);
    await shootBoth(page, 'center-banner');

    await page.getByTestId('download-banner-close').click();
    await expect(page.getByTestId('download-banner')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('downloadBannerDismissed'))).toBe('1');
    await page.reload();
    await expect(page.getByTestId('learning-centre')).toBeVisible();
    await expect(page.getByTestId('download-banner')).toHaveCount(0);
    await page.getByTestId('tab-index').click();
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('download-banner')).toHaveCount(0);
  });

  test('item 11: a tab opens at its top, or where that tab itself was left', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/shoppingMall');
    await expect(page.getByTestId('mall-page')).toBeVisible();
    await expect(page.locator('[data-testid^="mall-module-"]').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 450));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(450);

    // 课程 is long enough to keep 450 px: it must open at its top anyway
    await page.getByTestId('tab-index').click();
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('home-banner')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
    ).toBeGreaterThan(450);

    await page.getByTestId('tab-center').click();
    await expect(page.getByTestId('learning-centre')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // back on 找课: where 找课 was left
    await page.getByTestId('tab-shoppingMall').click();
    await expect(page.getByTestId('mall-page')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(450);
  });

  test('item 12: home shortcuts lead to courses; only subjects that have courses are offered', async ({
    page,
  }) => {
    await signInNewLearner(page);
    await page.goto('/index');
    await expect(page.getByTestId('home-shortcuts')).toBeVisible();
    // the nbc brand teaches memory, calligraphy, piano and short video; 健康 and 理财 are another brand's
    await expect(page.getByTestId('home-shortcut-health')).toHaveCount(0);
    await expect(page.getByTestId('home-shortcut-finance')).toHaveCount(0);
    const shortcuts = await page
      .locator('[data-testid^="home-shortcut-"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!));
    expect(shortcuts).toEqual([
      'home-shortcut-memory',
      'home-shortcut-calligraphy',
      'home-shortcut-piano',
      'home-shortcut-short-video',
    ]);
    await shootBoth(page, 'index');
    for (const shortcut of shortcuts) {
      await page.getByTestId(shortcut).click();
      await expect(page.getByTestId('course-list-page')).toBeVisible();
      await expect(page.locator('[data-testid^="course-card-"]').first()).toBeVisible();
      await expect(page.getByText('暂无课程')).toHaveCount(0);
      await page.goBack();
      await expect(page.getByTestId('home-page')).toBeVisible();
    }
    await page.getByTestId('home-shortcut-calligraphy').click();
    await expect(page.getByTestId('course-list-page')).toBeVisible();
    await shootBoth(page, 'course-list');

    // a subject list reached by an old link still offers a way on to courses
    await page.goto('/excellent-course?subject=health&title=健康');
    await expect(page.getByText('暂无课程')).toBeVisible();
    await page.getByTestId('empty-find-courses').click();
    await expect(page.getByTestId('mall-page')).toBeVisible();
    await expect(page.locator('[data-testid^="course-card-"]').first()).toBeVisible();
  });

  test('item 12: after an empty search 看看其他课程 shows 找课 with its courses and the tab bar', async ({
    page,
  }) => {
    await signInNewLearner(page);
    await page.goto('/shoppingMall');
    await expect(page.getByTestId('mall-page')).toBeVisible();
    await page.getByTestId('mall-search').fill('没有这门课zz');
    await page.getByTestId('mall-search').press('Enter');
    await expect(page.getByText('没有找到“没有这门课zz”相关的课程')).toBeVisible();
    await shootBoth(page, 'mall-empty-search');
    await page.getByRole('button', { name: '看看其他课程' }).click();
    await expect(page).toHaveURL(/\/shoppingMall(\?|$)/);
    await expect(page.getByTestId('goods-empty')).toHaveCount(0);
    await expect(page.getByText('暂无商品')).toHaveCount(0);
    await expect(page.getByTestId('tab-bar')).toBeVisible();
    await expect(page.getByTestId('mall-search')).toHaveValue('');
    await expect(page.locator('[data-testid^="mall-module-"]').first()).toBeVisible();
    await expect(page.locator('[data-testid^="course-card-"]').first()).toBeVisible();

    // the same from a shared search link (keyword in the URL)
    await page.goto('/shoppingMall?keyword=没有这门课zz');
    await expect(page.getByText('没有找到“没有这门课zz”相关的课程')).toBeVisible();
    await page.getByRole('button', { name: '看看其他课程' }).click();
    await expect(page).toHaveURL(/\/shoppingMall$/);
    await expect(page.locator('[data-testid^="course-card-"]').first()).toBeVisible();
  });

  test('item 12: the empty states of a new learner each lead on to courses', async ({ page }) => {
    await signInNewLearner(page);
    for (const [url, text] of [
      ['/siteInformation', '暂无消息'],
      ['/order', '暂无订单'],
      ['/MyCourse', '还没有课程'],
      // the study pages that first ask which course (homework, exams, notes …)
      ['/homework', '还没有课程'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByText(text)).toBeVisible();
      await shootBoth(page, `empty-${url.slice(1)}`);
      await page.getByRole('button', { name: /去找课|去看看好课/ }).click();
      await expect(page.getByTestId('mall-page'), url).toBeVisible();
      await expect(page.locator('[data-testid^="course-card-"]').first()).toBeVisible();
    }
  });

  test('item 14: covers keep their 16:9 box, whole; list thumbnails have one height', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/shoppingMall');
    const module = page.locator('[data-testid^="mall-module-"]').nth(1);
    await expect(module.locator('.lc-card-row').first()).toBeVisible();
    const loaded = page.locator('.lc-card .lc-card-cover img');
    await expect
      .poll(() =>
        loaded.evaluateAll(
          (imgs) => (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth).length,
        ),
      )
      .toBeGreaterThan(4);
    const covers = await loaded.evaluateAll((imgs) =>
      (imgs as HTMLImageElement[])
        .filter((img) => img.complete && img.naturalWidth > 0)
        .map((img) => {
          const box = img.getBoundingClientRect();
          const row = img.closest('.lc-card-row') !== null;
          return {
            row,
            height: Math.round(box.height),
            boxRatio: box.width / box.height,
            imageRatio: img.naturalWidth / img.naturalHeight,
            fit: getComputedStyle(img).objectFit,
          };
        }),
    );
    expect(covers.length).toBeGreaterThan(4);
    for (const cover of covers) {
      // the whole cover shows: the box has the image's ratio, or the image is contained
      expect(Math.abs(cover.boxRatio - cover.imageRatio) < 0.02 || cover.fit === 'contain').toBe(true);
      expect(cover.boxRatio).toBeCloseTo(16 / 9, 1);
    }
    const rowHeights = new Set(covers.filter((c) => c.row).map((c) => c.height));
    expect(rowHeights.size).toBe(1);
    await shootBoth(page, 'mall');

    await page.goto('/index');
    const daily = page.locator('.lc-daily img');
    await expect(daily).toBeVisible();
    const dailyBox = (await daily.boundingBox())!;
    expect(dailyBox.width / dailyBox.height).toBeCloseTo(16 / 9, 1);
  });

  test('item 14: 首页, the audio mini-player and the buy bar stack; the end of the page stays uncovered', async ({
    page,
  }) => {
    const { customerId } = await signInNewLearner(page);
    const daily = await sandboxCourse(page, DAILY);
    const video = await sandboxCourse(page, MEMORY_VIDEO);
    const calligraphy = await sandboxCourse(page, CALLIGRAPHY);
    await grantCourse(page, customerId, daily.id);
    await grantCourse(page, customerId, video.id);

    // start an audio: the mini-player follows the learner to other pages
    await page.goto(`/audioDetail?knowledgeRootId=${daily.id}&id=${daily.sections[0]!.id}`);
    await page.getByTestId('audio-toggle').click();
    await expect(page.getByTestId('audio-player')).toHaveAttribute('data-status', 'playing');

    // a course not bought: buy bar, mini-player and 首页 on the intro with its refund notice
    await page.getByTestId('home-button').click();
    await expect(page.getByTestId('home-page')).toBeVisible();
    await page.getByTestId(`course-card-${calligraphy.id}`).first().click();
    await expect(page.getByTestId('course-title')).toHaveText(CALLIGRAPHY);
    const home = page.getByTestId('home-button');
    const panel = page.getByTestId('audio-global-panel');
    const bar = page.getByTestId('buy-bar');
    await expect(home).toBeVisible();
    await expect(panel).toBeVisible();
    await expect(bar).toBeVisible();
    await expect(page.locator('.lc-notice')).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 640 });
      await scrollToEnd(page);
      const [h, p, b] = [
        (await home.boundingBox())!,
        (await panel.boundingBox())!,
        (await bar.boundingBox())!,
      ];
      expect(overlaps(h, p), '首页 over the mini-player').toBe(false);
      // 首页 is an item of the buy bar, not a layer over it (learner-polish.spec.ts)
      await expect(bar.getByTestId('home-button'), '首页 in the buy bar').toBeVisible();
      expect(overlaps(p, b), 'mini-player over the buy bar').toBe(false);
      expect(b.y + b.height).toBeCloseTo(width === 375 ? 812 : 640, 0);
      await expectUncoveredAtEnd(page, page.locator('.lc-notice'), 'the refund notice');
      await expectUncoveredAtEnd(page, page.locator('.lc-facts'), 'the course facts');
      await saveScreenshot(page, `learner-nav-detail-stack-${width}`);
    }
    await page.setViewportSize({ width: 375, height: 812 });

    // an owned course's list: 未解锁 rows, the last one clear of 首页 and the mini-player
    await page.getByTestId('home-button').click();
    await expect(page.getByTestId('home-page')).toBeVisible();
    await page.getByTestId(`course-card-${video.id}`).first().click();
    await expect(page.getByTestId('course-title')).toHaveText(MEMORY_VIDEO);
    await page.getByTestId('detail-tab-list').click();
    await expect(page.getByTestId('chapter-list')).toBeVisible();
    await expect(panel).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 640 });
      await scrollToEnd(page);
      const locks = page.locator('[data-testid="chapter-list"] .lc-lock');
      expect(await locks.count()).toBeGreaterThan(0);
      await expectUncoveredAtEnd(page, locks.last(), 'the last 未解锁');
      await expectUncoveredAtEnd(
        page,
        page.locator('[data-testid="chapter-list"] .lc-section').last(),
        'the last section',
      );
      const [h, p] = [(await home.boundingBox())!, (await panel.boundingBox())!];
      expect(overlaps(h, p)).toBe(false);
      await saveScreenshot(page, `learner-nav-lesson-list-stack-${width}`);
    }
    await page.setViewportSize({ width: 375, height: 812 });
  });

  test('item 14: on goods and order details the page ends clear of 首页 and the action bar', async ({
    page,
  }) => {
    await signInNewLearner(page);
    const goods = (await (await page.request.get('/sandbox/api/goods')).json()) as {
      data: { id: number; title: string }[];
    };
    const cards = goods.data.find((g) => g.title === '记忆宫殿训练卡片套装')!;
    await page.goto(`/goodsDetail?goodsId=${cards.id}`);
    await expect(page.getByTestId('goods-reviews-all')).toBeVisible();
    const home = page.getByTestId('home-button');
    await expect(home).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 640 });
      await expectUncoveredAtEnd(page, page.getByTestId('goods-description'), 'the goods description');
      await expect(page.locator('.gd-bar').getByTestId('home-button'), '首页 in the goods bar').toBeVisible();
      await saveScreenshot(page, `learner-nav-goods-detail-end-${width}`);
    }
    // the first screen: 查看全部 (in view at 375×812) is clear of 首页 and the bar
    await page.setViewportSize({ width: 375, height: 812 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'learner-nav-goods-detail-top-375');
    await expect(page.getByTestId('goods-reviews-all')).toBeInViewport({ ratio: 1 });
    expect(await uncoveredPoints(page.getByTestId('goods-reviews-all'))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    await page.setViewportSize({ width: 375, height: 812 });

    // an unpaid order: its detail has an action bar; the last card ends clear of it and of 首页
    await page.goto('/ensure?courseId=3&goodsType=course');
    await page.getByTestId('pay-method-3').click();
    await page.getByTestId('order-submit').click();
    // inside the messaging app 支付宝 hands the order over to the browser page (/alipay?orderNo=…)
    await expect(page).toHaveURL(/\/alipay\?orderNo=/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    await page.goto(`/order-detail?orderNo=${orderNo}`);
    await expect(page.getByTestId('order-detail')).toBeVisible();
    await expect(home).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 640 });
      const last = page.locator('[data-testid="order-detail"] > .od-card').last();
      await expectUncoveredAtEnd(page, last, 'the last card of the order');
      const bar = page.locator('.od-bar');
      if (await bar.count()) {
        await expect(bar.getByTestId('home-button'), '首页 in the order bar').toBeVisible();
      }
      await saveScreenshot(page, `learner-nav-order-detail-end-${width}`);
    }
    await page.setViewportSize({ width: 375, height: 812 });
  });

  test('item 15: no white strip at the top of grey pages, no black focus ring on the search box', async ({
    page,
  }) => {
    await signInNewLearner(page);
    for (const url of ['/excellent-course?subject=calligraphy&title=书法', '/siteInformation', '/MyCourse']) {
      await page.goto(url);
      await expect(page.locator('main.lc-page')).toBeVisible();
      const top = await page.evaluate(() => {
        const hit = document.elementFromPoint(4, 2);
        return {
          inPage: hit?.closest('main') !== null && hit?.closest('main') !== undefined,
          pageTop: document.querySelector('main')!.getBoundingClientRect().top,
        };
      });
      expect(top, url).toEqual({ inPage: true, pageTop: 0 });
    }
    await shootBoth(page, 'grey-page');

    await page.goto('/shoppingMall');
    const search = page.getByTestId('mall-search');
    await search.focus();
    const ring = await search.evaluate((el) => {
      const s = getComputedStyle(el);
      return { outline: s.outlineStyle === 'none' || s.outlineWidth === '0px', border: s.borderTopColor };
    });
    expect(ring).toEqual({ outline: true, border: 'rgb(255, 83, 48)' });
    await shootBoth(page, 'mall-search-focus', async () => search.focus());
  });
});
