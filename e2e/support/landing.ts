import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Sandbox helpers of the landing tests: a landing with its own camp, and the reports the page sends. */

export type LandingScenario = {
  addGroupPageId: number;
  courseId: number;
  campId: number;
  classIds: number[];
};

export async function landingScenario(
  page: Page,
  input: Record<string, unknown> = {},
): Promise<LandingScenario> {
  const response = await page.request.post('/sandbox/api/landing/scenario', { data: input });
  const body = (await response.json()) as { code: number; msg: string; data: LandingScenario };
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

export type EventReport = { event: string; detail?: string; groupCodePage?: string };

/** Collects the landing events (QR shown, long-press, QR-identify failures …) the page reports. */
export function collectEvents(page: Page): EventReport[] {
  const events: EventReport[] = [];
  page.on('request', (request: Request) => {
    if (request.url().includes('/putin/api/v1/frontTrack/eventReport')) {
      events.push(request.postDataJSON() as EventReport);
    }
  });
  return events;
}

/** Where an element sits on the page, in CSS px. */
export async function boxOf(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error(`${testId} is not visible`);
  return box;
}

/** One touch event on an element (start or end of a finger's touch), for tests that drive the page's clock. */
export async function touch(page: Page, testId: string, type: 'touchstart' | 'touchend'): Promise<void> {
  await page.getByTestId(testId).evaluate((el, kind) => {
    const rect = el.getBoundingClientRect();
    const finger = new Touch({ identifier: 7, target: el, clientX: rect.left + 10, clientY: rect.top + 10 });
    const down = kind === 'touchstart' ? [finger] : [];
    el.dispatchEvent(new TouchEvent(kind, { bubbles: true, touches: down, changedTouches: [finger] }));
  }, type);
}

/** A touch held on an element for `ms` (touch events, as a finger in the messaging app). */
export async function holdTouch(page: Page, testId: string, ms: number): Promise<void> {
  await page.getByTestId(testId).evaluate(async (el, hold) => {
    const rect = el.getBoundingClientRect();
    const touch = new Touch({ identifier: 7, target: el, clientX: rect.left + 10, clientY: rect.top + 10 });
    el.dispatchEvent(
      new TouchEvent('touchstart', { bubbles: true, touches: [touch], changedTouches: [touch] }),
    );
    await new Promise((resolve) => setTimeout(resolve, hold));
    el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch] }));
  }, ms);
}
