import {
  createSandboxSession,
  expect,
  expectToast,
  latestSmsCode,
  saveScreenshot,
  signIn,
  test,
} from '../support/fixtures.ts';
import { openInApp } from '../support/in-app.ts';

/** Every account page renders for a signed-in learner and validates with its texts. */
test.describe('identity: account pages', () => {
  test('each account page opens on its own route', async ({ page }) => {
    const { token } = await createSandboxSession(page);
    await signIn(page, token);
    const pages: [string, string][] = [
      ['/login', 'login-page'],
      ['/orderLogin', 'order-login-page'],
      ['/teacherLogin', 'teacher-login-page'],
      ['/beforeSignIn', 'before-sign-in-page'],
      ['/personalInfo', 'personal-info-page'],
      ['/fillUserInfo', 'fill-user-info-page'],
      ['/appBindMobile', 'app-bind-mobile-page'],
      ['/account-number', 'account-number-page'],
      ['/safety', 'safety-page'],
      ['/cancellation-first', 'cancellation-first-page'],
      ['/cancellation', 'cancellation-page'],
      ['/ycd', 'ycd-page'],
      ['/ycdSignIn', 'ycd-sign-in-page'],
    ];
    for (const [path, testId] of pages) {
      await openInApp(page, path);
      await expect(page.getByTestId(testId), path).toBeVisible();
    }
    // tuiLogin with a token goes straight on to its redirect
    await page.goto('/tuiLogin?redirect=user');
    await expect(page.getByTestId('user-page')).toBeVisible();
  });

  test('personal information saves; fillUserInfo asks for name, gender and birthday', async ({ page }) => {
    const { token } = await createSandboxSession(page, { nickname: '旧昵称' });
    await signIn(page, token);
    await page.goto('/fillUserInfo?redirect=user');
    await page.getByTestId('account-submit').click();
    await expect(page.getByTestId('field-error')).toHaveText([
      '请输入2-20个字的真实姓名',
      '请选择性别',
      '请选择正确的出生日期',
    ]);
    await page.getByTestId('profile-real-name').fill('张小明');
    await page.getByTestId('profile-gender-male').click();
    // the birthday is picked (antd-mobile DatePicker opening at 1990-01-01), not typed
    await page.getByTestId('profile-birthday').click();
    await page.locator('.adm-picker').getByText('确定', { exact: true }).click();
    await expect(page.getByTestId('profile-birthday')).toHaveText('1990年01月01日');
    await page.getByTestId('account-submit').click();
    await expect(page.getByTestId('user-page')).toBeVisible();

    await page.goto('/personalInfo');
    await expect(page.getByTestId('profile-nickname')).toHaveValue('旧昵称');
    await page.getByTestId('profile-nickname').fill('新昵称');
    await page.getByTestId('account-submit').click();
    await expectToast(page, '保存成功');
    await page.goto('/user');
    await expect(page.getByTestId('user-nickname')).toHaveText('新昵称');
  });

  test('a teacher signs in with mobile and password', async ({ page }) => {
    await page.goto('/teacherLogin');
    await page.getByTestId('account-submit').click();
    await expect(page.getByTestId('field-error')).toHaveText(['请输入手机号', '请输入密码']);
    await page.getByTestId('account-mobile').fill('13900000001');
    await page.getByTestId('teacher-password').fill('wrong');
    await page.getByTestId('account-submit').click();
    await expect(page.getByTestId('form-error')).toHaveText('账号或密码错误');
    await page.getByTestId('teacher-password').fill('teacher123');
    await page.getByTestId('account-submit').click();
    await expect(page.getByTestId('teacher-name')).toHaveText('王老师');
  });

  test('closing an account: reason and acknowledgement, then the code to the bound mobile', async ({
    page,
  }) => {
    const { token, mobile } = await createSandboxSession(page);
    await signIn(page, token);
    await page.goto('/cancellation-first');
    await page.getByTestId('account-submit').click();
    await expect(page.getByTestId('form-error')).toHaveText('请选择注销原因');
    await page.getByTestId('cancellation-reason-0').check();
    await page.getByTestId('account-submit').click();
    await expect(page.getByTestId('form-error')).toHaveText('请确认已知晓注销后果');
    await page.getByTestId('cancellation-acknowledge').check();
    await page.getByTestId('account-submit').click();
    await expect(page.getByTestId('cancellation-page')).toBeVisible();
    await page.getByTestId('account-send-code').click();
    await page.getByTestId('account-code').fill(await latestSmsCode(page, mobile!));
    await page.getByTestId('account-submit').click();
    await expect(page.getByTestId('cancellation-done')).toBeVisible();
    await saveScreenshot(page, 'identity-account-closed');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
