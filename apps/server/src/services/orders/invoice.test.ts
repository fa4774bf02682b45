import { submitOrderPay } from '@course/contracts/orders-checkout';
import { invoiceApply, invoiceDetail, taxNoProblem } from '@course/contracts/orders-invoice';
import { userOrderDetail } from '@course/contracts/orders-user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, courseByTitle, PAID_COURSE } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';

/** A valid unified social credit code: 17 characters and their GB 32100 check character. */
function uscc(body17: string): string {
  const charset = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const sum = [...body17].reduce((s, c, i) => s + charset.indexOf(c) * weights[i]!, 0);
  return body17 + charset[(31 - (sum % 31)) % 31];
}

describe('taxNoProblem', () => {
  it('accepts a unified social credit code with the right check character and old 15/20-character numbers', () => {
    expect(taxNoProblem(uscc('91110108MA01ABCD1'))).toBeNull();
    expect(taxNoProblem('91350100M000100Y43')).toBeNull();
    expect(taxNoProblem('110108123456789')).toBeNull();
    expect(taxNoProblem('11010812345678901234')).toBeNull();
  });
  it('refuses a wrong check character, a wrong length, lower case and the letters a code never uses', () => {
    const good = uscc('91110108MA01ABCD1');
    const wrong = good.slice(0, 17) + (good[17] === '0' ? '1' : '0');
    expect(taxNoProblem(wrong)).toContain('校验不通过');
    expect(taxNoProblem('1234')).toContain('15、18或20位');
    expect(taxNoProblem(good.toLowerCase())).toContain('15、18或20位');
    expect(taxNoProblem('9111010IMA01ABCD1X')).toContain('无效字符');
  });
});

describeEachDatabase('invoices', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => t?.close());

  async function paidOrder() {
    const { token } = await t.newCustomer();
    const course = await courseByTitle(t.database.db, PAID_COURSE);
    const answer = await call(t.app, submitOrderPay, { token, body: { courseId: course.id, payType: 21 } });
    const url = (answer.data.action as { url: string }).url;
    const paymentNo = new URL(url, 'http://x').searchParams.get('paymentNo')!;
    await t.app.inject({ method: 'POST', url: `/sandbox/api/pay/${paymentNo}/pay` });
    return { token, orderNo: answer.data.orderNo };
  }

  it('a company title needs a valid tax number; the refusals are readable and change nothing', async () => {
    const { token, orderNo } = await paidOrder();
    const base = {
      orderNo,
      titleType: 'company' as const,
      title: '北京示例科技有限公司',
      email: 'fin@example.com',
    };
    const missing = await call(t.app, invoiceApply, { token, body: base });
    expect(missing).toMatchObject({ code: 1001, msg: '参数错误：企业发票请填写纳税人识别号' });
    const good = uscc('91110108MA01ABCD1');
    const badCheck = good.slice(0, 17) + (good[17] === '0' ? '1' : '0');
    const wrong = await call(t.app, invoiceApply, { token, body: { ...base, taxNo: badCheck } });
    expect(wrong.code).toBe(1001);
    expect(wrong.msg).toContain('纳税人识别号校验不通过');
    const email = await call(t.app, invoiceApply, { token, body: { ...base, taxNo: good, email: 'nope' } });
    expect(email.code).toBe(1001);
    expect(email.msg).toContain('请输入正确的邮箱');
    expect((await call(t.app, invoiceDetail, { token, body: { orderNo } })).code).toBe(1005);

    const issued = await call(t.app, invoiceApply, { token, body: { ...base, taxNo: good } });
    expect(issued.code).toBe(0);
    expect(issued.data).toMatchObject({
      status: 'issued',
      titleType: 'company',
      taxNo: good,
      // what was paid: the calligraphy course's running 限时优惠 (issue 21)
      amountCents: 6_900,
    });
    const detail = await call(t.app, invoiceDetail, { token, body: { orderNo } });
    expect(detail.data.invoiceNo).toBe(issued.data.invoiceNo);
    const file = await t.app.inject({ url: detail.data.downloadUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('北京示例科技有限公司');
    expect(file.body).toContain(good);
    const order = await call(t.app, userOrderDetail, { token, params: { id: orderNo } });
    expect(order.data).toMatchObject({ canInvoice: false, invoice: { status: 'issued' } });
  });

  it('five concurrent applications for one order issue one invoice', async () => {
    const { token, orderNo } = await paidOrder();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call(t.app, invoiceApply, {
          token,
          body: { orderNo, titleType: 'personal', title: `张三${i}`, email: 'zs@example.com' },
        }),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== 0))
      expect(a).toMatchObject({ code: 1009, msg: '该订单已开具发票' });
  });

  it('an unpaid order or another learner’s order cannot be invoiced', async () => {
    const { token } = await t.newCustomer();
    const course = await courseByTitle(t.database.db, PAID_COURSE);
    const unpaid = await call(t.app, submitOrderPay, { token, body: { courseId: course.id, payType: 21 } });
    const refused = await call(t.app, invoiceApply, {
      token,
      body: { orderNo: unpaid.data.orderNo, titleType: 'personal', title: '李四', email: 'ls@example.com' },
    });
    expect(refused).toMatchObject({ code: 1009, msg: '该订单不能开具发票' });
    const { orderNo } = await paidOrder();
    const stranger = await call(t.app, invoiceApply, {
      token,
      body: { orderNo, titleType: 'personal', title: '李四', email: 'ls@example.com' },
    });
    expect(stranger.code).toBe(1005);
  });
});
