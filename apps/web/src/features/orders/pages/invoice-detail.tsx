import { invoiceDetail } from '@course/contracts/orders-invoice';
import { formatPrice } from '@course/domain/price';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import type { ApiError } from '../../../lib/request';
import { Loader } from '../../../ui/loader';
import { queryParam } from '../api';
import { InvoiceOrderList } from '../components/invoice-order-list';
import { orderTime as time } from '../order-status';
import '../orders-shared.css';

/** invoice-detail: the invoice of an order (or a way to ask for one). */
export default function InvoiceDetailPage() {
  const navigate = useAppNavigate();
  const orderNo = queryParam('orderNo') ?? '';
  const invoice = useCall(invoiceDetail, { orderNo }, { enabled: orderNo !== '' });
  if (!orderNo) return <InvoiceOrderList />;
  if (invoice.isPending) return <Loader fullScreen />;
  if (invoice.isError) {
    const error = invoice.error as ApiError;
    return (
      <div className="od-page">
        <div className="od-card od-center" data-testid="invoice-empty">
          <p>{error.code === 1005 ? '该订单还没有开具发票' : error.msg}</p>
          {error.code === 1005 ? (
            <button
              type="button"
              className="od-submit"
              onClick={() => navigate(getHref('invoice', { query: { orderNo } }), { replace: true })}
            >
              去开发票
            </button>
          ) : null}
        </div>
      </div>
    );
  }
  const i = invoice.data;
  const issued = i.status === 'issued';
  return (
    <div className="od-page" data-testid="invoice-detail">
      <section className={`od-banner ${issued ? 'is-paid' : 'is-created'}`}>
        <div className="od-banner-status" data-testid="invoice-status">
          {issued ? '已开具' : '开票中'}
        </div>
        <div>{issued ? `电子发票已发送至 ${i.email}` : '发票开具后将发送至您的邮箱'}</div>
      </section>
      <section className="od-card">
        <div className="od-row">
          <span className="od-muted">发票类型</span>
          <span>电子普通发票</span>
        </div>
        <div className="od-row">
          <span className="od-muted">抬头类型</span>
          <span>{i.titleType === 'company' ? '企业/单位' : '个人'}</span>
        </div>
        <div className="od-row">
          <span className="od-muted">发票抬头</span>
          <span data-testid="invoice-detail-title">{i.title}</span>
        </div>
        {i.taxNo ? (
          <div className="od-row">
            <span className="od-muted">纳税人识别号</span>
            <span>{i.taxNo}</span>
          </div>
        ) : null}
        <div className="od-row">
          <span className="od-muted">发票金额</span>
          <strong className="od-price-text">¥{formatPrice(i.amountCents)}</strong>
        </div>
        <div className="od-row">
          <span className="od-muted">接收邮箱</span>
          <span>{i.email}</span>
        </div>
        <div className="od-row">
          <span className="od-muted">发票号码</span>
          <span>{i.invoiceNo}</span>
        </div>
        <div className="od-row">
          <span className="od-muted">订单编号</span>
          <span>{i.orderNo}</span>
        </div>
        <div className="od-row">
          <span className="od-muted">{issued ? '开票时间' : '申请时间'}</span>
          <span>{time(i.issuedAt ?? i.createdAt)}</span>
        </div>
      </section>
      {i.downloadUrl ? (
        <button
          type="button"
          className="od-card od-invoice-thumb"
          data-testid="invoice-preview"
          onClick={() => navigate(getHref('invoice-download', { query: { orderNo } }))}
        >
          <img src={i.downloadUrl} alt="电子发票" />
        </button>
      ) : null}
      <footer className="od-bar od-bar-actions">
        <button
          type="button"
          className="od-ghost"
          onClick={() => navigate(getHref('order-detail', { query: { orderNo } }))}
        >
          查看订单
        </button>
        {i.downloadUrl ? (
          <button
            type="button"
            className="od-submit"
            data-testid="invoice-download"
            onClick={() => navigate(getHref('invoice-download', { query: { orderNo } }))}
          >
            下载发票
          </button>
        ) : null}
      </footer>
    </div>
  );
}
