// Over 300 lines: one journey suite (issue 21) whose cases share their buying and measuring helpers.
import type { Locator, Page } from '@playwright/test';
import { addSandboxAddress, payWithSheet } from '../support/checkout.ts';
import { PLAIN_MOBILE_UA } from '../support/constants.ts';
import { sandboxCourse } from '../support/courses.ts';
import {
  authorizeAsNewIdentity,
  expect,
  expectToast,
  registerOnRegisterPage,
  saveScreenshot,
  screenshotsAtBothSizes,
  signInNewLearner,
  test,
} from '../support/fixtures.ts';
import { openInApp } from '../support/in-app.ts';

/**
 * What a new learner meets (issue 21, items 7, 8, 9 and the amateur details of 15): asking and buying before
 * paying, the class teacher's QR after paying, fixed bars whose labels stay on one line at 320 and 375 px,
 * and the details (real pay marks, pickers instead of free text, no example.com, no 0人在学 …).
 */

const CALLIGRAPHY = '零基础硬笔书法：30天写出一手好字';
const DAILY = '每日一听：记忆力小课堂';

/**
 * Every visible label of a fixed bar on one line: each text node lays out as one line box (a wrapped text
 * gives one client rect per line), no button's text spills out of it, and the bar's content fits its width.
 */
async function expectSingleLineBar(bar: Locator, label: string): Promise<void> {
  await expect(bar, label).toBeVisible();
  const problems = await bar.evaluate((root) => {
    const out: string[] = [];
    if (root.scrollWidth > root.clientWidth + 1)
      out.push(`bar overflows: ${root.scrollWidth}>${root.clientWidth}`);
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.offsetParent === null) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set(
        Array.from(range.getClientRects())
          .filter((r) => r.width > 0)
          .map((r) => Math.round(r.top)),
      );
      const lineHeight = Number.parseFloat(getComputedStyle(parent).lineHeight);
      const box = range.getBoundingClientRect();
      if (lines.size > 1) out.push(`"${text}" wraps onto ${lines.size} lines`);
      else if (Number.isFinite(lineHeight) && box.height > lineHeight * 1.5)
        out.push(`"${text}" is ${box.height}px high for a ${lineHeight}px line`);
    }
    for (const button of Array.from(root.querySelectorAll<HTMLElement>('button, a'))) {
      if (button.offsetParent === null) continue;
      if (button.scrollWidth > button.clientWidth + 1)
        out.push(`"${button.textContent}" spills out of its button`);
    }
    return out;
  });
  expect(problems, label).toEqual([]);
}

/** Shoots a screen at both phone widths, asserting the fixed bar (if any) at each. */
async function atBothWidths(page: Page, name: string, bar: Locator | null): Promise<void> {
  await screenshotsAtBothSizes(page, `learner-details-${name}`, async (width) => {
    if (bar) await expectSingleLineBar(bar, `${name} at ${width}px`);
  });
}

test.describe('asking and buying before paying (issue 21, item 7)', () => {
  test('咨询 on a course not bought opens customer service instead of a bare toast', async ({ page }) => {
    await signInNewLearner(page);
    const course = await sandboxCourse(page, CALLIGRAPHY);
    await page.goto(`/detail?course=${course.id}`);
    await expect(page.getByTestId('course-title')).toHaveText(CALLIGRAPHY);
    await page.getByTestId('detail-consult').click();
    await expect(page).toHaveURL(/\/qiyu-common$/);
    await expect(page.getByTestId('customer-service')).toBeVisible();
    await expect(page.getByTestId('toast')).toHaveCount(0);
  });

  test('a trial video has a buy bar with the advertised price; 下一节 and a locked row offer the purchase', async ({
    page,
  }) => {
    await signInNewLearner(page);
    const course = await sandboxCourse(page, CALLIGRAPHY);
    const [trial, locked] = course.sections;
    expect(trial!.isTrial).toBe(true);
    expect(locked!.isTrial).toBe(false);

    await page.goto(`/detail?course=${course.id}`);
    const advertised = (await page.locator('.lc-detail-meta .lc-price-now').textContent())!.trim();
    expect(advertised).toMatch(/^¥\d+\.\d{2}$/);

    // the trial video: a buy bar with the detail page's price, to the checkout
    await page.goto(`/video-detail?course=${course.id}&section=${trial!.id}`);
    await expect(page.getByTestId('lesson-title')).toHaveText(trial!.title);
    await expect(page.getByTestId('trial-buy')).toHaveText(`立即购买 ${advertised}`);
    await atBothWidths(page, 'trial-video', page.getByTestId('trial-buy-bar'));

    // 下一节 onto a locked section: the purchase dialog with the same price, not a toast
    await page.getByTestId('next-section').click();
    const offer = page.getByTestId('purchase-offer');
    await expect(offer).toBeVisible();
    await expect(offer).toContainText('您还未购买课程');
    await expect(page.getByTestId('purchase-offer-title')).toHaveText(CALLIGRAPHY);
    await expect(page.getByTestId('purchase-offer-price')).toHaveText(advertised);
    await expect(page.getByTestId('purchase-offer-buy')).toHaveText(`立即购买 ${advertised}`);
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await atBothWidths(page, 'purchase-offer', null);
    await page.getByTestId('purchase-offer-close').click();
    await expect(offer).toHaveCount(0);

    // a locked row of the sibling list: the same offer, and 立即购买 goes to the checkout of this course
    await page.getByTestId(`section-${locked!.id}`).click();
    await page.getByTestId('purchase-offer-buy').click();
    await expect(page).toHaveURL(
      new RegExp(`/ensure\\?courseId=${course.id}&goodsId=${course.id}&goodsType=course`),
    );

    // the detail page's catalogue too, and 咨询客服 from the offer opens customer service
    await page.goto(`/detail?course=${course.id}`);
    await page.getByTestId('detail-tab-list').click();
    await page.getByTestId(`section-${locked!.id}`).click();
    await page.getByTestId('purchase-offer-consult').click();
    await expect(page).toHaveURL(/\/qiyu-common$/);
  });

  test('▶ on a locked 每日一听 lesson offers the purchase', async ({ page }) => {
    await signInNewLearner(page);
    const daily = await sandboxCourse(page, DAILY);
    const trial = daily.sections.find((s) => s.isTrial)!;
    const locked = daily.sections.find((s) => !s.isTrial && s.kind === 'audio')!;

    // the track list's ▶ on a locked lesson
    await page.goto(`/audioDetail?knowledgeRootId=${daily.id}&id=${trial.id}`);
    await expect(page.getByTestId('audio-detail')).toBeVisible();
    await expect(page.getByTestId('trial-buy-bar')).toBeVisible();
    await page.getByTestId(`track-${locked.id}`).click();
    await expect(page.getByTestId('purchase-offer')).toContainText('您还未购买课程');
    await expect(page.getByTestId('purchase-offer-title')).toHaveText(DAILY);
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await page.getByTestId('purchase-offer-close').click();

    // opening the locked lesson itself (▶ on 每日一听): the offer over the list the page returns to
    await page.goto(`/audioDetail?knowledgeRootId=${daily.id}&id=${locked.id}`);
    await expect(page.getByTestId('purchase-offer')).toContainText('您还未购买课程');
    await expect(page).toHaveURL(new RegExp(`/lession-list\\?course=${daily.id}$`), { timeout: 5000 });
    await page.getByTestId('purchase-offer-buy').click();
    await expect(page).toHaveURL(new RegExp(`/ensure\\?courseId=${daily.id}`));
  });

  test('another brand’s course, opened by its link: its detail, but 本应用暂未开售 instead of 立即购买', async ({
    page,
  }) => {
    await signInNewLearner(page);
    const courses = (await (await page.request.get('/sandbox/api/courses')).json()) as {
      data: { id: number; title: string; brand: string }[];
    };
    const own = courses.data.find((c) => c.title === DAILY)!;
    const other = courses.data.find((c) => c.brand !== own.brand)!;
    await page.goto(`/detail?course=${other.id}`);
    await expect(page.getByTestId('course-detail')).toContainText(other.title);
    await expect(page.getByTestId('buy-now')).toHaveText('本应用暂未开售');
    await expect(page.getByTestId('buy-now')).toBeDisabled();
    await screenshotsAtBothSizes(page, 'detail-other-brand');
    // this app's own course is sold as before
    await page.goto(`/detail?course=${own.id}`);
    await expect(page.getByTestId('buy-now')).toHaveText(/^立即购买 ¥/);
    await expect(page.getByTestId('buy-now')).toBeEnabled();
  });

  test('the player’s disc shows the whole cover, its title uncut, at both phone sizes', async ({ page }) => {
    await signInNewLearner(page);
    const daily = await sandboxCourse(page, DAILY);
    const trial = daily.sections.find((s) => s.isTrial)!;
    await page.goto(`/audioDetail?knowledgeRootId=${daily.id}&id=${trial.id}`);
    const disc = page.getByTestId('audio-cover');
    await expect(disc.locator('img')).toHaveJSProperty('complete', true);
    await screenshotsAtBothSizes(page, 'audio-detail-cover', async () => {
      // the disc in the middle of the player, every corner of the picture inside the circle, the picture whole
      const shown = await disc.evaluate((element) => {
        const img = element.querySelector('img')!;
        const d = element.getBoundingClientRect();
        const i = img.getBoundingClientRect();
        const [cx, cy, r] = [d.left + d.width / 2, d.top + d.height / 2, d.width / 2];
        const corners = [
          [i.left, i.top],
          [i.right, i.top],
          [i.left, i.bottom],
          [i.right, i.bottom],
        ] as const;
        const player = element.parentElement!.getBoundingClientRect();
        return {
          centred: Math.abs(cx - (player.left + player.width / 2)) < 2,
          inside: corners.every(([x, y]) => Math.hypot(x - cx, y - cy) <= r),
          fit: getComputedStyle(img).objectFit,
          width: i.width / d.width,
        };
      });
      expect(shown).toEqual({ centred: true, inside: true, fit: 'contain', width: expect.any(Number) });
      expect(shown.width).toBeGreaterThan(0.6);
    });
  });
});

test.describe('after paying (issue 21, item 8)', () => {
  test('the pay-success page shows the class teacher’s QR to long-press', async ({ page }) => {
    await signInNewLearner(page, { nickname: '新学员' });
    const course = await sandboxCourse(page, CALLIGRAPHY);
    await page.goto(`/ensure?courseId=${course.id}&goodsId=${course.id}&goodsType=course`);
    await expect(page.getByTestId('ensure-page')).toBeVisible();
    await payWithSheet(page);

    const card = page.getByTestId('pay-result-teacher');
    await expect(card).toContainText('添加班主任微信获取学习资料');
    await expect(card).toContainText('长按识别二维码');
    const qr = page.getByTestId('pay-result-teacher-qr');
    await expect(qr).toHaveAttribute('src', /\/uploads\/qr\/course-calligraphy-pen-30days-teacher\.svg$/);
    // the image loaded, is a plain <img> (long-press works on it) and is on the first screen, uncovered
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const box = (await qr.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(150);
    expect(box.y + box.height).toBeLessThanOrEqual(812);
    const onTop = await qr.evaluate((img) => {
      const r = img.getBoundingClientRect();
      return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === img;
    });
    expect(onTop).toBe(true);
    await atBothWidths(page, 'pay-success', null);
  });
});

/** The order number of the sandbox cashier's URL (its payment number without the last 4 digits). */
const orderNoOfCashier = (url: string) => new URL(url).searchParams.get('paymentNo')!.slice(0, -4);

test.describe('fixed bars at 320 and 375 px (issue 21, item 9)', () => {
  test('course pages, checkout and an unpaid order: every label on one line', async ({ page }) => {
    await signInNewLearner(page);
    const course = await sandboxCourse(page, CALLIGRAPHY);
    await page.goto(`/detail?course=${course.id}`);
    await expect(page.getByTestId('buy-now')).toBeVisible();
    await atBothWidths(page, 'course-detail', page.getByTestId('buy-bar'));

    await page.goto(`/ensure?courseId=${course.id}&goodsId=${course.id}&goodsType=course`);
    await expect(page.getByTestId('order-submit')).toBeVisible();
    await atBothWidths(page, 'ensure', page.locator('footer.od-bar'));

    // an unpaid order: 取消订单, 去支付, 找人代付 side by side
    await page.getByTestId('pay-method-3').click();
    await page.getByTestId('order-submit').click();
    // inside the messaging app Alipay goes through the hand-off page (open in the browser), with its own bar
    await expect(page).toHaveURL(/\/alipay\?orderNo=C\d+/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    const handoffBar = page.locator('footer.od-bar');
    if (await handoffBar.count()) await atBothWidths(page, 'alipay-handoff', handoffBar);
    await page.goto(`/order-detail?orderNo=${orderNo}`);
    await expect(page.getByTestId('order-pay')).toBeVisible();
    await expect(page.getByTestId('order-cancel')).toBeVisible();
    await expect(page.getByTestId('order-collect')).toBeVisible();
    await expect(page.getByTestId('action-bar-more')).toHaveCount(0);
    await atBothWidths(page, 'order-detail-unpaid', page.getByTestId('order-actions'));

    await page.goto(`/AliPayCollect?orderNo=${orderNo}`);
    await expect(page.getByTestId('collect-share')).toBeVisible();
    const collectBar = page.locator('footer.od-bar');
    if (await collectBar.count()) await atBothWidths(page, 'collect', collectBar);
  });

  test.describe('outside the messaging app', () => {
    test.use({ userAgent: PLAIN_MOBILE_UA });

    test('goods pages, address pages, zqt-pay and a paid goods order: every label on one line', async ({
      page,
    }) => {
      const { token } = await signInNewLearner(page);
      const goods = (
        (await (await page.request.get('/sandbox/api/goods')).json()) as {
          data: { id: number; title: string }[];
        }
      ).data;
      const cards = goods.find((g) => g.title === '记忆宫殿训练卡片套装')!;
      await addSandboxAddress(page, token, { receiver: '周小雨', detail: '文三路 100 号 3 幢' });

      await page.goto(`/goodsDetail?goodsId=${cards.id}`);
      await expect(page.getByTestId('goods-buy')).toBeVisible();
      await atBothWidths(page, 'goods-detail', page.locator('footer.gd-bar'));

      await page.goto('/zqt-address-list');
      await expect(page.locator('[data-testid^="address-item-"]').first()).toBeVisible();
      await atBothWidths(page, 'address-list', page.locator('footer.gd-bar'));

      await page.goto(`/zqt-order?goodsId=${cards.id}&goodsType=goods&quantity=1`);
      await expect(page.getByTestId('order-address')).toContainText('周小雨');
      await atBothWidths(page, 'zqt-order', page.locator('footer.od-bar, footer.gd-bar').first());
      await page.getByTestId('pay-method-3').click();
      await page.getByTestId('order-submit').click();
      await expect(page).toHaveURL(/\/sandbox\/cashier/);
      const orderNo = orderNoOfCashier(page.url());

      await page.goto(`/zqt-pay?orderNo=${orderNo}`);
      await expect(page.getByTestId('zqt-pay-total')).toBeVisible();
      await atBothWidths(page, 'zqt-pay', page.locator('footer.gd-bar'));

      // paid and waiting for shipment: more actions than fit at 320 px; the extra ones sit in 更多
      await page.getByTestId('pay-method-3').click();
      await page.getByTestId('zqt-pay-submit').click();
      await page.getByTestId('sandbox-pay-confirm').click();
      await expect(page.getByTestId('pay-result-status')).toHaveText('支付成功');
      await page.goto(`/order-detail?orderNo=${orderNo}`);
      await expect(page.getByTestId('order-modify-address')).toBeVisible();
      const bar = page.getByTestId('order-actions');
      await atBothWidths(page, 'order-detail-paid', bar);
      const shown = await bar.locator('button').count();
      expect(shown).toBeLessThanOrEqual(3);
      if (await page.getByTestId('action-bar-more').count()) {
        await page.getByTestId('action-bar-more').click();
        const sheet = page.getByTestId('action-bar-sheet');
        await expect(sheet).toBeVisible();
        await saveScreenshot(page, 'learner-details-order-more-375');
        // every action is still there: in the bar or in the sheet
        const labels = [
          ...(await bar.locator('button').allTextContents()),
          ...(await sheet.locator('button').allTextContents()),
        ];
        expect(labels).toEqual(expect.arrayContaining(['修改地址', '查看物流', '取消']));
        await sheet.getByRole('button', { name: '取消' }).click();
        await expect(sheet).toHaveCount(0);
      }

      await page.goto(`/modifyAddress?orderNo=${orderNo}`);
      await expect(page.getByTestId('modify-address')).toBeVisible();
      await atBothWidths(page, 'modify-address', page.locator('footer.gd-bar'));

      await page.goto(`/logistics-tracking?orderNo=${orderNo}`);
      await expect(page.getByTestId('logistics-page')).toBeVisible();
      const logisticsBar = page.locator('footer.gd-bar');
      if (await logisticsBar.count()) await atBothWidths(page, 'logistics', logisticsBar);

      const minted = await page.request.post('/sandbox/api/prize-codes', { data: {} });
      const { code } = ((await minted.json()) as { data: { code: string } }).data;
      await page.goto(`/exchange-prize?code=${code}`);
      await expect(page.getByTestId('prize-card')).toBeVisible();
      await page.getByTestId('exchange-next').click();
      await expect(page.getByTestId('exchange-address')).toBeVisible();
      await atBothWidths(page, 'exchange-address', page.locator('footer.gd-bar'));
    });
  });
});

/** Whether an input's placeholder fits its box (measured with the input's own font). */
async function placeholderFits(field: Locator): Promise<{ text: string; textWidth: number; room: number }> {
  return field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const canvas = document.createElement('canvas').getContext('2d')!;
    canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room =
      input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return { text: input.placeholder, textWidth: canvas.measureText(input.placeholder).width, room };
  });
}

test.describe('amateur details (issue 21, item 15)', () => {
  test('the agreement on binding a phone is not pre-ticked and is drawn in the brand style, not a native box', async ({
    page,
  }) => {
    await signInNewLearner(page, { mobile: null });
    await page.goto('/register');
    const agreement = page.getByTestId('account-agreement');
    await expect(agreement).not.toBeChecked();
    const look = () =>
      agreement.evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          appearance: style.appearance,
          radius: style.borderRadius,
          background: style.backgroundColor,
        };
      });
    expect((await look()).appearance).toBe('none');
    await agreement.check();
    await expect(agreement).toBeChecked();
    expect((await look()).background).toBe('rgb(255, 83, 48)');
    await screenshotsAtBothSizes(page, 'learner-details-register-agreement');
  });

  test('pay methods show the providers’ marks and one WeChat Pay, without an internal channel name', async ({
    page,
  }) => {
    await signInNewLearner(page);
    const course = await sandboxCourse(page, CALLIGRAPHY);
    await page.goto(`/ensure?courseId=${course.id}&goodsId=${course.id}&goodsType=course`);
    const methods = page.getByTestId('pay-methods');
    await expect(page.getByTestId('pay-method-2')).toBeVisible();
    // the seed configures both messaging-app channels (11 and 15): the learner sees one WeChat Pay
    await expect(page.getByTestId('pay-method-6')).toHaveCount(0);
    await expect(methods).not.toContainText('备用');
    await expect(methods.getByText('微信支付', { exact: true })).toHaveCount(1);
    for (const [selector, mark] of [
      [2, 'wechat-pay'],
      [3, 'alipay'],
      [4, 'jdpay'],
    ] as const) {
      const drawn = page.getByTestId(`pay-method-${selector}`).locator('svg.od-pay-mark');
      await expect(drawn).toHaveAttribute('data-mark', mark);
      // a drawn mark, no one-character placeholder picture
      await expect(page.getByTestId(`pay-method-${selector}`).locator('img')).toHaveCount(0);
      const box = (await drawn.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(20);
    }
    await expect(methods.locator('svg text')).toHaveCount(0);
    await atBothWidths(page, 'pay-methods', null);
  });

  test('birthday from a date picker, province and city from the region data, not typed', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/personalInfo');
    await expect(page.getByTestId('profile-form')).toBeVisible();
    await expect(page.locator('input[type="date"]')).toHaveCount(0);
    await expect(page.getByTestId('profile-birthday')).toHaveText('请选择出生日期');
    await page.getByTestId('profile-birthday').click();
    const picker = page.locator('.adm-picker');
    await expect(picker).toBeVisible();
    await expect(picker).toContainText('1990年');
    await saveScreenshot(page, 'learner-details-birthday-picker-375');
    await picker.getByText('确定', { exact: true }).click();
    await expect(page.getByTestId('profile-birthday')).toHaveText('1990年01月01日');

    await expect(page.locator('[data-testid="profile-province"], [data-testid="profile-city"]')).toHaveCount(
      0,
    );
    await page.getByTestId('profile-region').click();
    const cascader = page.locator('.adm-cascader');
    await cascader.getByText('浙江省', { exact: true }).click();
    await cascader.getByText('杭州市', { exact: true }).click();
    await cascader.getByText('确定', { exact: true }).click();
    await expect(page.getByTestId('profile-region')).toHaveText('浙江省 杭州市');
    await atBothWidths(page, 'personal-info', null);
    await page.getByTestId('account-submit').click();
    await expectToast(page, '保存成功');

    // saved: the page opens with them
    await page.reload();
    await expect(page.getByTestId('profile-birthday')).toHaveText('1990年01月01日');
    await expect(page.getByTestId('profile-region')).toHaveText('浙江省 杭州市');
  });

  test('the course list sorts with a selector, not a raw <select>; no 0人在学 anywhere', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/choicenessCourse');
    await expect(page.getByTestId('course-list-page')).toBeVisible();
    await expect(page.locator('select')).toHaveCount(0);
    const sort = page.getByTestId('course-sort');
    await expect(sort).toContainText('综合');
    const byPrice = page.waitForRequest(
      (r) => r.url().includes('listByParameter') && /priceAsc/.test(r.postData() ?? r.url()),
    );
    await sort.getByText('价格', { exact: true }).click();
    await byPrice;
    await expect(page.locator('[data-testid^="course-card-"]').first()).toBeVisible();
    await atBothWidths(page, 'course-list', null);
    await expect(page.locator('body')).not.toContainText(/(^|[^\d])0人在学/);

    for (const path of ['/index', '/shoppingMall']) {
      await openInApp(page, path);
      await expect(page.locator('[data-testid^="course-card-"]').first()).toBeVisible();
      await expect(page.locator('body')).not.toContainText(/(^|[^\d])0人在学/);
    }
  });

  test('关于我们 gives a real way to reach the brand; goods pictures print no 主讲', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/user');
    await page.getByTestId('mine-entry-aboutus').click();
    const about = page.getByTestId('agreement-about');
    await expect(about).toContainText('联系我们');
    await expect(about).toContainText('联系客服');
    await expect(about).not.toContainText('example.com');
    await atBothWidths(page, 'about', null);

    const goods = (
      (await (await page.request.get('/sandbox/api/goods')).json()) as {
        data: { id: number; title: string }[];
      }
    ).data;
    const cards = goods.find((g) => g.title === '记忆宫殿训练卡片套装')!;
    await page.goto(`/goodsDetail?goodsId=${cards.id}`);
    const cover = page.locator('img[src*="/uploads/goods/"]').first();
    await expect(cover).toBeVisible();
    const pictures = await page
      .locator('img[src*="/uploads/goods/"]')
      .evaluateAll((imgs) => [...new Set(imgs.map((i) => (i as HTMLImageElement).src))]);
    expect(pictures.length).toBeGreaterThan(0);
    for (const src of pictures) {
      const svg = await (await page.request.get(src)).text();
      expect(svg, src).not.toContain('主讲');
    }
  });

  test('the feedback dialog’s mobile placeholder fits the field at 375 and 320 px', async ({ page }) => {
    await signInNewLearner(page, { mobile: null });
    await page.goto('/pageTemplate');
    await expect(page.getByTestId('group-qr')).toBeVisible();
    await page.getByTestId('feedback-link').click();
    const modal = page.getByTestId('feedback-modal');
    await expect(modal.getByTestId('feedback-reason-1')).toBeVisible();
    await expect(modal).toContainText('留下手机号，老师会尽快联系你');
    await screenshotsAtBothSizes(page, 'learner-details-feedback', async (width) => {
      const fit = await placeholderFits(modal.getByTestId('feedback-mobile'));
      expect(fit.textWidth, `${fit.text} at ${width}px`).toBeLessThanOrEqual(fit.room);
    });
  });
});

test.describe('a brand-new visitor (issue 21, items 7 and 8 end to end)', () => {
  test('authorizes, meets a lock on the course page, buys from the offer and sees the class teacher QR', async ({
    page,
  }) => {
    const course = await sandboxCourse(page, CALLIGRAPHY);
    const locked = course.sections.find((s) => !s.isTrial)!;
    await page.goto(`/detail?course=${course.id}`);
    await authorizeAsNewIdentity(page, '第一次来的学员');
    await expect(page.getByTestId('course-title')).toHaveText(CALLIGRAPHY);

    await page.getByTestId('detail-tab-list').click();
    await page.getByTestId(`section-${locked.id}`).click();
    await expect(page.getByTestId('purchase-offer')).toBeVisible();
    await page.getByTestId('purchase-offer-buy').click();
    // a new learner binds a mobile before the checkout (regMsg), then goes on to it
    await registerOnRegisterPage(page);
    await expect(page.getByTestId('ensure-page')).toBeVisible();
    await page.getByTestId('pay-method-2').click();
    await page.getByTestId('order-submit').click();
    await page.getByTestId('sandbox-pay-confirm').click();
    await expect(page.getByTestId('pay-result-status')).toHaveText('支付成功');
    await expect(page.getByTestId('pay-result-teacher-qr')).toBeVisible();

    // owned now: the lock is gone and 咨询 is the class teacher with the same QR
    await page.goto(`/detail?course=${course.id}`);
    await page.getByTestId('detail-consult').click();
    await expect(page.getByTestId('teacher-sheet').locator('img.lc-qr')).toHaveAttribute(
      'src',
      /course-calligraphy-pen-30days-teacher\.svg$/,
    );
  });
});
