import { PLAIN_MOBILE_UA } from '../support/constants.ts';
import {
  authorizeAsNewIdentity,
  createSandboxSession,
  expect,
  requestsSettled,
  screenshotsAtBothSizes,
  signInNewLearner,
  test,
  withAppConfig,
} from '../support/fixtures.ts';
import { openInApp } from '../support/in-app.ts';

/** Issue 18 items 6–8: the download family, the shell's single pages and the reporting calls. */

const IOS_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

/** The download family: route -> a line of its own copy (download-config.ts). */
const DOWNLOADS: Record<string, string> = {
  downloadChannel: '下载 App，学习更方便',
  downloadChannel1: '下载 App，学习更方便',
  downloadChannelWx: '微信内请先在浏览器中打开',
  sharedownload: '好友推荐你下载',
  sharehtml5: '好友分享了一门好课',
  sharevote: '为 TA 投上一票',
  recalldownload: '好久不见，课程还在等你',
  downloadBooks: '下载读书 App',
  'download-app-gift': '7 天会员体验',
  'downloadApp-msg': '班主任给你发来了学习提醒',
  downloadQcApp: '下载青橙学习 App',
  goNewApp: '正在打开 App',
  goNewApp1: '正在打开 App',
  goAppNew: '正在打开 App',
  goAppNew1: '正在打开 App',
  appHelp: '在浏览器中打开',
  'helper-download': '安装遇到问题',
};

/** The content pages: route -> a line of their seeded content (apps/server/src/db/seed-shell.ts). */
const CONTENT: Record<string, string> = {
  appNews: 'App 1.2.1 版本更新说明',
  'screen-projector': '把课程投到电视上看',
  'screen-shot': '截图发给老师',
  'financial-map': '家庭理财知识地图',
  'get-map-suc': '理财地图已放入',
  'read-book-group': '21 天共读会',
  'read-book-group-share': '好友邀请你一起读书',
  productHigh: '高阶研修班',
  priceContent: '划线价',
  priceHome: '¥399.00',
  productHome: '在手机上跟名师学',
  productActive: '新人专享 0 元体验',
  Financial: '财商课堂',
  cfp: '理财规划师认证课',
  healthDay: '全民健康日',
  womenDay: '女神节 · 宠爱自己',
  lzCenterLink: '常用入口',
  msgToapplets: '能力培训学堂小程序',
  msgToAppletH5: '打开小程序看课',
};

test.describe('shell pages (issue 18)', () => {
  // each test starts with its own learner: the two long walks may run on two workers at once
  test.describe.configure({ mode: 'parallel' });
  test('walks every download page of the brief, each with its real content; the launch is reported', async ({
    page,
  }) => {
    test.slow();
    await signInNewLearner(page);
    const launch = page.waitForRequest('**/user/api/v1/sys/reportAppLaunch');
    await page.goto('/downloadChannel');
    const report = (await launch).postDataJSON() as Record<string, unknown>;
    expect(report).toMatchObject({ appVersion: '1.2.1', appChannel: 'wechat', latitude: 39.908823 });

    for (const [name, text] of Object.entries(DOWNLOADS)) {
      await openInApp(page, `/${name}`);
      await expect(page.getByTestId('download-page'), name).toBeVisible();
      await expect(page.getByTestId('download-page'), name).toContainText(text);
      // inside the messaging app: the open-in-browser overlay, except on the help pages
      await expect(page.getByTestId('open-in-browser'), name).toHaveCount(
        name === 'appHelp' || name === 'helper-download' ? 0 : 1,
      );
      await screenshotsAtBothSizes(page, `shell-pages-${name}`);
    }
  });

  test('walks every content page and single page of the brief, each with its real content', async ({
    page,
  }) => {
    test.slow();
    await signInNewLearner(page);
    for (const [name, text] of Object.entries(CONTENT)) {
      await openInApp(page, `/${name}`);
      await expect(page.getByTestId(`content-page-${name}`), name).toContainText(text);
      await screenshotsAtBothSizes(page, `shell-pages-${name}`);
    }
    // the mini-program entry gets a URL-scheme ticket from the server
    await page.getByRole('button', { name: '打开小程序' }).click();
    await expect(page.getByTestId('applet-open')).toHaveAttribute(
      'data-link',
      /^weixin:\/\/dl\/business\/\?t=[A-Za-z0-9]{12}$/,
    );
    await expect(page.getByTestId('applet-hint')).toBeVisible();

    await page.goto('/preloadTemplate');
    await expect(page.getByTestId('preload')).toHaveAttribute('data-done', 'true');
    await expect(page.getByText('资源已就绪')).toBeVisible();
    await screenshotsAtBothSizes(page, 'shell-pages-preloadTemplate');

    await page.goto('/invalidPage');
    await expect(page.getByTestId('invalid-page')).toContainText('链接已失效');
    await screenshotsAtBothSizes(page, 'shell-pages-invalidPage');
    await page.goto('/noPermission');
    await expect(page.getByTestId('no-permission')).toContainText('无权限访问');
    await screenshotsAtBothSizes(page, 'shell-pages-noPermission');

    await page.goto('/myComment');
    await expect(page.getByTestId('my-comments')).toContainText('还没有评价');
    await screenshotsAtBothSizes(page, 'shell-pages-myComment');

    await page.goto('/lessonHelp');
    await expect(page.getByTestId('help-lessonHelp')).toContainText('视频卡顿或加载不出来怎么办？');
    await page.getByText('视频卡顿或加载不出来怎么办？').click();
    await expect(page.getByTestId('help-answer')).toContainText('清晰度');
    await screenshotsAtBothSizes(page, 'shell-pages-lessonHelp');

    await page.goto('/issue');
    await expect(page.getByTestId('help-issue')).toContainText('付款成功但课程没有开通？');
    const problem = `课程页面白屏 ${Date.now()}`;
    await page.getByTestId('feedback-content').fill(problem);
    await page.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-history')).toContainText(problem);
    await screenshotsAtBothSizes(page, 'shell-pages-issue');

    await page.goto('/clear');
    await expect(page.getByTestId('clear-done')).toBeVisible();
    await screenshotsAtBothSizes(page, 'shell-pages-clear');

    // last: jumpadress leaves for the configured, allowed address
    await page.goto('/jumpadress');
    await expect(page.getByTestId('jump-pending')).toHaveAttribute('data-target', '/center');
    await screenshotsAtBothSizes(page, 'shell-pages-jumpadress');
    await expect(page).toHaveURL(/\/center(\/|$|\?)/);
  });

  test('a brand-new visitor reaches appNews through the authorization', async ({ page }) => {
    await page.goto('/appNews');
    await authorizeAsNewIdentity(page, '新访客');
    await expect(page.getByTestId('content-page-appNews')).toContainText('学堂资讯');
  });

  test('inside the messaging app a download tap shows the overlay and is counted for the channel', async ({
    page,
  }) => {
    const channel = `e2e_${Date.now()}`;
    await page.goto(`/recalldownload?channel=${channel}`);
    await page.getByTestId('open-in-browser').click();
    await expect(page.getByTestId('open-in-browser')).toHaveCount(0);
    const counted = page.waitForResponse('**/app/api/v1/download/click');
    await page.getByTestId('download-store-android').click();
    const body = (await (await counted).json()) as { code: number; data: { clicks: number } };
    expect(body).toMatchObject({ code: 0, data: { clicks: 1 } });
    await expect(page.getByTestId('open-in-browser')).toBeVisible();
    await expect(page).toHaveURL(/\/recalldownload/);
  });

  test('outside the messaging app the store link of the phone shows, with no overlay', async ({
    browser,
  }) => {
    const android = await browser.newContext({
      userAgent: PLAIN_MOBILE_UA,
      viewport: { width: 375, height: 812 },
    });
    const page = await android.newPage();
    await page.goto('/recalldownload');
    await expect(page.getByTestId('download-store-android')).toHaveAttribute('href', /h5_recall\.apk$/);
    await expect(page.getByTestId('download-store-android')).toHaveText('安卓版下载');
    await expect(page.getByTestId('open-in-browser')).toHaveCount(0);
    await screenshotsAtBothSizes(page, 'shell-pages-recalldownload-android');
    await android.close();

    const ios = await browser.newContext({ userAgent: IOS_UA, viewport: { width: 375, height: 812 } });
    const iosPage = await ios.newPage();
    await iosPage.goto('/downloadBooks');
    await expect(iosPage.getByTestId('download-store-ios')).toHaveAttribute(
      'href',
      /^https:\/\/apps\.apple\.com\//,
    );
    await expect(iosPage.getByTestId('download-store-ios')).toHaveText('App Store 下载');
    await ios.close();
  });

  test('clear removes the stored token', async ({ page }) => {
    const { token } = await createSandboxSession(page);
    await page.goto('/blank');
    await page.evaluate((value) => {
      localStorage.setItem('token', value);
      sessionStorage.setItem('loginRetryCount', '1');
    }, token);
    await page.goto('/clear');
    await expect(page.getByTestId('clear-done')).toContainText('缓存已清除');
    await expect(page.getByTestId('clear-report')).toContainText(/会话数据 [1-9]\d* 项/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page).toHaveURL(/\/clear\?cleared=\d+\.[1-9]\d*\.\d+\.\d+$/);
    // nothing of the old session asks for a sign-in afterwards
    await requestsSettled(page);
    await expect(page.getByText('请先登录')).toHaveCount(0);
    await expect(page).toHaveURL(/\/clear\?/);
  });

  test('with rrwebStatus=true in prod, rrweb batches arrive at the server', async ({ page }) => {
    await withAppConfig(page, { env: 'prod' });
    await signInNewLearner(page);
    const batch = page.waitForResponse('**/app/api/v1/rrweb/batch', { timeout: 20_000 });
    await page.goto('/screen-projector?rrwebStatus=true');
    await expect(page.getByTestId('content-page-screen-projector')).toBeVisible();
    const answer = await batch;
    const body = (await answer.json()) as { code: number; data: { bytes: number; batches: number } };
    expect(body.code).toBe(0);
    expect(body.data.batches).toBe(1);
    expect(body.data.bytes).toBeGreaterThan(1000);
    const sent = answer.request().postDataJSON() as { events: string };
    // the first batch holds rrweb's full snapshot (type 2) of the page
    expect((JSON.parse(sent.events) as { type: number }[]).some((e) => e.type === 2)).toBe(true);
  });
});
