import type { Browser, Page } from '@playwright/test';
import { E2E_PORT, MESSAGING_APP_UA } from '../support/constants.ts';
import {
  authorizeAsNewIdentity,
  expect,
  screenshotsAtBothSizes,
  signInNewLearner,
  test,
} from '../support/fixtures.ts';
import { openInApp } from '../support/in-app.ts';

/**
 * Team buying (issue 15) in Chromium: three learners fill a team (the third a brand-new visitor through the
 * sandbox authorization page) and all three find the course in the learning centre; a team that expires (the
 * sandbox test clock) refunds its members, shown in their order lists; every group-buying page at 375 and 320.
 */

const COURSE = '成人钢琴入门：从识谱到弹奏《致爱丽丝》';

/** A second phone: its own context (storage), the same device as the suite's. */
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

async function courseId(page: Page): Promise<number> {
  const answer = await page.request.get('/sandbox/api/courses');
  const list = ((await answer.json()) as { data: { id: number; title: string }[] }).data;
  return list.find((c) => c.title === COURSE)!.id;
}

/** On a seat's pay sheet: pays with the default method on the sandbox pay sheet; ends on group-success. */
async function paySeat(page: Page): Promise<string> {
  await expect(page.getByTestId('group-pay')).toBeVisible();
  await page.getByTestId('group-pay-submit').click();
  await page.getByTestId('sandbox-pay-confirm').click();
  await expect(page).toHaveURL(/\/group-success\?teamNo=T\d+/);
  return new URL(page.url()).searchParams.get('teamNo')!;
}

async function openTeam(page: Page, shots?: string): Promise<string> {
  await page.goto('/group-index?activityCode=team-buy-piano');
  await expect(page.getByTestId('group-activity-page')).toBeVisible();
  await expect(page.getByTestId('group-team-price')).toContainText('99.00');
  if (shots) await screenshotsAtBothSizes(page, `${shots}-index`);
  await page.getByTestId('group-open').click();
  await expect(page.getByTestId('group-pay-amount')).toHaveText('¥79.00');
  if (shots) await screenshotsAtBothSizes(page, `${shots}-pay-sheet`);
  return paySeat(page);
}

async function joinTeam(page: Page, teamNo: string, shots?: string): Promise<void> {
  await page.goto(`/group-share?teamNo=${teamNo}`);
  await expect(page.getByTestId('group-team-page')).toBeVisible();
  if (shots) await screenshotsAtBothSizes(page, `${shots}-share`);
  await page.getByTestId('group-join').click();
  await expect(page.getByTestId('group-pay-amount')).toHaveText('¥99.00');
  await paySeat(page);
}

test.describe('group-buying', () => {
  test('three learners fill a team and all three find the course in the learning centre', async ({
    page,
    browser,
  }) => {
    await signInNewLearner(page, { nickname: '王小琴' });
    const teamNo = await openTeam(page, 'group');
    await expect(page.getByTestId('group-result-title')).toHaveText('支付成功，等待成团');
    await expect(page.getByTestId('group-status-title')).toHaveText('还差 2 人成团');
    await expect(page.getByTestId('group-countdown')).toBeVisible();
    await expect(page.getByTestId('group-avatar')).toHaveCount(1);
    await expect(page.getByTestId('group-avatar-empty')).toHaveCount(2);
    await screenshotsAtBothSizes(page, 'group-success-waiting');
    await page.getByTestId('group-poster-open').click();
    const poster = page.getByTestId('group-poster-img');
    await expect(poster).toBeVisible();
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(750);
    await screenshotsAtBothSizes(page, 'group-poster');
    await page.getByTestId('group-poster-close').click();

    const second = await phone(browser);
    await signInNewLearner(second, { nickname: '李想' });
    await joinTeam(second, teamNo, 'group');
    await expect(second.getByTestId('group-status-title')).toHaveText('还差 1 人成团');

    // the third is a brand-new visitor: empty storage, through the authorization page
    const third = await phone(browser);
    await third.goto(`/group-share?teamNo=${teamNo}`);
    await authorizeAsNewIdentity(third, '张三丰');
    await expect(third.getByTestId('group-team-page')).toBeVisible();
    await expect(third.getByTestId('group-seats')).toContainText('剩余1个名额');
    await third.getByTestId('group-join').click();
    await paySeat(third);
    await expect(third.getByTestId('group-result-title')).toHaveText('拼团成功');
    await expect(third.getByTestId('group-avatar')).toHaveCount(3);
    await expect(third.getByTestId('group-go-learn')).toBeVisible();
    await screenshotsAtBothSizes(third, 'group-success-full');

    const id = await courseId(page);
    for (const p of [page, second, third]) {
      await p.goto('/center');
      await expect(p.getByTestId('learning-centre')).toBeVisible();
      await expect(p.getByTestId(`centre-course-${id}`)).toBeVisible();
    }
    await screenshotsAtBothSizes(page, 'group-learning-centre');
    await page.goto(`/group-info?teamNo=${teamNo}`);
    await expect(page.getByTestId('group-status')).toHaveAttribute('data-status', 'succeeded');
    await screenshotsAtBothSizes(page, 'group-info-succeeded');

    // a fourth learner on the full team's link is not in it and owns nothing: 该团已满 and the way to other teams
    const fourth = await phone(browser);
    await signInNewLearner(fourth, { nickname: '晚到者' });
    await fourth.goto(`/group-share?teamNo=${teamNo}`);
    await expect(fourth.getByTestId('group-status-title')).toHaveText('该团已满');
    await expect(fourth.getByTestId('group-status')).not.toContainText('课程已开通');
    await screenshotsAtBothSizes(fourth, 'group-share-full-outsider');
    await fourth.getByTestId('group-more-teams').click();
    await expect(fourth.getByTestId('group-activity-page')).toBeVisible();
    await fourth.context().close();
    await second.context().close();
    await third.context().close();
  });

  test('a seat someone took but did not pay is 待支付: not a member, not free; its holder is asked to pay, not to invite', async ({
    page,
    browser,
  }) => {
    await signInNewLearner(page, { nickname: '团长甲' });
    const teamNo = await openTeam(page);
    const hesitant = await phone(browser);
    await signInNewLearner(hesitant, { nickname: '犹豫乙' });
    await hesitant.goto(`/group-share?teamNo=${teamNo}`);
    await hesitant.getByTestId('group-join').click();
    await expect(hesitant.getByTestId('group-pay')).toBeVisible();
    await hesitant.getByTestId('group-pay-close').click();
    await expect(hesitant.getByTestId('group-pay-resume')).toHaveText('继续支付');
    await expect(hesitant.getByTestId('group-poster-open')).toHaveCount(0);
    await screenshotsAtBothSizes(hesitant, 'group-share-held-seat');

    const third = await phone(browser);
    await signInNewLearner(third, { nickname: '路人丙' });
    for (const p of [page, third]) {
      await p.goto(`/group-info?teamNo=${teamNo}`);
      await expect(p.getByTestId('group-status-title')).toHaveText('还差 2 人成团');
      await expect(p.getByTestId('group-seats')).toHaveText('3人团 · 已有1人参团 · 1人待支付 · 剩余1个名额');
      await expect(p.getByTestId('group-avatar')).toHaveCount(1);
      await expect(p.getByTestId('group-avatar-held')).toHaveCount(1);
      await expect(p.getByTestId('group-avatar-empty')).toHaveCount(1);
    }
    await screenshotsAtBothSizes(page, 'group-info-held-seat');
    await hesitant.context().close();
    await third.context().close();
  });

  test('a team or activity link that leads nowhere offers the way to other teams', async ({ page }) => {
    await signInNewLearner(page, { nickname: '迷路者' });
    for (const path of ['/group-info?teamNo=T0', '/group-success', '/group-middleware']) {
      await openInApp(page, path);
      await expect(page.getByTestId('empty')).toContainText('未找到该拼团');
      await expect(page.getByTestId('group-more-teams')).toHaveText('去看看其他拼团');
    }
    await screenshotsAtBothSizes(page, 'group-no-team');
    await page.getByTestId('group-more-teams').click();
    await expect(page.getByTestId('group-activity-page')).toBeVisible();
    for (const path of ['/group-share?teamNo=T99999999', '/group-index?activityCode=nope']) {
      await openInApp(page, path);
      await expect(page.getByTestId('group-error')).toBeVisible();
      await expect(page.getByTestId('group-error').getByRole('button')).toHaveText('去看看其他拼团');
    }
    await screenshotsAtBothSizes(page, 'group-unknown-activity');
    await page.getByTestId('group-error').getByRole('button').click();
    await expect(page.getByTestId('group-activity-page')).toBeVisible();
  });

  test('a team that expires refunds its members, shown in their order lists', async ({ page, browser }) => {
    await signInNewLearner(page, { nickname: '赵团长' });
    const teamNo = await openTeam(page);
    const member = await phone(browser);
    await signInNewLearner(member, { nickname: '钱学员' });
    await joinTeam(member, teamNo);

    const expired = await page.request.post(`/sandbox/api/group-buying/teams/${teamNo}/expire`);
    expect(((await expired.json()) as { data: { outcome: string; refunded: number } }).data).toEqual({
      outcome: 'failed',
      refunded: 2,
    });
    for (const p of [page, member]) {
      await p.goto(`/group-info?teamNo=${teamNo}`);
      await expect(p.getByTestId('group-status-title')).toHaveText('拼团未成功');
      await expect(p.getByTestId('group-see-orders')).toHaveText('已退款，查看订单');
      await p.getByTestId('group-see-orders').click();
      await expect(p.getByTestId('order-list')).toBeVisible();
      const card = p.locator('[data-testid^="order-card-C"]').first();
      await expect(card).toContainText('【拼团】');
      await expect(card).toContainText('已退款');
    }
    await screenshotsAtBothSizes(page, 'group-refunded-orders');
    await page.goto(`/group-info?teamNo=${teamNo}`);
    await screenshotsAtBothSizes(page, 'group-info-failed');
    await member.context().close();
  });

  test('the lead activity (ljr-fission) and every group-buying route open real pages; a stale tab refused a second team shows the team', async ({
    page,
    browser,
  }) => {
    await signInNewLearner(page, { nickname: '孙老学员' });
    await page.goto('/ljr-fission?activityCode=lead-team-piano');
    await expect(page.getByTestId('group-lead-page')).toBeVisible();
    await expect(page.getByTestId('group-word')).not.toBeEmpty();
    // the 2-person activity's own lines (one of them at random), never the 3-person team's
    await expect(page.getByTestId('group-word')).not.toContainText('三人');
    await expect(page.getByTestId('group-identity')).toHaveText('新学员专享组队价');
    await screenshotsAtBothSizes(page, 'group-ljr-fission');
    // the same learner's other tab, opened before the team exists, still offers 发起组队
    const otherTab = await page.context().newPage();
    await otherTab.goto('/ljr-fission?activityCode=lead-team-piano');
    await expect(otherTab.getByTestId('group-create-work')).toBeVisible();
    await page.getByTestId('group-create-work').click();
    const teamNo = await paySeat(page);
    // there the server refuses a second team, and the page then shows the team as it is now
    await otherTab.getByTestId('group-create-work').click();
    await expect(otherTab.getByText('您已在本活动的一个拼团中，请等待该拼团结束后再参加')).toBeVisible();
    await expect(otherTab.getByTestId('group-see-team')).toHaveText('邀请好友加入队伍');
    await otherTab.close();
    await page.goto('/ljr-fission?activityCode=lead-team-piano');
    await expect(page.getByTestId('group-status-title')).toHaveText('还差 1 人组队成功');
    await expect(page.getByTestId('group-poster-open')).toBeVisible();
    await screenshotsAtBothSizes(page, 'group-ljr-fission-team');

    // a team of the 3-person activity: the learner's own under 我的拼团, a friend's to join for another learner
    await openTeam(page);
    const friend = await phone(browser);
    await signInNewLearner(friend, { nickname: '周同学' });
    await friend.goto('/groupIndex?activityCode=team-buy-piano');
    await expect(friend.getByTestId('group-open-team').first()).toBeVisible();
    await screenshotsAtBothSizes(friend, 'group-open-teams');
    await friend.context().close();

    for (const name of ['groupIndex', 'group-activity', 'groupActivity', 'group-course', 'group-landing']) {
      await openInApp(page, `/${name}?activityCode=team-buy-piano`);
      await expect(page.getByTestId('group-activity-page')).toBeVisible();
      await expect(page.getByTestId('coming-soon')).toHaveCount(0);
      await expect(page.getByTestId('group-my-team')).toBeVisible();
      await screenshotsAtBothSizes(page, `group-route-${name}`);
    }
    for (const name of ['group-info', 'group-middleware']) {
      await openInApp(page, `/${name}?teamNo=${teamNo}`);
      await expect(page.getByTestId('group-team-page')).toBeVisible();
      await screenshotsAtBothSizes(page, `group-route-${name}`);
    }
  });
});
