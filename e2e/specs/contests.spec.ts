import type { Browser, Page } from '@playwright/test';
import { E2E_PORT, MESSAGING_APP_UA } from '../support/constants.ts';
import {
  authorizeAsNewIdentity,
  expect,
  registerOnRegisterPage,
  screenshotsAtBothSizes,
  signInNewLearner,
  test,
} from '../support/fixtures.ts';
import { openInApp } from '../support/in-app.ts';
import { sineWav } from '../support/media.ts';

/**
 * Contests (issue 16) in Chromium: a memory-contest contestant applies, uploads a generated WAV (signed PUT to
 * the local store, checked by the server), a friend who arrives as a brand-new visitor (through the sandbox
 * authorization page) votes, the rank and the result page show the vote; every contest page at 375 and 320.
 */

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: MESSAGING_APP_UA,
    locale: 'zh-CN',
  });
  return context.newPage();
}

test('a memory contestant applies, uploads audio, a new visitor votes, the rank and result follow', async ({
  page,
  browser,
}) => {
  test.slow();
  await signInNewLearner(page, { nickname: '参赛小明' });
  await page.goto('/memoryActivity');
  await expect(page.getByTestId('contest-home-page')).toBeVisible();
  await expect(page.getByTestId('contest-title')).toHaveText('全国青少年记忆力大赛');
  await screenshotsAtBothSizes(page, 'contests-memory-activity');

  await page.getByTestId('contest-apply-button').click();
  await expect(page.getByTestId('contest-apply-page')).toBeVisible();
  await page.getByTestId('contest-apply-submit').click();
  await expect(page.getByTestId('contest-apply-error')).toContainText('参赛者姓名');
  await page.getByTestId('contest-apply-name').fill('王小明');
  await screenshotsAtBothSizes(page, 'contests-memory-apply');
  await page.getByTestId('contest-apply-submit').click();
  await expect(page.getByTestId('contest-apply-success-page')).toBeVisible();
  await expect(page.getByTestId('contest-entry-no')).toContainText('王小明');
  await screenshotsAtBothSizes(page, 'contests-apply-success');

  await page.getByTestId('contest-go-upload').click();
  await expect(page.getByTestId('contest-upload-page')).toBeVisible();
  // A file that is not audio by its content is refused, whatever its name says.
  await page.getByTestId('contest-upload-input').setInputFiles({
    name: 'fake.wav',
    mimeType: 'audio/wav',
    buffer: Buffer.from('this is not a recording at all'),
  });
  await expect(page.getByTestId('contest-upload-error')).toContainText('文件格式不支持');
  // The hint above names the very formats the refusal names (one list, packages/domain upload-formats).
  await expect(page.getByTestId('contest-upload-hint')).toContainText('WAV、MP3、M4A、AAC 音频');
  const formats = (await page.getByTestId('contest-upload-hint').textContent())!.match(/^(\S+) 音频/)![1]!;
  await expect(page.getByTestId('contest-upload-error')).toHaveText(
    `文件格式不支持：请上传 ${formats} 格式的音频`,
  );
  await page.getByTestId('contest-upload-input').setInputFiles({
    name: 'entry.wav',
    mimeType: 'audio/wav',
    buffer: sineWav(440, 3),
  });
  await expect(page.getByTestId('contest-upload-done')).toBeVisible();
  await expect(page.getByTestId('contest-my-entry')).toContainText('王小明');
  await screenshotsAtBothSizes(page, 'contests-memory-upload');

  await page.getByTestId('contest-invite-button').click();
  await expect(page.getByTestId('contest-invite-vote-page')).toBeVisible();
  const entryId = new URL(page.url()).searchParams.get('entryId');
  expect(entryId).toMatch(/^\d+$/);
  await screenshotsAtBothSizes(page, 'contests-memory-invite-vote');

  // The friend opens the shared vote page on a phone that has never seen the app.
  const friend = await phone(browser);
  await friend.goto(`/memoryVote?entryId=${entryId}`);
  await authorizeAsNewIdentity(friend, '投票好友');
  await expect(friend.getByTestId('contest-vote-page')).toBeVisible();
  await expect(friend.getByTestId('contest-entry-votes')).toHaveText('0');
  // the player knows the 3-second recording's length before it is played (not 0:00 / 0:00)
  await expect
    .poll(() =>
      friend.getByTestId('contest-entry-audio').evaluate((audio: HTMLAudioElement) => audio.duration),
    )
    .toBeCloseTo(3, 1);
  await screenshotsAtBothSizes(friend, 'contests-memory-vote');
  await friend.getByTestId('contest-vote-button').click();
  await expect(friend.getByTestId('contest-vote-message')).toContainText('投票成功');
  await expect(friend.getByTestId('contest-entry-votes')).toHaveText('1');
  await expect(friend.getByTestId('contest-vote-button')).toBeDisabled();
  // The same entry under another family's vote page is not there: the video contest's frame and its ranking.
  await friend.goto(`/shortVideoVote?entryId=${entryId}`);
  await expect(friend.getByTestId('contest-vote-missing')).toContainText('作品不存在');
  await expect(friend.getByTestId('contest-title')).toHaveText('短视频创作大赛');
  await friend.context().close();

  await page.goto('/memoryRank');
  await expect(page.getByTestId('contest-rank-mine')).toContainText('王小明');
  await expect(page.getByTestId('contest-rank-mine').getByTestId('contest-entry-votes')).toHaveText('1');
  await screenshotsAtBothSizes(page, 'contests-memory-rank');
  await page.goto('/memoryVoteResult');
  await expect(page.getByTestId('contest-result-mine')).toContainText('王小明');
  await screenshotsAtBothSizes(page, 'contests-memory-result');

  // No certificate while votes are open: the place is not final (console-contests.spec downloads one after the
  // result is published).
  await expect(page.getByTestId('contest-certificate-reason')).toHaveText('投票结束、结果公布后可领取证书');
  await page.goto('/memoryPdf');
  await expect(page.getByTestId('contest-certificate-reason')).toHaveText('投票结束、结果公布后可领取证书');
  await expect(page.getByTestId('contest-certificate-link')).toHaveCount(0);
});

test('apacInvite: a friend applies through the contestant’s invitation and the contestant sees them', async ({
  page,
  browser,
}) => {
  test.slow();
  await signInNewLearner(page, { nickname: '邀请小华' });
  await page.goto('/apacInvite');
  await expect(page.getByTestId('contest-invite-apply-first')).toBeVisible();
  await page.goto('/apacApply');
  await page.getByTestId('contest-apply-name').fill('陈小华');
  await page.getByTestId('contest-apply-region').fill('华南赛区');
  await page.getByTestId('contest-apply-submit').click();
  await expect(page.getByTestId('contest-apply-success-page')).toBeVisible();

  await page.goto('/apacInvite');
  await expect(page.getByTestId('contest-invitee-count')).toHaveText('0 人');
  const link = await page.getByTestId('contest-invite-link').getAttribute('href');
  expect(link).toMatch(/^\/apacInviteApply\?inviter=\d+$/);

  // The friend opens the shared link on a phone that has never seen the app, and applies.
  const friend = await phone(browser);
  await friend.goto(link!);
  await authorizeAsNewIdentity(friend, '受邀好友');
  // The apply route asks a new learner to bind a mobile first, then comes back to the invitation.
  await registerOnRegisterPage(friend);
  await expect(friend.getByTestId('contest-apply-page')).toBeVisible();
  await expect(friend).toHaveURL(/\/apacInviteApply\?inviter=\d+/);
  await friend.getByTestId('contest-apply-name').fill('林受邀');
  await friend.getByTestId('contest-apply-region').fill('华南赛区');
  await friend.getByTestId('contest-apply-submit').click();
  await expect(friend.getByTestId('contest-apply-success-page')).toBeVisible();
  await expect(friend).toHaveURL(/\/apacInviteSuccess/);
  await friend.context().close();

  await page.reload();
  await expect(page.getByTestId('contest-invitee-count')).toHaveText('1 人');
  await expect(page.getByTestId('contest-invitee')).toHaveCount(1);
  await expect(page.getByTestId('contest-invitee')).toContainText('受邀好友');
  await expect(page.getByTestId('contest-invitee')).toContainText('已报名');
  await screenshotsAtBothSizes(page, 'contests-apac-invite-friends');
});

test('a stale shared vote link leads a brand-new visitor to the contest and its ranking, not to 重新加载', async ({
  page,
}) => {
  await page.goto('/memoryVote?entryId=99999999');
  await authorizeAsNewIdentity(page);
  const missing = page.getByTestId('contest-vote-missing');
  await expect(missing).toContainText('作品不存在');
  await expect(page.getByTestId('contest-title')).toHaveText('全国青少年记忆力大赛');
  await expect(page.getByRole('button', { name: '重新加载' })).toHaveCount(0);
  await screenshotsAtBothSizes(page, 'contests-memory-vote-missing');
  await page.getByTestId('contest-vote-missing-rank').click();
  await expect(page.getByTestId('contest-rank-page')).toBeVisible();
  await expect(page).toHaveURL(/\/memoryRank/);

  // No entry id at all: the same way on, and the frame's link to the contest home.
  await page.goto('/memoryVote');
  await expect(missing).toContainText('未找到该作品');
  await page.getByTestId('contest-nav-activity').click();
  await expect(page.getByTestId('contest-home-page')).toBeVisible();
});

test('every stage page of the three families opens with real data', async ({ page }) => {
  test.slow();
  await signInNewLearner(page);
  const pages: [string, string][] = [
    ['/memoryPreliminary', 'contest-stage-preliminary'],
    ['/memoryPrelive', 'contest-stage-prelive'],
    ['/memoryExercise', 'contest-stage-exercise'],
    ['/memoryQuestions', 'contest-stage-questions'],
    ['/memoryPdf', 'contest-stage-pdf'],
    ['/memoryTopRank', 'contest-rank-page'],
    ['/outDate', 'contest-out-date-page'],
    ['/shortVideoActivity', 'contest-home-page'],
    ['/shortVideoUpload', 'contest-upload-page'],
    ['/apacApply', 'contest-apply-page'],
    ['/apacInvite', 'contest-invite-page'],
    // The good-voice single pages: the same engine on the 好声音 contest.
    ['/good-voice', 'contest-home-page'],
    ['/sign-up', 'contest-apply-page'],
    ['/handin-works', 'contest-upload-page'],
    ['/vote-list', 'contest-rank-page'],
    ['/voice-rule', 'contest-stage-rules'],
  ];
  for (const [path, testId] of pages) {
    await openInApp(page, path);
    await expect(page.getByTestId(testId)).toBeVisible();
    await screenshotsAtBothSizes(page, `contests${path.replace('/', '-')}`);
  }
  await expect(page.getByTestId('contest-rules-prizes')).toContainText('金奖');
  await page.getByTestId('contest-nav-activity').click();
  await expect(page.getByTestId('contest-home-page')).toBeVisible();
  await expect(page).toHaveURL(/\/good-voice/);
  await expect(page.getByRole('heading', { name: '好声音大赛' })).toBeVisible();
  // 大赛资料: the rules document is a real PDF, not a title marked 整理中.
  for (const path of ['/memoryPdf', '/shortVideoPdf', '/apacPdf']) {
    await openInApp(page, path);
    await expect(page.getByTestId('contest-materials')).not.toContainText('整理中');
    const material = page.getByTestId('contest-material-link');
    await expect(material).toHaveText('大赛规则与评分标准（PDF）');
    const pdf = await page.request.get((await material.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
});
