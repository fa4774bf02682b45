import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import {
  authorizeAsNewIdentity,
  createSandboxSession,
  expect,
  saveScreenshot,
  screenshotsAtBothSizes,
  signIn,
  signInNewLearner,
  test,
} from '../support/fixtures.ts';
import { openInApp } from '../support/in-app.ts';
import { phoneWithFakeMicrophone } from '../support/media.ts';

/**
 * The practice tools (issue 19): a handwritten character photographed (a fixture drawn at test time: the
 * character's strokes in dark pen on paper), cropped, aligned and scored by the server, its stroke order played
 * over it; the piano tuner fed a generated 440 Hz tone through Chromium's fake microphone, showing A4; a practice
 * plan checked in once per day. Every page is looked at in both sizes.
 */

const require = createRequire(import.meta.url);
type CharData = { strokes: string[]; medians: [number, number][][] };
const charData = (character: string): CharData =>
  JSON.parse(readFileSync(require.resolve(`hanzi-writer-data/${character}.json`), 'utf8')) as CharData;

/**
 * A 600×800 "photo" of `character` written along its medians in dark pen on off-white paper, the character in the
 * 600×600 square 100 px from the top (where the cropper's default square lands), as a JPEG.
 */
async function handwrittenPhoto(page: Page, character: string): Promise<Buffer> {
  const { medians } = charData(character);
  const dataUrl = await page.evaluate((lines) => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 800;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    ctx.fillStyle = '#f4efe4';
    ctx.fillRect(0, 0, 600, 800);
    ctx.translate(0, 100);
    ctx.scale(600 / 1024, 600 / 1024);
    ctx.translate(0, 900);
    ctx.scale(1, -1);
    ctx.strokeStyle = '#222';
    ctx.lineWidth = 40;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    for (const line of lines) {
      ctx.beginPath();
      for (const [i, [x, y]] of line.entries()) {
        if (i === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      }
      ctx.stroke();
    }
    return canvas.toDataURL('image/jpeg', 0.9);
  }, medians);
  return Buffer.from(dataUrl.split(',')[1] as string, 'base64');
}

test.describe('practice tools', () => {
  // many pages, each looked at in two sizes, on a shared two-core machine
  test.describe.configure({ timeout: 150_000 });

  test('a handwritten character: captured, cropped, aligned, scored, its stroke order played over it', async ({
    page,
  }) => {
    await signInNewLearner(page);
    await page.goto('/ghosting');
    await expect(page.getByTestId('ghosting-home')).toBeVisible();
    await screenshotsAtBothSizes(page, 'ghosting-home');
    await page.getByTestId('ghosting-open-curriculum').click();
    await expect(page.getByTestId('ghosting-lesson').first()).toBeVisible();
    await screenshotsAtBothSizes(page, 'ghosting-curriculum');
    await page.locator('[data-testid="ghosting-char"][data-character="天"]').first().click();
    await expect(page.getByTestId('ghosting-details')).toHaveAttribute('data-character', '天');
    await screenshotsAtBothSizes(page, 'ghosting-details-empty');

    await page.getByTestId('ghosting-start-capture').click();
    await expect(page.getByTestId('ghosting-capture')).toBeVisible();
    await expect(page.getByTestId('ghosting-camera-input')).toHaveAttribute('capture', 'environment');
    await screenshotsAtBothSizes(page, 'ghosting-capture');
    const photo = await handwrittenPhoto(page, '天');
    await page
      .getByTestId('ghosting-album-input')
      .setInputFiles({ name: 'tian.jpg', mimeType: 'image/jpeg', buffer: photo });

    await expect(page.getByTestId('ghosting-shear')).toBeVisible();
    await expect(page.getByTestId('ghosting-crop-done')).toBeEnabled();
    await screenshotsAtBothSizes(page, 'ghosting-shear');
    // straighten: a turn there and back leaves the crop as it was
    await page.getByTestId('ghosting-crop-rotate').fill('10');
    await page.getByTestId('ghosting-crop-rotate').fill('0');
    await page.getByTestId('ghosting-crop-done').click();

    await expect(page.getByTestId('ghosting-drag')).toBeVisible();
    await expect(page.getByTestId('ghosting-model')).toBeVisible();
    // move the photo away with a drag, then back: the alignment follows the finger
    const board = (await page.getByTestId('ghosting-align-board').boundingBox())!;
    const cx = board.x + board.width / 2;
    const cy = board.y + board.height / 2;
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx + 40, cy + 30, { steps: 5 });
    await page.mouse.up();
    await page.mouse.move(cx + 40, cy + 30);
    await page.mouse.down();
    await page.mouse.move(cx, cy, { steps: 5 });
    await page.mouse.up();
    await page.getByTestId('ghosting-zoom-in').click();
    await page.getByTestId('ghosting-zoom-out').click();
    await screenshotsAtBothSizes(page, 'ghosting-drag-and-drop');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await expect(page.getByTestId('ghosting-model')).toBeVisible();
    await page.getByTestId('ghosting-diagnose').click();
    const result = page.getByTestId('ghosting-result');
    await expect(result).toBeVisible();
    const score = Number(await result.getAttribute('data-score'));
    expect(score).toBeGreaterThanOrEqual(80);
    await screenshotsAtBothSizes(page, 'ghosting-result', async () => {
      await result.scrollIntoViewIfNeeded();
    });

    await page.getByTestId('ghosting-open-player').click();
    await expect(page.getByTestId('ghosting-player')).toHaveAttribute('data-state', 'done', {
      timeout: 20_000,
    });
    await screenshotsAtBothSizes(page, 'ghosting-player');

    // the result is kept: the details page lists it
    await page.goto('/ghosting-details?character=天');
    await expect(page.getByTestId('ghosting-history').locator('li')).toHaveCount(1);
    await expect(page.getByTestId('ghosting-result')).toHaveAttribute('data-score', String(score));
    await screenshotsAtBothSizes(page, 'ghosting-details');
  });

  test('ghosting5 as a brand-new visitor: the 5-grid lessons, search, and a page without a photo', async ({
    page,
  }) => {
    await page.goto('/ghosting5-curriculum');
    await authorizeAsNewIdentity(page, '诊断新人');
    await expect(page.getByTestId('ghosting-curriculum')).toHaveAttribute('data-family', 'ghosting5');
    await expect(page.getByTestId('ghosting-lesson').first().getByTestId('ghosting-char')).toHaveCount(5);
    await screenshotsAtBothSizes(page, 'ghosting5-curriculum');
    await openInApp(page, '/ghosting5');
    await expect(page.getByTestId('ghosting-home')).toHaveAttribute('data-family', 'ghosting5');
    await screenshotsAtBothSizes(page, 'ghosting5-home');
    await openInApp(page, '/ghosting5-search?keyword=明月');
    await expect(page.getByTestId('ghosting-char')).toHaveCount(2);
    await screenshotsAtBothSizes(page, 'ghosting5-search');
    await openInApp(page, '/ghosting5-details?character=明');
    await expect(page.getByTestId('ghosting-char')).toHaveCount(5);
    await screenshotsAtBothSizes(page, 'ghosting5-details');
    for (const sub of ['shear', 'dragAndDrop', 'dragAndDplayer']) {
      await openInApp(page, `/ghosting5-${sub}?character=明`);
      await expect(page.getByTestId('ghosting-no-photo')).toBeVisible();
    }
    await screenshotsAtBothSizes(page, 'ghosting5-no-photo');
    await openInApp(page, '/ghosting5-capture?character=明');
    await expect(page.getByTestId('ghosting-capture')).toBeVisible();

    // ghosting's own search (single characters, 田字格): typed in, found in the data set, opened
    await openInApp(page, '/ghosting-search');
    await expect(page.getByTestId('ghosting-search')).toHaveAttribute('data-family', 'ghosting');
    await expect(page.getByTestId('ghosting-search')).toContainText('输入一个或几个汉字');
    await page.getByTestId('ghosting-search-input').fill('永字');
    await page.getByTestId('ghosting-search-input').press('Enter');
    await expect(page).toHaveURL(/\/ghosting-search\?keyword=/);
    await expect(page.getByTestId('ghosting-char')).toHaveCount(2);
    await expect(page.getByTestId('ghosting-char').first()).toContainText('永');
    await screenshotsAtBothSizes(page, 'ghosting-search');
    await page.getByTestId('ghosting-char').first().click();
    await expect(page).toHaveURL(/\/ghosting-details\?character=/);
    await expect(page.getByTestId('ghosting-details')).toContainText('5 画');
  });

  test('the piano tuner hears a 440 Hz tone through the microphone and shows A4', async () => {
    const { browser, context } = await phoneWithFakeMicrophone();
    try {
      const page = await context.newPage();
      const me = await createSandboxSession(page);
      await signIn(page, me.token);
      await page.goto('/piano_practice');
      await expect(page.getByTestId('piano-practice')).toBeVisible();
      await screenshotsAtBothSizes(page, 'piano-practice-idle');
      await page.getByTestId('piano-listen').click();
      await expect(page.getByTestId('piano-practice')).toHaveAttribute('data-note', 'A4', {
        timeout: 20_000,
      });
      await expect(page.getByTestId('piano-detail')).toContainText('440');
      await screenshotsAtBothSizes(page, 'piano-practice-a4');
    } finally {
      await browser.close();
    }
  });

  test('piano tools: metronome, videos, reading, the course, a plan checked in once a day', async ({
    page,
  }) => {
    await signInNewLearner(page);
    await page.goto('/piano_tools');
    await expect(page.getByTestId('piano-tools')).toBeVisible();
    await page.getByTestId('piano-bpm-up').click();
    await expect(page.getByTestId('piano-bpm')).toHaveText('81');
    await page.getByTestId('piano-metronome-toggle').click();
    await expect(page.getByTestId('piano-metronome')).toHaveAttribute('data-running', 'true');
    await screenshotsAtBothSizes(page, 'piano-tools');
    await page.getByTestId('piano-metronome-toggle').click();

    await page.getByTestId('piano-tile-demonstration_video').click();
    await expect(page.getByTestId('piano-video').first()).toBeVisible();
    await screenshotsAtBothSizes(page, 'piano-videos');
    await page.getByTestId('piano-video').first().click();
    await expect(page.getByTestId('piano-video-player')).toBeVisible();
    await screenshotsAtBothSizes(page, 'piano-video-detail');

    // reading and listening: library items, each opening to its text or its audio
    await openInApp(page, '/extracurricular_expansion');
    await expect(page.getByTestId('piano-expansion-item')).toHaveCount(6);
    await expect(page.locator('[data-category="listen"]')).toContainText('推荐聆听');
    await screenshotsAtBothSizes(page, 'piano-expansion');
    await page.locator('[data-testid="piano-expansion-item"][data-code="expansion-minuet-g"]').click();
    await expect(page).toHaveURL(/\/extracurricular_expansion\?id=\d+/);
    await expect(page.getByTestId('content-title')).toHaveText('巴赫《G 大调小步舞曲》');
    const audio = page.getByTestId('content-audio');
    await expect(audio).toHaveAttribute('src', /melody-minuet\.wav$/);
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => (Number.isFinite(a.duration) ? a.duration : 0)))
      .toBeGreaterThan(10);
    await screenshotsAtBothSizes(page, 'piano-expansion-listen');
    await openInApp(page, '/extracurricular_expansion');
    await page.locator('[data-testid="piano-expansion-item"][data-code="expansion-staff-intro"]').click();
    await expect(page.getByTestId('content-body')).toContainText('中央 C');
    await screenshotsAtBothSizes(page, 'piano-expansion-read');

    // the promotion: price and facts counted from the piano course
    await openInApp(page, '/promote');
    await expect(page.getByTestId('piano-promote-price')).toContainText('¥199.00');
    await expect(page.getByTestId('piano-promote-facts')).toContainText(
      /课时\s*\d+ 节（\d+ 节视频、\d+ 节音频）/,
    );
    await expect(page.getByTestId('piano-promote-chapters')).toContainText('第一章 认识键盘与五线谱');
    await expect(page.getByTestId('piano-promote-chapters')).toContainText('1.1 88 个琴键的秘密');
    await screenshotsAtBothSizes(page, 'piano-promote');
    await page.getByTestId('piano-promote-open').click();
    await expect(page).toHaveURL(/\/detail\?course=\d+/);

    await openInApp(page, '/customizedPlan');
    await screenshotsAtBothSizes(page, 'piano-plans');
    await page.locator('[data-testid="piano-plan-start"][data-template="beginner-21"]').click();
    await expect(page).toHaveURL(/\/customizedPlanDetails\?planId=\d+/);
    await expect(page.getByTestId('piano-plan-stats')).toHaveAttribute('data-checked', '0');
    await screenshotsAtBothSizes(page, 'piano-plan-detail');
    await page.getByTestId('piano-check-in').click();
    await expect(page.getByTestId('piano-checked-today')).toBeVisible();
    await expect(page.getByTestId('piano-plan-stats')).toHaveAttribute('data-streak', '1');
    await page.reload();
    await expect(page.getByTestId('piano-check-in')).toHaveCount(0);
    await screenshotsAtBothSizes(page, 'piano-plan-checked');
    await page.goto('/customizedPlan');
    await expect(page.getByTestId('piano-my-plan')).toContainText('连续 1 天');
    await saveScreenshot(page, 'piano-plans-mine');
  });
});
