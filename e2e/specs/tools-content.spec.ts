import type { Page } from '@playwright/test';
import { collectLearnReports, grantCourse, sandboxCourse } from '../support/courses.ts';
import {
  authorizeAsNewIdentity,
  expect,
  screenshotsAtBothSizes,
  signInNewLearner,
  test,
} from '../support/fixtures.ts';
import { openInApp } from '../support/in-app.ts';

/**
 * The content half of the learning tools (issue 19): the chronic-disease programme played on the learning
 * engine with its progress saved, a video resource with a note saved on the server, a picture mounted in a
 * frame and saved as one image, and a walk through every content route showing its real content.
 */

const CHRONIC = '慢病生活方式管理：21 天健康习惯计划';

/** A real picture to pick from the "album": a 480×640 PNG drawn in the page (a sunset over hills). */
async function albumPicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 640;
    const ctx = canvas.getContext('2d')!;
    const sky = ctx.createLinearGradient(0, 0, 0, 640);
    sky.addColorStop(0, '#ffb347');
    sky.addColorStop(1, '#ff5e62');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, 480, 640);
    ctx.fillStyle = '#fff3c4';
    ctx.beginPath();
    ctx.arc(240, 300, 90, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#3b7d4f';
    ctx.beginPath();
    ctx.moveTo(0, 640);
    ctx.quadraticCurveTo(160, 360, 320, 520);
    ctx.quadraticCurveTo(400, 440, 480, 500);
    ctx.lineTo(480, 640);
    ctx.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Every content route with what shows its real content (a test id and a text of the seeded data). */
const WALK: { route: string; testId: string; text?: string }[] = [
  { route: 'chronicDisease', testId: 'chronic-home', text: '计划包含' },
  { route: 'qcChronic', testId: 'chronic-home', text: '计划包含' },
  { route: 'chronicDiseaseChapterCourse', testId: 'chronic-chapters', text: '第一章 认识生活方式管理' },
  { route: 'chronicDiseaseMy', testId: 'chronic-my', text: '待学习' },
  { route: 'treasureChest', testId: 'content-list', text: '百宝箱' },
  { route: 'videoToolHome', testId: 'content-list', text: '热门榜单' },
  { route: 'videoTool', testId: 'content-list', text: '教学视频' },
  { route: 'videoHome', testId: 'content-list', text: '手机拍摄：三分钟学会构图' },
  { route: 'hotList', testId: 'content-list', text: '直播回放：书法公开课第 1 期' },
  { route: 'templateVideo', testId: 'content-list', text: '生日祝福视频模板' },
  { route: 'treasureBook', testId: 'content-list', text: '硬笔书法练习字帖（第一周）' },
  { route: 'resourceDetail', testId: 'content-detail', text: '学员提问' },
  { route: 'videoPlayback', testId: 'content-detail', text: '直播回放：书法公开课第 1 期' },
  { route: 'videoPlayback1', testId: 'content-detail', text: '直播回放' },
  { route: 'videoMountingDetail', testId: 'content-detail', text: '用我的照片做一张' },
  { route: 'welfareInfo', testId: 'content-detail', text: '21 天打卡赠练习册' },
  { route: 'courseNotes', testId: 'content-course-notes', text: '巡检笔记：构图三分法' },
  { route: 'pictureMounting', testId: 'picture-mounting', text: '选择模板' },
  { route: 'goldenSentence', testId: 'content-list', text: '不积跬步' },
  { route: 'goldenSentenceDetail', testId: 'content-detail', text: '荀子《劝学》' },
  { route: 'suspendClasses', testId: 'content-list', text: '国庆假期停课通知' },
  { route: 'suspendClassesDetail', testId: 'content-detail', text: '复课时间' },
  { route: 'brandInfoBook', testId: 'content-detail', text: '用心做好每一节课' },
  { route: 'salesPlan', testId: 'content-detail', text: '硬笔书法 30 天课程方案' },
  { route: 'salesPlanV1', testId: 'content-detail', text: '课程时长' },
  { route: 'planBook', testId: 'content-detail', text: '21 天学习规划书' },
  { route: 'reachWelfare', testId: 'content-detail', text: '新学员资料包' },
  { route: 'arrivalBenefit', testId: 'content-detail', text: '连续到课 7 天' },
  { route: 'treasure', testId: 'content-list', text: '练琴节拍器使用指南' },
  { route: 'treasureDetail', testId: 'content-detail', text: '节拍器' },
];

async function expectRealContent(page: Page, testId: string, text?: string) {
  const main = page.getByTestId(testId);
  await expect(main).toBeVisible();
  if (text) await expect(main).toContainText(text);
  await expect(page.getByTestId('coming-soon')).toHaveCount(0);
  await expect(page.getByTestId('page-error')).toHaveCount(0);
  await expect(page.getByTestId('tools-locked')).toHaveCount(0);
}

test.describe('learning tools: content', () => {
  test('the chronic-disease programme opens with its course and a section played saves progress', async ({
    page,
  }) => {
    const { customerId } = await signInNewLearner(page, { nickname: '慢病学员' });
    await page.goto('/chronicDisease');
    await expect(page.getByTestId('tools-locked')).toContainText('购买对应课程后即可使用');
    const course = await sandboxCourse(page, CHRONIC);
    await grantCourse(page, customerId, course.id);
    await page.reload();
    await expectRealContent(page, 'chronic-home', '不是医学检查、诊断或治疗');
    await expect(page.getByTestId('chronic-learned')).toHaveText('0');

    const reports = collectLearnReports(page);
    await page.getByTestId('chronic-continue').click();
    await expect(page).toHaveURL(/\/chronicDiseaseChapterDetail\?chapter=\d+&section=\d+/);
    const first = course.sections[0]!;
    await expect(page.getByTestId('chronic-section-title')).toHaveText(first.title);
    const player = page.getByTestId('video-player');
    await expect(player).toBeVisible();
    await player.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect
      .poll(() => reports.filter((r) => r.sectionId === first.id && r.life === 'ended').length, {
        timeout: 20_000,
      })
      .toBe(1);
    await expect(page.locator('[data-testid="chronic-section"][data-learned="true"]').first()).toBeVisible();

    await page.goto('/chronicDisease');
    await expect(page.getByTestId('chronic-learned')).toHaveText('1');
    await page.goto('/chronicDiseaseMy');
    await expect(page.getByTestId('chronic-my-done')).toHaveCount(1);
    await expect(page.getByTestId('chronic-my-learned')).toHaveText('1');
  });

  test('a chapter or question link that leads nowhere says so, with a way on, whatever the id', async ({
    page,
  }) => {
    const { customerId } = await signInNewLearner(page, { nickname: '旧链接学员' });
    // Not the programme's learner yet: the gate answers first, with or without an id.
    for (const path of ['/chronicDiseaseChapterDetail', '/chronicDiseaseChapterDetail?id=99999']) {
      await page.goto(path);
      await expect(page.getByTestId('tools-locked')).toBeVisible();
    }
    const course = await sandboxCourse(page, CHRONIC);
    await grantCourse(page, customerId, course.id);
    for (const path of ['/chronicDiseaseChapterDetail', '/chronicDiseaseChapterDetail?id=99999']) {
      await page.goto(path);
      await expect(page.getByTestId('chronic-chapter-detail')).toContainText('没有找到这一章');
    }
    await screenshotsAtBothSizes(page, 'tools-content-chronicDiseaseChapterDetail-missing');
    await page.getByTestId('chronic-way-on').click();
    await expect(page.getByTestId('chronic-chapters')).toBeVisible();

    for (const path of ['/questionDetail', '/questionDetail?id=99999999']) {
      await page.goto(path);
      await expect(page.getByTestId('tools-empty-page')).toContainText('没有找到这个问题');
      await screenshotsAtBothSizes(page, `tools-content-questionDetail-missing${path.length}`);
      await page.getByRole('button', { name: '返回工具箱' }).click();
      await expect(page).toHaveURL(/\/toolIndex/);
    }
  });

  test('the class notices are dated before the breaks they announce', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/suspendClasses');
    // 国庆 (1–7 October) announced on 27 September, 春节后复课 (正月初八) in January or February.
    await expect(page.locator('[data-code="notice-national-day"]')).toContainText(/发布于 \d{4}-09-27/);
    await expect(page.locator('[data-code="notice-spring-resume"]')).toContainText(
      /发布于 \d{4}-0[12]-\d{2}/,
    );
    await screenshotsAtBothSizes(page, 'tools-content-suspendClasses-dates');
  });

  test('a video resource is opened, liked and a note saved on the server', async ({ page }) => {
    await signInNewLearner(page, { nickname: '视频学员' });
    await page.goto('/videoToolHome');
    await page.getByTestId('content-item').first().click();
    await expect(page).toHaveURL(/\/resourceDetail\?id=\d+/);
    await expect(page.getByTestId('content-video')).toBeVisible();
    const like = page.getByTestId('content-like');
    const before = Number(await page.getByTestId('content-like-count').textContent());
    await like.click();
    await expect(like).toHaveAttribute('data-on', 'true');
    await expect(page.getByTestId('content-like-count')).toHaveText(String(before + 1));

    const note = `构图要点 ${Date.now()}：主体放在交点上`;
    await page.getByTestId('content-note-input').fill(note);
    await page.getByTestId('content-note-save').click();
    await expect(page.getByTestId('content-note').first()).toContainText(note);
    await page.reload();
    await expect(page.getByTestId('content-note').first()).toContainText(note);
    await expect(page.getByTestId('content-like')).toHaveAttribute('data-on', 'true');

    await page.goto('/courseNotes');
    await expect(page.getByTestId('content-note').first()).toContainText(note);
  });

  test('a brand-new visitor mounts a picture in a frame and saves it as one image', async ({ page }) => {
    await page.goto('/pictureMounting');
    await authorizeAsNewIdentity(page, '合成新人');
    await expect(page).toHaveURL(/\/pictureMounting/);
    const result = page.getByTestId('picture-result');
    await expect(result).toHaveAttribute('data-has-picture', 'false');
    // the frames are the server's templates
    await expect(page.getByTestId('picture-frame')).toHaveCount(4);
    await page.locator('[data-testid="picture-frame"][data-code="picture-template-graduation"]').click();
    await page.getByTestId('picture-input').setInputFiles({
      name: 'work.png',
      mimeType: 'image/png',
      buffer: await albumPicture(page),
    });
    await expect(result).toHaveAttribute('data-has-picture', 'true');
    await expect(result).toHaveAttribute('data-frame', 'picture-template-graduation');
    await expect(result).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
    await screenshotsAtBothSizes(page, 'tools-content-picture-mounted');
    await page.getByTestId('picture-save').click();
    await expect(page.getByTestId('picture-saved')).toBeVisible();
    const saved = page.getByTestId('picture-saved-item').first();
    await expect(saved).toHaveAttribute('src', /tools-mounting\/\d+\/[0-9a-f]{24}\.jpg$/);
    await expect
      .poll(() => saved.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(600);
  });

  test('a template’s 用我的照片做一张 opens pictureMounting with that template chosen', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/templateVideo');
    await page.locator('[data-testid="content-item"][data-code="video-template-checkin"]').click();
    await expect(page).toHaveURL(/\/videoMountingDetail\?id=\d+/);
    const id = new URL(page.url()).searchParams.get('id');
    await expect(page.getByTestId('content-title')).toHaveText('学习打卡日记模板');
    await page.getByTestId('content-use-template').click();
    await expect(page).toHaveURL(new RegExp(`/pictureMounting\\?templateId=${id}$`));
    const chosen = page.locator('[data-testid="picture-frame"][data-code="video-template-checkin"]');
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-testid="picture-frame"][aria-pressed="true"]')).toHaveCount(1);
    const result = page.getByTestId('picture-result');
    await expect(result).toHaveAttribute('data-frame', 'video-template-checkin');
    // the polaroid frame of that template: a white print with the caption under the picture
    const corner = await result.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.naturalWidth;
      c.height = img.naturalHeight;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      return Array.from(ctx.getImageData(10, 10, 1, 1).data.slice(0, 3));
    });
    expect(Math.min(...corner)).toBeGreaterThan(240);
    await screenshotsAtBothSizes(page, 'tools-content-picture-template');
  });

  test('every content route shows its real content (one walk, both sizes)', async ({ page }) => {
    test.slow();
    const { customerId } = await signInNewLearner(page, { nickname: '巡检学员' });
    const course = await sandboxCourse(page, CHRONIC);
    await grantCourse(page, customerId, course.id);
    for (const step of WALK) {
      await openInApp(page, `/${step.route}`);
      await expectRealContent(page, step.testId, step.text);
      if (step.route === 'resourceDetail') {
        // a note of this learner, so that courseNotes shows one
        await page.getByTestId('content-note-input').fill('巡检笔记：构图三分法');
        await page.getByTestId('content-note-save').click();
        await expect(page.getByTestId('content-note').first()).toContainText('巡检笔记');
      }
      await screenshotsAtBothSizes(page, `tools-content-${step.route}`);
    }
    // the pages reached from another: a chapter's section, a question on a resource
    await page.goto('/chronicDiseaseChapterCourse');
    await page.getByTestId('chronic-section').nth(1).click();
    await expectRealContent(page, 'chronic-chapter-detail', '我已读完');
    await screenshotsAtBothSizes(page, 'tools-content-chronicDiseaseChapterDetail');
    await page.goto('/resourceDetail');
    // the seeded question its teacher answered: other suites ask new questions on this resource meanwhile (the newest
    // comes first), so the first one in the list is not always it
    await page.getByTestId('content-question').filter({ hasText: '答：' }).first().click();
    await expect(page).toHaveURL(/\/questionDetail\?id=\d+/);
    await expectRealContent(page, 'content-question-detail', '赵一鸣老师');
    await screenshotsAtBothSizes(page, 'tools-content-questionDetail');
  });
});
