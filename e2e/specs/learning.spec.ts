// Over 300 lines: one suite for a learner's courses and learning pages, sharing the sandbox grants, the course lookups and the learn-report collector; a learner page's test is added here.
import { collectLearnReports, grantCourse, sandboxCourse, swipe } from '../support/courses.ts';
import {
  createSandboxSession,
  expect,
  expectToast,
  saveScreenshot,
  screenshotsAtBothSizes,
  signIn,
  signInNewLearner,
  test,
} from '../support/fixtures.ts';
import { openInApp } from '../support/in-app.ts';

const MEMORY = '21天超级记忆力训练营';
const DAILY = '每日一听：记忆力小课堂';
const VIDEO = '记忆宫殿进阶：影像记忆实战';

test.describe('courses and learning', () => {
  test('plays an audio section: speed, collapse and expand, milestone reports, the global panel, progress', async ({
    page,
  }) => {
    const { token, customerId } = await createSandboxSession(page, { nickname: '听课学员' });
    await signIn(page, token);
    const memory = await sandboxCourse(page, MEMORY);
    await grantCourse(page, customerId, memory.id);
    const reports = collectLearnReports(page);
    const [first] = memory.sections;

    await page.goto(`/detail?course=${memory.id}`);
    await page.getByTestId('detail-tab-list').click();
    await page.getByTestId(`section-${first!.id}`).click();
    await expect(page).toHaveURL(new RegExp(`/audioDetail\\?knowledgeRootId=${memory.id}&id=${first!.id}`));
    const player = page.getByTestId('audio-player');
    await expect(player).toHaveAttribute('data-status', 'paused');

    await page.getByTestId('audio-speed-1.5').click();
    await expect(player).toHaveAttribute('data-speed', '1.5');
    await page.getByTestId('audio-toggle').click();
    await expect(player).toHaveAttribute('data-status', 'playing');
    expect(await page.evaluate(() => document.querySelector('audio')?.playbackRate)).toBe(1.5);
    await saveScreenshot(page, 'courses-audio-detail');

    await swipe(page, 'audio-player', -60);
    await expect(player).toHaveAttribute('data-expanded', 'false');
    await swipe(page, 'audio-player', 20);
    await expect(player).toHaveAttribute('data-expanded', 'false');
    await swipe(page, 'audio-player', 60);
    await expect(player).toHaveAttribute('data-expanded', 'true');

    // the 3 s demo file ends: every milestone once, can-play and end, then the next audio section plays
    await expect
      .poll(() => reports.filter((r) => r.sectionId === first!.id && r.life === 'ended').length, {
        timeout: 15_000,
      })
      .toBe(1);
    const milestones = reports
      .filter((r) => r.sectionId === first!.id && r.life === 'progress')
      .map((r) => r.time);
    expect(milestones.sort((a, b) => a - b)).toEqual([5, 10, 30, 60, 80, 100]);
    expect(reports.filter((r) => r.sectionId === first!.id && r.life === 'canplay')).toHaveLength(1);
    expect(reports.every((r) => r.osName === 'h5' && r.type === 1)).toBe(true);
    const nextAudio = memory.sections.filter((s) => s.kind === 'audio')[1]!;
    await expect(player).toHaveAttribute('data-track-id', String(nextAudio.id));
    await expect(player).toHaveAttribute('data-status', 'playing');
    await page.getByTestId('audio-toggle').click();
    await expect(player).toHaveAttribute('data-status', 'paused');

    // a longer track keeps playing in the global panel while the learner moves on
    const daily = await sandboxCourse(page, DAILY);
    await grantCourse(page, customerId, daily.id);
    await page.goto(`/audioDetail?knowledgeRootId=${daily.id}&id=${daily.sections[0]!.id}`);
    await page.getByTestId('audio-toggle').click();
    await expect(player).toHaveAttribute('data-status', 'playing');
    await page.getByTestId('go-course-list').click();
    await expect(page.getByTestId('lesson-list')).toBeVisible();
    const panel = page.getByTestId('audio-global-panel');
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('data-status', 'playing');
    const t1 = (await page.getByTestId('audio-global-time').textContent()) ?? '';
    await expect(page.getByTestId('audio-global-time')).not.toHaveText(t1);
    await page.getByTestId('go-centre').click();
    await expect(page.getByTestId('learning-centre')).toBeVisible();
    await expect(panel).toHaveAttribute('data-status', 'playing');
    const stored = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('globalAudioResource') ?? 'null'),
    );
    expect(stored).toMatchObject({ id: daily.sections[0]!.id, knowledgeRootId: daily.id, playStatus: true });
    for (const field of [
      'name',
      'url',
      'knowledgeRootHeadImg',
      'duration',
      'originDuration',
      'currentTime',
      'originCurrentTime',
    ])
      expect(stored).toHaveProperty(field);

    // the learning centre shows what was learned
    await page.getByTestId('centre-tab-all').click();
    await expect(page.getByTestId(`centre-course-${memory.id}`).getByTestId('centre-progress')).toContainText(
      /已学 [12]\/5 节/,
    );
    await expect(page.getByTestId(`centre-course-${memory.id}`).getByTestId('centre-study')).toHaveText(
      '继续学习',
    );
    await saveScreenshot(page, 'courses-learning-centre');
    await page.getByTestId('audio-global-toggle').click();
    await expect(panel).toHaveAttribute('data-status', 'paused');
    await page.getByTestId('audio-global-close').click();
    await expect(panel).toHaveCount(0);
  });

  test('a paid video plays its stream with the learner watermark and reports progress', async ({ page }) => {
    const { token, customerId } = await createSandboxSession(page);
    await signIn(page, token);
    const video = await sandboxCourse(page, VIDEO);
    await grantCourse(page, customerId, video.id);
    const reports = collectLearnReports(page);
    const stream = video.sections[0]!;
    await page.goto(`/video-detail?course=${video.id}&section=${stream.id}`);
    const player = page.getByTestId('video-player');
    await expect(player).toHaveAttribute('data-engine', 'hls.js');
    const info = await page.request.get('/sandbox/api/courses');
    expect(info.ok()).toBe(true);
    const watermark = page.getByTestId('watermark');
    await expect(watermark).toBeVisible();
    const learnNumber = await page.evaluate(
      () => JSON.parse(localStorage.getItem('userInfo') ?? '{}').learnNumber as string,
    );
    const expected = learnNumber.replace(/\d/g, (d) => String((Number(d) + 1) % 10));
    await expect(watermark).toHaveAttribute('data-text', expected);
    await player.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect
      .poll(() => reports.filter((r) => r.sectionId === stream.id && r.life === 'ended').length, {
        timeout: 20_000,
      })
      .toBe(1);
    expect(
      reports
        .filter((r) => r.sectionId === stream.id && r.life === 'progress')
        .map((r) => r.time)
        .sort((a, b) => a - b),
    ).toEqual([5, 10, 30, 60, 80, 100]);
    expect(reports.every((r) => r.type === 2)).toBe(true);
    await player.evaluate((v: HTMLVideoElement) => {
      v.currentTime = 2;
    });
    await saveScreenshot(page, 'courses-video-page');

    // a document of the paid course carries the watermark too
    const doc = video.sections.find((s) => s.kind === 'text')!;
    await page.goto(`/lession-detail?course=${video.id}&section=${doc.id}`);
    await expect(page.getByTestId('lesson-document')).toBeVisible();
    await expect(page.getByTestId('watermark')).toHaveAttribute('data-text', expected);
  });

  test('locked content says why (a lock that buying opens offers the purchase) and returns to the list after 1 s', async ({
    page,
  }) => {
    const { token, customerId } = await createSandboxSession(page);
    await signIn(page, token);
    const daily = await sandboxCourse(page, DAILY);
    const [, second, third] = daily.sections;
    await page.goto(`/lession-list?course=${daily.id}`);
    await page.getByTestId(`section-${second!.id}`).click();
    await expect(page.getByTestId('purchase-offer')).toContainText('您还未购买课程');
    await page.getByTestId('purchase-offer-close').click();
    await expect(page.getByTestId('purchase-offer')).toHaveCount(0);

    await grantCourse(page, customerId, daily.id);
    await page.goto(`/audioDetail?knowledgeRootId=${daily.id}&id=${third!.id}`);
    await expectToast(page, '该章节还未解锁');
    await expect(page).toHaveURL(new RegExp(`/lession-list\\?course=${daily.id}$`), { timeout: 3000 });
    await expect(page.getByTestId(`section-${third!.id}`)).toHaveAttribute('data-locked', 'true');
  });

  test('a lesson page reports the learning time every minute with stayTime 60000', async ({ page }) => {
    const { token, customerId } = await createSandboxSession(page);
    await signIn(page, token);
    const video = await sandboxCourse(page, VIDEO);
    await grantCourse(page, customerId, video.id);
    const doc = video.sections.find((s) => s.kind === 'text')!;
    await page.clock.install();
    await page.goto(`/lession-detail?course=${video.id}&section=${doc.id}`);
    await expect(page.getByTestId('lesson-document')).toBeVisible();
    const sent = page.waitForRequest((r) => r.url().includes('/user/api/v1/sys/reportSectionBrowseLog'));
    await page.clock.fastForward(60_000);
    const request = await sent;
    expect(request.method()).toBe('PUT');
    expect(request.postDataJSON()).toMatchObject({ sectionId: doc.id, stayTime: 60000 });
  });
});

test.describe('homework, exams and the learner pages', () => {
  test('hands in an exam and homework, sees notes and the certificate', async ({ page }) => {
    const { token, customerId } = await createSandboxSession(page, { nickname: '考试学员' });
    await signIn(page, token);
    const memory = await sandboxCourse(page, MEMORY);
    await grantCourse(page, customerId, memory.id);
    await page.goto(`/exam?course=${memory.id}`);
    await expect(page.getByTestId('exam-page')).toBeVisible();
    for (const option of [
      'A. 学习后的最初几小时',
      'A. 画面夸张',
      'B. 加入声音和气味',
      'D. 让画面动起来',
      'B. 错误',
      'B. 5 个',
    ]) {
      await page.getByRole('button', { name: option }).click();
    }
    await page.getByTestId('exam-submit').click();
    await expect(page.getByTestId('exam-score')).toContainText('100');
    await page.goto(`/get-citation?course=${memory.id}`);
    await page.getByTestId('claim-certificate').click();
    await expect(page.getByText('奖　状')).toBeVisible();
    await saveScreenshot(page, 'courses-citation');

    await page.goto(`/homework?course=${memory.id}`);
    await page.locator('textarea').first().fill('苹果开着火车，车上撑着雨伞。');
    await page.getByRole('button', { name: '提交作业' }).first().click();
    await expect(page.getByRole('button', { name: '修改作业' }).first()).toBeVisible();
    await saveScreenshot(page, 'courses-homework');

    await page.goto(`/studyReport`);
    await expect(page.getByTestId('study-report')).toContainText('考试学员');
    await expect(page.getByTestId('study-report-courses')).toContainText(MEMORY);
    await expect(page.getByTestId('study-report').getByTestId('empty')).toHaveCount(0);
    await saveScreenshot(page, 'courses-study-report');
  });

  test('a learner without a course: 学习报告, 我的班级 and 奖状 say so and show the way on, not an empty card', async ({
    page,
  }) => {
    await signInNewLearner(page, { nickname: '新学员' });
    await page.goto('/study-report');
    await expect(page.getByTestId('study-report')).toContainText('新学员 的学习报告');
    await expect(page.getByTestId('study-report-courses')).toHaveCount(0);
    await expect(page.getByTestId('empty')).toContainText('还没有课程');
    await screenshotsAtBothSizes(page, 'courses-study-report-empty');
    await page.getByTestId('empty-find-courses').click();
    await expect(page).toHaveURL(/\/shoppingMall/);
    await expect(page.getByTestId('mall-page')).toBeVisible();

    await openInApp(page, '/myclass');
    await expect(page.getByTestId('my-class').getByTestId('empty')).toContainText('还没有班级');
    await screenshotsAtBothSizes(page, 'courses-my-class-empty');
    await page.getByTestId('empty-find-courses').click();
    await expect(page).toHaveURL(/\/shoppingMall/);

    await openInApp(page, '/citation');
    await expect(page.getByTestId('empty')).toContainText('通过结课考试即可领取奖状');
    await screenshotsAtBothSizes(page, 'courses-citation-empty');
    await page.getByTestId('empty-way-on').click();
    await expect(page).toHaveURL(/\/center/);
    await expect(page.getByTestId('learning-centre')).toBeVisible();
  });

  test('homework, the exam and 打卡 of a course not bought say so and lead to the course’s page', async ({
    page,
  }) => {
    await signInNewLearner(page);
    const memory = await sandboxCourse(page, MEMORY);
    for (const route of ['homework', 'exam', 'practiceClockingIn']) {
      await openInApp(page, `/${route}?course=${memory.id}`);
      await expect(page.getByTestId('load-error')).toContainText('您还未购买课程');
      await screenshotsAtBothSizes(page, `courses-not-bought-${route}`);
      await page.getByTestId('load-error-way-on').click();
      await expect(page).toHaveURL(new RegExp(`/detail\\?course=${memory.id}$`));
      await expect(page.getByTestId('course-detail')).toContainText(MEMORY);
    }
  });

  test('handing in with questions left asks in the app’s own dialog, and 取消 keeps the answers', async ({
    page,
  }) => {
    const { token, customerId } = await createSandboxSession(page);
    await signIn(page, token);
    const memory = await sandboxCourse(page, MEMORY);
    await grantCourse(page, customerId, memory.id);
    // a browser's own confirm box shows the site's address as its title: the app never opens one
    const nativeDialogs: string[] = [];
    page.on('dialog', (dialog) => {
      nativeDialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/exam?course=${memory.id}`);
    await page.getByRole('button', { name: 'A. 学习后的最初几小时' }).click();
    // a double tap asks once
    await page.getByTestId('exam-submit').dblclick();
    const dialog = page.locator('.adm-modal');
    await expect(dialog).toHaveCount(1);
    await expect(dialog).toContainText('还有 3 题未作答，确定交卷吗？');
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('exam-score')).toHaveCount(0);
    await page.getByTestId('exam-submit').click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByTestId('exam-score')).toContainText('25');
    expect(nativeDialogs).toEqual([]);
  });
});
