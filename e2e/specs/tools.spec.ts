import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { grantCourse, sandboxCourse } from '../support/courses.ts';
import {
  authorizeAsNewIdentity,
  expect,
  screenshotsAtBothSizes,
  signInNewLearner,
  test,
} from '../support/fixtures.ts';

/**
 * The learning tools (issue 19): the toolbox and its access rule, a character looked up with its stroke
 * animation, a traced character scored (hanzi-writer's quiz driven with the mouse along the medians that
 * hanzi-writer-data ships), and every built tools page looked at in both sizes.
 */

const require = createRequire(import.meta.url);
type CharData = { strokes: string[]; medians: [number, number][][] };
const charData = (character: string): CharData =>
  JSON.parse(readFileSync(require.resolve(`hanzi-writer-data/${character}.json`), 'utf8')) as CharData;

/** The board's padding (HanziBoard) and hanzi-writer's character box. */
const PADDING = 10;
const BOX = 1024;
const BOX_BOTTOM = -124;

/** Draws one stroke with the mouse along its median (reversed: a backwards stroke, which the quiz refuses). */
async function drawStroke(page: Page, median: [number, number][], reversed = false) {
  const svg = page.getByTestId('tools-trace-board').locator('svg');
  // the board is drawn again after a resize (the screenshots at 320 and 375): wait until it is there
  // (it can be replaced between a visibility check and reading its box, so the box itself is awaited)
  await expect.poll(async () => (await svg.boundingBox())?.width ?? 0).toBeGreaterThan(0);
  const box = await svg.boundingBox();
  if (!box) throw new Error('the trace board has no box');
  const board = box.width;
  const scale = (board - 2 * PADDING) / BOX;
  const yOffset = -BOX_BOTTOM * scale + PADDING;
  const points = (reversed ? [...median].reverse() : median).map(([x, y]) => ({
    x: box.x + PADDING + x * scale,
    y: box.y + board - yOffset - y * scale,
  }));
  const [first, ...rest] = points;
  await page.mouse.move(first!.x, first!.y);
  await page.mouse.down();
  for (const p of rest) await page.mouse.move(p.x, p.y, { steps: 4 });
  await page.mouse.up();
}

test.describe('learning tools', () => {
  test('a brand-new visitor opens the toolbox through authorization; locked and free tools', async ({
    page,
  }) => {
    await page.goto('/toolIndex');
    await authorizeAsNewIdentity(page, '工具新人');
    await expect(page).toHaveURL(/\/toolIndex/);
    const items = page.getByTestId('tools-index-item');
    await expect(items.first()).toBeVisible();
    await expect(page.locator('[data-code="calligraphy-dictionary"]')).toHaveAttribute(
      'data-allowed',
      'true',
    );
    await expect(page.locator('[data-code="calligraphy-level"]')).toHaveAttribute('data-allowed', 'false');
    await screenshotsAtBothSizes(page, 'tools-index');

    // a course tool, not bought: the permission page says what opens it
    await page.locator('[data-code="calligraphy-level"]').click();
    await expect(page).toHaveURL(/\/checkToolPermission\?toolCode=calligraphy-level/);
    await expect(page.getByTestId('tools-locked')).toContainText('购买对应课程后即可使用');
    await screenshotsAtBothSizes(page, 'tools-locked');
    await page.goto('/checkToolPermission?toolCode=chronic-care');
    await expect(page.getByTestId('tools-locked')).toContainText('开通会员后即可使用');

    // a free tool: the permission page goes on to the tool's own route
    await page.goto('/checkToolPermission?toolCode=calligraphy-dictionary');
    await expect(page).toHaveURL(/\/calligraphyDictionary$/);
    await expect(page.getByTestId('tools-dictionary')).toBeVisible();
  });

  test('a bought course opens its tool', async ({ page }) => {
    const me = await signInNewLearner(page);
    const course = await sandboxCourse(page, '零基础硬笔书法：30天写出一手好字');
    await grantCourse(page, me.customerId, course.id);
    await page.goto('/toolIndex');
    await expect(page.locator('[data-code="calligraphy-level"]')).toHaveAttribute('data-allowed', 'true');
  });

  test('a character looked up: search, its stroke animation, pinyin and radical; a missing one is 404', async ({
    page,
  }) => {
    await signInNewLearner(page);
    await page.goto('/calligraphyDictionary');
    await screenshotsAtBothSizes(page, 'tools-dictionary');
    await page.getByTestId('tools-dictionary-input').fill('永你');
    await page.getByTestId('tools-dictionary-submit').click();
    await expect(page).toHaveURL(/keyword=/);
    const results = page.getByTestId('tools-dictionary-result');
    await expect(results).toHaveCount(2);
    await expect(results.first()).toContainText('yǒng');
    await screenshotsAtBothSizes(page, 'tools-dictionary-results');

    await page.locator('[data-testid="tools-dictionary-result"][data-character="你"]').click();
    await expect(page).toHaveURL(/\/searchDetails\?character=/);
    await expect(page.getByTestId('tools-detail-pinyin')).toHaveText('nǐ');
    await expect(page.getByTestId('tools-detail-radical')).toHaveText('亻');
    await expect(page.getByTestId('tools-detail-strokes')).toHaveText('7 画');
    // the animation draws the 7 strokes (hanzi-writer's SVG, fed by our server's stroke data)
    const writer = page.getByTestId('tools-hanzi-writer');
    await expect(writer).toHaveAttribute('data-state', 'ready');
    // hanzi-writer's SVG holds three layers (outline, character, highlight) of 7 strokes each; the animation
    // draws the character layer stroke by stroke (a stroke is drawn when visible with no dash offset left)
    const drawnStrokes = () =>
      writer.evaluate((el) => {
        const layer = el.querySelectorAll('svg > g > g')[1];
        return Array.from(layer?.querySelectorAll('path') ?? []).filter((p) => {
          const style = getComputedStyle(p);
          return style.opacity === '1' && Number.parseFloat(style.strokeDashoffset || '0') === 0;
        }).length;
      });
    await expect(writer.locator('svg > g > g').nth(1).locator('path')).toHaveCount(7);
    await expect.poll(drawnStrokes, { intervals: [50] }).toBeLessThan(7);
    await expect.poll(drawnStrokes, { intervals: [100], timeout: 15_000 }).toBe(7);
    await screenshotsAtBothSizes(page, 'tools-search-details');

    // the dictionary's two search entries: the same engine, their own heading, the keyword from the link
    await page.goto('/calligraphyDictionarySearch?keyword=书法');
    await expect(page.getByTestId('tools-dictionary')).toContainText('一次可以查多个字');
    await expect(page.getByTestId('tools-dictionary-result')).toHaveCount(2);
    await expect(page.locator('[data-testid="tools-dictionary-result"][data-character="书"]')).toContainText(
      'shū',
    );
    await screenshotsAtBothSizes(page, 'tools-calligraphy-dictionary-search');
    await page.goto('/dictionarySearch?keyword=学');
    await expect(page.getByTestId('tools-dictionary-result')).toHaveCount(1);
    await expect(page.getByTestId('tools-dictionary-result')).toContainText('xué');
    await screenshotsAtBothSizes(page, 'tools-dictionary-search');
    await page.getByTestId('tools-dictionary-result').click();
    await expect(page).toHaveURL(/\/searchDetails\?character=/);
    await expect(page.getByTestId('tools-detail-strokes')).toHaveText('8 画');

    await page.goto('/dictionarySearch?keyword=%F0%A0%80%80');
    await expect(page).toHaveURL(/\/calligraphyDictionary404\?keyword=/);
    await expect(page.getByTestId('tools-dictionary-404')).toContainText('未找到该字');
    await screenshotsAtBothSizes(page, 'tools-dictionary-404');

    await page.goto('/beginnerGuidance');
    await expect(page.getByTestId('tools-beginner-guidance')).toContainText('yǒng');
    await expect(page.getByTestId('tools-hanzi-writer')).toHaveAttribute('data-state', 'ready');
    await screenshotsAtBothSizes(page, 'tools-beginner-guidance');
  });

  test('a traced character is checked stroke by stroke and scored on the server', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/mobileExercise');
    await expect(page.getByTestId('tools-mobile-exercise').getByTestId('empty')).toBeVisible();
    await screenshotsAtBothSizes(page, 'tools-mobile-exercise-empty');
    await page.locator('[data-testid="tools-exercise-char"][data-character="永"]').click();
    await expect(page).toHaveURL(/\/mobileExerciseDetail\?character=/);
    await expect(page.getByTestId('tools-hanzi-writer')).toHaveAttribute('data-state', 'ready');
    await screenshotsAtBothSizes(page, 'tools-exercise-detail');
    await expect(page.getByTestId('tools-hanzi-writer')).toHaveAttribute('data-state', 'ready');

    const { medians } = charData('永');
    expect(medians).toHaveLength(5);
    const progress = page.getByTestId('tools-trace-progress');
    await drawStroke(page, medians[0]!);
    await expect(progress).toContainText('第 2 / 5 笔 · 写错 0 次');
    // the second stroke drawn backwards is a mistake: the quiz stays on it
    await drawStroke(page, medians[1]!, true);
    await expect(progress).toContainText('第 2 / 5 笔 · 写错 1 次');
    for (const median of medians.slice(1)) await drawStroke(page, median);

    // 5 strokes, one mistake on one stroke: (4 + 2/3) / 5 of 100 = 93
    const result = page.getByTestId('tools-trace-result');
    await expect(result).toHaveAttribute('data-score', '93');
    await screenshotsAtBothSizes(page, 'tools-exercise-result');

    await page.goto('/mobileExercise');
    await expect(page.locator('[data-testid="tools-exercise-char"][data-character="永"]')).toContainText(
      '最高 93 分',
    );
    await expect(page.getByTestId('tools-exercise-recent')).toContainText('93 分');
    await screenshotsAtBothSizes(page, 'tools-mobile-exercise');
  });

  test('the shared states: takeDown and emptyPage', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/takeDown');
    await expect(page.getByTestId('tools-take-down')).toContainText('内容已下架');
    await screenshotsAtBothSizes(page, 'tools-take-down');
    await page.goto('/emptyPage');
    await expect(page.getByTestId('tools-empty-page')).toContainText('暂无内容');
    await screenshotsAtBothSizes(page, 'tools-empty-page');
  });
});
