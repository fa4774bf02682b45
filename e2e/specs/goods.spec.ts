// Over 300 lines: one suite for the goods pages, its cases sharing the address and cashier helpers.
import type { Page } from '@playwright/test';
import { addSandboxAddress, payAtCashier } from '../support/checkout.ts';
import { PLAIN_MOBILE_UA } from '../support/constants.ts';
import {
  expect,
  expectToast,
  saveScreenshot,
  screenshotsAtBothSizes,
  signInNewLearner,
  test,
} from '../support/fixtures.ts';

/**
 * The goods pages (issue 6): a good's page into zqt-order with an address chosen and added on the address
 * pages, the H5 cashier and the result; logistics after the sandbox ships, receipt and a review; changing the
 * address before shipping and the refusal after; claiming a gift; redeeming a prize code once; shoppingEmpty.
 */

type SandboxGoods = { id: number; title: string; priceCents: number; line: string | null };

async function goodsId(page: Page, title: string): Promise<number> {
  const answer = await page.request.get('/sandbox/api/goods');
  const list = ((await answer.json()) as { data: SandboxGoods[] }).data;
  const found = list.find((g) => g.title === title);
  if (!found) throw new Error(`no goods ${title}`);
  return found.id;
}

const addAddress = (page: Page, token: string, receiver: string, detail = '文三路 100 号 3 幢') =>
  addSandboxAddress(page, token, { receiver, detail });

const ship = (page: Page, orderNo: string) => page.request.post(`/sandbox/api/orders/${orderNo}/ship`);

/** Pays a goods order on the zqt-order page through the sandbox H5 cashier; answers its order number. */
const buyThroughCashier = (page: Page) => payAtCashier(page, /\/alipayGoodsResult\?orderNo=G\d+/);

const confirmDialog = (page: Page, name: string) =>
  page.locator('.adm-modal').getByRole('button', { name, exact: true }).click();

test.describe('physical goods outside the messaging app', () => {
  test.use({ userAgent: PLAIN_MOBILE_UA });

  test('goods page → address pages → zqt-order → cashier → result; logistics, receipt and a review', async ({
    page,
  }) => {
    await signInNewLearner(page, { nickname: '周小雨' });
    const id = await goodsId(page, '记忆宫殿训练卡片套装');

    await page.goto(`/goodsDetail?goodsId=${id}`);
    await expect(page.getByTestId('goods-title')).toHaveText('记忆宫殿训练卡片套装');
    await expect(page.getByTestId('goods-price')).toHaveText('¥59.00');
    await expect(page.getByTestId('goods-original-price')).toHaveText('¥89.00');
    await expect(page.getByTestId('goods-freight')).toContainText('满¥99.00包邮');
    await expect(page.getByTestId('goods-reviews')).toContainText('商品评价（3）');
    await expect(page.locator('.gd-carousel-track img').first()).toBeVisible();
    await saveScreenshot(page, 'goods-detail');

    await page.getByTestId('goods-video-entry').click();
    await expect(page.getByTestId('goods-video-player')).toBeVisible();
    await expect(page.getByTestId('goods-video-player')).toHaveAttribute(
      'poster',
      /goods\/memory-cards-poster\.svg/,
    );
    await saveScreenshot(page, 'goods-video');
    await page.goBack();

    await page.getByTestId('goods-buy').click();
    await expect(page).toHaveURL(/\/zqt-order\?goodsId=\d+&goodsType=goods&quantity=1/);
    await expect(page.getByTestId('order-address')).toContainText('添加收货地址');
    await page.getByTestId('order-address').click();
    await expect(page.getByTestId('address-empty')).toBeVisible();
    await page.getByTestId('address-add').click();

    // the form checks the rules before sending
    await page.getByTestId('address-save').click();
    await expect(page.getByTestId('address-error-mobile')).toHaveText('请输入正确的手机号');
    await page.getByTestId('address-receiver').fill('周小雨');
    await page.getByTestId('address-mobile').fill('13812345678');
    await page.getByTestId('address-region').click();
    const cascader = page.locator('.adm-cascader');
    await cascader.getByText('浙江省', { exact: true }).click();
    await cascader.getByText('杭州市', { exact: true }).click();
    await cascader.getByText('西湖区', { exact: true }).click();
    await cascader.getByText('确定', { exact: true }).click();
    await expect(page.getByTestId('address-region')).toContainText('浙江省 杭州市 西湖区');
    await page.getByTestId('address-detail').fill('文三路 478 号华星时代广场 A 座');
    const defaultSwitch = page.getByTestId('address-default');
    await defaultSwitch.check();
    // the switch's slide has ended (its knob is a transitioned ::after)
    await expect
      .poll(() => defaultSwitch.evaluate((el) => el.getAnimations({ subtree: true }).length))
      .toBe(0);
    await saveScreenshot(page, 'goods-address-edit');
    await page.getByTestId('address-save').click();

    // added while choosing for the order: straight back to the order with the new address (issue 21)
    await expect(page).toHaveURL(/\/zqt-order\?.*addressId=\d+/);
    await expect(page.getByTestId('order-address')).toContainText('周小雨');
    await expect(page.getByTestId('order-total')).toHaveText('¥67.00');
    const orderNo = await buyThroughCashier(page);

    await page.goto(`/logistics-tracking?orderNo=${orderNo}`);
    await expect(page.getByTestId('logistics-status')).toHaveText('待发货');
    await expect(page.getByTestId('logistics-empty')).toBeVisible();
    expect((await ship(page, orderNo)).ok()).toBe(true);
    await page.reload();
    await expect(page.getByTestId('logistics-status')).toHaveText('运输中');
    await expect(page.getByTestId('logistics-no')).toHaveText(/^SF\d+/);
    await expect(page.locator('[data-testid="logistics-timeline"] li')).toHaveCount(3);
    await expect(page.locator('[data-testid="logistics-timeline"] li').first()).toContainText('快件正在发往');
    await saveScreenshot(page, 'goods-logistics');

    await page.getByTestId('logistics-confirm-receipt').click();
    await confirmDialog(page, '确定');
    await expect(page.getByTestId('logistics-status')).toHaveText('已签收');
    await page.getByTestId('logistics-review').click();
    await expect(page).toHaveURL(new RegExp(`/shoppingEvaluate\\?goodsId=${id}`));
    const form = page.getByTestId(`review-form-${orderNo}`);
    await expect(form).toBeVisible();
    await page.getByTestId('review-star-4').click();
    await page.getByTestId('review-content').fill('很好');
    await page.getByTestId('review-submit').click();
    await expectToast(page, '评价内容至少5个字');
    await page.getByTestId('review-content').fill('卡片印刷清晰，孩子每天练十分钟，进步很明显。');
    await saveScreenshot(page, 'goods-evaluate');
    await page.getByTestId('review-submit').click();
    await expectToast(page, '评价成功', { exact: false });
    await expect(form).toHaveCount(0);
    const first = page.getByTestId('review-list').locator('article').first();
    await expect(first).toContainText('卡片印刷清晰');
    await expect(first).toContainText('周**');
    await expect(first.locator('.gd-stars')).toHaveAttribute('data-rating', '4');
  });

  test('modifyAddress works before shipping and is refused readably after', async ({ page }) => {
    const { token } = await signInNewLearner(page);
    const first = await addAddress(page, token, '吴一');
    const second = await addAddress(page, token, '郑二', '莫干山路 8 号 2 单元 301');
    const id = await goodsId(page, '硬笔书法控笔练字帖（全套 6 册）');
    await page.goto(`/zqt-order?goodsId=${id}&goodsType=goods&addressId=${first}`);
    const orderNo = await buyThroughCashier(page);

    // the order's page leads to the address change while the parcel waits
    await page.goto(`/order-detail?orderNo=${orderNo}`);
    await page.getByTestId('order-modify-address').click();
    await expect(page).toHaveURL(new RegExp(`/modifyAddress\\?orderNo=${orderNo}`));
    await expect(page.getByTestId('modify-address')).toContainText('吴一');
    await page.getByTestId(`modify-pick-${second}`).click();
    await page.getByTestId('modify-submit').click();
    await expect(page).toHaveURL(new RegExp(`/logistics-tracking\\?orderNo=${orderNo}`));
    await expect(page.getByTestId('logistics-page')).toContainText('郑二');

    // the page was open before the parcel left: the server's refusal is shown as it is
    await page.goto(`/modifyAddress?orderNo=${orderNo}`);
    await page.getByTestId(`modify-pick-${first}`).click();
    await ship(page, orderNo);
    await page.getByTestId('modify-submit').click();
    await expectToast(page, '订单已发货，无法修改地址');
    await expect(page.getByTestId('modify-refused')).toContainText('订单已发货');
    await page.goto(`/logistics-tracking?orderNo=${orderNo}`);
    await expect(page.getByTestId('logistics-page')).toContainText('郑二');
    await expect(page.getByTestId('logistics-modify-address')).toHaveCount(0);
  });
  test('zqt-detail → zqt-order leaves an unpaid order; zqt-pay pays it through the cashier', async ({
    page,
  }) => {
    const { token } = await signInNewLearner(page);
    const _addressId = await addAddress(page, token, '陈五');
    const id = await goodsId(page, '智趣堂儿童专注力训练教具');
    await page.goto(`/zqt-detail?goodsId=${id}`);
    await expect(page.getByTestId('goods-detail')).toHaveClass(/gd-theme-zqt/);
    await expect(page.getByTestId('goods-freight')).toHaveText('运费包邮');
    await page.getByTestId('goods-buy').click();
    await expect(page).toHaveURL(/\/zqt-order\?goodsId=\d+/);
    await expect(page.getByTestId('order-address')).toContainText('陈五');
    await page.getByTestId('pay-method-3').click();
    await page.getByTestId('order-submit').click();
    await expect(page).toHaveURL(/\/sandbox\/cashier\?paymentNo=G\d+/);
    const paymentNo = new URL(page.url()).searchParams.get('paymentNo')!;
    const orderNo = paymentNo.slice(0, -4);

    // left unpaid: the goods page offers to pay it, zqt-pay shows the order and the time left
    await page.goto(`/zqt-detail?goodsId=${id}`);
    await page.getByTestId('goods-pending-order').click();
    await expect(page).toHaveURL(new RegExp(`/zqt-pay\\?orderNo=${orderNo}`));
    await expect(page.getByTestId('zqt-pay')).toContainText('陈五');
    await expect(page.getByTestId('zqt-pay-total')).toHaveText('¥158.00');
    await expect(page.getByTestId('pay-countdown')).toHaveText(/^\d{2}:\d{2}$/);
    await expect(page.getByTestId('pay-method-3')).toBeVisible();
    await saveScreenshot(page, 'goods-zqt-pay');
    await page.getByTestId('pay-method-3').click();
    await page.getByTestId('zqt-pay-submit').click();
    await expect(page).toHaveURL(/\/sandbox\/cashier\?paymentNo=G\d+/);
    await page.getByTestId('sandbox-pay-confirm').click();
    await expect(page).toHaveURL(new RegExp(`/alipayGoodsResult\\?orderNo=${orderNo}`));
    await expect(page.getByTestId('pay-result-status')).toHaveText('支付成功');
    await page.goto(`/zqt-pay?orderNo=${orderNo}`);
    await expect(page.getByTestId('zqt-pay-state')).toHaveText('订单已支付');
  });
});

test.describe('the address book', () => {
  test('set default, edit and delete (with a confirmation) on zqt-address-list', async ({ page }) => {
    const { token } = await signInNewLearner(page);
    const first = await addAddress(page, token, '蒋一');
    const second = await addAddress(page, token, '沈二', '莫干山路 8 号 2 单元 301');
    await page.goto('/zqt-address-list');
    await expect(page.locator('[data-testid^="address-item-"]').first()).toContainText('蒋一');
    await expect(page.getByTestId(`address-item-${first}`).locator('.gd-tag')).toHaveText('默认');

    await page.getByTestId(`address-set-default-${second}`).click();
    await expectToast(page, '已设为默认地址');
    await expect(page.locator('[data-testid^="address-item-"]').first()).toContainText('沈二');
    await expect(page.getByTestId(`address-item-${first}`).locator('.gd-tag')).toHaveCount(0);
    await expect(page.getByTestId(`address-set-default-${second}`)).toBeChecked();

    await page.getByTestId(`address-choose-${first}`).click();
    await expect(page.getByTestId('address-receiver')).toHaveValue('蒋一');
    await page.getByTestId('address-detail').fill('文一西路 998 号 5 幢');
    await page.getByTestId('address-save').click();
    await expect(page.getByTestId(`address-item-${first}`)).toContainText('文一西路 998 号 5 幢');

    await page.getByTestId(`address-delete-${first}`).click();
    await confirmDialog(page, '确定');
    await expectToast(page, '地址已删除');
    await expect(page.getByTestId(`address-item-${first}`)).toHaveCount(0);
    await expect(page.getByTestId(`address-item-${second}`)).toBeVisible();
  });

  test('an address opened by a link of its own saves into the address book, not out of the app', async ({
    page,
  }) => {
    const { token } = await signInNewLearner(page);
    const id = await addAddress(page, token, '韩六');
    // the first page of the tab: nothing of the app behind it to go back to
    await page.goto(`/zqt-address-edit?id=${id}`);
    await expect(page.getByTestId('address-receiver')).toHaveValue('韩六');
    await page.getByTestId('address-detail').fill('学院路 28 号 3 幢 602');
    await page.getByTestId('address-save').click();
    await expect(page).toHaveURL(/\/zqt-address-list$/);
    await expect(page.getByTestId(`address-item-${id}`)).toContainText('学院路 28 号 3 幢 602');

    // an address that is gone (deleted on another phone, say) says so and leads to the address book
    await page.goto('/zqt-address-edit?id=99999999');
    await expect(page.getByTestId('empty')).toContainText('该地址不存在或已删除');
    await screenshotsAtBothSizes(page, 'goods-address-missing');
    await page.getByTestId('empty-way-on').click();
    await expect(page).toHaveURL(/\/zqt-address-list$/);
    await expect(page.getByTestId(`address-item-${id}`)).toBeVisible();
  });
});

test.describe('gifts and prizes', () => {
  test('mygift: claim a gift to an address, then follow it on logisticsGift', async ({ page }) => {
    const { token } = await signInNewLearner(page);
    const addressId = await addAddress(page, token, '冯三');
    const gift = await page.request.post('/sandbox/api/gifts', { data: { token } });
    expect(((await gift.json()) as { code: number }).code).toBe(0);

    await page.goto('/mygift');
    const card = page.locator('[data-testid^="gift-"]').first();
    await expect(card).toContainText('练字礼盒');
    await expect(card).toContainText('待领取');
    await saveScreenshot(page, 'goods-mygift');
    await page.locator('[data-testid^="gift-claim-"]').first().click();
    await expect(page.getByTestId('address-list')).toContainText('请选择礼品的收货地址');
    await page.getByTestId(`address-choose-${addressId}`).click();
    await confirmDialog(page, '确认领取');
    await expect(page).toHaveURL(/\/logisticsGift\?orderNo=F\d+/);
    await expect(page.getByTestId('logistics-status')).toHaveText('待发货');
    await expect(page.getByTestId('logistics-page')).toContainText('冯三');

    await page.goto('/mygift');
    await expect(page.locator('[data-testid^="gift-"]').first()).toContainText('已领取');
    await expect(page.locator('[data-testid^="gift-logistics-"]')).toBeVisible();
  });

  test('exchange-prize → exchange-address → exchange-success; the same code again is refused', async ({
    page,
  }) => {
    await signInNewLearner(page);
    const minted = await page.request.post('/sandbox/api/prize-codes', { data: {} });
    const { code } = ((await minted.json()) as { data: { code: string } }).data;

    await page.goto('/exchange-prize');
    await page.getByTestId('exchange-code').fill('WRONG0CODE1');
    await page.getByTestId('exchange-check').click();
    await expect(page.getByTestId('exchange-error')).toHaveText('兑换码不存在');
    await page.getByTestId('exchange-code').fill(`${code.slice(0, 6).toLowerCase()}-${code.slice(6)}`);
    await page.getByTestId('exchange-check').click();
    await expect(page.getByTestId('prize-card')).toContainText('学习之星定制保温杯');
    await saveScreenshot(page, 'goods-exchange-prize');
    await page.getByTestId('exchange-next').click();

    // no address yet: the form is on the page
    await expect(page.getByTestId('exchange-address')).toBeVisible();
    await page.getByTestId('address-receiver').fill('褚四');
    await page.getByTestId('address-mobile').fill('13912345678');
    await page.getByTestId('address-region').click();
    const cascader = page.locator('.adm-cascader');
    await cascader.getByText('北京市', { exact: true }).first().click();
    await cascader.getByText('北京市', { exact: true }).last().click();
    await cascader.getByText('海淀区', { exact: true }).click();
    await cascader.getByText('确定', { exact: true }).click();
    await page.getByTestId('address-detail').fill('中关村大街 27 号 1101 室');
    await page.getByTestId('address-save').click();
    await expect(page.getByTestId('exchange-address')).toContainText('北京市海淀区中关村大街 27 号 1101 室');
    await page.getByTestId('exchange-confirm').click();
    await confirmDialog(page, '确定');

    await expect(page).toHaveURL(/\/exchange-success\?orderNo=F\d+/);
    await expect(page.getByTestId('exchange-success-title')).toHaveText('兑换成功');
    await expect(page.getByTestId('exchange-success')).toContainText('学习之星定制保温杯');
    await expect(page.getByTestId('exchange-success')).toContainText('褚四');
    await saveScreenshot(page, 'goods-exchange-success');
    await page.getByTestId('exchange-logistics').click();
    await expect(page).toHaveURL(/\/logisticsGift\?orderNo=F\d+/);
    await expect(page.getByTestId('logistics-status')).toHaveText('待发货');

    await page.goto(`/exchange-prize?code=${code}`);
    await expect(page.getByTestId('exchange-error')).toHaveText('您已兑换过该奖品');
    await signInNewLearner(page);
    await page.goto(`/exchange-prize?code=${code}`);
    await expect(page.getByTestId('exchange-error')).toHaveText('兑换码已被使用');
  });
});

test.describe('goods that cannot be shown or bought', () => {
  test('an unknown good and one off the shelf land on shoppingEmpty; a sold-out one cannot be bought', async ({
    page,
  }) => {
    await signInNewLearner(page);
    await page.goto('/goodsDetail?goodsId=999999');
    await expect(page).toHaveURL(/\/shoppingEmpty\?reason=unknown/);
    await expect(page.getByTestId('goods-empty')).toContainText('暂无商品');
    await saveScreenshot(page, 'goods-empty');

    await page.goto(`/goodsDetail?goodsId=${await goodsId(page, '记忆训练手册（旧版）')}`);
    await expect(page).toHaveURL(/\/shoppingEmpty\?reason=off/);
    await expect(page.getByTestId('goods-empty')).toContainText('已下架');
    await page.getByRole('button', { name: '去商城逛逛' }).click();
    await expect(page.getByTestId('mall-page')).toBeVisible();
    // the shop's goods are on the mall page and open their goods page
    const cards = await goodsId(page, '记忆宫殿训练卡片套装');
    await page.getByTestId(`mall-goods-${cards}`).click();
    await expect(page.getByTestId('goods-title')).toHaveText('记忆宫殿训练卡片套装');

    await page.goto(`/goodsDetail?goodsId=${await goodsId(page, '名师签名款学习笔记本（限量）')}`);
    await expect(page.getByTestId('goods-buy')).toBeDisabled();
    await expect(page.getByTestId('goods-buy')).toHaveText('已售罄');

    // specs switch between the goods of one product
    const twelve = await goodsId(page, '思维导图彩色白板笔');
    await page.goto(`/goodsDetail?goodsId=${twelve}`);
    await expect(page.getByTestId('goods-specs')).toContainText('24 色装');
    await page.getByTestId('goods-specs').getByText('24 色装').click();
    await expect(page.getByTestId('goods-price')).toHaveText('¥49.90');
  });
});
