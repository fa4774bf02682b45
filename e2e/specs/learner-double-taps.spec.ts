// Over 300 lines: one table of every tap that writes (a row per page) and the refusals they show; a tap found later is a row added here.
import type { Locator, Page } from '@playwright/test';
import { unpaidCourseOrder } from '../support/checkout.ts';
import { grantCourse, type SandboxCourse, sandboxCourse } from '../support/courses.ts';
import { expect, expectToast, screenshotsAtBothSizes, signInNewLearner, test } from '../support/fixtures.ts';

/**
 * What a learner's tap that writes does on a slow network (docs/decisions.md, "A tap that writes"): a second tap
 * while the first is with the server sends nothing (the button is disabled and says so), and a refusal the server
 * explains is shown instead of swallowed.
 */

const MEMORY = '21天超级记忆力训练营';
const DAILY = '每日一听：记忆力小课堂';
const VIDEO = '记忆宫殿进阶：影像记忆实战';
const CALLIGRAPHY = '零基础硬笔书法：30天写出一手好字';

/**
 * Holds every request of one call until released, counting them: the learner's second tap lands while the first
 * is still with the server.
 */
async function holdCall(page: Page, callPath: string) {
  let sent = 0;
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === callPath,
    async (route) => {
      sent += 1;
      await released;
      await route.continue();
    },
  );
  return { sent: () => sent, release: () => release() };
}

/** Answers one call with a refusal the server explains (code 1001 and its message). */
async function refuseCall(page: Page, callPath: string, msg: string): Promise<void> {
  await page.route(
    (url) => url.pathname === callPath,
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ code: 1001, msg, data: null }),
      }),
  );
}

type Courses = Record<'memory' | 'daily' | 'video', SandboxCourse>;

type DoubleTap = {
  name: string;
  /** The screenshots' name (the busy button, at 375 and 320 px). */
  shot: string;
  /** The courses the learner owns (default all three). */
  owns?: (keyof Courses)[];
  call: string;
  /** Opens the page and fills what the tap sends; `text` is unique to the test. */
  open: (page: Page, courses: Courses, text: string) => Promise<void>;
  button: (page: Page) => Locator;
  /** What the learner sees once the one write is answered (and, where the server keeps a list, it holds one). */
  done: (page: Page, courses: Courses, text: string) => Promise<void>;
};

const doubleTaps: DoubleTap[] = [
  {
    name: '提交问题 (question)',
    shot: 'question',
    call: '/course/api/v1/question/save',
    open: async (page, { memory }, text) => {
      await page.goto(`/question?course=${memory.id}`);
      await page.getByTestId('question-page').locator('textarea').fill(text);
    },
    button: (page) => page.getByRole('button', { name: /提交问题|提交中/ }),
    done: async (page, _courses, text) => {
      await expectToast(page, '提问成功，老师会尽快回复');
      await expect(page.locator('article', { hasText: text })).toHaveCount(1);
    },
  },
  {
    name: '保存笔记 (a lesson’s note)',
    shot: 'lesson-note',
    call: '/course/api/v1/learning/saveNote',
    open: async (page, { video }, text) => {
      const doc = video.sections.find((s) => s.kind === 'text');
      await page.goto(`/lession-detail?course=${video.id}&section=${doc?.id}`);
      await page.getByTestId('note-input').fill(text);
    },
    button: (page) => page.getByTestId('note-save'),
    done: async (page, { video }, text) => {
      await expectToast(page, '笔记已保存');
      await page.goto(`/note?course=${video.id}`);
      await expect(page.getByTestId('notes-page').locator('article', { hasText: text })).toHaveCount(1);
    },
  },
  {
    name: '发送 (a comment under a listening lesson)',
    shot: 'audio-comment',
    call: '/course/api/v1/voiceCourse/comment/save',
    open: async (page, { daily }, text) => {
      await page.goto(`/audioDetail?knowledgeRootId=${daily.id}&id=${daily.sections[0]?.id}`);
      await page.getByPlaceholder('说说你的收获').fill(text);
    },
    button: (page) => page.getByTestId('comments').getByRole('button', { name: /发送|发送中/ }),
    done: async (page, _courses, text) => {
      await expect(page.getByTestId('comments').locator('li', { hasText: text })).toHaveCount(1);
      await expect(page.getByPlaceholder('说说你的收获')).toHaveValue('');
    },
  },
  {
    name: '提交作业 (homework)',
    shot: 'homework',
    call: '/course/api/v1/learning/submitHomework',
    open: async (page, { memory }, text) => {
      await page.goto(`/homework?course=${memory.id}`);
      await page.locator('textarea').first().fill(text);
    },
    button: (page) => page.getByRole('button', { name: /提交作业|提交中/ }).first(),
    done: async (page) => {
      await expectToast(page, '作业已提交');
      await expect(page.getByRole('button', { name: '修改作业' }).first()).toBeVisible();
    },
  },
  {
    name: '打卡 (the day’s check-in)',
    shot: 'clock-in',
    call: '/course/api/v1/learning/clockIn',
    open: async (page, { memory }, text) => {
      await page.goto(`/practiceClockingIn?course=${memory.id}`);
      // nothing checked in yet: no empty card under the form
      await expect(page.getByTestId('clock-in-recent')).toHaveCount(0);
      await page.getByTestId('clock-in-page').locator('textarea').fill(text);
    },
    button: (page) => page.getByRole('button', { name: /^(打卡|打卡中…)$/ }),
    done: async (page, _courses, text) => {
      await expectToast(page, '打卡成功');
      await expect(page.getByText('今天已打卡，明天继续加油！')).toBeVisible();
      await expect(page.getByTestId('clock-in-recent').getByText(text)).toHaveCount(1);
    },
  },
  {
    name: '免费领取 (a course’s welfare gift)',
    shot: 'welfare',
    call: '/course/api/v1/course/welfare/gift/course',
    // the gift is the listening course, so the learner does not own it yet
    owns: ['memory'],
    open: async (page, { memory }) => {
      await page.goto(`/detail?course=${memory.id}`);
    },
    button: (page) => page.getByTestId('welfare-claim'),
    done: async (page) => {
      await expectToast(page, '领取成功，已放入学习中心');
      await expect(page.getByTestId('welfare')).toContainText('已领取');
    },
  },
  {
    name: '提问 (a question on a resource)',
    shot: 'resource-question',
    call: '/course-market/api/v1/tools/content/post/save',
    open: async (page, _courses, text) => {
      await page.goto('/videoToolHome');
      await page.getByTestId('content-item').first().click();
      await page.getByPlaceholder('有不懂的地方，问问老师').fill(text);
    },
    button: (page) => page.getByTestId('content-ask'),
    done: async (page, _courses, text) => {
      await expectToast(page, '提问已发送，老师会尽快回答');
      await expect(page.getByTestId('content-question').filter({ hasText: text })).toHaveCount(1);
    },
  },
  {
    name: '提交留言 (a message to customer service)',
    shot: 'feedback',
    call: '/user/api/v1/wechatFeedback/submit',
    open: async (page, _courses, text) => {
      await page.goto('/qiyu-common');
      await page.getByTestId('feedback-content').fill(`请问课程发票怎么开？${text}`);
    },
    button: (page) => page.getByTestId('feedback-submit'),
    done: async (page, _courses, text) => {
      await expectToast(page, '留言已提交，客服会尽快回复');
      await expect(page.getByTestId('feedback-history').locator('article', { hasText: text })).toHaveCount(1);
    },
  },
  {
    name: '提交订单 (the checkout of a paid course)',
    shot: 'checkout',
    call: '/course/api/v1/order/submitOrderPay',
    owns: [],
    open: async (page) => {
      const course = await sandboxCourse(page, CALLIGRAPHY);
      await page.goto(`/ensure?courseId=${course.id}&goodsId=${course.id}&goodsType=course`);
      await page.getByTestId('pay-method-3').click();
    },
    button: (page) => page.getByTestId('order-submit'),
    done: async (page) => {
      await expect(page).toHaveURL(/orderNo=C\d+/);
    },
  },
  {
    name: '取消订单 (an unpaid order)',
    shot: 'order-cancel',
    call: '/course/api/v1/user/order/cancel',
    owns: [],
    open: async (page) => {
      await page.goto(`/order-detail?orderNo=${await unpaidCourseOrder(page, CALLIGRAPHY)}`);
    },
    button: (page) => page.getByRole('button', { name: /取消订单|取消中/ }),
    done: async (page) => {
      // the one cancel's toast (two requests showed it twice)
      await expectToast(page, '订单已取消');
      await expect(page.getByTestId('order-status')).toHaveText('已关闭');
    },
  },
];

test.describe('a tap that writes, on a slow network', () => {
  for (const row of doubleTaps) {
    test(`a double tap on ${row.name} sends one request, the button busy until the answer`, async ({
      page,
    }) => {
      const { customerId } = await signInNewLearner(page);
      const courses: Courses = {
        memory: await sandboxCourse(page, MEMORY),
        daily: await sandboxCourse(page, DAILY),
        video: await sandboxCourse(page, VIDEO),
      };
      for (const key of row.owns ?? (['memory', 'daily', 'video'] as const))
        await grantCourse(page, customerId, courses[key].id);
      const text = `第一次就写对了 ${Date.now()}`;
      await row.open(page, courses, text);
      const held = await holdCall(page, row.call);
      await row.button(page).dblclick();
      await expect.poll(held.sent).toBe(1);
      await expect(row.button(page)).toBeDisabled();
      await screenshotsAtBothSizes(page, `double-tap-${row.shot}-busy`);
      held.release();
      await row.done(page, courses, text);
      expect(held.sent()).toBe(1);
    });
  }
});

test.describe('a refusal the server explains is shown, not swallowed', () => {
  test('我已读完 on a lesson’s document', async ({ page }) => {
    const { customerId } = await signInNewLearner(page);
    const video = await sandboxCourse(page, VIDEO);
    await grantCourse(page, customerId, video.id);
    const doc = video.sections.find((s) => s.kind === 'text');
    await refuseCall(page, '/course/api/v1/course/reportLearnRecord', '学习记录暂时无法保存，请稍后再试');
    await page.goto(`/lession-detail?course=${video.id}&section=${doc?.id}`);
    await page.getByTestId('mark-learned').click();
    await expectToast(page, '学习记录暂时无法保存，请稍后再试');
    // not marked: the learner can tap again once it goes through
    await expect(page.getByTestId('mark-learned')).toBeEnabled();
  });

  test('保存笔记 on a resource, and 保存 of an edited note', async ({ page }) => {
    await signInNewLearner(page);
    await page.goto('/videoToolHome');
    await page.getByTestId('content-item').first().click();
    const note = `构图要点 ${Date.now()}`;
    await page.getByTestId('content-note-input').fill(note);
    await page.getByTestId('content-note-save').click();
    await expect(page.getByTestId('content-note').first()).toContainText(note);

    await refuseCall(
      page,
      '/course-market/api/v1/tools/content/post/save',
      '笔记内容包含敏感词，请修改后再保存',
    );
    await page.getByTestId('content-note-input').fill(`${note}，再记一条`);
    await page.getByTestId('content-note-save').click();
    await expectToast(page, '笔记内容包含敏感词，请修改后再保存');
    // what the learner wrote is still there to correct
    await expect(page.getByTestId('content-note-input')).toHaveValue(`${note}，再记一条`);

    await page.goto('/courseNotes');
    await page.getByRole('button', { name: '编辑' }).first().click();
    await page.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '笔记内容包含敏感词，请修改后再保存');
    await expect(page.getByRole('button', { name: '保存' })).toBeEnabled();
  });

  test('签到', async ({ page }) => {
    await signInNewLearner(page);
    await refuseCall(page, '/user/api/v1/sign/today', '签到活动维护中，请稍后再来');
    await page.goto('/app-sign');
    await page.getByTestId('sign-button').click();
    await expectToast(page, '签到活动维护中，请稍后再来');
    await expect(page.getByTestId('sign-button')).toBeEnabled();
  });
});
