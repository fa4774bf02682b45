import type { Page } from '@playwright/test';
import { sandboxCourse } from './courses.ts';
import { expect } from './fixtures.ts';

/** The amount in cents of the first `¥12.34` (or `-¥12.34`) in a text. */
export const cents = (text: string | null) => {
  const match = /(-?)¥(\d+)\.(\d\d)/.exec(text ?? '');
  if (!match) throw new Error(`no amount in ${text}`);
  return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]));
};

type AddressField = 'receiver' | 'mobile' | 'province' | 'city' | 'district' | 'detail';

/** Saves a delivery address for the learner (the sandbox call), 李四 in Hangzhou unless changed; answers its id. */
export async function addSandboxAddress(
  page: Page,
  token: string,
  address: Partial<Record<AddressField, string>> = {},
): Promise<number> {
  const answer = await page.request.post('/sandbox/api/addresses', {
    data: {
      token,
      receiver: '李四',
      mobile: '13900001111',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      detail: '文三路 100 号',
      ...address,
    },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

/**
 * On the checkout in the messaging app: picks WeChat Pay, submits, and pays on the sandbox pay sheet; ends on the
 * result page saying 支付成功. Answers the amount the sheet charged and the order number.
 */
export async function payWithSheet(page: Page) {
  await page.getByTestId('pay-method-2').click();
  await page.getByTestId('order-submit').click();
  await expect(page.getByTestId('sandbox-pay-sheet')).toBeVisible();
  const charged = cents(await page.getByTestId('sandbox-pay-amount').textContent());
  await page.getByTestId('sandbox-pay-confirm').click();
  await expect(page).toHaveURL(/\/orderSuccess\?orderNo=C\d+/);
  await expect(page.getByTestId('pay-result-status')).toHaveText('支付成功');
  return { charged, orderNo: new URL(page.url()).searchParams.get('orderNo')! };
}

/**
 * On the checkout outside the messaging app: picks Alipay, submits, and pays on the sandbox H5 cashier; ends on
 * the result page (`result`) saying 支付成功. Answers the order number.
 */
export async function payAtCashier(page: Page, result: RegExp): Promise<string> {
  await page.getByTestId('pay-method-3').click();
  await page.getByTestId('order-submit').click();
  await expect(page).toHaveURL(/\/sandbox\/cashier\?paymentNo=[CG]\d+/);
  await page.getByTestId('sandbox-pay-confirm').click();
  await expect(page).toHaveURL(result);
  await expect(page.getByTestId('pay-result-status')).toHaveText('支付成功');
  return new URL(page.url()).searchParams.get('orderNo')!;
}

/**
 * An unpaid order of the sandbox course `title`, made as a learner makes one: its checkout, 支付宝, 提交订单 (inside
 * the messaging app the order is then handed over to the browser page). Answers the order number.
 */
export async function unpaidCourseOrder(page: Page, title: string): Promise<string> {
  const course = await sandboxCourse(page, title);
  await page.goto(`/ensure?courseId=${course.id}&goodsId=${course.id}&goodsType=course`);
  await page.getByTestId('pay-method-3').click();
  await page.getByTestId('order-submit').click();
  await expect(page).toHaveURL(/orderNo=C\d+/);
  return new URL(page.url()).searchParams.get('orderNo')!;
}
