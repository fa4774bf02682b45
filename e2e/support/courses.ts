import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Sandbox helpers of the courses tests: find a course by title and grant it to a learner. */

export type SandboxCourse = {
  id: number;
  title: string;
  priceCents: number;
  sections: { id: number; title: string; kind: 'audio' | 'video' | 'text'; isTrial: boolean }[];
};

export async function sandboxCourse(page: Page, title: string): Promise<SandboxCourse> {
  const response = await page.request.get('/sandbox/api/courses');
  const body = (await response.json()) as { data: SandboxCourse[] };
  const course = body.data.find((c) => c.title === title);
  if (!course) throw new Error(`no course ${title}`);
  return course;
}

export async function grantCourse(page: Page, customerId: number, courseId: number): Promise<void> {
  const response = await page.request.post('/sandbox/api/courses/grant', { data: { customerId, courseId } });
  expect(((await response.json()) as { code: number }).code).toBe(0);
}

export type LearnReport = {
  life: string;
  sectionId: number;
  time: number;
  isLearned: number;
  type: number;
  osName: string;
};

/** Collects the learn records the page sends. */
export function collectLearnReports(page: Page): LearnReport[] {
  const reports: LearnReport[] = [];
  page.on('request', (request: Request) => {
    if (request.url().includes('/course/api/v1/course/reportLearnRecord')) {
      reports.push(request.postDataJSON() as LearnReport);
    }
  });
  return reports;
}

/** A vertical swipe on an element with touch events (dy < 0 is up). */
export async function swipe(page: Page, testId: string, dy: number): Promise<void> {
  await page.getByTestId(testId).evaluate((el, delta) => {
    const rect = el.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const touch = (cy: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: cy });
    // As a real finger's events: the touch is also in targetTouches while it is down (what gesture libraries read).
    const down = (type: string, cy: number) =>
      new TouchEvent(type, {
        bubbles: true,
        touches: [touch(cy)],
        targetTouches: [touch(cy)],
        changedTouches: [touch(cy)],
      });
    el.dispatchEvent(down('touchstart', y));
    el.dispatchEvent(down('touchmove', y + delta));
    el.dispatchEvent(
      new TouchEvent('touchend', {
        bubbles: true,
        touches: [],
        targetTouches: [],
        changedTouches: [touch(y + delta)],
      }),
    );
  }, dy);
}
