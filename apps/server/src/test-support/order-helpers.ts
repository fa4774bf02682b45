import type { CallContract, ParamsOf, RequestOf, ResponseOf } from '@course/contracts/define-call';
import { submitOrderPay } from '@course/contracts/orders-checkout';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AppDb } from '../db/client.ts';
import { courseOwnerships, courses, orders, paymentAttempts } from '../db/schema/index.ts';
import { callInject } from './signed-request.ts';
import type { TestApp } from './test-app.ts';

/** Test helpers of the commerce suites: signed calls that answer data or the refusal. */

export type Answer<T> = { code: number; msg: string; data: T };

export async function call<C extends CallContract>(
  app: FastifyInstance,
  contract: C,
  input: { token?: string; body?: RequestOf<C>; params?: ParamsOf<C> } = {},
): Promise<Answer<ResponseOf<C>>> {
  const response = await callInject(app, contract, {
    ...(input.token ? { token: input.token } : {}),
    ...(input.body ? { body: input.body as Record<string, unknown> } : {}),
    ...(input.params ? { params: input.params as Record<string, string | number> } : {}),
  });
  return response.json() as Answer<ResponseOf<C>>;
}

export async function courseByTitle(db: AppDb, title: string) {
  const [row] = await db.select().from(courses).where(eq(courses.title, title)).limit(1);
  if (!row) throw new Error(`no course ${title}`);
  return row;
}

export const PAID_COURSE = '零基础硬笔书法：30天写出一手好字';
export const PRICIER_COURSE = '成人钢琴入门：从识谱到弹奏《致爱丽丝》';

export async function ownershipCount(db: AppDb, customerId: number, courseId: number): Promise<number> {
  const rows = await db
    .select({ id: courseOwnerships.id })
    .from(courseOwnerships)
    .where(and(eq(courseOwnerships.customerId, customerId), eq(courseOwnerships.courseId, courseId)));
  return rows.length;
}

/** A new learner's order for PAID_COURSE submitted with `payType` (21: Alipay): the order and its pending attempt. */
export async function newCoursePayment(t: TestApp, payType: 11 | 21 = 21) {
  const { token, customerId } = await t.newCustomer();
  const course = await courseByTitle(t.database.db, PAID_COURSE);
  const answer = await call(t.app, submitOrderPay, { token, body: { courseId: course.id, payType } });
  expect(answer.code).toBe(0);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNo, answer.data.orderNo));
  const [attempt] = await t.database.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, order!.id));
  return { token, customerId, course, order: order!, attempt: attempt! };
}

/** The paymentNo in a sandbox cashier URL (the `url` of a pay action). */
export const paymentNoOf = (url: string) => new URL(url, 'http://x').searchParams.get('paymentNo')!;

/** A decision on the sandbox cashier for one payment (pay, cancel, fail, redeliver); answers the sandbox's envelope. */
export const cashierDecision = (t: TestApp, paymentNo: string, decision: string) =>
  t.app.inject({ method: 'POST', url: `/sandbox/api/pay/${paymentNo}/${decision}` }).then((r) => r.json());
