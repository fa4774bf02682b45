import type { ConsoleCallContract } from '@course/contracts/console-call';
import {
  consoleComplaintList,
  consoleFeedbackList,
  consoleServiceMessageList,
  consoleServiceMessageReply,
} from '@course/contracts/console-inbox';
import { consoleOrderSearch, consoleWithdrawalList } from '@course/contracts/console-orders';
import { consoleRefundList } from '@course/contracts/console-refunds';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  classes,
  complaintReasons,
  customerFeedback,
  feedbackReasons,
  refunds,
  staff,
  withdrawals,
} from '../../db/schema/index.ts';
import { consoleInject } from '../../test-support/console-client.ts';
import { newCoursePayment } from '../../test-support/order-helpers.ts';
import { envelopeOf } from '../../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';
import { submitComplaint } from '../landing/complaints.ts';
import { saveFeedback } from '../landing/group-feedback.ts';
import { createStaffSession } from './staff-sessions.ts';

type Session = { staffId: number; token: string; csrf: string };
type Page = { list: Record<string, unknown>[]; nextCursor: number | null };

/**
 * The console's lists paged by cursor (contracts/console-call.ts `consolePaging`): walked two rows at a time, each
 * list gives the same rows in the same order as one page of 100, none twice, and its last page says so
 * (nextCursor null). A row written while the operator walks a newest-first list does not push an earlier row onto
 * the next page again; a queue (oldest first) whose first rows are handled meanwhile goes on after its cursor.
 */
describeEachDatabase('console: lists paged by cursor', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  let admin: Session;
  let operator: Session;
  const db = () => getDatabase().db;

  const pageOf = async (contract: ConsoleCallContract, request: Record<string, unknown>) => {
    const envelope = envelopeOf(await consoleInject(t.app, contract, request, admin));
    expect(envelope.code, envelope.msg).toBe(0);
    return envelope.data as Page;
  };
  /** Every page of two rows, in order, `between` run after the first page. */
  const walk = async (
    contract: ConsoleCallContract,
    request: Record<string, unknown>,
    key: string,
    between?: () => Promise<void>,
  ) => {
    const keys: unknown[] = [];
    let cursor: number | undefined;
    for (let n = 0; n < 60; n++) {
      const page = await pageOf(contract, { ...request, pageSize: 2, ...(cursor ? { cursor } : {}) });
      expect(page.list.length).toBeLessThanOrEqual(2);
      keys.push(...page.list.map((row) => row[key]));
      if (n === 0) await between?.();
      if (page.nextCursor === null) return keys;
      expect(page.list).toHaveLength(2);
      cursor = page.nextCursor;
    }
    throw new Error('more than 60 pages');
  };
  const oneBigPage = async (contract: ConsoleCallContract, request: Record<string, unknown>, key: string) => {
    const page = await pageOf(contract, { ...request, pageSize: 100 });
    expect(page.nextCursor).toBeNull();
    return page.list.map((row) => row[key]);
  };
  const expectSameRows = async (
    contract: ConsoleCallContract,
    request: Record<string, unknown>,
    key: string,
  ) => {
    const all = await oneBigPage(contract, request, key);
    const walked = await walk(contract, request, key);
    // at least two pages
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(walked).toEqual(all);
    expect(new Set(walked).size).toBe(walked.length);
  };

  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
    const sessionOf = async (role: 'admin' | 'operator') => {
      const [row] = await db()
        .insert(staff)
        .values({ login: `paging_${role}_${process.pid}`, role, passwordHash: 'x', displayName: '分页' })
        .returning();
      const session = await createStaffSession(db(), row!.id, new Date());
      return { staffId: row!.id, token: session.token, csrf: session.csrfToken };
    };
    admin = await sessionOf('admin');
    operator = await sessionOf('operator');
  });
  afterAll(async () => {
    await t.close();
  });

  it('orders, refunds and withdrawals: two rows a page give the whole list once, newest first', async () => {
    const payments = [];
    for (let i = 0; i < 5; i++) payments.push(await newCoursePayment(t));
    for (const [i, { order }] of payments.entries()) {
      await db()
        .insert(refunds)
        .values({
          refundNo: `RPAGE${process.pid}${i}`,
          orderId: order.id,
          customerId: order.customerId,
          reason: '分页',
          amountCents: 1,
        });
    }
    for (let i = 0; i < 6; i++) {
      await db()
        .insert(withdrawals)
        .values({
          outBillNo: `WPAGE${process.pid}${i}`,
          customerId: payments[0]!.order.customerId,
          amountCents: 100,
          state: i % 2 === 0 ? 'REVIEWING' : 'SUCCESS',
          beijingDay: '2026-11-29',
        });
    }
    await expectSameRows(consoleOrderSearch, { status: 'created' }, 'orderNo');
    await expectSameRows(consoleRefundList, {}, 'refundNo');
    const reviewing = await walk(consoleWithdrawalList, {}, 'outBillNo');
    // the review queue oldest first
    expect(reviewing.filter((no) => String(no).startsWith('WPAGE'))).toEqual(
      [0, 2, 4].map((i) => `WPAGE${process.pid}${i}`),
    );
    await expectSameRows(consoleWithdrawalList, {}, 'outBillNo');
    await expectSameRows(consoleWithdrawalList, { state: 'SUCCESS' }, 'outBillNo');
  });

  it('the inboxes: a complaint written while walking is not listed again; a queue handled meanwhile goes on', async () => {
    const learner = await t.newCustomer();
    const [reason] = await db().select().from(complaintReasons).limit(1);
    const [feedbackReason] = await db().select().from(feedbackReasons).limit(1);
    const [klass] = await db().select({ id: classes.id }).from(classes).limit(1);
    for (let i = 0; i < 5; i++) {
      await submitComplaint(db(), {
        customerId: learner.customerId,
        reasonCode: reason!.code,
        content: `分页投诉 ${i}`,
        mobile: '13700001111',
      });
      await saveFeedback(db(), {
        customerId: null,
        feedbackCode: feedbackReason!.code,
        groupId: String(klass!.id),
        mobile: '13812345678',
      });
      await db()
        .insert(customerFeedback)
        .values({ customerId: learner.customerId, type: 'course', content: `分页留言 ${i}` });
    }
    await expectSameRows(consoleFeedbackList, { state: 'all' }, 'id');
    await expectSameRows(consoleServiceMessageList, { state: 'pending' }, 'id');

    // newest first: a complaint arriving after the first page is not on a later one, and no row comes twice
    const complaints = await oneBigPage(consoleComplaintList, {}, 'id');
    let late = 0;
    const walked = await walk(consoleComplaintList, {}, 'id', async () => {
      late = (
        await submitComplaint(db(), {
          customerId: learner.customerId,
          reasonCode: reason!.code,
          content: '翻页时来的投诉',
          mobile: '13700001111',
        })
      ).id;
    });
    expect(walked).toEqual(complaints);
    expect((await oneBigPage(consoleComplaintList, {}, 'id'))[0]).toBe(late);

    // a queue, oldest first: the first page's messages answered meanwhile, the walk goes on with the next rows
    const queue = await oneBigPage(consoleServiceMessageList, { state: 'pending' }, 'id');
    const replyTo = async (id: unknown) =>
      envelopeOf(await consoleInject(t.app, consoleServiceMessageReply, { id, reply: '已处理' }, operator));
    const walkedQueue = await walk(consoleServiceMessageList, { state: 'pending' }, 'id', async () => {
      for (const id of queue.slice(0, 2)) expect((await replyTo(id)).code).toBe(0);
    });
    expect(walkedQueue).toEqual(queue);
    expect(await oneBigPage(consoleServiceMessageList, { state: 'pending' }, 'id')).toEqual(queue.slice(2));
  });

  it('a cursor of another shape is refused with a readable message', async () => {
    for (const cursor of ['abc', '-1', '0', '1.5']) {
      const envelope = envelopeOf(
        await consoleInject(
          t.app,
          consoleOrderSearch,
          { cursor, pageSize: 2 } as Record<string, unknown>,
          admin,
        ),
      );
      expect(envelope.code).toBe(1001);
      expect(envelope.msg).toMatch(/cursor/);
    }
  });
});
