import {
  createSandboxSession,
  expect,
  latestSmsCode,
  saveScreenshot,
  signIn,
  test,
} from '../support/fixtures.ts';

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
      await page.goto(path);
      await expect(page.getByTestId(testId), path).toBeVisible();
    }
    // tuiLogin with a token goes straight on to its redirect
    await page.goto('/tuiLogin?redirect=user');
    await expect(page.getByTestId('user-page')).toBeVisible();
  });

  test('the agreements and the about page come from the server, per document', async ({ page }) => {
    const { token } = await createSandboxSession(page);
    await signIn(page, token);
    await page.goto('/user');
    await page.getByTestId('mine-entry-agreement').click();
    await expect(page).toHaveURL(/\/agreement$/);
    await expect(page.getByTestId('agreement-service')).toContainText('能力培训学堂用户服务协议');
    await expect(page.getByTestId('agreement-service')).toContainText('版本 2026.1');
    await saveScreenshot(page, 'identity-agreement');
    await page.goBack();
    await page.getByTestId('mine-entry-aboutus').click();
    await expect(page.getByTestId('agreement-about')).toContainText('关于能力培训学堂');

    // the app's own routes and the -new variants show the same documents
    await page.goto('/appAgreement1');
    await expect(page.getByTestId('agreement-privacy')).toContainText('能力培训学堂隐私政策');
    await page.goto('/agreement4-new');
    await expect(page.getByTestId('agreement-membership')).toContainText('会员服务协议');
    await page.goto('/agreement3');
    await expect(page.getByTestId('agreement-purchase')).toContainText('能力培训学堂购课协议');
    await page.goto('/about');
    await expect(page.getByTestId('agreement-qualifications')).toContainText('公司资质');
  });

  test('customer service: the answers the product gives, then a message that waits for a reply', async ({
    page,
  }) => {
    const { token } = await createSandboxSession(page);
    await signIn(page, token);
    await page.goto('/user');
    await page.getByTestId('mine-entry-qiyu-common').click();
    await expect(page.getByTestId('customer-service')).toContainText('如何申请退款？');
    await expect(page.getByTestId('feedback-history')).toHaveCount(0);

    await page.getByTestId('feedback-type-order').click();
    await page.getByTestId('feedback-content').fill('发票');
    await page.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-error')).toHaveText('请至少输入 5 个字');

    await page.getByTestId('feedback-content').fill('请问课程发票怎么开？');
    await page.getByTestId('feedback-submit').click();
    await expect(page.getByText('留言已提交，客服会尽快回复')).toBeVisible();
    const history = page.getByTestId('feedback-history');
    await expect(history).toContainText('请问课程发票怎么开？');
    await expect(history).toContainText('订单与退款');
    await expect(history).toContainText('待回复');
    await expect(page.getByTestId('feedback-content')).toHaveValue('');
    await saveScreenshot(page, 'identity-customer-service');

    // customer service answers (the sandbox stands in for the operator tool)
    const item = history.locator('[data-testid^="feedback-item-"]').first();
    const id = (await item.getAttribute('data-testid'))!.replace('feedback-item-', '');
    const answered = await page.request.post(`/sandbox/api/feedback/${id}/reply`, {
      data: { reply: '在订单详情页点击“申请发票”即可' },
    });
    expect(await answered.json()).toMatchObject({ code: 0, data: { replied: true } });
    await page.reload();
    await expect(item).toContainText('已回复');
    await expect(item).toContainText('客服回复：在订单详情页点击“申请发票”即可');

    await page.getByRole('button', { name: '如何申请退款？' }).click();
    await expect(page).toHaveURL(/\/refundAgreement$/);
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
    await expect(page.getByTestId('toast')).toHaveText('保存成功');
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
