import { invoiceApply } from '@course/contracts/orders-invoice';
import { userOrderDetail } from '@course/contracts/orders-user';
import { formatPrice } from '@course/domain/price';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import { Loader } from '../../../ui/loader';
import { queryParam } from '../api';
import { InvoiceOrderList } from '../components/invoice-order-list';
import { OrderPageError } from '../components/order-page-error';
import { invoiceFormProblem, type TitleType } from '../invoice-form';
import '../orders-shared.css';
import './invoice.css';

/**
 * Invoices (issue 6): invoice (apply for the electronic invoice of a paid order), invoice-detail (its state,
 * title, amount and the file once issued), invoice-download (the issued file: preview, save, copy the link).
 * One invoice per order; the server issues it at once and checks the title and tax number again.
 */

/** invoice: the form of an order's invoice; without an order, the orders that can have one. */
export default function InvoiceApplyPage() {
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const orderNo = queryParam('orderNo') ?? '';
  const order = useCall(userOrderDetail, {}, { params: { id: orderNo }, enabled: orderNo !== '' });
  const [titleType, setTitleType] = useState<TitleType>('personal');
  const [title, setTitle] = useState('');
  const [taxNo, setTaxNo] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  if (!orderNo) return <InvoiceOrderList />;
  if (order.isPending) return <Loader fullScreen />;
  if (order.isError) return <OrderPageError error={order.error} onRetry={() => void order.refetch()} />;
  const o = order.data;
  const detailHref = getHref('invoice-detail', { query: { orderNo } });

  if (o.invoice) {
    return (
      <div className="od-page" data-testid="invoice-page">
        <div className="od-card od-center" data-testid="invoice-exists">
          <p>该订单已开具发票，每个订单只能开具一次</p>
          <button type="button" className="od-submit" onClick={() => navigate(detailHref, { replace: true })}>
            查看发票
          </button>
        </div>
      </div>
    );
  }
  if (!o.canInvoice) {
    return (
      <div className="od-page" data-testid="invoice-page">
        <div className="od-card od-warn" data-testid="invoice-unavailable">
          {o.status === 'paid' ? '免费订单无需开具发票' : '订单支付完成后才能开具发票'}
        </div>
      </div>
    );
  }

  async function submit() {
    const form = { titleType, title, taxNo: taxNo.trim().toUpperCase(), email };
    const problem = invoiceFormProblem(form);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await callApi(invoiceApply, {
        body: {
          orderNo,
          titleType,
          title: title.trim(),
          ...(titleType === 'company' ? { taxNo: form.taxNo } : {}),
          email: email.trim(),
        },
      });
      await queryClient.invalidateQueries({ queryKey: callKey(userOrderDetail) });
      toast('发票已开具，已发送至您的邮箱');
      navigate(detailHref, { replace: true });
    } catch (e) {
      if (e instanceof ApiError && e.code > 0) {
        setError({ field: 'form', message: e.msg.replace(/^参数错误：/, '') });
        if (e.code === 1009) await queryClient.invalidateQueries({ queryKey: callKey(userOrderDetail) });
      }
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (field: string) =>
    error?.field === field ? (
      <div className="od-field-error" data-testid="field-error">
        {error.message}
      </div>
    ) : null;

  return (
    <div className="od-page" data-testid="invoice-page">
      <section className="od-card">
        <div className="od-row">
          <span className="od-muted">订单</span>
          <span className="od-ellipsis">{o.title}</span>
        </div>
        <div className="od-row">
          <span className="od-muted">发票金额</span>
          <strong className="od-price-text" data-testid="invoice-amount">
            ¥{formatPrice(o.payAmountCents)}
          </strong>
        </div>
        <div className="od-row">
          <span className="od-muted">发票类型</span>
          <span>电子普通发票</span>
        </div>
      </section>
      <section className="od-card od-form">
        <div className="od-form-row">
          <span className="od-label">抬头类型</span>
          <div className="od-segment">
            {(['personal', 'company'] as const).map((t) => (
              <button
                key={t}
                type="button"
                className={titleType === t ? 'is-active' : ''}
                data-testid={`invoice-type-${t}`}
                onClick={() => {
                  setTitleType(t);
                  setError(null);
                }}
              >
                {t === 'personal' ? '个人' : '企业/单位'}
              </button>
            ))}
          </div>
        </div>
        <label className="od-form-row">
          <span className="od-label">{titleType === 'company' ? '单位名称' : '发票抬头'}</span>
          <input
            data-testid="invoice-title"
            value={title}
            maxLength={60}
            placeholder={titleType === 'company' ? '请输入单位全称' : '请输入个人姓名'}
            onChange={(e) => setTitle(e.target.value)}
          />
        </label>
        {fieldError('title')}
        {titleType === 'company' ? (
          <>
            <label className="od-form-row">
              <span className="od-label">税号</span>
              <input
                data-testid="invoice-tax-no"
                value={taxNo}
                maxLength={20}
                placeholder="纳税人识别号（统一社会信用代码）"
                onChange={(e) => setTaxNo(e.target.value.toUpperCase())}
              />
            </label>
            {fieldError('taxNo')}
          </>
        ) : null}
        <label className="od-form-row">
          <span className="od-label">电子邮箱</span>
          <input
            data-testid="invoice-email"
            type="email"
            value={email}
            maxLength={100}
            placeholder="用于接收电子发票"
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        {fieldError('email')}
      </section>
      {fieldError('form')}
      <p className="od-note">
        电子普通发票与纸质发票具有同等法律效力，开具后将发送至您的邮箱，也可在“发票详情”中查看和下载。每个订单只能开具一次，请仔细核对抬头信息。
      </p>
      <footer className="od-bar">
        <div>
          发票金额 <strong>¥{formatPrice(o.payAmountCents)}</strong>
        </div>
        <button
          type="button"
          className="od-submit"
          data-testid="invoice-submit"
          disabled={busy}
          onClick={submit}
        >
          {busy ? '提交中…' : '提交申请'}
        </button>
      </footer>
    </div>
  );
}
