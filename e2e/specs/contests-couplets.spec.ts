import { expect, screenshotsAtBothSizes, signInNewLearner, test } from '../support/fixtures.ts';

/**
 * Spring couplets (issue 16) in Chromium: a learner opens the activity, picks a first line, is told as they type
 * when the second line breaks the rule, gets the couplet drawn by the server as one picture, shares it (the
 * share counted once a day) and finds it in 我的春联. Every couplet page at 375 and 320.
 */
test('a learner writes a spring couplet, gets its picture, shares it and finds it in the history', async ({
  page,
}) => {
  test.slow();
  await signInNewLearner(page, { nickname: '春联小王' });
  await page.goto('/springCouplets');
  await expect(page.getByTestId('couplet-home-page')).toBeVisible();
  await expect(page.getByTestId('couplet-stats')).toContainText('0/5');
  await screenshotsAtBothSizes(page, 'contests-couplets-home');

  await page.getByTestId('couplet-start').click();
  await expect(page.getByTestId('couplet-make-page')).toBeVisible();
  await page.getByTestId('couplet-first-line').filter({ hasText: '爆竹声声辞旧岁' }).click();
  await page.getByTestId('couplet-second-line').fill('梅花朵朵');
  await expect(page.getByTestId('couplet-hint')).toContainText('至少');
  await expect(page.getByTestId('couplet-submit')).toBeDisabled();
  await page.getByTestId('couplet-second-line').fill('梅花朵朵迎新春');
  await expect(page.getByTestId('couplet-hint')).toContainText('7/7');
  await screenshotsAtBothSizes(page, 'contests-couplets-make');
  await page.getByTestId('couplet-submit').click();

  await expect(page.getByTestId('couplet-result-page')).toBeVisible();
  const image = page.getByTestId('couplet-image');
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBe(750);
  await screenshotsAtBothSizes(page, 'contests-couplets-result');
  await page.getByTestId('couplet-share').click();
  await expect(page.getByTestId('couplet-share-guide')).toBeVisible();
  await expect(page.getByText('分享成功，已累计分享 1 天')).toBeVisible();
  await page.getByTestId('couplet-share-guide').click();

  await page.getByTestId('couplet-tab-history').click();
  await expect(page.getByTestId('couplet-history-page')).toBeVisible();
  await expect(page.getByTestId('couplet-record')).toHaveCount(1);
  await expect(page.getByTestId('couplet-record')).toContainText('梅花朵朵迎新春');
  await screenshotsAtBothSizes(page, 'contests-couplets-history');

  await page.goto('/springCoupletsHome');
  await expect(page.getByTestId('couplet-stats')).toContainText('1/5');
  await expect(page.getByTestId('couplet-stats')).toContainText('已分享');
});
