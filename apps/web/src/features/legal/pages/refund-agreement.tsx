import { refundAgreement } from '@course/contracts/legal-refund-agreement';
import { formatPrice } from '@course/domain/price';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import type { ApiError } from '../../../lib/request';
import { AgreementDocument } from '../../../ui/agreement-document';
import { PageLoading } from '../../../ui/states';
import './refund-agreement.css';

/**
 * refundAgreement and refundAgreementLink: the brand's refund agreement (退款协议) from the server, in headed
 * sections. refundAgreementLink is opened from an order (query orderNo): it names the order's item and links
 * back to it.
 */
export default function RefundAgreementPage() {
  const navigate = useAppNavigate();
  const linked = useRouteEntry()?.name === 'refundAgreementLink';
  const orderNo = linked
    ? (new URLSearchParams(window.location.search).get('orderNo') ?? undefined)
    : undefined;
  const agreement = useCall(refundAgreement, orderNo ? { orderNo } : {});
  if (agreement.isPending) return <PageLoading />;
  if (agreement.isError) {
    return <div className="ra-empty">{(agreement.error as ApiError).msg ?? '协议加载失败，请稍后重试'}</div>;
  }
  const a = agreement.data;
  return (
    <AgreementDocument
      document={a}
      testId="refund-agreement"
      before={
        a.order ? (
          <div className="ra-order" data-testid="refund-agreement-order">
            <div>
              适用订单：<strong>{a.order.title}</strong>
            </div>
            <div className="ra-muted">
              订单号 {a.order.orderNo} · 实付 ¥{formatPrice(a.order.payAmountCents)}
            </div>
            <button
              type="button"
              className="ra-link"
              data-testid="refund-agreement-back"
              onClick={() => navigate(getHref('order-detail', { query: { orderNo: a.order!.orderNo } }))}
            >
              ‹ 返回订单
            </button>
          </div>
        ) : null
      }
    />
  );
}
