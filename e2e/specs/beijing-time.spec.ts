import type { Page } from '@playwright/test';
import { unpaidCourseOrder } from '../support/checkout.ts';
import { grantCourse, sandboxCourse } from '../support/courses.ts';
import { createSandboxSession, expect, saveScreenshot, signIn, test } from '../support/fixtures.ts';

/**
 * Issue 12, item 4: every time a learner sees is Beijing time (Asia/Shanghai), whatever the phone's zone.
 * The phone here is in New York (13 hours behind Beijing in winter, 12 in summer): a device-zone formatter would
 * show another hour, and often another day. The expected text is computed from the instant the server sent,
 * formatted independently of the app (Intl in this test process, whose own zone does not matter either).
 */

const PHONE_ZONE = 'America/New_York';
test.use({ timezoneId: PHONE_ZONE });

const CALLIGRAPHY = '零基础硬笔书法：30天写出一手好字';
const DAILY = '每日一听：记忆力小课堂';

function parts(at: string | number, timeZone: string): Record<string, string> {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return Object.fromEntries(format.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
}

/** The order pages' '2026/1/5 14:03:07'. */
const slashDateTime = (at: string | number, timeZone: string) => {
  const p = parts(at, timeZone);
  return `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}:${p.second}`;
};
/** The site messages' '2026-01-05 14:03'. */
const dashDateTime = (at: string | number, timeZone: string) => {
  const p = parts(at, timeZone);
  return `${p.year}-${p.month!.padStart(2, '0')}-${p.day!.padStart(2, '0')} ${p.hour}:${p.minute}`;
};

async function expectPhoneInNewYork(page: Page): Promise<void> {
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(PHONE_ZONE);
}

test.describe('Beijing time on a phone in New York', () => {
  test('an order shows its created time and its payment deadline in Beijing time', async ({ page }) => {
    const { token } = await createSandboxSession(page);
    await signIn(page, token);
    const orderNo = await unpaidCourseOrder(page, CALLIGRAPHY);

    await page.goto('about:blank'); // no call of the previous page can answer the wait below
    const detailResponse = page.waitForResponse((r) =>
      r.url().includes(`/course/api/v1/user/order/${orderNo}`),
    );
    await page.goto(`/order-detail?orderNo=${orderNo}`);
    const body = (await (await detailResponse).json()) as { data: { createdAt: string; expiresAt: string } };
    await expectPhoneInNewYork(page);
    const { createdAt, expiresAt } = body.data;

    const created = page.locator('.od-row').filter({ hasText: '下单时间' });
    await expect(created).toContainText(slashDateTime(createdAt, 'Asia/Shanghai'));
    // the order number carries the server's Beijing clock: same day, hour and minute as the created time
    const p = parts(createdAt, 'Asia/Shanghai');
    expect(orderNo.slice(1, 9)).toBe(`${p.year}${p.month!.padStart(2, '0')}${p.day!.padStart(2, '0')}`);
    await expect(page.getByTestId('order-detail')).toContainText(
      `请在 ${slashDateTime(expiresAt, 'Asia/Shanghai')} 前完成支付`,
    );
    // what the phone's own zone would have shown is not on the page
    await expect(created).not.toContainText(slashDateTime(createdAt, PHONE_ZONE));
    await saveScreenshot(page, 'beijing-time-order-detail');

    await page.goto('/order');
    await expect(page.getByTestId(`order-card-${orderNo}`)).toContainText(
      slashDateTime(createdAt, 'Asia/Shanghai'),
    );
  });

  test('a site message shows its time in Beijing time', async ({ page }) => {
    const { token, customerId } = await createSandboxSession(page);
    await signIn(page, token);
    const daily = await sandboxCourse(page, DAILY);
    await grantCourse(page, customerId, daily.id);

    const listResponse = page.waitForResponse((r) => r.url().includes('/course/api/v1/customerMessage/list'));
    await page.goto('/siteInformation');
    const body = (await (await listResponse).json()) as {
      data: { list: { id: number; title: string; createdAt: number }[] };
    };
    await expectPhoneInNewYork(page);
    const message = body.data.list.find((m) => m.title.includes('赠课已到账'));
    expect(message).toBeDefined();
    const item = page.getByTestId(`site-message-${message!.id}`);
    await expect(item).toContainText(dashDateTime(message!.createdAt, 'Asia/Shanghai'));
    await expect(item).not.toContainText(dashDateTime(message!.createdAt, PHONE_ZONE));
    await saveScreenshot(page, 'beijing-time-site-messages');
  });
});
