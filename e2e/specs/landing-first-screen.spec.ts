import type { Browser, Page, Request } from '@playwright/test';
import { MESSAGING_APP_UA, PLAIN_MOBILE_UA } from '../support/constants.ts';
import {
  authorizeAsNewIdentity,
  createSandboxSession,
  expect,
  requestsSettled,
  saveScreenshot,
  signIn,
  test,
} from '../support/fixtures.ts';

/**
 * What a brand-new visitor from an ad meets on the landing (issue 21, items 1, 3 and 16): the QR of every seeded
 * template and of the default layout on the first screen, uncovered, after the authorization a cold visitor goes
 * through; each template readable at 320 and 375 px; and no antd-mobile on the way to the authorization page.
 */

const FIRST_SCREEN = 812;
const AD_QUERY = 'channel=1001&subChannel=100101';

type TextRegion = { top: number; height: number };
type SeededTemplate = {
  id: number;
  name: string;
  courseId: number | null;
  componentJson: { tBackgroundImg?: string; tTextRegions?: TextRegion[] };
};

/** The seeded templates as the test server stored them (the seed's list, the database's ids). */
async function seededTemplates(page: Page): Promise<SeededTemplate[]> {
  const response = await page.request.get('/sandbox/api/landing/templates');
  const body = (await response.json()) as { code: number; data: SeededTemplate[] };
  expect(body.code).toBe(0);
  expect(body.data.length, 'the seed has page templates').toBeGreaterThanOrEqual(2);
  return body.data;
}

type Landing = { label: string; path: string; id: string; template: SeededTemplate | null };

/** Every landing a cold visitor can arrive on: each seeded template, and the default layout (no template). */
async function landings(page: Page): Promise<Landing[]> {
  const templates = await seededTemplates(page);
  return [
    ...templates.map((t) => ({
      label: `template ${t.id} (${t.name})`,
      path: `/pageTemplate?addGroupPageId=${t.id}&${AD_QUERY}`,
      id: String(t.id),
      template: t,
    })),
    { label: 'the default layout', path: `/pageTemplate?${AD_QUERY}`, id: 'default', template: null },
  ];
}

/** The box around the QR's caption and code number (page coordinates, CSS px). */
async function captionBox(page: Page): Promise<{ top: number; bottom: number }> {
  const boxes = [];
  for (const id of ['qr-caption', 'code-number']) {
    const el = page.getByTestId(id);
    if ((await el.count()) > 0) boxes.push((await el.boundingBox())!);
  }
  expect(boxes.length, 'a caption or code number under the QR').toBeGreaterThan(0);
  return {
    top: Math.min(...boxes.map((b) => b.y)),
    bottom: Math.max(...boxes.map((b) => b.y + b.height)),
  };
}

/** The marquee's line for the QR the page shows, by the code number's stage digit (the QR type). */
const MARQUEE_TEXT_BY_STAGE: Record<string, string> = {
  '1': '同学们正在加入班级群',
  '2': '同学们正在添加老师',
  '3': '同学们正在关注公众号',
};

/** A fresh phone (no token, no storage) with the given browser. */
async function freshPhone(browser: Browser, baseURL: string, userAgent: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: FIRST_SCREEN },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent,
    locale: 'zh-CN',
  });
  return context.newPage();
}

/** A cold visitor opens the ad's address and goes through the (sandbox) authorization page as a new identity. */
async function arriveCold(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await authorizeAsNewIdentity(page);
  await expect(page).toHaveURL(/\/pageTemplate\?/);
}

/**
 * The QR is on the first screen and nothing covers it: its box lies inside the first 812 px (and the screen's
 * width), and the element at its centre and at its four corners (inset 2 px) is the QR image itself.
 */
async function expectQrOnFirstScreen(page: Page, label: string): Promise<void> {
  const qr = page.getByTestId('group-qr');
  await expect(qr, `${label}: the QR is shown`).toBeVisible();
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      message: `${label}: the QR image loaded`,
    })
    .toBe(true);
  await expect(page.getByTestId('group-qr'), `${label}: one QR on the page`).toHaveCount(1);
  await expect(page.locator('.lp-page-loading'), `${label}: no page loader left`).toHaveCount(0);
  const seen = await qr.evaluate((img: HTMLImageElement) => {
    const r = img.getBoundingClientRect();
    const inset = 2;
    const points: [number, number][] = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + inset, r.top + inset],
      [r.right - inset, r.top + inset],
      [r.left + inset, r.bottom - inset],
      [r.right - inset, r.bottom - inset],
    ];
    return {
      box: { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY, left: r.left, right: r.right },
      scrollY: window.scrollY,
      hits: points.map(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return hit === img ? 'qr' : hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : 'nothing';
      }),
    };
  });
  expect(seen.scrollY, `${label}: the page opens at its top`).toBe(0);
  expect(seen.box.top, `${label}: QR top`).toBeGreaterThanOrEqual(0);
  expect(seen.box.bottom, `${label}: QR bottom inside the first ${FIRST_SCREEN} px`).toBeLessThanOrEqual(
    FIRST_SCREEN,
  );
  expect(seen.box.left, `${label}: QR left`).toBeGreaterThanOrEqual(0);
  expect(seen.box.right, `${label}: QR right`).toBeLessThanOrEqual(375);
  expect(seen.hits, `${label}: nothing covers the QR (centre and corners)`).toEqual([
    'qr',
    'qr',
    'qr',
    'qr',
    'qr',
  ]);
}

for (const [where, userAgent] of [
  ['inside the messaging app', MESSAGING_APP_UA],
  ['in a plain mobile browser', PLAIN_MOBILE_UA],
] as const) {
  test(`a cold visitor ${where} sees the QR on the first screen, uncovered, for every seeded template and the default layout`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    for (const landing of await landings(page)) {
      const phone = await freshPhone(browser, baseURL!, userAgent);
      try {
        await arriveCold(phone, landing.path);
        await expectQrOnFirstScreen(phone, `${where}, ${landing.label}`);
        const browserName = userAgent === MESSAGING_APP_UA ? 'wechat' : 'browser';
        await saveScreenshot(phone, `landing-first-screen-cold-${browserName}-${landing.id}`);
      } finally {
        await phone.context().close();
      }
    }
  });
}

test('a returning visitor (token kept) sees the QR on the first screen for every seeded template', async ({
  page,
}) => {
  const { token } = await createSandboxSession(page);
  await signIn(page, token);
  for (const landing of await landings(page)) {
    await page.goto(landing.path);
    await expectQrOnFirstScreen(page, `returning, ${landing.label}`);
  }
});

test('a cold visitor loads no antd-mobile, its CSS or the toast renderer before the authorization page', async ({
  page,
}) => {
  const requested: string[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/sandbox/')) return;
    requested.push(url.pathname);
  };
  page.on('request', record);
  await page.goto(`/pageTemplate?addGroupPageId=1&${AD_QUERY}`);
  await expect(page).toHaveURL(/\/sandbox\/oauth2\/authorize\?/);
  page.off('request', record);
  // the app was loaded (the hand-over to the app's authorization happened) …
  expect(requested.some((p) => /^\/assets\/index-[\w-]+\.js$/.test(p))).toBe(true);
  // … but none of antd-mobile's chunk or stylesheet, nor the toast or its renderer
  const antd = requested.filter((p) =>
    /\/assets\/(antd-mobile|antd-renderer|toast)-[\w-]+\.(js|css)$/.test(p),
  );
  expect(antd).toEqual([]);
});

test('back from authorization, the app shows the landing without loading antd-mobile (its engine needs none)', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request: Request) => requested.push(new URL(request.url()).pathname));
  await arriveCold(page, `/pageTemplate?addGroupPageId=1&${AD_QUERY}`);
  await expect(page.getByTestId('group-qr')).toBeVisible();
  // the app itself drew this landing (its entry loaded on the way back from authorization) …
  expect(requested.filter((p) => /^\/assets\/index-[\w-]+\.js$/.test(p)).length).toBeGreaterThanOrEqual(2);
  // … and has been idle: an idle preload (registered at mount, so its callback runs before ours) has started, and
  // every request the page began so far has been seen
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  await requestsSettled(page);
  const antd = requested.filter((p) =>
    /\/assets\/(antd-mobile|antd-renderer|toast)-[\w-]+\.(js|css)$/.test(p),
  );
  expect(antd).toEqual([]);
});

test.describe('every seeded template reads well', () => {
  for (const [width, height] of [
    [320, 640],
    [375, 812],
  ] as const) {
    test(`at ${width}x${height}: the background covers the page, the caption is off its text, the marquee says what the QR is`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      const { token } = await createSandboxSession(page);
      await signIn(page, token);
      for (const landing of await landings(page)) {
        const label = `${landing.label} at ${width}`;
        await page.goto(landing.path);
        const qr = page.getByTestId('group-qr');
        await expect
          .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
        // the marquee's line matches the QR the page shows (the code number's first digit is the QR type)
        const code = (await page.getByTestId('code-number').textContent()) ?? '';
        const stage = /^编号 (\d)/.exec(code)?.[1] ?? '';
        expect(MARQUEE_TEXT_BY_STAGE[stage], `${label}: code number ${code}`).toBeDefined();
        await expect(page.getByTestId('marquee'), label).toContainText(MARQUEE_TEXT_BY_STAGE[stage]!);
        // the caption block (caption and code number) sits under the QR, never on it
        const caption = await captionBox(page);
        const qrBox = (await qr.boundingBox())!;
        expect(caption.top, `${label}: caption under the QR`).toBeGreaterThanOrEqual(qrBox.y + qrBox.height);
        const layout = landing.template?.componentJson;
        if (layout?.tBackgroundImg) {
          // the background reaches the page's bottom (and so the screen's)
          const bg = page.getByTestId('landing-background');
          await expect
            .poll(() => bg.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
            .toBe(true);
          const cover = await bg.evaluate((img) => {
            const page = img.closest('[data-testid="landing-page"]')!;
            return {
              bgBottom: img.getBoundingClientRect().bottom + window.scrollY,
              pageBottom: page.getBoundingClientRect().bottom + window.scrollY,
            };
          });
          expect(cover.bgBottom, `${label}: background bottom`).toBeGreaterThanOrEqual(height);
          expect(cover.bgBottom, `${label}: background bottom`).toBeGreaterThanOrEqual(cover.pageBottom - 1);
          // a template with a background names its printed text, and the caption stays off it
          const regions = layout.tTextRegions ?? [];
          expect(regions.length, `${label}: text regions`).toBeGreaterThan(0);
          for (const region of regions) {
            const top = (region.top * width) / 750;
            const bottom = ((region.top + region.height) * width) / 750;
            const apart = caption.top >= bottom || caption.bottom <= top;
            expect(apart, `${label}: caption ${JSON.stringify(caption)} off region ${top}–${bottom}`).toBe(
              true,
            );
          }
        }
        await saveScreenshot(page, `landing-first-screen-${landing.id}-${width}`);
      }
    });
  }
});
