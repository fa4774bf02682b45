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
 * Live lessons and Q&A (issue 18) in Chromium. Lives are scheduled relative to now through the sandbox
 * (`POST /sandbox/api/lives`, one of each test's own), the stream is the sandbox's sliding HLS live playlist:
 * the room counts down, then plays the stream through hls.js (its currentTime advances), an ended live plays its
 * replay; the notice subscribes; the app-diversion variant. A learner asks, the demo teacher (teacherLogin)
 * answers with text and a video, the learner sees the answer and plays the video. Every page at 375 and 320.
 */

const LIVE_COURSE = '记忆宫殿进阶：影像记忆实战';
const TEACHER = { mobile: '13900000001', password: 'teacher123', name: '王老师' };

async function newLive(
  page: Page,
  input: { startsInSeconds: number; durationSeconds: number; audience?: 'owners' | 'public'; title: string },
): Promise<number> {
  const response = await page.request.post('/sandbox/api/lives', { data: { audience: 'public', ...input } });
  const body = (await response.json()) as { code: number; data: { liveId: number } };
  expect(body.code).toBe(0);
  return body.data.liveId;
}

/** The video's playback position advances by more than a second: it really plays. */
async function expectPlaying(page: Page, testId: string): Promise<void> {
  const video = page.getByTestId(testId);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
    .toBeGreaterThan(1);
  const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(start + 1);
}

test.describe('learning-live', () => {
  test('a live room plays the replay after a live, counts down before one and plays the HLS stream during it', async ({
    page,
  }) => {
    test.slow();
    const suffix = Date.now().toString(36);
    // a brand-new visitor (through the sandbox authorization) opens an ended live: the replay
    const endedId = await newLive(page, {
      startsInSeconds: -3600,
      durationSeconds: 1800,
      title: `已结束 ${suffix}`,
    });
    await page.goto(`/qiniu-stream/${endedId}`);
    await authorizeAsNewIdentity(page, '直播观众');
    await expect(page.getByTestId('live-room-page')).toBeVisible();
    await expect(page.getByTestId('live-status')).toHaveText('已结束');
    await expect(page.getByTestId('live-stage-replay')).toBeVisible();
    await page.getByTestId('live-replay').evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expectPlaying(page, 'live-replay');
    await screenshotsAtBothSizes(page, 'live-room-replay');

    // a live starting soon: the countdown, then (no reload) the stream plays through hls.js
    const liveId = await newLive(page, {
      startsInSeconds: 15,
      durationSeconds: 600,
      title: `直播间测试 ${suffix}`,
    });
    await page.goto(`/qiniu-stream/${liveId}`);
    await expect(page.getByTestId('live-status')).toHaveText('未开始');
    await expect(page.getByTestId('live-countdown')).toContainText('秒');
    await screenshotsAtBothSizes(page, 'live-room-countdown');
    await expect(page.getByTestId('live-stage-live')).toBeVisible({ timeout: 45_000 });
    await expect(page.getByTestId('live-status')).toHaveText('直播中');
    await expect(page.getByTestId('live-video')).toHaveAttribute('data-engine', 'hls.js');
    await expectPlaying(page, 'live-video');
    await screenshotsAtBothSizes(page, 'live-room-live');

    // the app-diversion variant of the same live
    await page.goto(`/qiniuAppDiversion/${liveId}`);
    await expect(page.getByTestId('live-diversion-page')).toBeVisible();
    await expect(page.getByTestId('live-diversion-bar')).toContainText('打开APP');
    await expectPlaying(page, 'live-video');
    await screenshotsAtBothSizes(page, 'live-diversion');
  });

  test('the notice of an upcoming live: countdown, reminder, the course’s schedule', async ({ page }) => {
    const suffix = Date.now().toString(36);
    await signInNewLearner(page, { nickname: '预约学员' });
    const liveId = await newLive(page, {
      startsInSeconds: 2 * 86_400,
      durationSeconds: 3600,
      title: `预告 ${suffix}`,
    });
    await page.goto(`/liveNoticeDetail?liveId=${liveId}`);
    await expect(page.getByTestId('live-notice-page')).toBeVisible();
    await expect(page.getByTestId('live-title')).toHaveText(`预告 ${suffix}`);
    await expect(page.getByTestId('live-countdown')).toContainText('天');
    await expect(page.getByTestId('live-schedule-item').first()).toBeVisible();
    await page.getByTestId('live-subscribe').click();
    await expect(page.getByTestId('live-subscribe')).toHaveText('已预约');
    await expect(page.getByTestId('live-subscribe')).toBeDisabled();
    await screenshotsAtBothSizes(page, 'live-notice');
  });

  test('a learner asks, the teacher answers with text and a video, the learner sees and plays it', async ({
    page,
    browser,
  }) => {
    test.slow();
    const suffix = Date.now().toString(36);
    const learner = await signInNewLearner(page, { nickname: '提问学员' });
    const course = await sandboxCourse(page, LIVE_COURSE);
    await grantCourse(page, learner.customerId, course.id);

    // the course's lesson centre lists its lives and leads to its Q&A
    await page.goto(`/lesson-center/${course.id}`);
    await expect(page.getByTestId('lesson-centre')).toBeVisible();
    await expect(page.getByTestId('live-schedule-item')).toHaveCount(3);
    await screenshotsAtBothSizes(page, 'lesson-centre-lives', async () => {
      await page.getByTestId('live-schedule').scrollIntoViewIfNeeded();
    });
    await page.getByRole('button', { name: '问答', exact: true }).click();
    await expect(page.getByTestId('qa-all-page')).toBeVisible();
    await expect(page.getByTestId('qa-item').first()).toBeVisible(); // the seeded public questions
    await screenshotsAtBothSizes(page, 'qa-all');
    await page.getByTestId('qa-ask').click();
    await expect(page.getByTestId('qa-ask-page')).toBeVisible();
    await page.getByTestId('qa-input').fill('太短');
    await page.getByTestId('qa-submit').click();
    await expect(page.getByTestId('qa-error')).toHaveText('问题至少 5 个字');
    const question = `影像记忆时画面总是模糊，怎么办？${suffix}`;
    await page.getByTestId('qa-input').fill(question);
    await screenshotsAtBothSizes(page, 'qa-ask');
    await page.getByTestId('qa-submit').click();
    await expect(page.getByTestId('qa-detail-page')).toBeVisible();
    await expect(page.getByTestId('qa-question')).toHaveText(question);
    await expect(page.getByTestId('qa-waiting')).toBeVisible();
    const detailUrl = page.url();

    // the teacher, on their own phone: signed in as a learner of the app and as the teacher (teacherLogin)
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const teacher = await context.newPage();
    await signInNewLearner(teacher, { nickname: '老师的微信' });
    await teacher.goto('/teacherLogin');
    await teacher.getByTestId('account-mobile').fill(TEACHER.mobile);
    await teacher.getByTestId('teacher-password').fill(TEACHER.password);
    await teacher.getByTestId('account-submit').click();
    await expect(teacher.getByTestId('teacher-name')).toHaveText(TEACHER.name);
    await teacher.goto(detailUrl);
    await expect(teacher.getByTestId('qa-answer-form')).toBeVisible();
    await teacher
      .getByTestId('qa-answer-input')
      .fill('先从熟悉的物品练起，每个画面加上颜色和动作，会清晰很多。');
    await teacher.getByTestId('qa-answer-video').fill('/uploads/media/pattern.mp4');
    await screenshotsAtBothSizes(teacher, 'qa-teacher-answer');
    await teacher.getByTestId('qa-answer-submit').click();
    await expect(teacher.getByTestId('qa-answer')).toContainText('先从熟悉的物品练起');
    await context.close();

    await page.reload();
    await expect(page.getByTestId('qa-answer')).toContainText(`${TEACHER.name}的回答`);
    await expect(page.getByTestId('qa-answer')).toContainText('先从熟悉的物品练起');
    await screenshotsAtBothSizes(page, 'qa-detail');
    await page.getByTestId('qa-watch-video').click();
    await expect(page.getByTestId('qa-video-page')).toBeVisible();
    await page.getByTestId('qa-video').evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expectPlaying(page, 'qa-video');
    await screenshotsAtBothSizes(page, 'qa-video');
  });
});
