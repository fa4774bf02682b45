import type { Page } from '@playwright/test';
import { grantCourse, sandboxCourse } from '../support/courses.ts';
import {
  authorizeAsNewIdentity,
  expect,
  expectToast,
  registerOnRegisterPage,
  screenshotsAtBothSizes,
  signInNewLearner,
  test,
} from '../support/fixtures.ts';
import { phoneWithFakeMicrophone } from '../support/media.ts';

/**
 * Voice comments on a lesson (commentVoice, 语音点评) in Chromium with a fake microphone fed a generated 440 Hz
 * tone (as the piano tuner's test): a brand-new visitor opens a lesson's voice comments, authorizes through the
 * sandbox, is told only owners may publish, buys the course (mobile, SMS code, the sandbox pay sheet), comes
 * back by the lesson page's 语音点评 entry, is refused a recording under a second, records, re-records about two
 * seconds, previews, publishes, sees it in the list with its length, plays it, finds it playable in myComment,
 * and deletes it. A refused microphone says 请允许使用麦克风. Every screen at 375 and 320.
 */

const COURSE = '零基础硬笔书法：30天写出一手好字';

const confirmDialog = (page: Page, name: string) =>
  page.locator('.adm-modal').getByRole('button', { name, exact: true }).click();

/** Waits for a voice clip to play, then to end by itself. */
async function expectPlayedThrough(page: Page, testId: string): Promise<void> {
  const clip = page.getByTestId(testId);
  await clip.click();
  await expect(clip).toHaveAttribute('data-state', 'playing');
  await expect(clip).toHaveAttribute('data-state', 'idle', { timeout: 15_000 });
}

test.describe('voice comments on a lesson (commentVoice)', () => {
  test('a new visitor buys the course, records, previews, publishes, plays and deletes a voice comment', async () => {
    test.slow();
    const { browser, context } = await phoneWithFakeMicrophone();
    try {
      // a brand-new visitor: a fresh context, nothing stored
      const page = await context.newPage();
      const course = await sandboxCourse(page, COURSE);
      const lesson = course.sections[0]!;

      await page.goto(`/commentVoice?sectionId=${lesson.id}`);
      await authorizeAsNewIdentity(page, '语音学员');
      await expect(page.getByTestId('comment-voice-page')).toBeVisible();
      await expect(page.getByTestId('comment-voice-lesson')).toHaveText(lesson.title);
      await expect(page.getByTestId('comment-voice-course')).toHaveText(COURSE);
      await expect(page.getByTestId('comment-voice-blocked')).toContainText('购买本课程后才能发布语音点评');
      await expect(page.getByTestId('voice-recorder')).toHaveCount(0);
      await expect(page.getByTestId('voice-comments').getByTestId('empty')).toBeVisible();
      await screenshotsAtBothSizes(page, 'learning-voice-not-owner');

      // buys the course: the way the page offers, a mobile bound on the way, the sandbox pay sheet
      await page.getByTestId('comment-voice-buy').click();
      await expect(page.getByTestId('course-title')).toHaveText(COURSE);
      await page.getByTestId('buy-now').click();
      await registerOnRegisterPage(page);
      await expect(page.getByTestId('ensure-page')).toBeVisible();
      await page.getByTestId('pay-method-2').click();
      await page.getByTestId('order-submit').click();
      await page.getByTestId('sandbox-pay-confirm').click();
      await expect(page.getByTestId('pay-result-status')).toHaveText('支付成功');

      // back through the lesson page's entry
      await page.goto(`/lession-detail?course=${course.id}&section=${lesson.id}`);
      await expect(page.getByTestId('lesson-title')).toHaveText(lesson.title);
      await screenshotsAtBothSizes(page, 'learning-voice-lesson-entry', () =>
        page.getByTestId('voice-comment-entry').scrollIntoViewIfNeeded(),
      );
      await page.getByTestId('voice-comment-entry').click();
      await expect(page).toHaveURL(new RegExp(`/commentVoice\\?sectionId=${lesson.id}$`));
      const recorder = page.getByTestId('voice-recorder');
      await expect(recorder).toHaveAttribute('data-state', 'idle');
      await expect(page.getByTestId('recorder-caption')).toContainText('今天还可发布 20 条');
      await screenshotsAtBothSizes(page, 'learning-voice-ready');

      // under a second: refused. The stop tap is made by the page the moment recording starts: from the test
      // process, a second tap on a busy machine can come more than a second later.
      const toggle = page.getByTestId('recorder-toggle');
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const box = document.querySelector('[data-testid="voice-recorder"]')!;
            const tap = document.querySelector<HTMLElement>('[data-testid="recorder-toggle"]')!;
            const started = new MutationObserver(() => {
              if (box.getAttribute('data-state') !== 'recording') return;
              started.disconnect();
              tap.click();
              resolve();
            });
            started.observe(box, { attributes: true, attributeFilter: ['data-state'] });
            tap.click();
          }),
      );
      await expectToast(page, '录音时间太短');
      await expect(recorder).toHaveAttribute('data-state', 'idle');

      // a recording, looked at while it runs, then re-recorded
      await toggle.click();
      await expect(page.getByTestId('recorder-time')).toHaveText('0:01');
      await screenshotsAtBothSizes(page, 'learning-voice-recording');
      await toggle.click();
      await expect(recorder).toHaveAttribute('data-state', 'preview');
      await page.getByTestId('recorder-rerecord').click();
      await expect(recorder).toHaveAttribute('data-state', 'idle');

      // about two seconds, previewed, published
      await toggle.click();
      await expect(page.getByTestId('recorder-caption')).toContainText('还可录');
      await expect(page.getByTestId('recorder-time')).toHaveText('0:02', { timeout: 5_000 });
      await toggle.click();
      await expect(recorder).toHaveAttribute('data-state', 'preview');
      // about two seconds: the tap lands a little after the counter shows 0:02 (later on a busy machine)
      const preview = page.getByTestId('recorder-preview-clip');
      await expect(preview).toHaveText(/^\d+″$/);
      const seconds = Number.parseInt((await preview.textContent())!, 10);
      expect(seconds).toBeGreaterThanOrEqual(2);
      expect(seconds).toBeLessThanOrEqual(8);
      await screenshotsAtBothSizes(page, 'learning-voice-preview');
      await expectPlayedThrough(page, 'recorder-preview-clip');
      await page.getByTestId('recorder-publish').click();
      await expectToast(page, '发布成功');
      await expect(recorder).toHaveAttribute('data-state', 'idle');
      await expect(page.getByTestId('recorder-caption')).toContainText('今天还可发布 19 条');

      // in the list: the learner's nickname, its length (measured again by the server), playable
      const item = page.locator('[data-testid^="voice-comment-"][data-mine="true"]');
      await expect(item).toHaveCount(1);
      await expect(item).toContainText('语音学员');
      const clip = item.locator('[data-testid^="voice-clip-"]');
      await expect(clip).toHaveText(/^\d+″$/);
      const stored = (await clip.textContent())!;
      expect(Math.abs(Number.parseInt(stored, 10) - seconds)).toBeLessThanOrEqual(1);
      await expect(page.getByTestId('voice-comments-total')).toHaveText('1 条');
      const clipId = (await clip.getAttribute('data-testid'))!.replace('voice-clip-', '');
      await expectPlayedThrough(page, `voice-clip-${clipId}`);
      await screenshotsAtBothSizes(page, 'learning-voice-published');

      // myComment shows it as a voice item that plays
      await page.goto('/myComment');
      const mine = page.getByTestId(`my-comment-voice-${clipId}`);
      await expect(mine).toHaveText(stored);
      await expect(page.getByTestId('my-comment').first()).toHaveAttribute('data-kind', 'voice');
      await expectPlayedThrough(page, `my-comment-voice-${clipId}`);
      await screenshotsAtBothSizes(page, 'learning-voice-my-comment');

      // deleted after a confirmation
      await page.getByTestId('my-comment').first().locator('.sp-mc-source').click();
      await expect(page).toHaveURL(new RegExp(`/commentVoice\\?sectionId=${lesson.id}$`));
      await page.getByTestId(`voice-delete-${clipId}`).click();
      await expect(page.locator('.adm-modal')).toContainText('确定删除这条语音点评吗');
      await screenshotsAtBothSizes(page, 'learning-voice-delete-confirm');
      await confirmDialog(page, '删除');
      await expectToast(page, '已删除');
      await expect(page.getByTestId(`voice-comment-${clipId}`)).toHaveCount(0);
      await expect(page.getByTestId('voice-comments').getByTestId('empty')).toBeVisible();
      // deleted ones still count against the day's limit
      await expect(page.getByTestId('recorder-caption')).toContainText('今天还可发布 19 条');
      await screenshotsAtBothSizes(page, 'learning-voice-deleted');
    } finally {
      await browser.close();
    }
  });

  test('a refused microphone says 请允许使用麦克风, and a tap asks again', async ({ page }) => {
    const { customerId } = await signInNewLearner(page);
    const course = await sandboxCourse(page, COURSE);
    await grantCourse(page, customerId, course.id);
    await page.addInitScript(() => {
      const devices = navigator.mediaDevices ?? {};
      (window as { __micAsks?: number }).__micAsks = 0;
      Object.defineProperty(navigator, 'mediaDevices', {
        configurable: true,
        value: Object.assign(devices, {
          getUserMedia: () => {
            (window as { __micAsks?: number }).__micAsks! += 1;
            return Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
          },
        }),
      });
    });
    await page.goto(`/commentVoice?sectionId=${course.sections[0]!.id}`);
    await page.getByTestId('recorder-toggle').click();
    await expect(page.getByTestId('voice-recorder')).toHaveAttribute('data-state', 'denied');
    await expect(page.getByTestId('recorder-message')).toContainText('请允许使用麦克风');
    await screenshotsAtBothSizes(page, 'learning-voice-microphone-denied');
    await page.getByTestId('recorder-toggle').click();
    await expect.poll(() => page.evaluate(() => (window as { __micAsks?: number }).__micAsks)).toBe(2);
  });
});
