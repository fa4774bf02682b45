import type { Page } from '@playwright/test';
import { grantCourse, sandboxCourse } from '../support/courses.ts';
import { expect, screenshotsAtBothSizes, signInNewLearner, test } from '../support/fixtures.ts';

/**
 * The questionnaire engine's pages (issue 19): the health self-test taken to its report shared as an image, the
 * calligraphy level test of a bought course to its six-dimension radar, and the chronic-care questionnaire opened
 * by a membership bought from its locked page. Each score is checked against the scoring rule by hand.
 */

/** Answers the question on screen with `option`, checking it is `question`. */
async function answer(page: Page, question: string, option: string) {
  await expect(page.getByTestId('tools-question')).toHaveAttribute('data-question', question);
  await page.locator(`[data-testid="tools-question-option"][data-option="${option}"]`).click();
}

test.describe('questionnaires', () => {
  test('a health questionnaire taken to its shared report', async ({ page, browser, baseURL }) => {
    await signInNewLearner(page, { nickname: '健康小王' });
    await page.goto('/healthKnowledge');
    await expect(page.getByTestId('tools-health-knowledge')).toContainText('规律作息');
    await screenshotsAtBothSizes(page, 'tools-health-knowledge');

    await page.goto('/healthTool');
    await expect(page.getByTestId('tools-questionnaire')).toContainText('不是医学检查或诊断');
    await screenshotsAtBothSizes(page, 'tools-health-intro');
    await page.getByTestId('tools-questionnaire-start').click();
    await answer(page, 'sleep-hours', 'lt6');
    await screenshotsAtBothSizes(page, 'tools-health-question');
    await answer(page, 'bedtime', 'irregular');
    await answer(page, 'screen', 'long');
    await answer(page, 'vegetables', 'every-meal');
    await answer(page, 'meals', 'on-time');
    // no exercise: the branch skips the duration question and asks about walking
    await answer(page, 'exercise', 'none');
    await answer(page, 'walking', 'little');
    await answer(page, 'mood', 'rarely');

    // sleep 0/9, diet 6/6, exercise 0/5, mood 3/3: 9 of 23 points = 39, 需要重视
    await expect(page).toHaveURL(/\/healthResult\?id=\d+/);
    await expect(page.getByTestId('tools-report-score')).toHaveText('39分');
    await expect(page.getByTestId('tools-report-level')).toHaveText('需要重视');
    await screenshotsAtBothSizes(page, 'tools-health-result');
    await page.getByTestId('tools-report-open').click();
    await expect(page).toHaveURL(/\/healthReport\?id=\d+/);
    const dims = page.getByTestId('tools-report-dimensions');
    await expect(dims.locator('[data-key="sleep"]')).toContainText('0');
    await expect(dims.locator('[data-key="diet"]')).toContainText('100');
    await screenshotsAtBothSizes(page, 'tools-health-report');

    await page.getByTestId('tools-report-share').click();
    await expect(page).toHaveURL(/\/healthShare\?share=[0-9a-f]{32}/);
    const image = page.getByTestId('tools-share-image');
    await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(750);
    await screenshotsAtBothSizes(page, 'tools-health-share');

    // a friend opens the shared link: the same report as an image, with the sharer's name in its description
    const shareUrl = new URL(page.url());
    const friend = await browser.newContext({ baseURL: baseURL!, viewport: { width: 375, height: 812 } });
    const friendPage = await friend.newPage();
    await signInNewLearner(friendPage);
    await friendPage.goto(shareUrl.pathname + shareUrl.search);
    await expect(friendPage.getByTestId('tools-share-image')).toHaveAttribute(
      'alt',
      '健康习惯自测：39分，需要重视',
    );
    await friend.close();
  });

  test('the calligraphy level test of a bought course, its result, the radar, and its report shared to a friend', async ({
    page,
    browser,
    baseURL,
  }) => {
    const me = await signInNewLearner(page);
    const course = await sandboxCourse(page, '零基础硬笔书法：30天写出一手好字');
    await grantCourse(page, me.customerId, course.id);
    await page.goto('/sixDimensions');
    await expect(page.getByTestId('tools-empty-page')).toBeVisible();
    await page.goto('/calligraphyQuestionnaire');
    await page.getByTestId('tools-questionnaire-start').click();
    // the best answer (a1, 2 points) everywhere except 笔顺 (a3, 0 points): 20 of 24 points = 83
    const ids = ['grip', 'sit', 'line', 'ends', 'order-known', 'order-check'];
    for (const id of ids) await answer(page, id, id.startsWith('order') ? 'a3' : 'a1');
    for (const id of ['balance', 'parts', 'rows', 'spacing', 'frequency', 'copybook'])
      await answer(page, id, 'a1');
    await expect(page).toHaveURL(/\/calligraphyQuestionnaireResult\?id=\d+/);
    await expect(page.getByTestId('tools-report-score')).toHaveText('83分');
    await screenshotsAtBothSizes(page, 'tools-calligraphy-result');
    await page.getByTestId('tools-report-open').click();
    await expect(page).toHaveURL(/\/sixDimensions\?id=\d+/);
    await expect(page.getByTestId('tools-radar').locator('canvas')).toHaveAttribute(
      'aria-label',
      '坐姿握笔100分，基本笔画100分，笔顺规范0分，间架结构100分，章法布局100分，练习习惯100分',
    );
    await expect(page.getByTestId('tools-six-dimensions')).toContainText('最该加强：笔顺规范');
    await screenshotsAtBothSizes(page, 'tools-six-dimensions');

    // shared: a friend sees the calligraphy report under its own title, and 我也测一测 leads to the calligraphy test
    await page.goBack();
    await expect(page).toHaveURL(/\/calligraphyQuestionnaireResult\?id=\d+/);
    await page.getByTestId('tools-report-share').click();
    await expect(page).toHaveURL(/\/healthShare\?share=[0-9a-f]{32}/);
    const shareUrl = new URL(page.url());
    const friend = await browser.newContext({ baseURL: baseURL!, viewport: { width: 375, height: 812 } });
    const friendPage = await friend.newPage();
    await signInNewLearner(friendPage);
    await friendPage.goto(shareUrl.pathname + shareUrl.search);
    await expect(friendPage.getByTestId('tools-share-image')).toHaveAttribute(
      'alt',
      '书法水平测评：83分，书写基础扎实',
    );
    await expect(friendPage.getByTestId('tools-health-share')).toHaveAttribute(
      'data-code',
      'calligraphy-level',
    );
    await expect(friendPage).toHaveTitle('书法测评分享');
    await screenshotsAtBothSizes(friendPage, 'tools-calligraphy-share');
    await friendPage.getByTestId('tools-share-retake').click();
    await expect(friendPage).toHaveURL(/\/calligraphyQuestionnaire$/);
    // the friend has not bought the calligraphy course: the level test's own gate, not the health test
    await expect(friendPage.getByTestId('tools-locked')).toContainText('书法水平测评暂未开通');
    await expect(friendPage.getByTestId('tools-locked')).toContainText('去购买课程');
    await expect(friendPage.getByTestId('tools-questionnaire')).toHaveCount(0);
    await friend.close();
  });

  test('the New pages: the newer self-test with its own questions, weighted score, reports and share', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInNewLearner(page, { nickname: '新版小李' });
    await page.goto('/healthKnowledgeNew');
    await expect(page.getByTestId('tools-health-knowledge')).toContainText('少坐多动');
    await screenshotsAtBothSizes(page, 'tools-health-knowledge-new');
    await page.getByRole('button', { name: '做个自测' }).click();
    await expect(page).toHaveURL(/\/healthToolNew$/);
    await expect(page.getByTestId('tools-questionnaire')).toContainText('健康习惯自测（新版）');
    await expect(page.getByTestId('tools-questionnaire')).toContainText('不是医学检查或诊断');
    await screenshotsAtBothSizes(page, 'tools-health-intro-new');
    await page.getByTestId('tools-questionnaire-start').click();
    await answer(page, 'sleep-hours', '6to7');
    await answer(page, 'rested', 'tired');
    await answer(page, 'water', '4to7');
    await screenshotsAtBothSizes(page, 'tools-health-question-new');
    await answer(page, 'vegetables', 'daily');
    await answer(page, 'salty', 'light');
    // no activity: the branch skips the duration and asks about sitting
    await answer(page, 'exercise', 'none');
    await answer(page, 'sitting', 'sometimes');
    await answer(page, 'mood', 'sometimes');
    await answer(page, 'social', 'often');

    // sleep 2/6 = 33, diet 7/9 = 78, activity 1/6 = 17, mood 5/6 = 83; weighted 25/25/30/20 → 49, 需要重视
    await expect(page).toHaveURL(/\/healthResultNew\?id=\d+/);
    await expect(page.getByTestId('tools-report-score')).toHaveText('49分');
    await expect(page.getByTestId('tools-report-level')).toHaveText('需要重视');
    await screenshotsAtBothSizes(page, 'tools-health-result-new');
    await page.getByTestId('tools-report-open').click();
    await expect(page).toHaveURL(/\/healthReportNew\?id=\d+/);
    const dims = page.getByTestId('tools-report-dimensions');
    await expect(dims.locator('[data-key="activity"]')).toContainText('17');
    await expect(dims.locator('[data-key="mood"]')).toContainText('83');
    await screenshotsAtBothSizes(page, 'tools-health-report-new');
    // the first version's pages keep their own reports: this learner has none there
    await page.goto('/healthReport');
    await expect(page.getByTestId('tools-report-none')).toBeVisible();
    await page.goBack();

    await page.getByTestId('tools-report-share').click();
    await expect(page).toHaveURL(/\/healthShareNew\?share=[0-9a-f]{32}/);
    const shareUrl = new URL(page.url());
    const friend = await browser.newContext({ baseURL: baseURL!, viewport: { width: 375, height: 812 } });
    const friendPage = await friend.newPage();
    await signInNewLearner(friendPage);
    await friendPage.goto(shareUrl.pathname + shareUrl.search);
    await expect(friendPage.getByTestId('tools-share-image')).toHaveAttribute(
      'alt',
      '健康习惯自测（新版）：49分，需要重视',
    );
    await expect(friendPage).toHaveTitle('健康分享（新版自测）');
    await screenshotsAtBothSizes(friendPage, 'tools-health-share-new');
    await friendPage.getByTestId('tools-share-retake').click();
    await expect(friendPage).toHaveURL(/\/healthToolNew$/);
    await expect(friendPage.getByTestId('tools-questionnaire')).toContainText('健康习惯自测（新版）');
    await friend.close();
  });

  test('the chronic-care questionnaire opens with a membership bought from its locked page; dsAwait leads to dsReport', async ({
    page,
  }) => {
    test.slow();
    await signInNewLearner(page);
    await page.goto('/dsquestionnaire');
    await expect(page.getByTestId('tools-locked')).toContainText('开通会员后即可使用');
    await page.getByTestId('tools-locked').getByRole('button', { name: '开通会员' }).click();
    await expect(page).toHaveURL(/\/virtualGoods\?goodsId=\d+/);
    await page.getByTestId('virtual-goods-buy').click();
    await expect(page).toHaveURL(/\/virtualGoodsPay\?/);
    await page.getByTestId('pay-method-2').click();
    await page.getByTestId('order-submit').click();
    await page.getByTestId('sandbox-pay-confirm').click();
    await expect(page.getByTestId('pay-result-status')).toHaveText('支付成功');

    await page.goto('/dsquestionnaire');
    await screenshotsAtBothSizes(page, 'tools-ds-questionnaire');
    await page.getByTestId('tools-questionnaire-start').click();
    await answer(page, 'salt', 'light');
    await answer(page, 'sugar', 'rarely');
    await answer(page, 'activity', 'sometimes');
    // a smoker is asked how much (the branch); a non-smoker is not
    await answer(page, 'smoking', 'yes');
    await answer(page, 'cigarettes', 'few');
    await answer(page, 'alcohol', 'never');
    // dsAwait shows while the report request is on its way (held here), and goes on the moment it answers
    let release: () => void = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route('**/tools/questionnaire/report', async (route) => {
      await held;
      await route.continue();
    });
    await answer(page, 'checkup', 'regular');
    await expect(page.getByTestId('tools-ds-await')).toBeVisible();
    await expect(page).toHaveURL(/\/dsAwait\?id=\d+/);
    await screenshotsAtBothSizes(page, 'tools-ds-await');
    release();
    // diet 6/6, exercise 1/3, habits 0+1+3 of 3+1+3, monitor 3/3: 14 of 19 points = 74, 有待改善
    await expect(page).toHaveURL(/\/dsReport\?id=\d+/);
    await expect(page.getByTestId('tools-report-score')).toHaveText('74分');
    await expect(page.getByTestId('tools-report-level')).toHaveText('有待改善');
    await page.unroute('**/tools/questionnaire/report');
    await screenshotsAtBothSizes(page, 'tools-ds-report');
    // the questionnaire and dsAwait each replaced themselves: back skips the waiting page (to the pay result)
    await page.goBack();
    await expect(page).toHaveURL(/\/alipayGoodsResult\?/);
  });
});
