import type { Page } from '@playwright/test';
import {
  authorizeAsNewIdentity,
  expect,
  screenshotsAtBothSizes,
  signInNewLearner,
  test,
} from '../support/fixtures.ts';

/**
 * The calligraphy contest (issue 16) in Chromium: a brand-new visitor (through the sandbox authorization) opens
 * the upload page, picks a photo the content check (/imgCheck/imgCheck, sandbox moderation) refuses and sees
 * why, then a photo of a work (a PNG drawn at test time, landscape), crops and rotates it a
 * quarter turn, submits it, lands on uploadResultsSuccess and sees 审核中 on uploadResults with the cropped,
 * upright (portrait) photo. The contest home's sections by sub-path, and the three single pages
 * (graduation-season, avertising-space, marketPromotion) with their server content; every page at 375 and 320.
 */

/**
 * A landscape 800×600 PNG of a work (厚德载物 on paper); `edges` marks its first and last columns red (left) and
 * blue (right), to see whether a stored crop kept them.
 */
async function calligraphyPng(page: Page, opts: { edges?: boolean } = {}): Promise<Buffer> {
  const dataUrl = await page.evaluate((edges) => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 600;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#f6efdc';
    ctx.fillRect(0, 0, 800, 600);
    if (edges) {
      ctx.fillStyle = '#d01010';
      ctx.fillRect(0, 0, 60, 600);
      ctx.fillStyle = '#1030d0';
      ctx.fillRect(740, 0, 60, 600);
    }
    ctx.fillStyle = '#1a1a1a';
    ctx.font = '150px serif';
    ctx.fillText('厚德载物', 100, 360);
    return canvas.toDataURL('image/png');
  }, opts.edges === true);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('a brand-new visitor uploads a cropped, rotated photo of a work and sees it under review', async ({
  page,
}) => {
  test.slow();
  await page.goto('/uploadResults');
  await authorizeAsNewIdentity(page, '书法小王');
  await expect(page.getByTestId('works-upload-page')).toBeVisible();
  await expect(page.getByTestId('contest-title')).toHaveText('全国青少年书法大赛');
  await screenshotsAtBothSizes(page, 'contests-calligraphy-upload');

  await page.getByTestId('works-real-name').fill('王小书');
  // The chosen photo goes through /imgCheck/imgCheck first: one the (sandbox) moderation refuses — its
  // refusal marker rides in the file's bytes — shows the refusal and never reaches the cropper.
  const refused = Buffer.concat([await calligraphyPng(page), Buffer.from('SANDBOX-REFUSE', 'latin1')]);
  await page
    .getByTestId('works-pick-album')
    .setInputFiles({ name: 'refused.png', mimeType: 'image/png', buffer: refused });
  await expect(page.getByTestId('works-upload-error')).toHaveText('图片内容不合规，请更换图片');
  await expect(page.getByTestId('works-cropper')).toHaveCount(0);
  await screenshotsAtBothSizes(page, 'contests-calligraphy-refused');
  await page
    .getByTestId('works-pick-album')
    .setInputFiles({ name: 'work.png', mimeType: 'image/png', buffer: await calligraphyPng(page) });
  await expect(page.getByTestId('works-upload-error')).toHaveCount(0);
  const cropper = page.getByTestId('works-cropper');
  await expect(cropper.locator('img')).toBeVisible();
  // Crop: zoom in and move the picture under the frame; then a quarter turn.
  const box = (await cropper.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -300);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 2 + 10, { steps: 5 });
  await page.mouse.up();
  await page.getByTestId('works-rotate-90').click();
  await expect(page.getByText('旋转 90°')).toBeVisible();
  await screenshotsAtBothSizes(page, 'contests-calligraphy-crop');
  await page.getByTestId('works-submit').click();

  await expect(page.getByTestId('works-success-page')).toBeVisible();
  await expect(page.getByTestId('works-status')).toHaveText('审核中');
  // the way back home sits under 查看审核状态, not glued to its right edge
  await screenshotsAtBothSizes(page, 'contests-calligraphy-success', async () => {
    const main = await page.getByTestId('works-see-status').boundingBox();
    const home = await page.getByTestId('works-success-home').boundingBox();
    expect(home!.y).toBeGreaterThanOrEqual(main!.y + main!.height + 8);
    expect(Math.abs(home!.x + home!.width / 2 - (main!.x + main!.width / 2))).toBeLessThan(2);
  });

  await page.getByTestId('works-see-status').click();
  await expect(page.getByTestId('works-upload-page')).toBeVisible();
  await expect(page.getByTestId('works-status')).toHaveText('审核中');
  const photo = page.getByTestId('works-status-card').locator('img');
  await expect
    .poll(() =>
      photo.evaluate((img: HTMLImageElement) =>
        img.complete && img.naturalWidth > 0 ? img.naturalHeight / img.naturalWidth : 0,
      ),
    )
    .toBeCloseTo(4 / 3, 1);
  await screenshotsAtBothSizes(page, 'contests-calligraphy-status');
});

test('a landscape work submitted as framed keeps its first and last columns (the 3:4 frame opens zoomed out)', async ({
  page,
}) => {
  await signInNewLearner(page, { nickname: '横幅作者' });
  await page.goto('/uploadResults');
  await page.getByTestId('works-real-name').fill('横幅作者');
  await page.getByTestId('works-pick-album').setInputFiles({
    name: 'wide.png',
    mimeType: 'image/png',
    buffer: await calligraphyPng(page, { edges: true }),
  });
  await expect(page.getByTestId('works-cropper').locator('img')).toBeVisible();
  await expect(page.getByTestId('works-zoom')).not.toHaveValue('1');
  await screenshotsAtBothSizes(page, 'contests-calligraphy-crop-landscape');
  await page.getByTestId('works-submit').click();
  await expect(page.getByTestId('works-success-page')).toBeVisible();

  await page.goto('/uploadResults');
  const photo = page.getByTestId('works-status-card').locator('img');
  await expect(photo).toBeVisible();
  // The stored picture (re-encoded by the server): still 3:4, the red column at its left edge and the blue one at
  // its right, white above and below the sheet.
  const stored = await photo.evaluate(async (img: HTMLImageElement) => {
    const bitmap = await createImageBitmap(await (await fetch(img.src)).blob());
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    const at = (fx: number, fy: number) =>
      Array.from(
        ctx
          .getImageData(Math.floor(fx * bitmap.width), Math.floor(fy * bitmap.height), 1, 1)
          .data.slice(0, 3),
      );
    return {
      ratio: bitmap.height / bitmap.width,
      left: at(0.02, 0.5),
      right: at(0.98, 0.5),
      top: at(0.5, 0.02),
    };
  });
  expect(stored.ratio).toBeCloseTo(4 / 3, 1);
  const [lr, lg, lb] = stored.left as [number, number, number];
  const [rr, rg, rb] = stored.right as [number, number, number];
  expect(lr).toBeGreaterThan(150);
  expect(Math.max(lg, lb)).toBeLessThan(90);
  expect(rb).toBeGreaterThan(150);
  expect(Math.max(rr, rg)).toBeLessThan(110);
  expect(Math.min(...stored.top)).toBeGreaterThan(235);
});

test('the contest home opens its sections by sub-path, and the three single pages show server content', async ({
  page,
}) => {
  test.slow();
  await signInNewLearner(page, { nickname: '看展小李' });
  await page.goto('/qcMegagame');
  await expect(page.getByTestId('works-home-page')).toBeVisible();
  await expect(page.getByTestId('works-prizes')).toContainText('金笔奖');
  await screenshotsAtBothSizes(page, 'contests-calligraphy-home');
  await page.getByTestId('works-section-rules').click();
  await expect(page).toHaveURL(/\/qcMegagame\/rules/);
  await expect(page.getByTestId('works-rules')).toContainText('审核通过后不能再替换');
  await expect(page.getByTestId('works-prizes')).toHaveCount(0);
  await page.goto('/qcMegagame/no-such-section');
  await expect(page).toHaveURL(/\/qcMegagame$/);
  await expect(page.getByTestId('works-prizes')).toBeVisible();
  await page.goto('/qcMegagameH5');
  await expect(page.getByTestId('contest-title')).toHaveText('全国青少年书法大赛');

  await page.goto('/graduation-season');
  await expect(page.getByTestId('works-home-page')).toBeVisible();
  await expect(page.getByTestId('contest-title')).toHaveText('毕业季作品展');
  await expect(page.getByTestId('works-schedule')).toContainText('上传作品');
  await screenshotsAtBothSizes(page, 'contests-graduation-season');

  await page.goto('/avertising-space');
  await expect(page.getByTestId('contest-sponsors-page')).toBeVisible();
  await expect(page.getByTestId('sponsor-item')).toHaveCount(3);
  await expect(page.getByTestId('sponsors-list')).toContainText('墨香文房');
  await screenshotsAtBothSizes(page, 'contests-avertising-space');

  await page.goto('/marketPromotion');
  await expect(page.getByTestId('contest-promotion-page')).toBeVisible();
  await expect(page.getByTestId('promotion-prizes')).toContainText('金笔奖');
  await expect(page.getByTestId('promotion-join')).toBeVisible();
  await screenshotsAtBothSizes(page, 'contests-market-promotion');
  await page.getByTestId('promotion-join').click();
  await expect(page.getByTestId('works-home-page')).toBeVisible();
});
