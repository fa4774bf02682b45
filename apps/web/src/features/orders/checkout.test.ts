import type { CallContract } from '@course/contracts/define-call';
import { submitOrderPay, submitPackOrderPayBefore } from '@course/contracts/orders-checkout';
import { receiveCourse } from '@course/contracts/orders-receive';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/request';
import { type CheckoutDeps, checkout, resumeCheckoutHref } from './checkout';

const PREPARED = { canBuy: true, reason: null, payAmountCents: 29_900 };

/** A fake server: answers per call name, records the order of calls. */
function server(answers: Record<string, (body: unknown) => unknown>) {
  const calls: string[] = [];
  const report = vi.fn();
  const deps: CheckoutDeps = {
    call: (async (contract: CallContract, input: { body: unknown }) => {
      calls.push(contract.name);
      const answer = answers[contract.name];
      if (!answer) throw new Error(`unexpected call ${contract.name}`);
      return answer(input.body);
    }) as CheckoutDeps['call'],
    report,
  };
  return { deps, calls, report };
}

const base = { payType: 21, businessCode: 'course', returnPath: '/alipaySuccess' };

describe('checkout', () => {
  it('a package is checked with submitPackOrderPayBefore before submitOrderPay', async () => {
    const bodies: unknown[] = [];
    const { deps, calls, report } = server({
      [submitPackOrderPayBefore.name]: (body) => {
        bodies.push(body);
        return PREPARED;
      },
      [submitOrderPay.name]: (body) => {
        bodies.push(body);
        return {
          orderNo: 'C1',
          payAmountCents: 29_900,
          payType: 21,
          action: { type: 'redirect', url: '/x' },
        };
      },
    });
    const result = await checkout({ ...base, spec: { packageId: 7 } }, deps);
    expect(calls).toEqual([submitPackOrderPayBefore.name, submitOrderPay.name]);
    expect(bodies[0]).toEqual({ packageId: 7 });
    expect(bodies[1]).toMatchObject({ packageId: 7, payType: 21, returnPath: '/alipaySuccess' });
    expect(result).toEqual({ orderNo: 'C1', action: { type: 'redirect', url: '/x' } });
    expect(report).not.toHaveBeenCalled();
  });

  it('stops when the check says the item cannot be bought, and reports 32000', async () => {
    const { deps, calls, report } = server({
      [submitPackOrderPayBefore.name]: () => ({
        ...PREPARED,
        canBuy: false,
        reason: '您已拥有套餐内全部课程',
      }),
    });
    await expect(checkout({ ...base, spec: { packageId: 7 } }, deps)).rejects.toThrow(
      '您已拥有套餐内全部课程',
    );
    expect(calls).toEqual([submitPackOrderPayBefore.name]);
    expect(report).toHaveBeenCalledWith(32000, expect.stringContaining('您已拥有套餐内全部课程'));
  });

  it('reports 32000 when creating the payment order fails', async () => {
    const { deps, report } = server({
      [submitPackOrderPayBefore.name]: () => PREPARED,
      [submitOrderPay.name]: () => {
        throw new ApiError(2001, '支付下单失败，请稍后重试或换一种支付方式');
      },
    });
    await expect(checkout({ ...base, spec: { courseId: 3 } }, deps)).rejects.toBeInstanceOf(ApiError);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(32000, 'payType 21: 2001 支付下单失败，请稍后重试或换一种支付方式');
  });

  it('resuming an unpaid order pays it without the check', async () => {
    const { deps, calls } = server({
      [submitOrderPay.name]: (body) => {
        expect(body).toMatchObject({ orderNo: 'C9', payType: 22, periods: 3 });
        return { orderNo: 'C9', payAmountCents: 1, payType: 22, action: { type: 'none' } };
      },
    });
    await checkout({ ...base, payType: 22, orderNo: 'C9', spec: { courseId: 3 } }, deps);
    expect(calls).toEqual([submitOrderPay.name]);
  });

  it('a zero-yuan course is a sign-up through receive/course; a failed sign-up reports 32001', async () => {
    const ok = server({ [receiveCourse.name]: () => ({ orderNo: 'C5', alreadyOwned: false }) });
    expect(await checkout({ ...base, spec: { courseId: 5 }, zeroYuanCourse: true }, ok.deps)).toEqual({
      orderNo: 'C5',
      action: { type: 'none' },
    });
    expect(ok.calls).toEqual([receiveCourse.name]);

    const failing = server({
      [receiveCourse.name]: () => {
        throw new ApiError(1009, '报名失败');
      },
    });
    await expect(
      checkout({ ...base, spec: { courseId: 5 }, zeroYuanCourse: true }, failing.deps),
    ).rejects.toThrow('报名失败');
    expect(failing.report).toHaveBeenCalledWith(32001, 'receive/course 5: 1009 报名失败');
    expect(failing.report).not.toHaveBeenCalledWith(32000, expect.anything());
  });
});

describe('resumeCheckoutHref', () => {
  it('sends a course, a package and a good each to its own checkout, with the unpaid order', () => {
    const none = { courseId: null, packageId: null, goodsId: null };
    expect(resumeCheckoutHref({ ...none, kind: 'course', courseId: 3 }, 'C1')).toBe(
      '/ensure?courseId=3&orderNo=C1',
    );
    expect(resumeCheckoutHref({ ...none, kind: 'package', packageId: 2 }, 'C2')).toBe(
      '/ensure?packageId=2&goodsType=package&orderNo=C2',
    );
    expect(resumeCheckoutHref({ ...none, kind: 'goods', goodsId: 7 }, 'G3')).toBe(
      '/zqt-order?goodsId=7&goodsType=goods&orderNo=G3',
    );
  });
});
