import { authorizeAsNewIdentity, expect, screenshotsAtBothSizes, test } from '../support/fixtures.ts';

/**
 * The stations of a study tour (issue 18) in Chromium, as a brand-new visitor (through the sandbox
 * authorization): from the tour to its stations, a station's introduction, the way into its classroom
 * (stationLoading) where the classroom's live HLS stream plays, full screen (stationDplayer); the tools are
 * locked until the deposit is paid, then checking in once and a note. Every page at 375 and 320.
 */

test.describe('study-tour-stations', () => {
  test('a visitor walks the stations, plays a classroom, books, checks in and writes a note', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/studyTour');
    await authorizeAsNewIdentity(page, '站点学员');
    await page.getByTestId('study-tour-card').first().click();
    await expect(page.getByTestId('study-tour-info-page')).toBeVisible();
    await page.getByTestId('study-tour-stations').click();

    await expect(page.getByTestId('station-list-page')).toBeVisible();
    await expect(page.getByTestId('station-item')).toHaveCount(4);
    await expect(page.getByTestId('station-locked')).toBeVisible();
    await screenshotsAtBothSizes(page, 'station-list');

    await page.getByTestId('station-item').first().click();
    await expect(page.getByTestId('station-info-page')).toBeVisible();
    await expect(page.getByTestId('station-name')).toHaveText('第1站 · 开营课堂');
    await screenshotsAtBothSizes(page, 'station-info');

    // the way into the classroom: held a moment so the loading page can be looked at
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route('**/studyTour/station/detail**', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    const infoUrl = page.url();
    await page.goto(infoUrl.replace('stationInfo', 'stationLoading'));
    await expect(page.getByTestId('station-loading-page')).toBeVisible();
    await screenshotsAtBothSizes(page, 'station-loading');
    release();
    await expect(page).toHaveURL(/\/stationRoom\?stationId=\d+/);
    await expect(page.getByTestId('station-room-page')).toBeVisible();
    const video = page.getByTestId('station-video');
    await expect(video).toHaveAttribute('data-engine', 'hls.js');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
      .toBeGreaterThan(1);
    const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(start + 1);
    await screenshotsAtBothSizes(page, 'station-room');
    // back leaves the classroom for the station, not for the loading page (which replaced itself)
    await page.goBack();
    await expect(page.getByTestId('station-info-page')).toBeVisible();
    await page.getByTestId('station-enter').click();
    await expect(page.getByTestId('station-room-page')).toBeVisible();

    await page.getByTestId('station-fullscreen').click();
    await expect(page.getByTestId('station-dplayer-page')).toBeVisible();
    await expect(page.getByTestId('station-dplayer-video')).toBeVisible();
    await screenshotsAtBothSizes(page, 'station-dplayer');
    await page.goBack();

    await page.getByTestId('station-room-tools').click();
    await expect(page.getByTestId('station-tools-page')).toBeVisible();
    await expect(page.getByTestId('station-tools-locked')).toBeVisible();
    await expect(page.getByTestId('station-checkin')).toHaveCount(0);
    await screenshotsAtBothSizes(page, 'station-tools-locked');
    const toolsUrl = page.url();

    // book the tour and pay the deposit on the sandbox cashier
    await page.getByText('去报名').click();
    await expect(page.getByTestId('study-tour-info-page')).toBeVisible();
    await page.getByTestId('study-tour-agree').check();
    await page.getByTestId('study-tour-book').click();
    await expect(page.getByTestId('study-tour-pay')).toBeVisible();
    await page.getByTestId('study-tour-pay-submit').click();
    await page.getByTestId('sandbox-pay-confirm').click();
    await expect(page.getByTestId('study-tour-result-title')).toHaveText('定金支付成功');

    await page.goto(toolsUrl);
    await expect(page.getByTestId('station-checkin-state')).toHaveText('未打卡');
    await page.getByTestId('station-checkin').click();
    await expect(page.getByTestId('station-checkin-state')).toHaveText('已打卡');
    await expect(page.getByTestId('station-checkin')).toHaveCount(0);
    await page.getByTestId('station-note-input').fill('开营第一课：永字八法，横要平、竖要直。');
    await page.getByTestId('station-note-save').click();
    await expect(page.getByTestId('station-note').first()).toContainText('永字八法');
    await screenshotsAtBothSizes(page, 'station-tools');

    await page.goBack();
    await page.goto(toolsUrl.replace('stationTools', 'stationInfo'));
    await page.getByRole('button', { name: /全部站点/ }).click();
    await expect(page.getByTestId('station-item').first()).toContainText('已打卡');
    await expect(page.getByTestId('station-locked')).toHaveCount(0);
  });
});
