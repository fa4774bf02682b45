import { ResponseCode } from '@course/domain/response-codes';
import { getHref } from '../../../app/public/navigation';
import { ApiError } from '../../../lib/request';
import { PageError, type WayOn } from '../../../ui/states';

/** Where an order's page leads when it cannot show the order: the learner's orders. */
const toOrders = (): WayOn => ({ label: '查看我的订单', to: getHref('order') });

/** An order's page opened without its order number (a cut link). */
export const missingOrderNo = (text = '缺少订单号') => new ApiError(ResponseCode.invalidParams, text);

/**
 * An order's page (payment result, invoice, start dates) that cannot show its order: the reason, and 重新加载 when
 * asking again may help, else 查看我的订单 — never one grey line with no way on.
 */
export function OrderPageError(props: { error: unknown; onRetry?: () => void; testId?: string }) {
  return <PageError error={props.error} onRetry={props.onRetry} wayOn={toOrders()} testId={props.testId} />;
}
