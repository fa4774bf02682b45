// Over 300 lines: one suite for authorization, login and the shell's identity rules.

import { PLAIN_MOBILE_UA } from '../support/constants.ts';
import {
  createSandboxSession,
  expect,
  latestSmsCode,
  randomMobile,
  saveScreenshot,
  screenshotsAtBothSizes,
  signInNewLearner,
  test,
  withAppConfig,
} from '../support/fixtures.ts';
import { openInApp } from '../support/in-app.ts';

const tabNames = async (page: import('@playwright/test').Page) =>
  page
    .getByTestId('tab-bar')
    .locator('[data-testid^="tab-"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!.slice(4)));

test.describe('identity: authorization and login', () => {
  test('a cold visitor passes the sandbox authorization and lands signed in on the route asked for', async ({
    page,
  }) => {
    await page.goto('/user?from=ad&banner=1');
    await expect(page).toHaveURL(/\/sandbox\/oauth2\/authorize\?/);
    const authorizeUrl = new URL(page.url());
    expect(authorizeUrl.searchParams.get('appid')).toBe('wx_sandbox_nbc_99');
    expect(authorizeUrl.searchParams.get('scope')).toBe('snsapi_userinfo');
    expect(authorizeUrl.searchParams.get('response_type')).toBe('code');
    await expect(page.getByTestId('sandbox-app-name')).toHaveText('能力培训学堂服务号');
    await page.getByTestId('sandbox-identity-new').click();
    await page.getByTestId('sandbox-nickname').fill('端到端新学员');
    await saveScreenshot(page, 'identity-authorization-page');
    await page.getByTestId('sandbox-authorize-confirm').click();

    await expect(page.getByTestId('user-page')).toBeVisible();
    await expect(page).toHaveURL(/\/user\?from=ad&banner=1$/);
    const url = new URL(page.url());
    for (const key of ['code', 'state', 'toAuth', 'token']) expect(url.searchParams.has(key)).toBe(false);
    await expect(page.getByTestId('user-nickname')).toHaveText('端到端新学员');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]{43}$/);
    expect(await page.evaluate(() => sessionStorage.getItem('loginRetryCount'))).toBe('1');
  });

  test('at 375 and 320 px the authorization page fits the phone, its long return address wrapped; the demo learners are offered apart', async ({
    page,
  }) => {
    await page.goto('/studyTourCloseDepositFinalModel');
    await expect(page).toHaveURL(/\/sandbox\/oauth2\/authorize\?/);
    const returnTo = page.getByText(/^授权后将返回：/);
    await expect(returnTo).toContainText('/studyTourCloseDepositFinalModel');
    await screenshotsAtBothSizes(page, 'identity-authorization-page', async (width) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const box = await returnTo.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    });
    // the seeded demo learners are offered apart, never pre-chosen (允许 alone keeps to the visitor's identities)
    const demo = page.getByTestId('sandbox-demo-identities');
    await expect(demo.locator('input')).toHaveCount(3);
    await expect(demo.locator('input:checked')).toHaveCount(0);
    // 学员小周 signs in to the seeded account: its courses and progress in the learning centre
    await page.getByTestId('sandbox-identity-sandbox_demo_courses_100003').click();
    await page.getByTestId('sandbox-authorize-confirm').click();
    await expect(page).toHaveURL(/\/studyTourCloseDepositFinalModel$/);
    await openInApp(page, '/center');
    await expect(page.getByText('21天超级记忆力训练营').first()).toBeVisible();
  });

  test('a token in the URL is kept and stripped by a reload', async ({ page }) => {
    const { token } = await createSandboxSession(page);
    await page.goto(`/user?token=${token}&x=1`);
    await expect(page.getByTestId('user-page')).toBeVisible();
    await expect(page).toHaveURL(/\/user\?x=1$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
  });

  test('the first login failure retries silently, the second consecutive one alerts the message', async ({
    page,
  }) => {
    let logins = 0;
    await page.route('**/user/api/v1/login/weChatLogin', (route) => {
      logins += 1;
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ code: 1501, msg: '授权已失效，请重新进入页面', data: null }),
      });
    });
    await page.goto('/user');
    await page.getByTestId('sandbox-authorize-confirm').click();
    // first failure: straight back to the authorization page, no message
    await expect(page).toHaveURL(/\/sandbox\/oauth2\/authorize\?/);
    expect(logins).toBe(1);
    await page.getByTestId('sandbox-authorize-confirm').click();
    await expect(page.getByText('授权已失效，请重新进入页面')).toBeVisible();
    await expect(page.getByText('登录失败')).toBeVisible();
    expect(logins).toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem('loginRetryCount'))).toBe('2');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await saveScreenshot(page, 'identity-login-failed-alert');
  });

  test('a wechatType in the query that differs from the stored one restarts authorization', async ({
    page,
  }) => {
    const { token } = await createSandboxSession(page);
    // Stored once (signIn's init script would put the old token back on every page load).
    await page.goto('/blank');
    await page.evaluate((value) => {
      localStorage.setItem('token', value);
      localStorage.setItem('wechatType', '99');
    }, token);
    await page.goto('/user?wechatType=1');
    await expect(page).toHaveURL(/\/sandbox\/oauth2\/authorize\?/);
    expect(new URL(page.url()).searchParams.get('appid')).toBe('wx_sandbox_jz_1');
    await expect(page.getByTestId('sandbox-app-name')).toHaveText('匠知课堂');
    await page.getByTestId('sandbox-authorize-confirm').click();
    await expect(page.getByTestId('user-page')).toBeVisible();
    await expect(page).toHaveURL(/\/user\?wechatType=1$/);
    expect(await page.evaluate(() => localStorage.getItem('wechatType'))).toBe('1');
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(token);
  });

  test('a learner without a mobile registers with an SMS code and returns to the route asked for', async ({
    page,
  }) => {
    await signInNewLearner(page, { mobile: null });
    await page.goto('/safety?from=e2e');
    await expect(page).toHaveURL(/\/register\?from=e2e&redirect=safety$/);
    await expect(page.getByTestId('register-page')).toBeVisible();

    await page.getByTestId('account-submit').click();
    await expect(page.getByTestId('field-error').first()).toHaveText('请输入手机号');
    await page.getByTestId('account-mobile').fill('12345');
    await page.getByTestId('account-send-code').click();
    await expect(page.getByTestId('field-error')).toHaveText('您输入的电话有误，请输入正确的电话号码！');

    const mobile = randomMobile();
    await page.getByTestId('account-mobile').fill(mobile);
    await page.getByTestId('account-send-code').click();
    await expect(page.getByTestId('account-send-code')).toHaveText(/\d+s后重新获取/);
    await page.getByTestId('account-code').fill('12');
    await page.getByTestId('account-submit').click();
    await expect(page.getByTestId('field-error')).toHaveText('请输入6位数字验证码');
    const code = await latestSmsCode(page, mobile);
    await page.getByTestId('account-code').fill(code);
    await page.getByTestId('account-submit').click();
    await expect(page.getByTestId('form-error')).toHaveText('请先阅读并同意用户协议和隐私政策');
    await page.getByTestId('account-agreement').check();
    await saveScreenshot(page, 'identity-register-page');
    await page.getByTestId('account-submit').click();

    await expect(page).toHaveURL(/\/safety\?from=e2e$/);
    await expect(page.getByTestId('safety-mobile')).toContainText(
      `${mobile.slice(0, 3)}****${mobile.slice(-4)}`,
    );
  });

  test('a wrong SMS code is refused with the tries left', async ({ page }) => {
    await signInNewLearner(page, { mobile: null });
    await page.goto('/register?redirect=user');
    const mobile = randomMobile();
    await page.getByTestId('account-mobile').fill(mobile);
    await page.getByTestId('account-send-code').click();
    const code = await latestSmsCode(page, mobile);
    await page.getByTestId('account-code').fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('account-agreement').check();
    await page.getByTestId('account-submit').click();
    await expect(page.getByTestId('form-error')).toHaveText('验证码错误，还可尝试4次');
  });
});

test.describe('identity: the shell', () => {
  test('the signed-in user page shows the learner and the nbc tab bar (研学 third since it has its page, issue 18)', async ({
    page,
  }) => {
    const { mobile } = await signInNewLearner(page, { nickname: '端到端学员' });
    await page.goto('/user');
    await expect(page.getByTestId('user-nickname')).toHaveText('端到端学员');
    await expect(page.getByTestId('user-mobile')).toHaveText(
      `${mobile!.slice(0, 3)}****${mobile!.slice(-4)}`,
    );
    await expect(page.getByTestId('user-learn-number')).toContainText(/学号 \d+/);
    await expect(page.getByTestId('mine-entry-order')).toBeVisible();
    await expect(page.getByTestId('mine-entry-MyCourse')).toBeVisible();
    // 我的奖励 (mycash) has its page since issue 14
    await expect(page.getByTestId('mine-entry-mycash')).toBeVisible();
    await expect(page.getByTestId('mine-entry-safety')).toBeVisible();
    expect(await tabNames(page)).toEqual(['index', 'center', 'studyTour', 'shoppingMall', 'user']);
    await expect(page.getByTestId('tab-user')).toHaveAttribute('aria-current', 'page');
    await saveScreenshot(page, 'identity-user-page');

    await page.goto('/user?banner=0');
    await expect(page.getByTestId('user-page')).toBeVisible();
    await expect(page.getByTestId('tab-bar')).toHaveCount(0);
    await page.goto('/safety');
    await expect(page.getByTestId('safety-page')).toBeVisible();
    await expect(page.getByTestId('tab-bar')).toHaveCount(0);
  });

  test('the jz brand has its own tab bar: 找课 third only for the jiangzhen data project', async ({
    page,
  }) => {
    await signInNewLearner(page);
    await withAppConfig(page, { throw: { brand: 'jz' }, base: { template: 'jz' }, dataProject: 'jiangzhen' });
    await page.goto('/user');
    await expect(page.getByTestId('tab-bar')).toBeVisible();
    expect(await tabNames(page)).toEqual(['index', 'center', 'shoppingMall', 'user']);
    await expect(page.getByTestId('tab-shoppingMall')).toHaveText('找课');
    await page.unrouteAll();
    await withAppConfig(page, { throw: { brand: 'jz' }, base: { template: 'jz' }, dataProject: '' });
    await page.goto('/user');
    await expect(page.getByTestId('tab-bar')).toBeVisible();
    expect(await tabNames(page)).toEqual(['index', 'center', 'user']);
    await page.goto('/user?banner=0');
    await expect(page.getByTestId('user-page')).toBeVisible();
    await expect(page.getByTestId('tab-bar')).toHaveCount(0);
  });

  test('a blacklisted learner is blocked by the full-screen dialog', async ({ page }) => {
    await signInNewLearner(page, { isBlack: true });
    await page.goto('/user');
    await expect(page.getByTestId('blacklist-dialog')).toBeVisible();
    await expect(page.getByTestId('blacklist-dialog')).toContainText('账号暂时无法使用');
    await saveScreenshot(page, 'identity-blacklist-dialog');
  });

  test('the download banner leads to the app download page (/group, channel 22, subChannel 22016, showHelp 1)', async ({
    page,
  }) => {
    await signInNewLearner(page);
    await page.goto('/index');
    await expect(page.getByTestId('download-banner')).toHaveAttribute(
      'href',
      '/group?channel=22&subChannel=22016&showHelp=1',
    );

    // the banner's target is the app download page: the guide to the browser first (showHelp=1 in the
    // messaging app), the app's pitch from the appDownload configuration, a visit log with the channel
    const visit = page.waitForRequest(
      (r) =>
        r.url().endsWith('/user/api/v1/sys/reportClickLog') &&
        r.postData()?.includes('app_download_view') === true,
    );
    await page.getByTestId('download-banner').click();
    await expect(page).toHaveURL(/\/group\?channel=22&subChannel=22016&showHelp=1$/);
    expect((await visit).postDataJSON()).toMatchObject({
      plateFrom: 'app_download_view',
      channel: '22',
      subChannel: '22016',
    });
    await expect(page.getByTestId('app-download-guide')).toContainText('在浏览器打开');
    await saveScreenshot(page, 'shell-app-download-guide');
    await page.getByTestId('app-download-guide').click();
    await expect(page.getByTestId('app-download-guide')).toHaveCount(0);
    await expect(page.getByTestId('app-download')).toContainText('离线缓存');
    await expect(page.getByTestId('app-download-android')).toHaveText('安卓版下载');
    await expect(page.getByTestId('app-download-ios')).toHaveText('iPhone 下载');
    await saveScreenshot(page, 'shell-app-download');
  });

  test('a tab route opened with an addGroupPageId goes to pageTemplate with its chainType', async ({
    page,
  }) => {
    await signInNewLearner(page);
    await page.goto('/user?addGroupPageId=7&channel=10');
    await expect(page).toHaveURL(/\/pageTemplate\?addGroupPageId=7&channel=10&chainType=LL10009$/);
  });

  test('classInfo20-fans without ShortParamId opens without authorization', async ({ page }) => {
    await page.goto('/classInfo20-fans');
    await expect(page).toHaveURL(/\/classInfo20-fans$/);
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  });

  test('inside the native app a missing token fails with APP获取token失败', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { AppBridge: object }).AppBridge = {
        getToken: () => '',
        getAppVersion: () => '1.0.5',
      };
    });
    await page.goto('/user');
    await expect(page.getByTestId('error-view')).toContainText('APP获取token失败');
  });
});

test.describe('identity: outside the messaging app', () => {
  test.use({ userAgent: PLAIN_MOBILE_UA });

  test('in prod mode the overlay asks to open the link inside the messaging app', async ({ page }) => {
    await signInNewLearner(page);
    await withAppConfig(page, { env: 'prod' });
    await page.goto('/user');
    await expect(page.getByTestId('out-of-app-overlay')).toBeVisible();
    await expect(page.getByTestId('out-of-app-overlay')).toContainText('请复制链接，在微信内打开~');
    await expect(page.getByTestId('tab-bar')).toHaveCount(0);
    await saveScreenshot(page, 'identity-out-of-app-overlay');

    await page.goto('/user?allowOutWechat=1');
    await expect(page.getByTestId('user-page')).toBeVisible();
    await expect(page.getByTestId('out-of-app-overlay')).toHaveCount(0);
  });

  test('in test mode there is no overlay, and no tab bar outside the messaging app', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/user');
    await expect(page.getByTestId('user-page')).toBeVisible();
    await expect(page.getByTestId('out-of-app-overlay')).toHaveCount(0);
    await expect(page.getByTestId('tab-bar')).toHaveCount(0);
  });

  test('qcFlag=1 with partner code 10008 shows the two-tab bar outside the app, titled 首页', async ({
    page,
  }) => {
    await signInNewLearner(page);
    await withAppConfig(page, { env: 'prod', partnerCode: '10008' });
    await page.goto('/shoppingMall?qcFlag=1');
    await expect(page.getByTestId('tab-bar')).toBeVisible();
    expect(await tabNames(page)).toEqual(['shoppingMall', 'user']);
    await expect(page.getByTestId('tab-shoppingMall')).toHaveText('首页');
    await expect(page).toHaveTitle('首页');
    await expect(page.getByTestId('out-of-app-overlay')).toHaveCount(0);
    await page.getByTestId('tab-user').click();
    await expect(page).toHaveURL(/\/user\?qcFlag=1$/);
  });
});
