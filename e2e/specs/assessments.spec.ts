import { authorizeAsNewIdentity, expect, screenshotsAtBothSizes, test } from '../support/fixtures.ts';

/**
 * The DISC test (issue 18, item 5) taken by a brand-new visitor (no token: through the sandbox authorization) to
 * its result: in every group the first word is most-like and the last least-like; the scores on the result
 * page are checked by hand against the order the question set shows the factors in (most − least).
 */
test.describe('assessments: DISC', () => {
  test('a new visitor takes the DISC test to its result and can retake it', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/discIndex');
    await authorizeAsNewIdentity(page, '测试小林');
    await expect(page.getByTestId('disc-index')).toContainText('共 24 组');
    await expect(page.getByTestId('disc-index')).toContainText('不是心理诊断');
    await expect(page.getByTestId('disc-last-result')).toHaveCount(0);
    await screenshotsAtBothSizes(page, 'assessments-disc-index');

    await page.getByTestId('disc-start').click();
    await expect(page).toHaveURL(/\/discPage/);
    for (let i = 1; i <= 24; i += 1) {
      const group = page.getByTestId('disc-group');
      await expect(page.getByTestId('disc-progress')).toHaveText(`第 ${i} / 24 组`);
      await expect(page.getByTestId('disc-next')).toBeDisabled();
      await group.getByTestId('disc-most').nth(0).click();
      // the same word cannot be both: choosing it as least moves the mark
      await group.getByTestId('disc-least').nth(0).click();
      await expect(group.getByTestId('disc-most').nth(0)).toHaveAttribute('aria-pressed', 'false');
      await group.getByTestId('disc-most').nth(0).click();
      await group.getByTestId('disc-least').nth(3).click();
      if (i === 1) await screenshotsAtBothSizes(page, 'assessments-disc-page');
      await page.getByTestId('disc-next').click();
    }

    await expect(page).toHaveURL(/\/discResult\?id=\d+/);
    const result = page.getByTestId('disc-result');
    await expect(result.getByTestId('disc-chart')).toBeVisible();
    // The words of group n show the factors in the order ORDERS[(n − 1) % 8] (disc-questions.ts): first words
    // D I S C D I S C (each 6 times in 24 groups), last words C D I S C S I S: D = 6 − 3 = 3, I = 0, S = −3, C = 0.
    const orders = ['DISC', 'ISCD', 'SCDI', 'CDIS', 'DSIC', 'ICDS', 'SDCI', 'CIDS'];
    const score: Record<string, number> = { D: 0, I: 0, S: 0, C: 0 };
    for (let g = 0; g < 24; g += 1) {
      const order = orders[g % orders.length]!;
      score[order[0]!]! += 1;
      score[order[3]!]! -= 1;
    }
    await expect(result.getByTestId('disc-scores')).toHaveText(
      `得分${score.D}${score.I}${score.S}${score.C}`,
    );
    expect(score).toEqual({ D: 3, I: 0, S: -3, C: 0 });
    await expect(result.getByTestId('disc-primary')).toHaveAttribute('data-factor', 'D');
    await expect(result.getByTestId('disc-primary')).toHaveText('支配型（D）');
    await expect(result).toContainText('共测试 1 次');
    await screenshotsAtBothSizes(page, 'assessments-disc-result');
    await page.getByTestId('disc-style').first().scrollIntoViewIfNeeded();
    await screenshotsAtBothSizes(page, 'assessments-disc-result-style');

    await page.goto('/discIndex');
    await expect(page.getByTestId('disc-last-result')).toBeVisible();
    await expect(page.getByTestId('disc-start')).toHaveText('重新测试');
  });
});
