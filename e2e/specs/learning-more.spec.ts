import type { Page } from '@playwright/test';
import { grantCourse, sandboxCourse } from '../support/courses.ts';
import {
  createSandboxSession,
  expect,
  requestsSettled,
  saveScreenshot,
  signIn,
  test,
} from '../support/fixtures.ts';

const DAILY = '每日一听：记忆力小课堂';
const VIDEO = '记忆宫殿进阶：影像记忆实战';

/** Makes the page hidden or visible the way the browser does when the learner switches apps. */
async function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value, configurable: true });
    Object.defineProperty(document, 'hidden', { value: value === 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

test.describe('learning gaps: hiddenNav and the learning-time clock', () => {
  test('audioDetail shows its title bar and the home button; hiddenNav=1 hides the navigation chrome', async ({
    page,
  }) => {
    const { token, customerId } = await createSandboxSession(page);
    await signIn(page, token);
    const daily = await sandboxCourse(page, DAILY);
    await grantCourse(page, customerId, daily.id);
    const first = daily.sections[0]!;

    await page.goto(`/audioDetail?knowledgeRootId=${daily.id}&id=${first.id}`);
    await expect(page.getByTestId('audio-player')).toBeVisible();
    await expect(page.getByTestId('page-nav-bar')).toContainText(DAILY);
    await expect(page.getByTestId('home-button')).toBeVisible();
    await saveScreenshot(page, 'learning-audio-detail-nav');
    await page.getByTestId('nav-list').click();
    await expect(page).toHaveURL(new RegExp(`/lession-list\\?course=${daily.id}$`));
    await page.goBack();
    await expect(page.getByTestId('audio-detail')).toBeVisible();
    await page.getByTestId('nav-back').click();
    await expect(page).toHaveURL(new RegExp(`/lession-list\\?course=${daily.id}$`));

    await page.goto(`/audioDetail?knowledgeRootId=${daily.id}&id=${first.id}&hiddenNav=1`);
    await expect(page.getByTestId('audio-player')).toBeVisible();
    await expect(page.getByTestId('audio-detail')).toHaveAttribute('data-hidden-nav', 'true');
    await expect(page.getByTestId('page-nav-bar')).toHaveCount(0);
    await expect(page.getByTestId('home-button')).toHaveCount(0);
    await expect(page.getByTestId('audio-list')).toBeVisible();

    // a tab route opened with hiddenNav=1 has no tab bar and no download banner
    await page.goto('/center');
    await expect(page.getByTestId('tab-bar')).toBeVisible();
    await expect(page.getByTestId('download-banner')).toBeVisible();
    await page.goto('/center?hiddenNav=1');
    await expect(page.getByTestId('learning-centre')).toBeVisible();
    await expect(page.getByTestId('tab-bar')).toHaveCount(0);
    await expect(page.getByTestId('download-banner')).toHaveCount(0);
  });

  test('inside the native app audioDetail with hiddenNav=1 draws no navigation of its own', async ({
    page,
  }) => {
    const { token, customerId } = await createSandboxSession(page);
    const daily = await sandboxCourse(page, DAILY);
    await grantCourse(page, customerId, daily.id);
    await page.addInitScript((value) => {
      (window as unknown as { AppBridge: object }).AppBridge = {
        getToken: () => value,
        getAppVersion: () => '1.2.1',
      };
    }, token);
    const first = daily.sections[0]!;
    await page.goto(`/audioDetail?knowledgeRootId=${daily.id}&id=${first.id}&hiddenNav=1`);
    await expect(page.getByTestId('audio-player')).toBeVisible();
    await expect(page.getByTestId('page-nav-bar')).toHaveCount(0);
    await expect(page.getByTestId('home-button')).toHaveCount(0);
    await expect(page.getByTestId('tab-bar')).toHaveCount(0);
    await saveScreenshot(page, 'learning-audio-detail-hidden-nav');
  });

  test('the learning time does not count while the page is hidden', async ({ page }) => {
    const { token, customerId } = await createSandboxSession(page);
    await signIn(page, token);
    const video = await sandboxCourse(page, VIDEO);
    await grantCourse(page, customerId, video.id);
    const doc = video.sections.find((s) => s.kind === 'text')!;
    const reports: { sectionId: number; stayTime: number }[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/user/api/v1/sys/reportSectionBrowseLog')) reports.push(r.postDataJSON());
    });
    // The fake clock also runs in real time, so every bound below is read off the page's own clock: on a busy
    // machine the real seconds between the test's steps count as visible time too, and must not fail the test.
    const installedAt = Date.now();
    await page.clock.install({ time: installedAt });
    const pageNow = () => page.evaluate(() => Date.now());
    await page.goto(`/lession-detail?course=${video.id}&section=${doc.id}`);
    await expect(page.getByTestId('lesson-document')).toBeVisible();
    const shownAt = await pageNow();

    await page.clock.runFor(40_000);
    await setVisibility(page, 'hidden');
    const hiddenAt = await pageNow();
    await page.clock.runFor(5 * 60_000);
    await requestsSettled(page);
    expect(reports).toHaveLength(0);

    await setVisibility(page, 'visible');
    const visibleAgainAt = await pageNow();
    // Visible time before hiding was at least hiddenAt - shownAt and at most hiddenAt - installedAt, so the
    // minute completes between these two points after the page is visible again; hidden time would have ended it
    // at once.
    const earliest = visibleAgainAt + 60_000 - (hiddenAt - installedAt);
    const latest = visibleAgainAt + 60_000 - (hiddenAt - shownAt);
    expect(earliest - visibleAgainAt).toBeGreaterThan(1_000);
    const sent = page.waitForRequest((r) => r.url().includes('/user/api/v1/sys/reportSectionBrowseLog'));
    let sentAt = 0;
    for (let step = 0; step < 60 && reports.length === 0; step += 1) {
      await page.clock.runFor(500);
      await requestsSettled(page);
      if (reports.length > 0) sentAt = await pageNow();
    }
    expect(reports).toHaveLength(1);
    const request = await sent;
    expect(request.method()).toBe('PUT');
    expect(request.postDataJSON()).toMatchObject({ sectionId: doc.id, stayTime: 60000 });
    expect(sentAt).toBeGreaterThanOrEqual(earliest);
    // a step of 500 ms plus the real time of one round of the loop
    expect(sentAt).toBeLessThanOrEqual(latest + 5_000);
    await requestsSettled(page);
    expect(reports).toHaveLength(1);
  });
});
