import {
  authorizeAsNewIdentity,
  expect,
  latestSmsCode,
  randomMobile,
  screenshotsAtBothSizes,
  signInNewLearner,
  test,
} from '../support/fixtures.ts';

/**
 * The follow check (spec 001 §7, `wechat/isSubscribe`) on the invite hub: a learner who does not follow the
 * official account sees 关注公众号 with its QR (spec table: isFollow true, shadow state 2); once they follow,
 * the prompt is gone (isFollow false, state 1). A cold visitor reaches the hub through the authorization page
 * (and the mobile registration the hub asks for) and sees the prompt too.
 */

test('the invite hub asks a learner who does not follow to follow, and stops once they do', async ({
  page,
}) => {
  const { customerId } = await signInNewLearner(page);
  await page.goto('/invite');
  // the demo activity's three rewards, the class task among them (3 sections learned → ¥3.00)
  await expect(page.getByTestId('growth-reward-class-task')).toHaveText('¥3.00');
  await expect(page.getByTestId('growth-rewards')).toContainText('好友学完3节课');
  await expect(page.getByTestId('growth-reward-terms')).toContainText('365天内未提现的部分将过期');
  await expect(page.getByTestId('growth-balance-card')).toBeVisible();
  await expect(page.getByTestId('growth-invite-link')).toContainText('inviterId=');
  await screenshotsAtBothSizes(page, 'growth-invite-hub-class-task');
  const prompt = page.getByTestId('growth-follow-prompt');
  await expect(prompt).toBeVisible();
  await expect(prompt).toHaveAttribute('data-shadow-state', '2');
  await expect(prompt).toContainText('关注公众号');
  const qr = page.getByTestId('growth-follow-qr');
  await expect(qr).toBeVisible();
  // the QR is a real image of our server (long press recognises an <img>)
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await prompt.scrollIntoViewIfNeeded();
  await screenshotsAtBothSizes(page, 'growth-follow-prompt', () => prompt.scrollIntoViewIfNeeded());

  const follow = await page.request.post('/sandbox/api/follow', { data: { customerId, subscribed: true } });
  expect((await follow.json()).code).toBe(0);
  await page.reload();
  await expect(page.getByTestId('growth-balance-card')).toBeVisible();
  await expect(page.getByTestId('growth-my-invitees')).toBeVisible();
  await expect(page.getByTestId('growth-follow-prompt')).toHaveCount(0);
});

test('a cold visitor reaches the invite hub through authorization and sees the follow prompt', async ({
  page,
}) => {
  await page.goto('/invite-to-earn');
  await authorizeAsNewIdentity(page, '新朋友');
  // the hub needs a registered learner: the app asks for a mobile first, then comes back
  await expect(page).toHaveURL(/\/register\?/);
  const mobile = randomMobile();
  await page.getByTestId('account-mobile').fill(mobile);
  await page.getByTestId('account-send-code').click();
  await page.getByTestId('account-code').fill(await latestSmsCode(page, mobile));
  await page.getByTestId('account-agreement').check();
  await page.getByTestId('account-submit').click();
  await expect(page).toHaveURL(/\/invite-to-earn/);
  await expect(page.getByTestId('growth-invite')).toBeVisible();
  await expect(page.getByTestId('growth-follow-prompt')).toBeVisible();
});
