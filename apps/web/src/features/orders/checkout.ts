import type { CallContract, RequestOf, ResponseOf } from '@course/contracts/define-call';
import { submitOrderPay, submitPackOrderPayBefore, type TPayAction } from '@course/contracts/orders-checkout';
import { receiveCourse } from '@course/contracts/orders-receive';
import { ErrorReportCode, type TErrorReportCode } from '@course/domain/error-report';
import { getHref } from '../../app/public/navigation';
import { ApiError } from '../../lib/request';

/**
 * Submitting an order, the part of the ensure pages that talks to the server:
 * - a zero-yuan course (beginners-sales and the like) is a sign-up: receive/course; a failure is reported as
 *   32001 (sign-up error);
 * - anything else is checked again with submitPackOrderPayBefore (price and whether it may still be bought, a
 *   package's courses included) and then paid with submitOrderPay; a failure of either is reported as 32000
 *   (payment order creation error). Resuming an unpaid order (orderNo) skips the check.
 * The caller shows the message; the dependencies are parameters so that tests can watch the calls.
 */

export type ItemSpec = {
  courseId?: number;
  packageId?: number;
  goodsId?: number;
  quantity?: number;
  addressId?: number;
};

export type CheckoutInput = {
  spec: ItemSpec;
  orderNo?: string | undefined;
  payType: number;
  periods?: number | undefined;
  businessCode: string;
  /** The item is a course that costs nothing: a sign-up instead of a payment. */
  zeroYuanCourse?: boolean;
  channel?: string | null;
  subChannel?: string | null;
  returnPath: string;
};

export type CheckoutResult = { orderNo: string; action: TPayAction };

export type CheckoutDeps = {
  call: <C extends CallContract>(contract: C, input: { body: RequestOf<C> }) => Promise<ResponseOf<C>>;
  report: (code: TErrorReportCode, description: string) => void;
};

const messageOf = (error: unknown) =>
  error instanceof ApiError ? `${error.code} ${error.msg}` : (error as Error)?.message || String(error);

export async function checkout(input: CheckoutInput, deps: CheckoutDeps): Promise<CheckoutResult> {
  if (input.zeroYuanCourse && input.spec.courseId && !input.orderNo) {
    try {
      const received = await deps.call(receiveCourse, { body: { courseId: input.spec.courseId } });
      return { orderNo: received.orderNo, action: { type: 'none' } };
    } catch (error) {
      deps.report(ErrorReportCode.signupError, `receive/course ${input.spec.courseId}: ${messageOf(error)}`);
      throw error;
    }
  }
  try {
    if (!input.orderNo) {
      const check = await deps.call(submitPackOrderPayBefore, { body: input.spec });
      if (!check.canBuy) throw new ApiError(1009, check.reason ?? '暂时无法购买');
    }
    const answer = await deps.call(submitOrderPay, {
      body: {
        ...(input.orderNo ? { orderNo: input.orderNo } : input.spec),
        ...(input.spec.addressId ? { addressId: input.spec.addressId } : {}),
        payType: input.payType as 11,
        ...(input.payType === 22 ? { periods: input.periods ?? 3 } : {}),
        businessCode: input.businessCode,
        ...(input.channel ? { channel: input.channel } : {}),
        ...(input.subChannel ? { subChannel: input.subChannel } : {}),
        returnPath: input.returnPath,
      },
    });
    return { orderNo: answer.orderNo, action: answer.action };
  } catch (error) {
    deps.report(ErrorReportCode.paymentOrderCreation, `payType ${input.payType}: ${messageOf(error)}`);
    throw error;
  }
}

/** What an unpaid order is for, as the order detail and the pay result both tell it. */
export type UnpaidOrder = {
  kind: string;
  courseId: number | null;
  packageId: number | null;
  goodsId: number | null;
};

/**
 * The checkout that resumes an unpaid order (去支付 on the order, 重新支付 on the result): zqt-order for a good,
 * else ensure, with what the order is for and its orderNo.
 */
export function resumeCheckoutHref(order: UnpaidOrder, orderNo: string): string {
  return getHref(order.kind === 'goods' ? 'zqt-order' : 'ensure', {
    query: order.courseId
      ? { courseId: order.courseId, orderNo }
      : order.packageId
        ? { packageId: order.packageId, goodsType: 'package', orderNo }
        : { goodsId: order.goodsId ?? undefined, goodsType: 'goods', orderNo },
  });
}
