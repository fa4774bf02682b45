import { sandboxCourse } from '../support/courses.ts';
import {
  createSandboxSession,
  expect,
  saveScreenshot,
  screenshotsAtBothSizes,
  signIn,
  test,
} from '../support/fixtures.ts';

/** The course catalogue: home, find courses, course detail and a course that is gone. */

const MEMORY = '21天超级记忆力训练营';
const VIDEO = '记忆宫殿进阶：影像记忆实战';

test.describe('catalogue: real courses', () => {
  test('index, find courses and course detail show real courses', async ({ page }) => {
    const { token } = await createSandboxSession(page);
    await signIn(page, token);
    await page.goto('/index');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('download-banner')).toBeVisible();
    await expect(page.getByText(MEMORY).first()).toBeVisible();
    await saveScreenshot(page, 'courses-index');

    await page.goto('/shoppingMall');
    await expect(page.getByTestId('mall-page')).toBeVisible();
    await expect(page.getByRole('tab', { name: '推荐' })).toBeVisible();
    await page.getByRole('tab', { name: '书法' }).click();
    await expect(page.getByText('零基础硬笔书法：30天写出一手好字').first()).toBeVisible();
    await saveScreenshot(page, 'courses-shopping-mall');

    const course = await sandboxCourse(page, '零基础硬笔书法：30天写出一手好字');
    await page.goto(`/detail?course=${course.id}`);
    await expect(page.getByTestId('course-title')).toHaveText('零基础硬笔书法：30天写出一手好字');
    await expect(page.getByTestId('countdown').first()).toBeVisible();
    await expect(page.getByTestId('course-teacher')).toContainText('陈墨言');
    await saveScreenshot(page, 'courses-course-detail');
    await page.getByTestId('buy-now').click();
    await expect(page).toHaveURL(
      new RegExp(`/ensure\\?courseId=${course.id}&goodsId=${course.id}&goodsType=course`),
    );
  });

  test('courseLose says the course is no longer available and offers the way on', async ({ page }) => {
    const { token } = await createSandboxSession(page);
    await signIn(page, token);
    const video = await sandboxCourse(page, VIDEO);
    await page.goto(`/courseLose?course=${video.id}`);
    await expect(page.getByTestId('course-lose')).toContainText('课程已失效');
    await expect(page.getByTestId('course-lose')).toContainText(VIDEO);
    await saveScreenshot(page, 'learning-course-lose');
    await page.getByRole('button', { name: '看看其他课程' }).click();
    await expect(page).toHaveURL(/\/shoppingMall/);
  });

  test('every package: one white card each, inside the page margins of a 320-px phone; a card opens its package', async ({
    page,
  }) => {
    const { token } = await createSandboxSession(page);
    await signIn(page, token);
    await page.goto('/packageCourseList');
    const cards = page.locator('[data-testid^="package-card-"]');
    await expect(cards.first()).toBeVisible();
    await screenshotsAtBothSizes(page, 'courses-package-list', async (width) => {
      const layout = await page.evaluate(() => ({
        document: document.documentElement.scrollWidth,
        cards: Array.from(document.querySelectorAll('[data-testid^="package-card-"]')).map((el) => {
          const box = el.getBoundingClientRect();
          return { left: box.left, right: box.right, background: getComputedStyle(el).backgroundColor };
        }),
      }));
      // the card sat 12 px past the right edge (full width plus the block's margin), transparent and unpadded
      expect(layout.document).toBe(width);
      for (const card of layout.cards) {
        expect(card.left).toBe(12);
        expect(card.right).toBe(width - 12);
        expect(card.background).toBe('rgb(255, 255, 255)');
      }
    });
    const first = cards.first();
    const title = (await first.locator('strong').textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/packageCourseList\?packageId=\d+/);
    await expect(page.getByTestId('package').locator('h1')).toHaveText(title);
  });
});
