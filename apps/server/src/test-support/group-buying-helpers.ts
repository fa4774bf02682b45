import { teamBuyJoin, teamBuyOpen } from '@course/contracts/group-buying-team';
import { submitOrderPay } from '@course/contracts/orders-checkout';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppDb } from '../db/client.ts';
import { groupBuyActivities } from '../db/schema/index.ts';
import { call } from './order-helpers.ts';
import type { TestApp } from './test-app.ts';

/** Test helpers of the group-buying suites: opening, joining and paying seats through the real calls. */

export async function activityByCode(db: AppDb, code: string) {
  const [row] = await db.select().from(groupBuyActivities).where(eq(groupBuyActivities.code, code)).limit(1);
  if (!row) throw new Error(`no activity ${code}`);
  return row;
}

/** Pays an order on the sandbox cashier (submitOrderPay with its number, then the cashier's pay button). */
export async function paySeat(t: TestApp, token: string, orderNo: string) {
  const answer = await call(t.app, submitOrderPay, { token, body: { orderNo, payType: 21 } });
  expect(answer.code).toBe(0);
  if (answer.data.action.type === 'none') return;
  const url = answer.data.action.type === 'redirect' ? answer.data.action.url : '';
  const paymentNo = new URL(url, 'http://x').searchParams.get('paymentNo')!;
  return paymentNo;
}

export async function payOnCashier(t: TestApp, paymentNo: string) {
  const paid = await t.app.inject({ method: 'POST', url: `/sandbox/api/pay/${paymentNo}/pay` });
  expect(paid.json().code).toBe(0);
}

export async function openPaidTeam(t: TestApp, activityId: number) {
  const leader = await t.newCustomer({ nickname: '团长小王' });
  const opened = await call(t.app, teamBuyOpen, { token: leader.token, body: { activityId } });
  expect(opened.code).toBe(0);
  const paymentNo = await paySeat(t, leader.token, opened.data.orderNo);
  if (paymentNo) await payOnCashier(t, paymentNo);
  return { leader, teamNo: opened.data.teamNo, orderNo: opened.data.orderNo };
}

export async function joinAndPay(t: TestApp, teamNo: string) {
  const learner = await t.newCustomer();
  const joined = await call(t.app, teamBuyJoin, { token: learner.token, body: { teamNo } });
  expect(joined.code).toBe(0);
  const paymentNo = await paySeat(t, learner.token, joined.data.orderNo);
  if (paymentNo) await payOnCashier(t, paymentNo);
  return { ...learner, orderNo: joined.data.orderNo };
}
