import type { Page } from '@playwright/test';
import { grantCourse, sandboxCourse } from '../support/courses.ts';
import { expect, screenshotsAtBothSizes, signInNewLearner, test } from '../support/fixtures.ts';
import { openInApp } from '../support/in-app.ts';

/**
 * Text as long as real data gets: a course title or a teacher's name with a long run of Latin letters, a nickname
 * with no place to break. Every answer of the API is passed through with such a run added to each display name
 * (below), and each page must keep everything inside a 320-px phone: nothing reaches past the right edge except
 * inside a box that scrolls or clips on purpose (tabs, chips) (docs/decisions.md, "Long text on a narrow phone").
 */

/** A run with no break opportunity: a name or a code copied into a title. */
const LONG_RUN = '·AlexandrinaKonstantinopoulou_Supercalifragilistic';
/** The fields the pages show as names and titles. */
const DISPLAY_KEY =
  /^(title|subtitle|courseTitle|goodsTitle|teacherName|nickname|nickName|className|campName|name)$/;
const CJK = /[\u4e00-\u9fff]/;

function lengthened(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(lengthened);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      // display text only (it holds Chinese); codes, paths and ids keep their value
      typeof field === 'string' && DISPLAY_KEY.test(key) && CJK.test(field)
        ? `${field}${LONG_RUN}`
        : lengthened(field),
    ]),
  );
}

/** Every API answer from now on comes back with LONG_RUN added to its display names. */
async function lengthenDisplayNames(page: Page): Promise<void> {
  await page.route(/\/api\/v1\//, async (route) => {
    const response = await route.fetch();
    if (!(response.headers()['content-type'] ?? '').includes('application/json')) {
      await route.fulfill({ response });
      return;
    }
    await route.fulfill({ response, json: lengthened(await response.json()) });
  });
}

/** What reaches past the right edge of the screen: not fixed layers, nor what a box inside the screen clips or scrolls. */
function pastTheRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`document ${document.documentElement.scrollWidth}`);
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      if (getComputedStyle(element).position === 'fixed') continue;
      let clipped = false;
      for (let up = element.parentElement; up && !clipped; up = up.parentElement) {
        clipped =
          /(auto|scroll|hidden|clip)/.test(getComputedStyle(up).overflowX) &&
          up.getBoundingClientRect().right <= width + 1;
      }
      if (!clipped)
        found.push(
          `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.slice(0, 24)}"`,
        );
    }
    return found.slice(0, 5);
  });
}

test.describe('long names and titles on a 320-px phone', () => {
  test('the home tab, the mall, the learning centre, 我的, a course and its lessons, a goods page, messages', async ({
    page,
  }) => {
    const { customerId } = await signInNewLearner(page);
    const memory = await sandboxCourse(page, '21天超级记忆力训练营');
    const daily = await sandboxCourse(page, '每日一听：记忆力小课堂');
    for (const course of [memory, daily]) await grantCourse(page, customerId, course.id);
    await lengthenDisplayNames(page);

    const pages: [path: string, screenshot: string][] = [
      ['/index', 'long-text-home'],
      ['/shoppingMall', 'long-text-mall'],
      ['/center', 'long-text-centre'],
      ['/user', 'long-text-user'],
      [`/detail?course=${memory.id}`, 'long-text-course'],
      [`/lession-list?course=${daily.id}`, 'long-text-lessons'],
      ['/zqt-detail?goodsId=1', 'long-text-goods'],
      ['/siteInformation', 'long-text-messages'],
    ];
    await eachInsideThePhone(page, pages);
  });

  test('growth, contests, study tour and tools', async ({ page }) => {
    await signInNewLearner(page);
    await lengthenDisplayNames(page);
    await eachInsideThePhone(page, [
      ['/studyTour', 'long-text-study-tour'],
      ['/memoryActivity', 'long-text-contest'],
      ['/memoryRank', 'long-text-contest-rank'],
      ['/graduation-season', 'long-text-works-contest'],
      ['/group-index?activityCode=team-buy-piano', 'long-text-team-buying'],
      ['/raffle?code=daily-raffle', 'long-text-raffle'],
      ['/invite', 'long-text-invite'],
      ['/toolIndex', 'long-text-tools'],
      ['/videoToolHome', 'long-text-video-tools'],
      ['/extracurricular_expansion', 'long-text-content-family'],
      ['/packageCourseList', 'long-text-packages'],
      ['/choicenessCourse', 'long-text-choiceness'],
    ]);
  });
});

/** Opens each page: it must draw a lengthened name, and nothing may reach past the right edge at 375 or 320 px. */
async function eachInsideThePhone(page: Page, pages: [path: string, screenshot: string][]): Promise<void> {
  for (const [path, name] of pages) {
    await openInApp(page, path);
    // the page drew the lengthened answer (not a state of its own)
    await expect
      .soft(page.getByText(LONG_RUN.slice(1, 12)).filter({ visible: true }).first(), path)
      .toBeVisible();
    await screenshotsAtBothSizes(page, name, async (width) => {
      expect.soft(await pastTheRightEdge(page), `${path} at ${width} px`).toEqual([]);
    });
  }
}
