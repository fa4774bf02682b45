import type { Page } from '@playwright/test';
import { grantCourse, sandboxCourse } from '../support/courses.ts';
import {
  createSandboxSession,
  expect,
  saveScreenshot,
  screenshotsAtBothSizes,
  signIn,
  signInNewLearner,
  test,
} from '../support/fixtures.ts';
import { openInApp } from '../support/in-app.ts';

/**
 * What a learner meets when an answer does not come (a lost network, a stale shared link): a page says so and
 * offers 重新加载 or a way on. It never says "nothing here" about something that is there, and never ends in a
 * blank page (the walk of 2026-11-29, docs/decisions.md "What a new visitor met in the core journey").
 */

const DAILY = '每日一听：记忆力小课堂';

/** Every answer of one call fails as a lost network does, until the returned function lets them through. */
async function dropCall(page: Page, path: string): Promise<() => Promise<void>> {
  const pattern = `**${path}`;
  await page.route(pattern, (route) => route.abort('internetdisconnected'));
  return () => page.unroute(pattern);
}

test.describe('a load that fails is not an empty state', () => {
  test('学习中心 does not say "no courses" to a learner who has one, and reloads', async ({ page }) => {
    const { customerId } = await signInNewLearner(page);
    await grantCourse(page, customerId, (await sandboxCourse(page, DAILY)).id);
    const restore = await dropCall(page, '/course/api/v1/learning/learnCentreTab');
    await page.goto('/center');
    const error = page.getByTestId('load-error');
    await expect(error).toBeVisible();
    await expect(page.getByText('还没有课程，去找一门喜欢的课吧')).toHaveCount(0);
    await saveScreenshot(page, 'failed-load-centre');
    await restore();
    await error.getByRole('button', { name: '重新加载' }).click();
    await expect(page.getByTestId('learning-centre').getByText(DAILY).first()).toBeVisible();
  });

  test('我的订单 says the list did not load instead of a blank page, and reloads', async ({ page }) => {
    await signInNewLearner(page);
    const restore = await dropCall(page, '/course/api/v1/user/order/list');
    await page.goto('/order');
    const error = page.getByTestId('load-error');
    await expect(error).toBeVisible();
    await saveScreenshot(page, 'failed-load-orders');
    await restore();
    await error.getByRole('button', { name: '重新加载' }).click();
    await expect(page.getByTestId('order-empty')).toBeVisible();
  });

  test('the home page does not say 暂无课程 when the courses did not load', async ({ page }) => {
    await signInNewLearner(page);
    const restore = await dropCall(page, '/course/api/v1/course/listByParameter');
    await page.goto('/index/1');
    const error = page.getByTestId('load-error');
    await expect(error).toBeVisible();
    await expect(page.getByText('暂无课程')).toHaveCount(0);
    await restore();
    await error.getByRole('button', { name: '重新加载' }).click();
    await expect(page.getByTestId('home-page').getByText(DAILY).first()).toBeVisible();
  });

  test('我的 does not offer 绑定手机号 to a learner with a mobile when their profile did not load', async ({
    page,
  }) => {
    const { token } = await createSandboxSession(page);
    await signIn(page, token);
    const restore = await dropCall(page, '/user/api/v1/login/customer');
    await page.goto('/user');
    await expect(page.getByTestId('page-error')).toBeVisible();
    await expect(page.getByTestId('user-bind-mobile')).toHaveCount(0);
    await restore();
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page.getByTestId('user-mobile')).toBeVisible();
  });
});

test.describe('a failed load on the catalogue and the profile', () => {
  test('找课 does not say a category has no courses when it did not load', async ({ page }) => {
    await signInNewLearner(page);
    const restore = await dropCall(page, '/course/api/v1/goods/getTabHome');
    await page.goto('/shoppingMall');
    const error = page.getByTestId('load-error');
    await expect(error).toBeVisible();
    await expect(page.getByText('这个分类还没有课程')).toHaveCount(0);
    await restore();
    await error.getByRole('button', { name: '重新加载' }).click();
    await expect(page.locator('[data-testid^="mall-module-"]').first()).toBeVisible();
  });

  test('a course list does not say 暂无课程 when it did not load', async ({ page }) => {
    await signInNewLearner(page);
    const restore = await dropCall(page, '/course/api/v1/course/listByParameter');
    await page.goto('/choicenessCourse');
    const error = page.getByTestId('load-error');
    await expect(error).toBeVisible();
    await expect(page.getByText('暂无课程')).toHaveCount(0);
    await restore();
    await error.getByRole('button', { name: '重新加载' }).click();
    await expect(page.getByTestId('course-list-page').getByText(DAILY).first()).toBeVisible();
  });

  test('个人信息 says the profile did not load instead of spinning on, and reloads', async ({ page }) => {
    await signInNewLearner(page);
    const restore = await dropCall(page, '/user/api/v1/personInfo');
    await page.goto('/personalInfo');
    await expect(page.getByTestId('page-error')).toBeVisible();
    await restore();
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page.getByTestId('personal-info-page')).toBeVisible();
  });
});

test.describe('a payment result for an order that is not the learner’s', () => {
  test('another learner’s order number leads on to 我的订单, not a dead end', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/orderSuccess?orderNo=C20261129000000000001');
    const error = page.getByTestId('page-error');
    await expect(error).toContainText('订单不存在');
    await expect(page.getByTestId('pay-result-status')).toHaveCount(0);
    await saveScreenshot(page, 'failed-load-pay-result');
    await error.getByRole('button', { name: '查看我的订单' }).click();
    await expect(page).toHaveURL(/\/order(\?|$)/);
    await expect(page.getByTestId('order-list')).toBeVisible();
  });

  test('the invoice and start-date pages of such an order lead on to 我的订单 too', async ({ page }) => {
    await signInNewLearner(page);
    for (const path of ['/invoice', '/curriculum-time', '/changeClassTime', '/changeClassTimeLose']) {
      await openInApp(page, `${path}?orderNo=C20261129000000000001`);
      const error = page.getByTestId('page-error');
      await expect(error, path).toContainText('订单不存在');
      await expect(error.getByRole('button', { name: '查看我的订单' }), path).toBeVisible();
    }
    await screenshotsAtBothSizes(page, 'failed-load-change-lose');
    await page.getByRole('button', { name: '查看我的订单' }).click();
    await expect(page.getByTestId('order-list')).toBeVisible();
  });

  test('a result link without an order number says so and leads on too', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/alipaySuccess');
    const error = page.getByTestId('page-error');
    await expect(error).toContainText('缺少订单号');
    await expect(error.getByRole('button', { name: '查看我的订单' })).toBeVisible();
  });
});

test.describe('a link that names nothing', () => {
  /** route opened without its id → what the page says, its way on, and where that leads */
  const LINKS = [
    ['/stationInfo', '未找到该站点', '看看其他研学', /\/studyTour$/],
    ['/chapterDetail', '没有找到这一章', '去学习中心', /\/center/],
    ['/siteInformationDetail', '没有找到这条消息', '查看全部消息', /\/siteInformation$/],
    ['/collectedListDetail', '未找到该信息类别', '查看信息清单', /\/collectedList$/],
    ['/fanDetail', '未找到这位好友', '查看我邀请的好友', /\/invitation-list$/],
    ['/withdrawResult', '未找到这笔提现', '查看提现记录', /\/withdrawList$/],
    ['/ensure', '未找到要购买的商品', '去找课', /\/shoppingMall$/],
    ['/goodsVideo', '未找到该商品', '去商城逛逛', /\/shoppingMall$/],
    ['/detail', '没有找到这门课程', '返回首页', /\/index/],
    ['/logistics-tracking', '未找到该订单', '查看我的订单', /\/order$/],
    ['/exchange-success', '未找到兑换记录', '去兑换奖品', /\/exchange-prize$/],
  ] as const;

  test('says what is missing and leads on, never a dead end (the pages of ten areas)', async ({ page }) => {
    await signInNewLearner(page);
    for (const [path, text, label, landing] of LINKS) {
      await openInApp(page, path);
      const empty = page.getByTestId('empty');
      await expect(empty, path).toContainText(text);
      const wayOn = page.getByTestId('empty-way-on');
      await expect(wayOn, path).toHaveText(label);
      if (path === '/stationInfo') await screenshotsAtBothSizes(page, 'failed-load-link-names-nothing');
      await wayOn.click();
      await expect(page, path).toHaveURL(landing);
    }
    // an order's own pages say it with the order pages' status page, and lead on to 我的订单
    for (const path of ['/order-detail', '/alipayGoods', '/AliPayCollect']) {
      await openInApp(page, path);
      await expect(page.getByTestId('page-error'), path).toContainText('缺少订单号');
      await page.getByRole('button', { name: '查看我的订单' }).click();
      await expect(page, path).toHaveURL(/\/order$/);
    }
  });
});
